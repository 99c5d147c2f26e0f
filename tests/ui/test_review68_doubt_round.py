"""review68: back after a drop, "Your last move may not have reached the table: if it is still
your turn, play again." is said of a winning last card that landed, when the table's first view
after the reconnect is of the next round (the others were ready: the round was dealt while the
player was away, PROTOCOL.md §6). doubt_lost_move (unotui/screens/table.py) looks for the move
only in that view's log, which is the new round's: the move that ended the round is in the
round before (the table sends it as ``history``)."""

from __future__ import annotations

import pytest
from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.table_info import StatusLine


async def test_a_winning_card_that_landed_is_not_said_maybe_lost_in_the_next_round(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from core import NextRound, Phase, Play, apply
    from core.cards import Card
    from unotui.screens import table as table_module

    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    state, link, app = scripted_table(
        {0: ["R5"], 1: ["Y1", "Y3"], 2: ["Y2", "G4"], 3: ["B9", "G7"]}, "R9", current=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_showing(pilot, link, state)
        await pilot.press("enter")  # (Zoe plays her last card, R5, as the host freezes)
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("type") == "play", link.sent
        await wait_for(pilot, lambda: "has not answered yet" in " ".join(
            table.query_one(StatusLine).text.split()))
        link.feed({"t": "_connection", "state": "reconnecting"})
        link.feed({"t": "_connection", "state": "restored"})
        apply(state, 0, Play(Card.parse("R5")))  # (it landed: Zoe won the round)
        assert state.phase in (Phase.ROUND_OVER,)
        apply(state, None, NextRound())  # (every other player was ready: round 2 is dealt)
        assert state.round_no == 2
        link.feed_view(state)
        seq = state.log_seq
        await wait_for(pilot, lambda: table.view is not None
                       and table.view.get("state_id") == state.state_id)
        await pilot.pause()
        notes = [str(ev.get("text")) for ev in table.match_log.events
                 if ev.get("type") == "table_note"]
        assert not any("may not have reached" in n for n in notes), (notes, seq)
