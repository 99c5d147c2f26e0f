"""cli50: two tables went away with their matches under way (a crash of the machine, or both
stopped); ``host --resume`` alone twice should bring both back. The first opens the newest; the
second refused, saying that table — running again now — "had no match under way to resume"."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import read_until, spawn
from test_resume_last_opened45 import _headless_match


async def test_resume_alone_twice_brings_back_both_tables(tmp_path: Path) -> None:
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)  # table A: a match under way, stopped
    await _headless_match(state)  # table B: the same, later
    first = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    try:
        await read_until(first, "Join with:")  # B is open again
        second = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
        try:
            lines = await read_until(second, "Join with:")
        except AssertionError:
            _, err = await asyncio.wait_for(second.communicate(), WAIT)
            raise AssertionError("the second --resume refused: " + err.decode()) from None
        finally:
            if second.returncode is None:
                second.send_signal(signal.SIGINT)
                await asyncio.wait_for(second.wait(), WAIT)
        assert lines
    finally:
        first.send_signal(signal.SIGINT)
        await asyncio.wait_for(first.wait(), WAIT)
