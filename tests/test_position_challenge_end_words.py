"""A challenge match over that the engine never makes is refused with its reason, as the other
scorings' are: which seats are still in, or who is the one left (the reason was only the
generic "the phase disagrees…", but where every player was out: tests/test_fixcore59_match_end.py)."""

from __future__ import annotations

import pytest

from core.position import InvalidPosition, PositionStatus, check_position, parse_position
from core.rules import Rules

RULES = Rules(scoring="challenge", target_score=100)
OVER = ("R5/-/B8 R3 * R 1 + 0 match_over 105,90,110 round=4 by=1 "
        "result=1:13:out:1:- winner=1 elim=0,2 rules=custom")


def test_the_one_player_left_wins_is_fine() -> None:
    check_position(parse_position(OVER, RULES, 0))


@pytest.mark.parametrize(("change", "reason"), [
    (("elim=0,2", "elim=0"), "seats 1, 2 still in: a challenge match ends when one player is "
                             "left, its winner"),
    (("winner=1", "winner=2"), "winner=2: the one player left, seat 1, wins a challenge match"),
])
def test_a_challenge_match_over_says_what_is_wrong(change: tuple[str, str], reason: str) -> None:
    with pytest.raises(InvalidPosition) as refused:
        check_position(parse_position(OVER.replace(*change), RULES, 0))
    assert refused.value.status == PositionStatus.PHASE
    assert reason in str(refused.value), str(refused.value)
