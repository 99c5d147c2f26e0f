"""review75: the position check refuses a table the engine reaches — a Wild Draw Four drawn
and kept (it fitted: no card of the colour in play), then a false UNO's penalty brings a card
of that colour into the hand. Since rules56 #4 the check asks whether the kept card may
still be played (core/position.py, _status: ``not _playable(...)``) and calls the table
impossible ("the card just drawn is not in the hand of the seat to move")."""

from __future__ import annotations

from core import CallUno, Card, Draw, Rules, apply, legal_actions
from core.position import check_position, parse_position, position_status


def test_review75_a_false_uno_after_drawing_a_four_leaves_a_valid_table() -> None:
    rules = Rules(wd4_challenge=False, false_uno_penalty=2)
    state = parse_position("R5,B1/Y2,Y3 G9 W4,G3,G4,* G 0 + 0 play 0,0 rules=custom", rules, 0)
    check_position(state)
    apply(state, 0, Draw())
    assert state.drawn == Card.parse("W4")
    check_position(state)
    assert any(isinstance(a, CallUno) for a in legal_actions(state, 0))
    apply(state, 0, CallUno())  # (three cards: a false UNO, two penalty cards, G3 and G4)
    assert state.drawn == Card.parse("W4") and state.current == 0
    assert not position_status(state), position_status(state)
    check_position(state)
