"""ssh63: the same event — the visitor's ssh reaches the end of its input (`ssh -tt` fed from
a pipe or a script) — gives two exit statuses. As the game starts: 129 (SIGHUP), which
docs/SSH.md promises "for a game whose visitor's client went away as it started". Once the
game runs: 143, which docs/SSH.md gives as "(SIGTERM) for a game stopped on the server (an
operator's `kill`)" — no operator did anything; the door's log says "game ended: the client
left". Over OpenSSH 9.2: `(sleep 6) | ssh -tt -p 16122 eof3@127.0.0.1` exits 143, while
`ssh -tt -p 16122 eof2@127.0.0.1 </dev/null` exits 129."""

from __future__ import annotations

import asyncio
import shutil
from pathlib import Path

import pytest
from ssh_kit import open_door


@pytest.mark.skipif(shutil.which("ssh") is None, reason="needs the OpenSSH client")
async def test_a_client_whose_input_ends_mid_game_reads_the_client_gone_status(
        tmp_path: Path) -> None:
    async with open_door(tmp_path) as door:
        proc = await asyncio.create_subprocess_exec(
            "ssh", "-F", "/dev/null", "-tt", "-p", str(door.port),
            "-o", "StrictHostKeyChecking=no", "-o", "UserKnownHostsFile=/dev/null",
            "-o", "LogLevel=ERROR", "-o", "BatchMode=yes", "zoe@127.0.0.1",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE,
            stderr=asyncio.subprocess.DEVNULL)
        assert proc.stdin is not None and proc.stdout is not None
        seen = b""
        async def lobby() -> None:
            nonlocal seen
            while b"Lobby" not in seen:
                chunk = await proc.stdout.read(4096)
                if not chunk:
                    return
                seen += chunk
        await asyncio.wait_for(lobby(), 30)
        assert b"Lobby" in seen
        await asyncio.sleep(4)  # (the game runs: a match could be played meanwhile)
        proc.stdin.close()  # (the end of the visitor's input, as `(sleep 6) | ssh -tt` has)

        async def drain() -> None:
            while await proc.stdout.read(4096):
                pass
        await asyncio.wait_for(drain(), 30)
        status = await asyncio.wait_for(proc.wait(), 30)
    assert status != 143, f"{status}: the client's own input ending reads as an operator's kill (143)"
    assert status == 129, f"{status}: not the client-gone status docs/SSH.md gives"  # (fixdoor64)
