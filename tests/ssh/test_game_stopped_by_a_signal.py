"""A visitor's game stopped from outside with SIGTERM (``kill -TERM`` of the process the door
started: an operator's kill, a shutdown) is said as such (ssh49 #4): the door's log said "game
ended by the player (exit status 143)", and the visitor, at the menu at no table, read only the
app's own "unotui was stopped (SIGTERM); its table was closed or left." Now the log says the
game was stopped by a signal, and the visitor reads that it was stopped on the server, not by
them, in words true at the menu too. Their seats count as dropped, as after a crash: the app
stopped by a signal left no table on purpose."""

from __future__ import annotations

import asyncio
import logging
import os
import signal
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, plain, play_session, restored_before


async def test_a_game_stopped_by_sigterm_is_said_stopped_on_the_server_not_by_the_player(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path, target=False) as door:  # (the main menu: no table)
        async with connect(door.port, username="ann") as conn:
            screen = await play_session(conn)
            await screen.until("Play against bots")
            [session] = door.door.sessions
            assert session.proc is not None
            os.kill(session.proc.pid, signal.SIGTERM)
            raw = await screen.rest()
            await asyncio.wait_for(screen.process.wait_closed(), 30)
            assert screen.process.exit_status == 128 + signal.SIGTERM  # (not a quit: a failure)
        await no_session_left(door.door)
    said = " ".join(plain(raw).split())
    assert restored_before(raw, b"The game was stopped on the server"), said[-600:]
    assert ("The game was stopped on the server (SIGTERM), not by you. Sorry! Connect again "
            "to play on.") in said, said[-600:]
    assert "Thanks for playing!" not in said  # (the farewell of a player who quit)
    # (nor the app's own line for a terminal of its own, before the door's goodbye)
    assert "its table was closed or left" not in said and "unotui was stopped" not in said
    log = caplog.text
    assert "SSH ann@127.0.0.1: game stopped by a signal (SIGTERM)" in log, log
    assert "ended by the player" not in log, log


def test_a_stop_signal_is_read_from_either_exit_status() -> None:
    from unotui.ssh.session import stop_signal

    assert stop_signal(-signal.SIGTERM) is signal.SIGTERM  # (killed before it caught it)
    assert stop_signal(128 + signal.SIGTERM) is signal.SIGTERM  # (caught: the app's own exit)
    assert stop_signal(128 + signal.SIGHUP) is signal.SIGHUP
    # (130: the visitor's own Ctrl-C before the app read its keys, the player's doing)
    for crash_or_exit in (-signal.SIGKILL, -signal.SIGSEGV, 0, 1, 2, 130, 255, None):
        assert stop_signal(crash_or_exit) is None, crash_or_exit
