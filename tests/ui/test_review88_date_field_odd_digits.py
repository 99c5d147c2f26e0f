"""review88 #4 (the app): the judgement-day date field takes every key whose character
``isdigit()`` (``DateField``), Ethiopic ፩ ፪ included — digits ``int()`` cannot read — and Enter
then raises ``ValueError`` out of ``parse_date`` (``date_numbers``) in
``DateDialog.on_input_submitted``: the app ends with a traceback in the middle of a match. The
question should say the date is not one it reads, as for any other wrong date."""

from __future__ import annotations

from test_before_the_deal_specials25 import date_question
from textual import events
from ui_testkit import scripted_state

from unotui.dialogs.choice import DateDialog
from unotui.widgets.field import Field


async def test_an_ethiopic_date_typed_is_refused_in_words_not_a_crash() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, _link):
        for char in "፩፪-፪፭":  # (as an Amharic keyboard types them)
            app.post_message(events.Key(char if char != "-" else "minus", char))
            await pilot.pause()
        field = app.screen.query_one(Field)
        assert not any(c in field.value for c in "፩፪፭"), "typed: digits no date is read in"
        field.value = "፩፪-፪፭"  # (as a paste puts them there)
        await pilot.press("enter")
        await pilot.pause()
        assert app.is_running and app.return_code is None, "the app ended on the date"
        assert isinstance(app.screen, DateDialog)
