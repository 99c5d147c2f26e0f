"""ssh61 #6: Ctrl-C twice at the menu — the first quits (at the menu the app ends at once, as
docs/SSH.md says), the second comes while the game is ending — is now and then a crash: the
door logs "game crashed (killed by SIGINT)" and the visitor reads "The game stopped
unexpectedly. Sorry! Connect again to play on." (ssh exits 130). Once the app has put its
terminal back in its cooked mode (Textual restores the terminal's modes as it stops, ISIG on),
a Ctrl-C typed is a SIGINT again, and one that comes after unotui.ssh.child.main has returned
(the interpreter ending: its threads joined, its atexit work) kills the process with SIGINT
(Python re-raises an uncaught KeyboardInterrupt as death by the signal); _judge_exit
(unotui/ssh/session.py) calls that a crash. docs/SSH.md: Ctrl-C "ends the game (exit 130, as
quitting with Ctrl-C does)", ended by the player. Seen with OpenSSH in tmux at ``serve-ssh``
(the main menu): Ctrl-C, then six more 30 ms apart — 2 times in 12 connections; the test types
many, a few ms apart, so that one lands in that moment."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def one_visit(port: int, name: str) -> tuple[str, int | None]:
    async with connect(port, username=name) as conn:
        screen = await play_session(conn)
        await screen.until("Quit")  # (the menu)
        await asyncio.sleep(0.5)
        for _ in range(300):  # Ctrl-C, and again, for 1.5 s
            if screen.process.stdin.is_closing():
                break
            screen.stdin.write(b"\x03")
            await asyncio.sleep(0.005)
        text = plain(await screen.rest())
        await screen.process.wait_closed()
        return text, screen.process.exit_status


async def test_ctrl_c_twice_at_the_menu_is_the_players_end(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path, target=False) as opened:
        said = []
        for n in range(4):
            text, status = await one_visit(opened.port, f"zoe{n}")
            said.append((status, text[-200:]))
        await no_session_left(opened.door)
    ended = [r.getMessage() for r in caplog.records if ": game " in r.getMessage()
             and "game started" not in r.getMessage()]
    assert not any("crashed" in line for line in ended), (ended, said)
    assert not any("unexpectedly" in text for _, text in said), said
