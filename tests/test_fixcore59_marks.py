"""fixcore59 (rules57 #5): out-of-turn marks the engine cannot leave, refused with their
reason; the ones it leaves stay valid."""

from __future__ import annotations

import pytest

from core import CallUno, Card, Draw, Play, Rules, apply
from core.game import Misplay
from core.position import InvalidPosition, PositionStatus, check_position, parse_position


def test_marks_of_a_seat_out_are_refused_with_the_reason() -> None:
    rules = Rules(scoring="challenge", uno_penalty_per_catcher=True)
    # (four seats: with two left in the round one catch closes the window, and the caught seat
    # holds the penalty it drew, rules65 #1, #2)
    text = ("R5,G7,G8/-/B8,B9,B1/Y1,Y2 R3 * R 2 + 0 play 0,600,0,0 round=2 elim=1 caught=1 "
            "catch=0 by=0 fresh=1 rules=custom")
    with pytest.raises(InvalidPosition, match="caught=1: seat 1 is out"):
        check_position(parse_position(text, rules))
    check_position(parse_position(text.replace("elim=1 caught=1", "elim=1 caught=2"), rules))


def test_a_misplay_mark_stays_with_the_seat_to_move() -> None:
    rules = Rules(misplay_penalty=2)
    state = parse_position("R5,G7/Y3,B2/B8,B9 R3 * R 0 + 0 play 0,0,0 rules=custom", rules)
    with pytest.raises(Misplay):
        apply(state, 0, Play(Card.parse("G7")))
    assert state.spent == [[2, 0, 0]]
    check_position(state)
    state.current = 1
    with pytest.raises(InvalidPosition, match="a misplay is punished only on one's own turn"):
        check_position(state)


def test_a_wrong_uno_call_leaves_no_uno_hand() -> None:
    rules = Rules(false_uno_penalty=2)
    state = parse_position("R5,G7/Y3,B2/B8,B9 R3 * R 1 + 0 play 0,0,0 rules=custom", rules)
    apply(state, 0, CallUno())
    assert state.spent == [[0, 0, 0]] and len(state.hands[0]) == 4
    check_position(state)
    state.discard[:0] = state.hands[0][1:]  # (one card: an UNO hand, which no penalty makes)
    del state.hands[0][1:]
    with pytest.raises(InvalidPosition, match="called UNO wrongly") as info:
        check_position(state)
    assert info.value.status == PositionStatus.CATCH


def test_judgement_day_a_draw_closes_the_window_a_throw_opened() -> None:
    rules = Rules(judgement_day=True)
    # (a throw leaves number cards under a colour not among them: rules67 #3)
    text = ("R5,G7/Y3,B2/B8 G5,R3 * B 1 + 0 play 0,0,0 by=2 catch=2 dates=1-1/1-2/1-3 "
            "rules=custom")
    state = parse_position(text, rules)
    check_position(state)
    with pytest.raises(InvalidPosition, match="drawn=Y3 beside catch=2"):
        check_position(parse_position(text.replace("catch=2", "catch=2 drawn=Y3"), rules))
    apply(state, 1, Draw())
    assert state.catchable is None
    check_position(state)
