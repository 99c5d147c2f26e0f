"""ssh59 (small): a visitor back at once waits for their session still ending (ssh58 #1); one
who leaves again while waiting — no game started for them — is logged "game ended: the client
left or dropped", a game end with no "game started" before it. Seen with OpenSSH: 20 connections
of ``ann`` each killed after 0.1-0.9 s at ``host --headless --ssh``: 30 "game started" lines,
33 "game ended". GameSession._finish (unotui/ssh/session.py) logs an end for any session
admitted (``_admitted``), started or not."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, play_session


async def test_a_session_gone_while_waiting_logs_no_game_end(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as opened:
        conn = await connect(opened.port, username="zoe")
        screen = await play_session(conn)
        await screen.until("zoe (you")
        conn.abort()  # dropped: the session is ending
        again = await connect(opened.port, username="zoe")
        await play_session(again)

        async def waiting() -> None:  # admitted, waiting for the ending one: no game yet
            while not any(s.started and s.proc is None and not s.ending
                          for s in opened.door.sessions):
                await asyncio.sleep(0.005)

        await asyncio.wait_for(waiting(), 10)
        again.abort()  # gone before its game started
        await no_session_left(opened.door)
    lines = [r.getMessage() for r in caplog.records if "zoe@" in r.getMessage()]
    started = sum("game started" in line for line in lines)
    ended = sum(": game " in line and "game started" not in line for line in lines)
    assert ended == started, lines
