"""review85: Enter on the round's results while the table is away is kept and "said to the
table once the connection is back" (newbie75 #4, RoundEndScreen._ready_now). A reconnect the
host refuses for good (net.client.NO_RECONNECT: ``bad_version`` after the host was upgraded,
``table_full``, ``evicted``…) ends in the ``closed`` state too, whose ``show_connection`` clears
the results' connection line: ``_ready_now`` then takes the connection for back, dismisses the
results with "next" and sends ``ready`` down a connection that is gone. Only ``shutdown``
(``table_closed``) and ``gone`` (the retry dialog) set the line again first; the test of a
closed table covers ``shutdown`` alone."""

from __future__ import annotations

import pytest
from test_newbie75_ready_while_away import AWAY
from test_table_gone_screens import NAMES, app_for, results_in_20_s, round_won_by_zoe
from ui_testkit import ScriptedLink, screen_text, wait_for


@pytest.mark.parametrize("reason", ["bad_version", "table_full"])
async def test_enter_while_away_is_not_sent_when_the_reconnect_is_refused(reason: str) -> None:
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        for msg in AWAY:
            link.feed(msg)
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        await pilot.press("enter")
        link.feed({"t": "_connection", "state": "closed", "reason": reason})
        for _ in range(5):
            await pilot.pause(0.1)
        assert link.ready_calls == 0, f"ready sent to a table that refused the reconnect ({reason})"
