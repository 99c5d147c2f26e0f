"""review60 #2: the results' "↓ PgDn: more below" is decided once, at mount and at a resize: a
line that comes or goes under the results afterwards (the connection's state, the countdown's
"Still reading: …" growing to two lines) changes whether they fit, and the keys' line goes on
saying the opposite -- "more below" over results that all show, or nothing while the last
rows are hidden."""

from __future__ import annotations

from typing import Any

from test_results_words25 import NAMES, finished_match
from textual.app import App
from textual.containers import VerticalScroll
from ui_testkit import screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.log import RoundWon

LOST = "Connection to the table lost: trying again in 2 s (attempt 1 of 10)…"


async def mismatch(height: int, rounds: int) -> str | None:
    v: dict[str, Any] = finished_match("standard")
    won = [RoundWon(n, n % 4, 20 + n, "out") for n in range(1, rounds + 1)]

    class Results(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RoundEndScreen(v, NAMES, rounds=won, lobby=True))

    app = Results()
    async with app.run_test(size=(80, height)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen)
                       and "Match over" in screen_text(app))
        await pilot.pause(0.2)
        screen = app.screen
        for step in (LOST, None):
            screen.show_connection(step)
            await pilot.pause(0.3)
            more = screen.query_one("#results", VerticalScroll).max_scroll_y > 0
            said = "more below" in " ".join(screen_text(app).split())
            if more != said:
                return (f"80x{height}, {rounds} rounds, connection line {step!r}: results "
                        f"{'do not fit' if more else 'fit'}, keys line "
                        f"{'says' if said else 'does not say'} more below")
    return None


async def test_more_below_follows_a_line_that_comes_and_goes_under_the_results() -> None:
    found = [m for m in [await mismatch(24, r) for r in range(5, 9)] if m]
    assert not found, found
