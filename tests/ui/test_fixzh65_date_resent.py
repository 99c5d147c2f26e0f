"""fixzh65 (newbie76 #2): a date refused as stale goes again by itself, once, against a view
newer than the one it was sent on; refused again, the question opens holding it."""

from __future__ import annotations

from test_before_the_deal_specials25 import date_question
from ui_testkit import scripted_state, wait_for

from core.actions import NameDate
from core.game import apply_copy
from unotui.dialogs.judgement import JudgementDateDialog
from unotui.screens.table import TableScreen
from unotui.widgets.field import Field

DATE = {"type": "date", "month": 1, "day": 23}


async def test_fixzh65_a_date_refused_before_the_newer_view_goes_when_that_view_comes() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("1", "-", "2", "3", "enter")
        await wait_for(pilot, lambda: DATE in link.sent)
        link.feed({"t": "error", "code": "stale_state", "message": "old"})  # (before the view)
        await pilot.pause(0.3)
        assert link.sent.count(DATE) == 1  # (on the same view it would be refused again)
        assert isinstance(app.screen, TableScreen), type(app.screen).__name__
        link.feed_view(apply_copy(state, 0, NameDate(7, 4)), seat=2)
        await wait_for(pilot, lambda: link.sent.count(DATE) == 2)
        await pilot.pause(0.2)
        assert isinstance(app.screen, TableScreen), type(app.screen).__name__


async def test_fixzh65_a_date_refused_again_opens_the_question_holding_it() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("1", "-", "2", "3", "enter")
        await wait_for(pilot, lambda: DATE in link.sent)
        other = apply_copy(state, 0, NameDate(7, 4))
        link.feed_view(other, seat=2)
        link.feed({"t": "error", "code": "stale_state", "message": "old"})
        await wait_for(pilot, lambda: link.sent.count(DATE) == 2)
        link.feed({"t": "error", "code": "stale_state", "message": "old"})  # (refused again)
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
        assert app.screen.query_one(Field).value == "1-23"
        assert link.sent.count(DATE) == 2  # (once again only)
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent.count(DATE) == 3)
