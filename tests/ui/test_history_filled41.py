"""A player back at a table (or a watcher who came during the match) reads the whole match
under L: the table's ``history`` messages fill the rounds before the view's last 40 events,
each in its place, and are no news (L read "Since you joined (what came before was not seen
here)", newbie40 #4)."""

from __future__ import annotations

from typing import Any

from ui_testkit import ScriptedLink, app_on, scripted_state, wait_for

from core import view
from unotui.screens.table import TableScreen
from unotui.widgets.log import MatchLog

ROUND_ONE = [
    {"seq": 1, "type": "round_start", "round": 1, "dealer": 1, "card": "Y4"},
    {"seq": 2, "type": "play", "seat": 2, "card": "Y7"},
    {"seq": 3, "type": "play", "seat": 3, "card": "G7"},
]


def round_two() -> Any:
    """A four-seat table in its second round, its log numbered after round one's."""
    state = scripted_state()
    state.round_no = 2
    for ev in state.log:
        ev["seq"] += 10
        if ev["type"] == "round_start":
            ev["round"] = 2
    state.log_seq += 10
    return state


async def test_the_rounds_before_the_view_are_read_under_l() -> None:
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    state = round_two()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "history", "log": ROUND_ONE})
        link.feed({"t": "history", "log": view(state, 0)["log"]})
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("L")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        told = app.screen.text()
        assert "Round 1: dealt by Ana" in told and "Round 2: dealt by" in told, told
        assert "Bo played Y7" in told and "Cy played G7" in told
        assert "Since you joined" not in told


def test_a_history_fills_in_place_and_never_starts_the_log_again() -> None:
    log = MatchLog()
    log.add([{"seq": 12, "type": "play", "seat": 1, "card": "R5"}])
    log.renamed(2, "Bo")  # (a seat taken over after event 12: anchored to what follows)
    assert log.fill(ROUND_ONE) == 3
    assert [ev["seq"] for ev in log.events] == [12]  # (merged when the view comes)
    assert log.add([{"seq": 12, "type": "play", "seat": 1, "card": "R5"}]) == []
    assert [ev["seq"] for ev in log.events] == [1, 2, 3, 12]
    assert log.last_seq == 12
    log.fill(ROUND_ONE)
    log.add([{"seq": 12, "type": "play", "seat": 1, "card": "R5"}])
    assert [ev["seq"] for ev in log.events] == [1, 2, 3, 12]  # (nothing twice)
    assert log._renames == [(4, 2, "Bo")]
    assert log.add([{"seq": 13, "type": "play", "seat": 2, "card": "R6"}])  # (goes on)


def test_the_apps_own_notes_keep_their_place_when_a_history_fills_in() -> None:
    """A note of the app's (no seq: "Connected again…") stays after the event it followed."""
    log = MatchLog()
    log.add([{"seq": 12, "type": "play", "seat": 1, "card": "R5"}])
    log.note("Connected again: you are back at the table.")
    log.add([{"seq": 13, "type": "play", "seat": 2, "card": "R6"}])
    assert log.fill(ROUND_ONE) == 3
    log.add([{"seq": 13, "type": "play", "seat": 2, "card": "R6"}])
    assert [ev.get("seq") for ev in log.events] == [1, 2, 3, 12, None, 13]


def test_a_history_keeps_the_name_a_seat_had_before_a_watcher_took_it() -> None:
    """Carol took bot Ana's seat in round 2; Dave, who came in round 3, read "Carol played Y9"
    in round 1 and "Won by Carol" in the round by round (newbie42 #1). The history says the
    seat's name until its last event under it: the lines and the round's winner keep it."""
    names = ["Zoe", "Carol", "Bo", "Cy"]
    round_one = [*ROUND_ONE[:1],
                 {"seq": 2, "type": "play", "seat": 1, "card": "Y9"},
                 {"seq": 3, "type": "round_end", "winner": 1, "points": 200, "how": "out"}]
    round_two = [{"seq": 4, "type": "round_start", "round": 2, "dealer": 1, "card": "G4"},
                 {"seq": 5, "type": "play", "seat": 1, "card": "G7"},
                 {"seq": 6, "type": "play", "seat": 1, "card": "G8"}]
    log = MatchLog()
    log.fill(round_one)
    log.fill(round_two, [{"seat": 1, "was": "Ana", "after": 5}])
    log.add(round_two)
    lines = log.lines(names, 0)
    assert "Ana played Y9" in lines and "Ana played G7" in lines, lines
    assert "Carol played G8" in lines, lines
    (won,) = log.round_results(names, 0)
    assert won.name == "Ana"
    # one who saw the take-over live, then came back, keeps one rename, not two
    live = MatchLog()
    live.add(round_one + round_two[:2])
    live.renamed(1, "Ana")
    live.add(round_two)
    live.fill(round_one)
    live.fill(round_two, [{"seat": 1, "was": "Ana", "after": 5}])
    live.add(round_two)
    assert len(live._renames) == 1 and live.lines(names, 0) == lines


async def test_a_round_its_table_cut_is_headed_and_says_what_is_missing() -> None:
    """A round too long to send whole comes as its latest events, with ``cut`` and ``round``
    (PROTOCOL.md §4): under L its events followed the round before with no heading, as if
    they were that round's (review77). They are headed by their round now, which says how many
    of its first events are not shown."""
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    state = round_two()
    tail = view(state, 0)["log"]
    later = [ev for ev in tail if ev["type"] != "round_start"]
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "history", "log": ROUND_ONE, "round": 1})
        link.feed({"t": "history", "log": later, "round": 2, "cut": 3226})
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("L")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        told = " ".join(app.screen.text().split())
        assert "Round 1: dealt by Ana" in told, told
        assert ("Round 2: its first 3226 events were too many to send and are not shown"
                in told), told
