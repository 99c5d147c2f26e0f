"""review51 #1: a judgement-day throw that wins the round (all four colours) sent with
``uno: true``. PROTOCOL.md §5 says of ``judgement``'s ``uno``: "on any other throw it is
ignored"; Judgement's docstring: "elsewhere the flag is dropped". _judgement_as_meant keeps
the flag whenever the cards left would be an UNO hand, and the four-colour throw is listed
only without it, so the winning throw is refused — with the false reason that the seat holds
no cards spelling that date."""

from __future__ import annotations

from core import Rules, apply, legal_actions
from core.actions import Judgement
from core.game import Phase
from core.position import parse_position

# Zoe holds R1 G2 B1 Y5 G9; Ana's date 12-15 is thrown as R1 G2 B1 Y5 (four colours: a win),
# G9 left over
TEXT = "R1,G2,B1,Y5,G9/B4,Y7/Y6,B1 Y3,R9 * R 1 + 0 play 0,0,0 round=2 dates=1-1/12-15/1-1"


def test_a_winning_throw_with_the_call_is_the_winning_throw() -> None:
    state = parse_position(TEXT, Rules(judgement_day=True), 0)
    assert Judgement(1, None) in legal_actions(state, 0)
    apply(state, 0, Judgement(1, None, True))  # (the flag means nothing here: ignored)
    assert state.phase is Phase.ROUND_OVER
    assert state.result is not None and state.result.how == "judgement"
