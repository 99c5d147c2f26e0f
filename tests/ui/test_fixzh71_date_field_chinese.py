"""fixzh71 (newbie79 #3): the date question's field takes a date as a Chinese player types it
— "月" and "日" and the full-width marks went to the dialog's keys instead of the field, and
five characters cut a pasted "12月25日" to "12月25"."""

from __future__ import annotations

from test_before_the_deal_specials25 import date_question
from textual import events
from textual.keys import _character_to_key
from ui_testkit import scripted_state, wait_for

from unotui.widgets.field import Field

DATE = {"type": "date", "month": 12, "day": 25}


async def test_fixzh71_the_date_typed_with_the_month_and_day_words_is_sent() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("1", "2", "月", "2", "5", "日")
        assert app.screen.query_one(Field).value == "12月25日"
        await pilot.press("enter")
        await wait_for(pilot, lambda: DATE in link.sent)


async def test_fixzh71_a_full_width_date_typed_is_sent() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        for char in "１２－２５":  # (as a terminal sends them: the pilot gives "－" no character)
            app.post_message(events.Key(_character_to_key(char), char))
            await pilot.pause()
        assert app.screen.query_one(Field).value == "１２－２５"
        await pilot.press("enter")
        await wait_for(pilot, lambda: DATE in link.sent)


async def test_fixzh71_a_pasted_chinese_date_is_taken_whole() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        field = app.screen.query_one(Field)
        app.post_message(events.Paste("12月25日"))
        await wait_for(pilot, lambda: field.value != "")
        assert field.value == "12月25日"
        await pilot.press("enter")
        await wait_for(pilot, lambda: DATE in link.sent)
