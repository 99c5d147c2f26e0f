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
