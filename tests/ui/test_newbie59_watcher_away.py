"""newbie59 #1: a watcher whose table dropped the connection still read "s Take a seat" in the
footer (and "s takes over a bot's seat" in the hand's box) for as long as the table was away,
and s did nothing and said nothing: the table screen refreshes its footer on a dropped
connection only when one of the game keys changes, and ``take_seat`` is not one of them
(``_CHECKED_ACTIONS``, unotui/screens/table.py), though ``check_action`` refuses it then."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, arrange, footer_text, scripted_state, wait_for

from core import view
from unotui.screens.table import TableScreen


async def test_a_watcher_reads_no_take_a_seat_key_while_the_table_is_away() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["Y1", "Y2"], 2: ["G1", "B4"], 3: ["B1", "Y7"]}, "B9",
            current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"], seat=None)
    app = app_on(link)
    human = {"kind": "human", "connected": True, "bot": None, "ready": False}
    seats = [{**human, "name": "Zoe"}, {**human, "name": "Ana"},
             {"kind": "bot", "name": "Bo", "connected": True, "bot": "normal", "ready": True},
             {"kind": "bot", "name": "Cy", "connected": True, "bot": "hard", "ready": True}]
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "lobby", "you": None, "host": 0, "phase": "playing", "seats": seats,
                   "takeable": [2, 3]})
        link.feed({"t": "view", "view": view(state, None)})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.round_active())
        await wait_for(pilot, lambda: "s Take a seat" in footer_text(app))
        table = app.screen
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 1, "delay": 0.5,
                   "gives_up_in": 59.0})
        await wait_for(pilot, lambda: table.reconnecting.active)
        assert table.check_action("take_seat", ()) is False  # (s cannot act now…)
        await pilot.pause(0.3)
        # (…so the footer should not offer it: it did, for the whole minute of retries)
        assert "s Take a seat" not in footer_text(app), footer_text(app)
