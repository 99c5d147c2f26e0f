"""review88 #3: tmux66 #3 made the text client read a single capital letter as its command
(``_command`` lowers ``D``, ``P``, ``Q``… — a key typed with Caps Lock), but the question
"Leave the match?" that q asks during a match (fixtext65, tmux65 #2) is decided in ``_play``
on ``text == "q"`` before ``_command`` lowers it: ``Q`` skips the question and leaves the match
at once — the seat handed to a bot — where ``q`` asks first. A player with Caps Lock on who
types Q is out of the match with no chance to say no."""

from __future__ import annotations

import asyncio
from pathlib import Path

from net_testkit import WAIT, start_host
from test_commands import read_until, spawn
from test_fixtext65_text_leave import _say

from net.client import Client


async def test_a_capital_q_during_a_match_asks_as_q_does(tmp_path: Path) -> None:
    host, port = await start_host(seats=3, bot_delay=3600.0)
    config = {"UNOTUI_CONFIG_DIR": str(tmp_path), "UNOTUI_COMMAND": "unotui", "COLUMNS": "200"}
    proc = None
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        proc = await spawn("join", f"127.0.0.1:{port}", "--name", "Zed", **config)
        await read_until(proc, "Joined as Zed")
        await ann.add_bot("normal")
        await ann.start()
        await read_until(proc, "round 1")
        await _say(proc, "Q")
        try:
            await read_until(proc, "Leave the match?")
        except AssertionError as exc:  # (the client ended: it left without asking)
            raise AssertionError("Q (Caps Lock) left the match at once, without 'Leave the "
                                 f"match?': {exc}") from None
        await _say(proc, "n")
        await read_until(proc, "You stay in the match.")
        assert not host.table.seats[1].stand_in
        await ann.close()
    finally:
        if proc is not None and proc.returncode is None:
            proc.kill()
            await asyncio.wait_for(proc.wait(), WAIT)
        await host.close()
