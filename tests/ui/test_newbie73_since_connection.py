"""newbie73: the "Since your last move" line at 80 columns when a connection blipped."""

from __future__ import annotations

from ui_testkit import arrange, scripted_state, since_as_shown

from core import Card, Play, apply


def test_newbie73_a_connection_note_does_not_push_the_skip_off_the_since_line() -> None:
    """newbie73 #4: host root and guest Kim (two seats). Kim plays Y⊘ (root misses a turn),
    then Kim's connection stalls for ~40 s and comes back. Root's line under the log at 80x24
    reads "Since your last move: … Kim: the connection dropped and came back" — the one game
    move since root's (Kim's Skip, which cost root a turn: a phrase "about you") is the part
    cut, the newest phrase being the connection note (unotui/widgets/log.py SinceLine.fit
    keeps the newest always). Seen the same way on the guest after a leave and rejoin:
    "Since the deal: … you are back in your seat: the bot stepped aside"."""
    names = ["root", "Kim"]
    state = scripted_state(players=2)
    arrange(state, {0: ["Y2", "R6", "G5"], 1: ["YS", "B9", "G1"]}, "Y7", current=0)
    apply(state, 0, Play(Card.parse("Y2")))
    apply(state, 1, Play(Card.parse("YS")))  # root misses a turn
    events = [dict(ev) for ev in state.log]
    events.append({"type": "table_note", "connection": ["Kim", "lost"],
                   "text": "Kim lost the connection; the seat waits for them."})
    events.append({"type": "table_note", "connection": ["Kim", "back"], "text": "Kim is back."})
    line = since_as_shown(events, 0, 78, names)
    assert "Y⊘" in line or "skipped you" in line, line
