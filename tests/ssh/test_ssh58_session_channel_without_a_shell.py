"""ssh58: a client that logs in, opens a session channel and never asks for a shell (no pty-req,
no shell, no exec) holds its connection for ever. docs/SSH.md: "A connection that logs in and
opens no game (``ssh -N``) … is closed after 2 minutes without a game", and at most 64
connections may be "logging in, or logged in without a game". The door stops both clocks when
the channel is opened (unotui/ssh/server.py, ``_Front.session_requested``: ``self._playing()``
and the login timer cancelled) although no game has started — the game starts only at the shell
request (``GameSession.session_started``), and the idle timeout is armed only then. So a client
at 20 new connections a minute (the per-address rate) piles up connections without games
beyond the 64 and beyond the 2 minutes, none of them counted or timed."""

from __future__ import annotations

import asyncio
from pathlib import Path

from asyncssh.channel import SSHClientChannel
from ssh_kit import connect, open_door, with_limits


async def test_a_session_channel_without_a_shell_is_closed_at_the_login_timeout(
        tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(login_timeout=1.0)) as opened:
        conn = await connect(opened.port, username="lurker")
        try:
            chan = SSHClientChannel(conn, asyncio.get_running_loop(), "strict", None, "strict",
                                    2 * 1024 * 1024, 32768)
            await chan._open(b"session")  # (open, and never a pty, shell or command request)
            assert not opened.door.sessions  # (no game started: the door runs none for it)
            # the door's 2 minutes (here 1 s) without a game: closed by then, with margin
            try:
                await asyncio.wait_for(conn.wait_closed(), 10.0)
            except TimeoutError:
                raise AssertionError("a connection with a session channel and no game is "
                                     "still open 10 s after its 1 s login timeout") from None
        finally:
            conn.abort()
        assert not opened.door.connections
