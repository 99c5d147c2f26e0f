"""review90 #3: `unotui host --headless --name LONG` now cuts a long name at a word
(`fitted_table_name`, newbie82 #7: "A very long table name for the Friday", 37 characters),
yet still prints "Its name was cut to 40 characters, as every table's is." (commands/host.py
`_say_open`): the operator reads a count the name does not have. It should say what the app's
notice says: cut to the name it now has, a table's name having at most 40 characters."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

LONG = "A very long table name for the Friday evening UNO club"
CUT = "A very long table name for the Friday"


async def test_the_headless_host_says_how_its_name_was_cut(tmp_path: Path) -> None:
    from test_commands import WAIT, read_until, spawn

    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "21311",
                       "--no-advertise", "--name", LONG, UNOTUI_STATE_DIR=str(tmp_path))
    try:
        said = "".join(await read_until(proc, "Join with:"))
        assert f"Table {CUT!r} is open" in said, said
        assert "cut to 40 characters" not in said, (
            f"the name was cut to {len(CUT)} characters at a word, not 40: {said}")
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)
