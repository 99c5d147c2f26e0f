"""ssh59: ssh58 #4 closes a connection whose session channel never asks for a shell at the login
timeout (2 minutes) — but every channel that ends re-arms the full timeout from then
(unotui/ssh/server.py, ``_Front._channel_done``: ``self._arm(login_timeout, …)`` whenever no
game plays), also a channel that never had a game. A client that opens a session channel, closes
it, and opens another now and then (every 100 s against the door's 2 minutes) keeps its
connection for ever with no game, one of the 64 "connections with no game open yet": 64 of them
(20 new a minute from one address) and the door tells everyone "The game server is busy"."""

from __future__ import annotations

import asyncio
import time
from pathlib import Path

from asyncssh.channel import SSHClientChannel
from ssh_kit import connect, open_door, with_limits


async def test_channels_opened_and_closed_without_a_shell_do_not_hold_the_connection(
        tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(login_timeout=1.0)) as opened:
        conn = await connect(opened.port, username="lurker")
        started = time.monotonic()
        closed = asyncio.ensure_future(conn.wait_closed())
        try:
            # a channel opened and closed every 0.6 s (under the 1 s timeout), for 6 s
            while time.monotonic() - started < 6.0 and not closed.done():
                chan = SSHClientChannel(conn, asyncio.get_running_loop(), "strict", None,
                                        "strict", 2 * 1024 * 1024, 32768)
                try:
                    await chan._open(b"session")  # (never a pty, shell or command)
                except Exception:
                    break  # (the door closed the connection)
                await asyncio.sleep(0.3)
                chan.close()
                await asyncio.sleep(0.3)
            lasted = time.monotonic() - started
        finally:
            conn.abort()
            closed.cancel()
        assert lasted < 4.0, (f"a connection with no game was still open {lasted:.1f} s after "
                              "connecting, its login timeout 1 s")
