"""ssh52 #4: docs/SSH.md says the session's exit status is "129 (SIGHUP) for a game whose
visitor's client went away as it started (`ssh -tt host '' </dev/null`)". That holds for a
door started in a terminal, but a door started under `nohup` (as README suggests for a host
that outlives its terminal: "a SIGHUP ignored at start stays ignored") hands its ignored SIGHUP
down to every game process it spawns (subprocess.Popen restores only SIGPIPE/SIGXFSZ): the
game ignores the door's SIGHUP until the app installs its own handlers, so a game ended early
dies of the SIGTERM that follows. Over OpenSSH 9.2, `nohup unotui host --headless --ssh 9341`
then `ssh -tt -p 9341 zoe@127.0.0.1 '' </dev/null` exits 143, 6 times out of 6 (the same host
started in a tmux pane, without nohup: 129, 3 of 3). The door should start its games with
SIGHUP at its default, whatever the door itself ignores."""

from __future__ import annotations

import asyncio
import shutil
import signal
from pathlib import Path

import pytest
from ssh_kit import open_door


async def _status(port: int) -> int:
    proc = await asyncio.create_subprocess_exec(
        "ssh", "-tt", "-p", str(port), "-o", "StrictHostKeyChecking=no",
        "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
        "-o", "BatchMode=yes", "zoe@127.0.0.1", "",
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
        stderr=asyncio.subprocess.DEVNULL)
    return await asyncio.wait_for(proc.wait(), 30)


@pytest.mark.skipif(shutil.which("ssh") is None, reason="needs the OpenSSH client")
@pytest.mark.parametrize("door_ignores_sighup", [False, True])
async def test_a_client_gone_as_the_game_starts_reads_129(tmp_path: Path,
                                                          door_ignores_sighup: bool) -> None:
    before = signal.getsignal(signal.SIGHUP)
    if door_ignores_sighup:  # (as under nohup)
        signal.signal(signal.SIGHUP, signal.SIG_IGN)
    try:
        async with open_door(tmp_path) as door:
            assert await _status(door.port) == 129
    finally:
        signal.signal(signal.SIGHUP, before)
