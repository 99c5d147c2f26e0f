"""A table killed with ``kill -9`` leaves no thinking processes behind (ux26 #17b): its hard
bots' worker pool was never shut down, and its idle workers — waiting on a queue they hold
both ends of — lived on for good. Each worker now ends itself once its parent is gone."""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]

CHILD = """
import asyncio, os, sys
from net.botpool import BotPool

async def main():
    pool = BotPool(workers=2)
    await pool._warm_future()
    print(" ".join(str(pid) for pid in pool._executor._processes), flush=True)
    await asyncio.sleep(600)

asyncio.run(main())
"""


def alive(pid: int) -> bool:
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    # (a zombie is gone too: reaped by whoever adopted it)
    with open(f"/proc/{pid}/stat", encoding="utf-8") as stat:
        return stat.read().split(") ")[1][0] != "Z"


def test_the_bot_workers_end_when_their_table_is_killed() -> None:
    table = subprocess.Popen([sys.executable, "-c", CHILD], cwd=ROOT, stdout=subprocess.PIPE,
                             text=True)
    try:
        assert table.stdout is not None
        workers = [int(pid) for pid in table.stdout.readline().split()]
        assert len(workers) == 2 and all(alive(pid) for pid in workers)
    finally:
        table.send_signal(signal.SIGKILL)
        table.wait()
    deadline = time.monotonic() + 20
    while any(alive(pid) for pid in workers) and time.monotonic() < deadline:
        time.sleep(0.2)
    left = [pid for pid in workers if alive(pid)]
    for pid in left:  # (never leave them: this test started them)
        os.kill(pid, signal.SIGKILL)
    assert not left, f"workers still running after their table was killed: {left}"
