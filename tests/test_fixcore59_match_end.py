"""fixcore59 (rules57 #3, review77 #5): impossible match ends the position check refuses,
with the reason in its message."""

from __future__ import annotations

import pytest

from core import Rules
from core.position import InvalidPosition, PositionStatus, check_position, parse_position

PENALTY = Rules(scoring="penalty", target_score=100)


def test_a_penalty_match_as_the_engine_ends_it_is_valid() -> None:
    text = ("R5/-/B8 R3 * R 1 + 0 match_over 105,20,110 round=4 by=1 "
            "result=1:13:out:1:- winner=1 loser=2 rules=custom")
    check_position(parse_position(text, PENALTY, 0))


def test_a_penalty_tie_goes_to_the_cards_then_the_seats() -> None:
    # seats 0 and 2 tie at 105 and hold one card each: the later seat loses
    text = ("R5/-/B8 R3 * R 1 + 0 match_over 105,20,105 round=4 by=1 "
            "result=1:13:out:1:- winner=1 loser=2 rules=custom")
    check_position(parse_position(text, PENALTY, 0))
    with pytest.raises(InvalidPosition, match="the highest score loses"):
        check_position(parse_position(text.replace("loser=2", "loser=0"), PENALTY, 0))


def test_penalty_reasons_name_the_seats() -> None:
    text = ("R5/-/B8 R3 * R 1 + 0 match_over 105,20,110 round=4 by=1 "
            "result=1:13:out:1:- winner=1 loser=0 rules=custom")
    with pytest.raises(InvalidPosition, match=r"loser=0 \(score 105\).*so seat 2") as exc:
        check_position(parse_position(text, PENALTY, 0))
    assert exc.value.status == PositionStatus.PHASE
    with pytest.raises(InvalidPosition, match="without loser="):
        check_position(parse_position(text.replace(" loser=0", ""), PENALTY, 0))


def test_standard_reason_names_the_seat_at_the_target() -> None:
    text = "R5/-/B8 R3 * R 1 + 0 match_over 600,513,0 round=4 by=1 result=1:13:out:1:- winner=1"
    with pytest.raises(InvalidPosition, match="seat 0 at 600"):
        check_position(parse_position(text, None, 0))


def test_a_challenge_match_over_keeps_one_player() -> None:
    rules = Rules(scoring="challenge", target_score=100)
    text = ("R5/-/B8 R3 * R 1 + 0 match_over 105,120,110 round=4 by=1 "
            "result=1:13:out:1:- winner=1 elim=0,1,2 rules=custom")
    with pytest.raises(InvalidPosition, match="every player out of the match"):
        check_position(parse_position(text, rules, 0))
    check_position(parse_position(text.replace("120", "90").replace("elim=0,1,2", "elim=0,2"),
                                  rules, 0))
