"""ssh61 #8 (small): a visitor whose early Ctrl-C ends the game — logged "game ended by the
player (exit status 130)", the player's choice as docs/SSH.md says — reads nothing at all as
the session ends: no "Thanks for playing! The same ssh command brings you back.", which
docs/SSH.md promises "a player who quits the game" and every other quit gets (Ctrl+Q, q at the
menu, Ctrl-C in the app: exit 0). GameSession._finish (unotui/ssh/session.py) thanks only a
status of 0: ``Farewell("quit") if self._app_ended and status == 0 else None``. Seen with
OpenSSH in tmux at ``host --headless --ssh``: Ctrl-C 0.3 s after connecting, the terminal
showed only ssh's own exit (130). The test is test_ssh59_early_ctrl_c.py's start-up."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain


async def test_an_early_ctrl_c_is_thanked_as_any_quit(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path, target=False) as opened, \
            connect(opened.port, username="zoe") as conn:
        process = await conn.create_process(term_type="xterm-256color", term_size=(80, 24),
                                            encoding=None)

        def controlling_tty() -> bool:  # (from then on Ctrl-C on it signals the game)
            for session in opened.door.sessions:
                if session.proc is not None:
                    try:
                        stat = Path(f"/proc/{session.proc.pid}/stat").read_text()
                    except OSError:
                        return False
                    return int(stat.rsplit(")", 1)[1].split()[4]) != 0
            return False

        async def spawned() -> None:
            while not controlling_tty():
                await asyncio.sleep(0.002)

        await asyncio.wait_for(spawned(), 30)
        process.stdin.write(b"\x03")  # at once: the game's process is starting (importing)

        async def everything() -> bytes:
            raw = b""
            while chunk := await process.stdout.read(65536):
                raw += chunk
            return raw

        raw = await asyncio.wait_for(everything(), 30)
        text = plain(raw)
        assert process.exit_status == 130, (process.exit_status, text)
        assert "Thanks for playing" in text, text
        await no_session_left(opened.door)
