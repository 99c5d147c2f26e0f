"""ssh68 #2: the door's log cannot tell apart the ends of two games of one visitor.

Seen with OpenSSH in tmux (``host --headless --ssh``, everybody on 127.0.0.1 as friends behind
one NAT or a tunnel are): three sessions logged in as ``mux`` (two windows over one
ControlMaster, one more connection). Their starts read "game started (pid 15295, …)", "(pid
15630, …)", "(pid 16714, …)"; their ends read "mux@127.0.0.1: game ended: the client left" three
times, and "disconnected after 9 s" / "after 35 s" — nothing says which game ended when, nor
whether a given game is still running. The same with two windows of ``ann`` (a seat and a
twin watching), or players of one tunnel who log in with the same name. docs/SSH.md promises a
log "kept over days" that says what happened; an operator asked "did zoe's second window crash
or quit?" can only guess. The start line names the game's process: its end line should too.
"""

from __future__ import annotations

import asyncio
import logging
import re
import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import WAIT, connect, no_session_left, open_door, play_session


async def test_each_game_end_line_names_the_game_it_ends(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    caplog.set_level(logging.INFO, logger="unotui.ssh")

    async def started(count: int) -> list[str]:
        for _ in range(int(WAIT / 0.05)):
            pids = re.findall(r"zoe@127\.0\.0\.1: game started \(pid (\d+)", caplog.text)
            if len(pids) >= count:
                return pids
            await asyncio.sleep(0.05)
        raise AssertionError(caplog.text)

    async with open_door(tmp_path, seats=3) as door:
        async with connect(door.port, username="zoe") as first:
            one = await play_session(first)
            await one.until("Lobby")
            first_pid = (await started(1))[0]
            async with connect(door.port, username="zoe") as second:
                two = await play_session(second)
                await two.until("Lobby")
                second_pid = (await started(2))[1]
                assert first_pid != second_pid
                two.stdin.write_eof()  # the second window is closed: its game ends
                for _ in range(int(WAIT / 0.05)):
                    if "game ended" in caplog.text:
                        break
                    await asyncio.sleep(0.05)
                ends = [line for line in caplog.text.splitlines() if "game ended" in line]
                assert len(ends) == 1, caplog.text
                # the line says which of zoe's two games ended (the first still runs)
                assert second_pid in ends[0], ends[0]
                assert first_pid not in ends[0], ends[0]
        await no_session_left(door.door)
