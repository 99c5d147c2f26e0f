"""fixseat64: table notes give way to moves on the "Since your last move" line."""

from __future__ import annotations

from ui_testkit import arrange, scripted_state, since_as_shown

from core import Card, Play, apply


def test_fixseat64_back_in_your_seat_gives_way_to_the_move_that_skipped_you() -> None:
    """newbie73 #4, the guest's form: "you are back in your seat: the bot stepped aside", the
    newest phrase, pushed Kim's Skip (which cost this player a turn) off the line at 80
    columns. The move stays, and a "…" after it says a newer note was left out."""
    names = ["root", "Kim"]
    state = scripted_state(players=2)
    arrange(state, {0: ["Y2", "R6", "G5"], 1: ["YS", "B9", "G1"]}, "Y7", current=0)
    apply(state, 0, Play(Card.parse("Y2")))
    apply(state, 1, Play(Card.parse("YS")))  # root misses a turn
    events = [dict(ev) for ev in state.log]
    events.append({"type": "table_note",
                   "text": "You are back in your seat: the bot stepped aside. Welcome back to "
                           "the table, it has been a while."})
    line = since_as_shown(events, 0, 78, names)
    assert "Y⊘" in line and "you miss a turn" in line, line
    assert line.endswith("; …"), line
    whole = since_as_shown(events, 0, 500, names)
    assert whole.endswith("Welcome back to the table, it has been a while"), whole
