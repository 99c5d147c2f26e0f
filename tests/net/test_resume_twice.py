"""What ``host --resume`` is given anew lasts through the next resume (cli49 #1): a table
resumed with a new ``--password``, ``--name``, ``--turn-timer`` or ``--port`` whose host then
ended unexpectedly (kill -9), resumed again as the docs say (and as the closing line prints:
``host --headless --resume FILE``, nothing given anew), opened with the journal header's first
settings: no password at all, the old name and timer, the old port. The ``resumed`` line now
records the table as that resume opened it (and a ``listen`` line where it listened), and
:func:`net.journal.load` takes them. Subprocesses on loopback."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

import pytest
from net_testkit import WAIT
from test_commands import free_port, hosted_then_killed, read_until, spawn

from net.client import Client, JoinError


async def _killed(proc: asyncio.subprocess.Process) -> None:
    proc.send_signal(signal.SIGKILL)
    await asyncio.wait_for(proc.wait(), WAIT)


async def test_what_a_resume_gives_anew_survives_the_next_resume(tmp_path: Path) -> None:
    port = free_port()
    journal = tmp_path / "den.jsonl"
    await hosted_then_killed(journal, port)
    # resumed with a password, a new name, a turn timer and another port, then killed again
    moved = free_port()
    proc = await spawn("host", "--headless", "--resume", str(journal), "--no-advertise",
                       "--password", "s3cret", "--name", "Den two", "--turn-timer", "30",
                       "--port", str(moved))
    try:
        await read_until(proc, "Resumed")
    finally:
        await _killed(proc)
    # resumed again as the docs say: the table is the one it was just before
    proc = await spawn("host", "--headless", "--resume", str(journal), "--no-advertise")
    try:
        lines = await read_until(proc, "Resumed")
        said = "".join(lines)
        assert f"open on 127.0.0.1:{moved}" in said, said  # (where its guests retry)
        assert "Den two" in said, said  # (the name it was renamed to, as its players know it)
        assert "It keeps its password, turn timer 30 s" in said, said
        with pytest.raises(JoinError):
            await Client.connect_tcp("127.0.0.1", moved, "Eve", spectate=True, reconnect=False)
        dee = await Client.connect_tcp("127.0.0.1", moved, "Dee", password="s3cret",
                                       spectate=True, reconnect=False)
        await dee.close()
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)
