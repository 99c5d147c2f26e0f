"""review66: "Your last move may not have reached the table" is said of a move that landed
when that move is not one of log.OWN_MOVES (fe5e2be1, newbie57 #8): an UNO call (event
``uno``) or a catch (event ``caught``) sent as the host froze, which the table's first view
after the reconnect shows made, is still said to be maybe lost, with "if it is still your
turn, play again" (unotui/screens/table.py doubt_lost_move only looks for OWN_MOVES)."""

from __future__ import annotations

import pytest
from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.table_info import StatusLine


async def _landed(monkeypatch: pytest.MonkeyPatch, key: str, action: object,
                  hands: dict[int, list[str]], played_by: int) -> list[str]:
    from core import Play, apply
    from core.cards import Card
    from unotui.screens import table as table_module

    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    state, link, app = scripted_table(hands, "R9", current=played_by)
    # (the player to go down to one card plays without calling UNO)
    apply(state, played_by, Play(Card.parse(hands[played_by][0])))
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press(key)
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("type") in ("uno", "catch"), link.sent
        await wait_for(pilot, lambda: "has not answered yet" in " ".join(
            table.query_one(StatusLine).text.split()))
        link.feed({"t": "_connection", "state": "reconnecting"})
        link.feed({"t": "_connection", "state": "restored"})
        apply(state, 0, action)  # (the move landed: the view shows it)
        link.feed_view(state)
        seq = state.log_seq
        await wait_for(pilot, lambda: table.view is not None
                       and table.match_log.last_seq >= seq)
        await pilot.pause()
        return [str(ev.get("text")) for ev in table.match_log.events
                if ev.get("type") == "table_note"]


async def test_an_uno_call_that_landed_is_not_said_maybe_lost(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from core import CallUno

    notes = await _landed(monkeypatch, "u", CallUno(),
                          {0: ["R5", "G9"], 1: ["Y1", "Y3"], 2: ["Y2", "G4"], 3: ["B9", "G7"]},
                          played_by=0)
    assert not any("may not have reached" in n for n in notes), notes


async def test_a_catch_that_landed_is_not_said_maybe_lost(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from core import Catch

    notes = await _landed(monkeypatch, "c", Catch(3),
                          {0: ["R5", "G9", "B1"], 1: ["Y1", "Y3"], 2: ["Y2", "G4"],
                           3: ["R3", "G7"]}, played_by=3)
    assert not any("may not have reached" in n for n in notes), notes
