"""newbie77 #2: Enter on the round's results while the connection to the table is down: the
line under the results runs the connection's state and the new sentence together with no
stop between them, and wraps mid-sentence:

    Connection lost · attempt 4 in 1 s · giving up in 58 s You are ready: the
    table is told as soon as the connection is back.

("58 s You are ready" reads as one phrase.) The connection line is not a sentence: it needs
its stop (or a " · ") before the next one."""

from __future__ import annotations

import re

from test_table_gone_screens import NAMES, app_for, results_in_20_s, round_won_by_zoe
from ui_testkit import ScriptedLink, screen_text, wait_for

AWAY = [{"t": "_connection", "state": "lost"},
        {"t": "_connection", "state": "reconnecting", "attempt": 2, "delay": 4.0,
         "gives_up_in": 52.0}]


async def test_the_connection_line_and_you_are_ready_are_two_sentences() -> None:
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        for msg in AWAY:
            link.feed(msg)
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "the table is told as soon as the connection is back"
                       in " ".join(screen_text(app).split()))
        text = " ".join(screen_text(app).split())
        assert not re.search(r"\d s You are ready", text), text[text.find("Connection"):]
