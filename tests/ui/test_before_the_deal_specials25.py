"""Judgement day's dates, before the first deal (ux25 #12): a date that does not exist is called
so (2-30 was refused as "not month-day"), and the table offers no keys for the hand it has not
dealt, nor a "Since the deal" line."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

from kit_specials25 import NAMES, status
from ui_testkit import ScriptedLink, app_on, footer_text, screen_text, scripted_state, shown, wait_for

from core import Phase
from unotui.screens.table import TableScreen


@contextlib.asynccontextmanager
async def date_question(state: Any) -> AsyncIterator[tuple[Any, Any, ScriptedLink]]:
    """Seat 2's table at 80x24 before the deal, its date question open: (app, pilot, link)."""
    from unotui.dialogs.judgement import JudgementDateDialog

    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
        yield app, pilot, link


def test_a_date_that_does_not_exist_is_called_so() -> None:
    from unotui.dialogs.judgement import date_error

    assert date_error("2-30") == "There is no 30 February."
    assert date_error("4/31") == "There is no 31 April."
    assert date_error("13-1").startswith("There is no month 13")
    assert date_error("soon") == "Write the date as month-day, for example 3-14."
    assert date_error("2-29") is None and date_error("12-25") is None
    # (as a Chinese player writes it, read as the question reads a date: fixzh71)
    assert date_error("2月30日") == "There is no 30 February."
    assert date_error("１３－０１").startswith("There is no month 13")


async def test_before_the_deal_the_date_dialog_and_the_table_say_only_what_applies() -> None:
    from unotui.dialogs.judgement import JudgementDateDialog

    state = scripted_state(judgement_day=True)
    assert state.phase is Phase.NAME_DATES
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
        await pilot.press("2", "-", "3", "0", "enter")
        await wait_for(pilot, lambda: "There is no 30 February." in screen_text(app))
        await pilot.press("backspace", "backspace", "backspace", "backspace", "1", "3", "-", "1",
                          "enter")  # (the longest reason is read whole at 80x24, ux26 §10)
        await wait_for(pilot, lambda: "the day (3-14)." in screen_text(app))
        await pilot.press("escape")  # later
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        text = await shown(pilot)
        footer = footer_text(app)
        assert "UNO" not in footer and "Catch" not in footer and "Select" not in footer
        assert "Since the deal" not in text
        assert "(the cards are dealt once everyone has named a date)" in text
        await pilot.press("u")
        await wait_for(pilot, lambda: status(app).startswith("Nothing is dealt yet"))


async def test_every_seat_is_asked_for_its_date_not_only_the_first() -> None:  # ux26 #1
    """Every seat names its date at once, but the app asked only the seat the view calls
    ``current`` (the first without a date): at a table of two people the second waited
    forever under "Cy is naming a date…" (or the turn timer named 1-1 for them)."""
    from core.actions import NameDate
    from core.game import apply_copy
    from unotui.dialogs.judgement import JudgementDateDialog

    state = scripted_state(judgement_day=True)
    assert state.phase is Phase.NAME_DATES and state.current == 0
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)  # (seat 0 has not named a date either)
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
        await pilot.press("escape")  # later: the status says what is asked, not who is current
        await wait_for(pilot, lambda: status(app).startswith(
            "Name your date for judgement day: Enter asks for it."))
        link.feed_view(apply_copy(state, 2, NameDate(7, 4)), seat=2)
        await wait_for(pilot, lambda: status(app)
                       == "Waiting for the others to name their dates…")


async def test_a_date_put_off_is_asked_again_by_enter_not_by_surprise() -> None:
    """newbie39 #1: Escape ("Later") on the date question left nothing to bring it back: the
    match waited for ever for this player's date. Enter asks again, as the status line says;
    another player's date arriving does not reopen it under the player's keys."""
    from core.actions import NameDate
    from core.game import apply_copy
    from unotui.dialogs.judgement import JudgementDateDialog

    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert "Enter asks for it" in status(app)
        assert "Date" in footer_text(app) and "Play" not in footer_text(app)  # (review39 #2)
        link.feed_view(apply_copy(state, 0, NameDate(7, 4)), seat=2)  # (someone else's date)
        await pilot.pause(0.2)
        assert isinstance(app.screen, TableScreen)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementDateDialog))
        await pilot.press("1", "2", "-", "2", "5", "enter")
        await wait_for(pilot, lambda: {"type": "date", "month": 12, "day": 25} in link.sent)


async def test_a_date_named_is_not_asked_again_while_it_is_on_its_way() -> None:
    """newbie53 #3: the date typed into the first question at once, a bot's date came before
    the table had this player's: the question opened again under the player's keys, and when
    the date landed the log said "That question has passed." though it had been answered."""
    from core.actions import NameDate
    from core.game import apply_copy

    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("1", "-", "2", "3", "enter")
        await wait_for(pilot, lambda: {"type": "date", "month": 1, "day": 23} in link.sent)
        other = apply_copy(state, 0, NameDate(7, 4))  # (a bot's date, before this one lands)
        link.feed_view(other, seat=2)
        await pilot.pause(0.2)
        assert isinstance(app.screen, TableScreen), type(app.screen).__name__
        link.feed({"t": "error", "code": "stale_state", "message": "old"})  # (refused: it
        # goes again by itself, against the newest view, not asked again: newbie76 #2)
        await wait_for(pilot, lambda: link.sent.count({"type": "date", "month": 1, "day": 23}) == 2)
        await pilot.pause(0.2)
        assert isinstance(app.screen, TableScreen), type(app.screen).__name__
        link.feed_view(apply_copy(other, 2, NameDate(1, 23)), seat=2)
        await pilot.pause(0.2)
        assert "question has passed" not in screen_text(app)


async def test_the_date_questions_keys_act_and_are_not_typed_into_the_date() -> None:
    """newbie53 #5: the footer over the date question says ? Help, t Chat, q Leave, but the
    field took them as the date ("?qt"). It takes digits and separators; ? opens the help."""
    from unotui.screens.help import HelpScreen
    from unotui.widgets.field import Field

    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, _link):
        dialog = app.screen
        await pilot.press("1", "2", "/", "2")
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        assert dialog.query_one(Field).value == "12/2"
