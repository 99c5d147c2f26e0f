"""ssh58: a visitor who presses Ctrl+\\ while their game is still starting (the session's
terminal is still in its cooked mode: ISIG on) kills it with SIGQUIT, and the door calls that a
crash: the visitor reads "The game stopped unexpectedly. Sorry! Connect again to play on."
(exit status 131) and the operator's log "game crashed (killed by SIGQUIT)". It is the
visitor's own key, as an early Ctrl-C is (exit 130, "ended by the player"), and docs/SSH.md
promises keys are the game's (Ctrl-Z "is an ordinary key … no signal reaches the server").
Seen with OpenSSH as a real player would: Ctrl+\\ pressed right after connecting."""

from __future__ import annotations

import asyncio
import contextlib
import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def test_ctrl_backslash_while_the_game_starts_is_no_crash(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="zoe") as conn:
            screen = await play_session(conn)

            async def started() -> None:
                # (the game's process has taken its terminal as its controlling one, and the
                # app has not started yet: what a player typing at once meets)
                while True:
                    for session in opened.door.sessions:
                        if session.proc is not None:
                            with contextlib.suppress(OSError):
                                stat = Path(f"/proc/{session.proc.pid}/stat").read_text()
                                if int(stat.rsplit(")", 1)[1].split()[4]) != 0:
                                    return
                    await asyncio.sleep(0.005)
            await asyncio.wait_for(started(), 30)
            screen.stdin.write(b"\x1c")  # Ctrl+\ as the game is still starting

            async def outcome() -> str:
                while True:
                    chunk = await screen.stdout.read(65536)
                    screen.raw += chunk
                    text = plain(screen.raw)
                    if not chunk or "zoe (you" in text:
                        return text
            try:
                text = await asyncio.wait_for(outcome(), 30)
            except TimeoutError:
                raise AssertionError(plain(screen.raw)[-1500:]) from None
            assert "stopped unexpectedly" not in text, text
            conn.close()
        await no_session_left(opened.door)
    assert "crashed" not in caplog.text, caplog.text
