"""newbie54 #5: after a long match the results' round-by-round table showed its first seven
rounds at 80x24 and nothing said more were below (a scroll bar, the only hint). The keys' line
says it while the results do not fit, and not when they do."""

from __future__ import annotations

from typing import Any

from test_results_words25 import NAMES, finished_match
from textual.app import App
from ui_testkit import screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.log import RoundWon


async def hint_after(rounds: int) -> str:
    v: dict[str, Any] = finished_match("standard")
    won = [RoundWon(n, n % 4, 20 + n, "out") for n in range(1, rounds + 1)]

    class Results(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RoundEndScreen(v, NAMES, rounds=won, local=True))

    app = Results()
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen)
                       and "Match over" in screen_text(app))
        await pilot.pause(0.2)
        return " ".join(screen_text(app).split())


async def test_a_long_match_says_more_rounds_are_below() -> None:
    text = await hint_after(12)
    assert "↓ PgDn: more below" in text, text[-400:]


async def test_a_match_that_fits_says_nothing_of_more() -> None:
    text = await hint_after(2)
    assert "more below" not in text, text[-400:]
