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


def test_challenge_scoring_round_over_with_nobody_left_in_the_match_is_refused():
    """The same with every seat out of the match: a judgement day won holding cards brings all
    three to the target, and the engine keeps the lowest in and ends the match (RULES.md
    `challenge`: "the one with the lowest total stays in and wins"); round_over with elim=0,1,2
    is accepted."""
    rules = Rules(scoring="challenge", target_score=100, judgement_day=True)
    t = parse_position("W/R5/B2 Y3,R3,R4 * R 0 + 0 round_over 150,100,101 round=3 by=0 "
                       "result=0:7:judgement:0:- elim=0,1,2 dates=1-1/2-2/3-3 rules=custom",
                       rules)
    assert position_status(t) & (PositionStatus.PHASE | PositionStatus.OUT), (
        "round_over under challenge scoring with nobody left in the match is accepted")


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


# -------------------------------------------- 3. refusals that do not say which problem it is
def _detail(state) -> str:
    """What check_position's message says beyond the fixed words of its problems."""
    with pytest.raises(ValueError) as info:
        check_position(state)
    rest = str(info.value).replace("impossible position:", "")
    for words in describe(position_status(state)):
        rest = rest.replace(words, "")
    return rest.replace(";", "").strip()


_J = Rules(judgement_day=True)
_E = Rules(scoring="elimination")
_C = Rules(scoring="challenge", target_score=100)
_WP = Rules(wild_powers=True)
_PAIRS = Rules(teams="pairs")

UNSAID = {
    # CATCH: six kinds of trouble named, the one at hand not said
    "uno on a hand of 3": ("R5,G7,G1/Y2,B2/B8 Y3,R3 * R 1 + 0 play 0,0,0 uno=0", None),
    "a misplay marked without misplay_penalty": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 spent=2:1:1", None),
    # DATES
    "dates without judgement_day": ("R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 dates=1-1/2-2", None),
    "an impossible date (2-30)": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 dates=2-30/2-2 rules=custom", _J),
    "a date missing once dealt": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 dates=2-3/- rules=custom", _J),
    # PHASE: scores and results
    "a score below 0": ("R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,-5", None),
    "a score at the target while the match goes on": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,500", None),
    "a score under elimination": ("R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,5 rules=custom", _E),
    "a result while the round is played": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 result=0:2:out:0:-", None),
    "round_over without a result": ("R5/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,64,40", None),
    "a match winner while the round is played": (
        "R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 winner=1", None),
    # COLOUR
    "a colour while the turned-up Wild waits for one": (
        "R5,G7/Y2,B2 W * R 1 + 0 choose_color 0,0", None),
    "no colour in play": ("R5,G7/Y2,B2 R3 * - 1 + 0 play 0,0", None),
    # EMPTY_HAND
    "a seat in the round without cards": ("R5,G7/- Y3,R3 * R 1 + 0 play 0,0", None),
    # OUT
    "out= without elimination": ("R5,G7/Y2,B2/- Y3,R3 * R 1 + 0 play 0,0,0 out=2", None),
    "elim= on a seat below the target": (
        "R5,G7/Y2,B2/- Y3,R3 * R 1 + 0 play 0,0,10 round=2 elim=2 rules=custom", _C),
    # GIVE
    "a swap without wild_powers": (
        "R5,G7/Y2,B2 Y3,W * R 0 + 0 give 0,0 by=0 fresh=1 give=1:2:-", None),
    "a swap given to oneself": (
        "R5,G7/Y2,B2 Y3,W * R 0 + 0 give 0,0 by=0 fresh=1 give=0:2:- rules=custom", _WP),
    # TOP
    "fresh=1 without by": ("R5,G7/Y2,B2 Y3,R3 * R 1 + 0 play 0,0 fresh=1", None),
    "by= on the turned-up Wild": ("R5,G7/Y2,B2 W * - 1 + 0 choose_color 0,0 by=0", None),
    # SEATS
    "partners' scores differ": ("R5/R6/R7/R8 Y3 * Y 1 + 0 play 1,0,0,0 rules=custom", _PAIRS),
}


@pytest.mark.parametrize("name", list(UNSAID))
def test_a_refusal_says_which_of_its_problems_it_is(name):
    """POSITION.md: "check_position's message names each problem in the words of PROBLEMS, and
    where it can the value at fault, in brackets". Each of these tables is refused with only
    the fixed words of its bit — for CATCH six possibilities ("a seat not at it, a hand that
    cannot owe UNO, a call on a hand too large, …"), for PHASE eight, for DATES three —
    though the value at fault is plain (the hand of 3 cards, the date 2-30, the score -5…);
    the bits TURN, DEALER, PENDING, CHALLENGE and DRAWN say theirs."""
    text, rules = UNSAID[name]
    assert _detail(parse_position(text, rules)), f"{name}: no detail"
