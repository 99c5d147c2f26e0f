"""newbie54 #5: after a long match the results' round-by-round table showed its first seven
rounds at 80x24 and nothing said more were below (a scroll bar, the only hint). The keys' line
says it while the results do not fit, and not when they do."""

from __future__ import annotations

from typing import Any

from test_results_words25 import NAMES, finished_match
from textual.app import App
from textual.containers import VerticalScroll
from ui_testkit import screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.log import RoundWon


def results_app(rounds: int, **options: Any) -> App[None]:
    """An app showing a finished match's results with ``rounds`` rounds won (``options``: the
    results screen's, e.g. ``lobby`` or ``local``)."""
    v: dict[str, Any] = finished_match("standard")
    won = [RoundWon(n, n % 4, 20 + n, "out") for n in range(1, rounds + 1)]

    class Results(App[None]):
        def on_mount(self) -> None:
            self.push_screen(RoundEndScreen(v, NAMES, rounds=won, **options))

    return Results()


async def hint_after(rounds: int) -> str:
    app = results_app(rounds, local=True)
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


#: review60 #2: whether more is below was said at mount and at a resize alone; a line that comes
#: or goes under the results (the connection's state, the countdown's "Still reading: …" on
#: two lines) changes whether they fit, and the keys' line went on saying the opposite
LOST = "Connection to the table lost: trying again in 2 s (attempt 1 of 10)…"


async def mismatch(height: int, rounds: int) -> str | None:
    app = results_app(rounds, lobby=True)
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


async def test_scrolled_to_the_end_the_keys_line_no_longer_says_more_below() -> None:
    """review60: the hint stayed with the last round in sight; it goes at the end (End, or ↓
    pressed until nothing moves) and comes back when the player scrolls up again."""
    app = results_app(12, local=True)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen)
                       and "Match over" in screen_text(app))
        await pilot.pause(0.2)
        results = app.screen.query_one("#results", VerticalScroll)
        assert results.max_scroll_y > 0  # (12 rounds do not fit at 80x24)
        results.scroll_end(animate=False)
        await wait_for(pilot, lambda: "more below" not in " ".join(screen_text(app).split()))
        results.scroll_home(animate=False)
        await wait_for(pilot, lambda: "↓ PgDn: more below" in " ".join(screen_text(app).split()))
