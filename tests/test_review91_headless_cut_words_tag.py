"""review91 #3: review90 #3's mend of `unotui host --headless --name LONG` prints to the operator
"Its name was cut, as every table's is to 40 characters at most (at a word where it can be:
review90 #3)." — a reviewer's tracking tag in a line a person reads (every other such tag is in
code comments and docstrings), in a sentence that reads garbled ("as every table's is to 40
characters at most"). It should say what the app's notice says: the name it was cut to, a
table's name having at most 40 characters."""

from __future__ import annotations

import asyncio
import re
import signal
from pathlib import Path

LONG = "A very long table name for the Friday evening UNO club"


async def test_the_headless_hosts_cut_notice_carries_no_tracking_tag(tmp_path: Path) -> None:
    from test_commands import WAIT, read_until, spawn

    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--name", LONG, UNOTUI_STATE_DIR=str(tmp_path))
    try:
        said = "".join(await read_until(proc, "Join with:"))
        cut = next(line for line in said.splitlines() if "cut" in line)
        assert not re.search(r"\b(review|newbie|ssh|net|proto)\d+ #\d+", cut), cut
        # (the name it was cut to, at a word, as the app says it)
        assert cut == ("Its name was cut to 'A very long table name for the Friday': a "
                       "table's name has at most 40 characters."), cut
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)
