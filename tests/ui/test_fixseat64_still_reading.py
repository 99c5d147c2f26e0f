"""fixseat64: back from the results at 80x24, the status line keeps the countdown and the names."""

from __future__ import annotations

import asyncio
import re
from typing import Any

from ui_testkit import screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen


async def test_fixseat64_back_from_the_results_the_countdown_and_names_fit_80() -> None:
    """newbie73 #3: the host left the results while Ana reads hers; the status says when the
    next round comes at the latest and who is still reading, whole, in 78 columns."""
    from test_quit_results_flow25 import won_round

    from unotui.screens.table import TableScreen

    state, link, app = won_round()
    lobby: dict[str, Any] = {
        "t": "lobby", "phase": "playing", "you": 0, "host": 0, "settings": {},
        "seats": [{"kind": "human", "name": "Zoe", "connected": True, "ready": True, "bot": None},
                  {"kind": "human", "name": "Ana", "connected": True, "ready": False,
                   "bot": None},
                  {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "normal"},
                  {"kind": "bot", "name": "Cy", "connected": True, "ready": True,
                   "bot": "normal"}]}
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        link.feed({"t": "round_end", "verified": True, "deal_in": 30.0})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        link.feed(lobby)
        await wait_for(pilot, lambda: "Still reading: Ana." in screen_text(app))
        line = next(row for row in screen_text(app).splitlines() if "Round over" in row)
        assert "Next round in 30 s" in line or "Next round in 29 s" in line, line
        assert "…" not in line, line

        def seconds() -> int:
            found = re.search(r"Next round in (\d+) s", screen_text(app))
            return int(found.group(1)) if found else 99

        for _ in range(40):  # (a bound, not a timing test: it must move within 4 s)
            if seconds() < 29:
                break
            await asyncio.sleep(0.1)
        assert seconds() < 29, screen_text(app)  # (the status line counts down)
