"""newbie76 #2: at a network table with judgement day, two players press Enter on their dates at
about the same moment (the host 5-5, the guest 5-5 a fraction later). The guest's date is based
on the state before the host's landed and the table refuses it (``stale_state``, as the protocol
says for every action, dates included). The guest's app then opens the question again, *empty*,
under the status line "你的操作到达前牌局已有变化，请重试。" ("The game moved on before your move
arrived; try again."): the date they typed is gone and they must type it again, told that "the
game moved on" though no game has started.

A date does not depend on the state it was named in (any seat names one, in any order): the
refused date should be sent again by itself (or at the least the question opens again holding
it). Reproduce: ``host --bind 127.0.0.1 --port 17301 --rules FILE`` (judgement_day = true) and
``join 127.0.0.1:17301``; start; type a date in both and press Enter in both at once."""

from __future__ import annotations

from test_before_the_deal_specials25 import date_question
from ui_testkit import scripted_state, wait_for

from core.actions import NameDate
from core.game import apply_copy
from unotui.dialogs.judgement import JudgementDateDialog
from unotui.widgets.field import Field

DATE = {"type": "date", "month": 1, "day": 23}


async def test_newbie76_a_date_refused_as_stale_is_not_lost() -> None:
    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        await pilot.press("1", "-", "2", "3", "enter")
        await wait_for(pilot, lambda: DATE in link.sent)
        link.feed_view(apply_copy(state, 0, NameDate(7, 4)), seat=2)  # (the host's date first)
        link.feed({"t": "error", "code": "stale_state", "message": "old"})  # (this one refused)
        await pilot.pause(0.5)
        sent_again = link.sent.count(DATE) >= 2
        kept = isinstance(app.screen, JudgementDateDialog) \
            and app.screen.query_one(Field).value == "1-23"
        assert sent_again or kept, (
            "the date typed is gone: the player must type it again "
            f"(screen {type(app.screen).__name__}, "
            f"field {app.screen.query_one(Field).value!r}, sent {link.sent.count(DATE)}x)")
