"""ssh54: `unotui host --headless --ssh PORT` stopped with Ctrl-C while visitors play: the
table closes first (each visitor's game draws its "was stopped" dialog), then the door closes
the sessions — and stops reading each session's pseudo-terminal before it signals the game
(GameSession._finish: ``_set_reading(False)``, then ``stop_process``). A game still writing its
frame (a big window: 100x30 was enough over OpenSSH) blocks in ``write`` on the full PTY, so it
cannot exit on SIGHUP/SIGTERM: it is SIGKILLed after KILL_AFTER (3 s). Over OpenSSH the door's
log showed the second visitor's "game closed" 3 s after the first; strace of that game: its
writer thread in write(2, …) from the SIGHUP until "+++ killed by SIGKILL +++". A game killed
so never ends cleanly (what its app writes on the way out: a table it hosted from a menu door
told to its guests and its journal, its kept seats), and the door's close takes 3 s more.

By hand: `host --headless --bind 127.0.0.1 --port 9876 --ssh 9877 --seats 3 --bots 1`; two
visitors (tmux panes 80x24 and 100x30), s to start; Ctrl-C the host; `strace -f -p GAMEPID`.
The same without the table closing first (a plain `serve-ssh` stopped while a game draws, at
80x24 too): what counts is a frame being written as the door stops reading."""

from __future__ import annotations

import asyncio
import signal
import sys
import time
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import connect, keytable_behind_a_door, play_session


@pytest.mark.parametrize("size", [(80, 24), (200, 60)], ids=["80x24", "200x60"])
async def test_a_game_drawing_as_the_door_closes_is_not_killed(
        tmp_path: Path, size: tuple[int, int]) -> None:
    table, door = await keytable_behind_a_door(tmp_path)
    try:
        _, port = await door.start()
        conn = await connect(port, username="zoe")
        screen = await play_session(conn, size=size)
        await screen.until("Lobby of Keytable")
        screen.stdin.write(b"s")
        await screen.until("Your hand (", since=len(screen.raw))
        reading = asyncio.ensure_future(screen.rest())  # (the visitor's ssh reads on)
        sessions = list(door.sessions)
        procs = [session.proc for session in sessions]
        # (as `host --headless --ssh` stops: its table first, then its door)
        await table.close()
        began = time.monotonic()
        await door.close()
        took = time.monotonic() - began
        await reading
        conn.close()
        codes = [proc.returncode for proc in procs if proc is not None]
        assert codes and -signal.SIGKILL not in codes, (codes, took)
        assert took < 2.5, (codes, took)
    finally:
        await door.close()
        await table.close()
