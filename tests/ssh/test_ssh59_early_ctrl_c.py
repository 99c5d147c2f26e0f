"""ssh59: docs/SSH.md and quiet_keys (unotui/ssh/session.py) say an early Ctrl-C — pressed as
the game starts, before the app reads its keys raw — "ends the game as its player's choice
(exit 130: ended by the player)". With real OpenSSH, Ctrl-C pressed through start-up at
``serve-ssh`` shows the visitor a Python traceback ending in KeyboardInterrupt (raised in
unotui/ssh/child.py as it imports unotui.cli, outside cli.main's ``except KeyboardInterrupt``),
then "The game stopped unexpectedly. Sorry! Connect again to play on.", and the door's log says
"game crashed (killed by SIGINT)": the interpreter re-raises an uncaught KeyboardInterrupt as a
death by SIGINT, which GameSession._judge_exit takes for a crash."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain


async def test_ctrl_c_as_the_game_starts_is_the_players_choice(
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
        assert "Traceback" not in text and "KeyboardInterrupt" not in text, text
        assert "stopped unexpectedly" not in text, text
        await no_session_left(opened.door)
    assert not any("crashed" in record.getMessage() for record in caplog.records), \
        [record.getMessage() for record in caplog.records]
