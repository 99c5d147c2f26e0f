"""Where notices show at the table: over the log and chat, never over the hand they announce
("Round 2 has been dealt." covered the new hand, newbie39 #9)."""

from __future__ import annotations

from typing import Any

import pytest
from textual.widgets._toast import Toast
from ui_testkit import ScriptedLink, app_on, scripted_state, wait_for

from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView


@pytest.mark.parametrize("size", [(80, 24), (120, 35)])
async def test_a_notice_at_the_table_leaves_the_hand_in_sight(size: tuple[int, int]) -> None:
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=size, notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        app.notify("Round 2 has been dealt.", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        await pilot.pause()
        toast = app.screen.query(Toast).first().region
        hand = app.screen.query_one(HandView).region
        middle = app.screen.query_one("#middle").region
        assert toast.height > 0 and toast.y >= middle.y
        assert toast.bottom <= middle.bottom  # (in the log's rows: not over the hand)
        assert not toast.overlaps(hand)


async def test_with_too_few_rows_for_it_a_notice_stays_at_the_bottom() -> None:
    """At 80x20 the log has three rows: a notice there would be cut."""
    screen: Any = None
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 20), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        screen = app.screen
        await pilot.pause()
        app.notify("Round 2 has been dealt.", timeout=30)
        await wait_for(pilot, lambda: screen.query(Toast))
        await pilot.pause()
        assert screen.query_one("#middle").region.height < 4
        assert screen.query(Toast).first().region.bottom >= 20 - 2


async def test_a_notice_follows_the_log_when_a_longer_hand_takes_its_rows() -> None:
    """The log's rows change without a resize: at 80x22 a hand of 60 cards leaves the log 3
    rows, too few for a notice, which goes to the bottom (review40 #11: the notices stayed
    where the first layout put them, over the status lines and the hand)."""
    from ui_testkit import arrange

    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 22), notifications=True) as pilot:
        state = scripted_state()
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        screen = app.screen
        assert screen.query_one("#middle").region.height >= 4  # (room for a notice at first)
        many = [f"{c}{n}" for c in "RGBY" for n in range(1, 10)] * 2
        arrange(state, {0: many[:60], 1: ["G0"], 2: ["B0"], 3: ["Y0"]}, "R0", current=1)
        link.feed_view(state)
        await wait_for(pilot, lambda: len(screen.query_one(HandView).cards) == 60)
        await pilot.pause()
        assert screen.query_one("#middle").region.height < 4
        app.notify("Round 2 has been dealt.", timeout=30)
        await wait_for(pilot, lambda: screen.query(Toast))
        await pilot.pause()
        assert screen.query(Toast).first().region.bottom >= 22 - 2
