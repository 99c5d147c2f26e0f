"""rules66: findings of an outside rules check (failing tests): positions the validator accepts
though no play reaches them, and refusals whose message does not say which of its problems it
is. Scenarios checked and found right are in tests/test_rules66_scenarios.py."""

from __future__ import annotations

import pytest

from core import NextRound, Play, Rules, apply
from core.cards import Card
from core.position import (
    PositionStatus,
    check_position,
    describe,
    parse_position,
    position_status,
)


# -------------------------------------------- 1. Challenge UNO: a round over with one player left
def test_challenge_scoring_round_over_with_one_player_left_in_the_match_is_refused():
    """RULES.md §5 `challenge`: "a player reaching the target (500) is eliminated from the
    match; ... the last one left wins". The engine ends the match when the round's scores
    leave one player in (core/game.py _settle_match): seat 0 goes out, seats 1 and 2 reach
    the target of 100 together, and the phase is match_over. The same table written as
    round_over (seats 1 and 2 out of the match, seat 0 alone in it) is accepted as valid, and
    its NextRound deals a round to one player — a table the validator itself then refuses."""
    rules = Rules(scoring="challenge", target_score=100)
    s = parse_position("R4/R5/B2 Y3,R3 * R 0 + 0 play 30,95,99 round=3 uno=0,1,2 rules=custom",
                       rules)
    check_position(s)
    apply(s, 0, Play(Card.parse("R4")))
    assert s.phase.value == "match_over"  # what the engine reaches (right)

    t = parse_position("-/R5/B2 Y3,R3,R4 * R 0 + 0 round_over 30,100,101 round=3 by=0 "
                       "fresh=1 result=0:7:out:0:- elim=1,2 rules=custom", rules)
    assert position_status(t) & PositionStatus.PHASE, (
        "round_over under challenge scoring with one player left in the match is accepted")


def test_challenge_scoring_the_round_dealt_from_that_round_over_is_one_the_validator_refuses():
    """What accepting it leads to: NextRound deals seat 0 alone, a table with one seat in the
    round (the OUT bit: "while the round is played, fewer than two seats in it")."""
    rules = Rules(scoring="challenge", target_score=100)
    t = parse_position("-/R5/B2 Y3,R3,R4 * R 0 + 0 round_over 30,100,101 round=3 by=0 "
                       "fresh=1 result=0:7:out:0:- elim=1,2 rules=custom", rules)
    if position_status(t):
        return  # refused at the start: the finding above is fixed
    apply(t, None, NextRound())
    assert not position_status(t), describe(position_status(t))


# -------------------------------------------- 2. before the first deal: marks of a played table
@pytest.mark.parametrize("extra,rules", [
    ("by=0", Rules(judgement_day=True)),
    ("by=0 fresh=1", Rules(judgement_day=True)),
    ("uno=1", Rules(judgement_day=True)),
    ("out=1", Rules(judgement_day=True, scoring="elimination")),
])
def test_while_dates_are_named_no_card_was_played_called_or_gone_out(extra, rules):
    """POSITION.md: `name_dates` is "before the first deal": no hand, no discard pile (the TOP
    bit refuses cards there). Yet a table there that says a seat played the top card (`by`,
    `fresh`), called UNO (`uno`) or went out of the round (`out`) is accepted — none can
    happen before a card is dealt (new_game leaves them unset, and only NameDate is legal)."""
    text = f"-/-/- - * - 0 + 0 name_dates 0,0,0 round=0 dealer=1 dates=12-25/-/- {extra} " \
           "rules=custom"
    s = parse_position(text, rules)
    assert position_status(s), f"accepted: {text}"
