"""review58 (1cacd1c's regression): a date sent while the connection drops was lost for good.

1cacd1c keeps the date question shut while the date named is "on its way" (``_date_sent``), and
opens it again only on an error. But ``Client.send`` drops a message silently while the
connection is down (net/client.py: "dropped silently while disconnected"), and a drop never
answers with an error: after the connection is restored the table still asks this seat for
its date, the question never opens again, and Enter — "Name your date for judgement day" —
asks nothing (``action_name_date`` meets ``_date_sent`` too). The deal waits for this seat's
date for ever (or the turn timer names one for the player)."""

from __future__ import annotations

from kit_specials25 import status
from test_before_the_deal_specials25 import date_question
from ui_testkit import scripted_state, wait_for

from unotui.screens.table import TableScreen


async def test_a_date_lost_in_a_drop_is_asked_again_once_the_connection_is_back() -> None:
    from unotui.dialogs.judgement import JudgementDateDialog

    state = scripted_state(judgement_day=True)
    async with date_question(state) as (app, pilot, link):
        link.feed({"t": "_connection", "state": "lost"})  # (the link drops as Enter goes)
        await pilot.press("1", "-", "2", "3", "enter")  # (sent into the dead connection: lost)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 1, "delay": 1.0,
                   "reason": "connection lost"})
        link.feed({"t": "_connection", "state": "restored"})
        link.feed_view(state, seat=2)  # (the table's view: seat 2's date is still asked)
        # (by itself: the view after the reconnect is often the very state the question was
        # opened for, and nothing else opened it, review61 #3)
        await pilot.pause(0.5)
        assert isinstance(app.screen, JudgementDateDialog), (
            "the table still asks for this seat's date, and nothing asks the player: "
            f"status {status(app)!r}, screen {type(app.screen).__name__}")
