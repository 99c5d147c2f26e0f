"""rules55: failing tests, one per finding (engine and position notation against
/work/shared/RULES.md, docs/RULES.md ("DR") and docs/POSITION.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import CallUno, Card, Catch, IllegalAction, Play, Rules, apply, preset
from core.position import (
    PositionError, PositionStatus, check_position, parse_position, position_status,
)

DOCS = Path(__file__).resolve().parent.parent / "docs"


def c(code: str) -> Card:
    return Card.parse(code)


# ------------------------------------------------------------------ finding 1
def test_wrong_uno_call_by_a_caught_player_costs_its_penalty_under_per_catcher():
    """DR false_uno_penalty + decision 19: with the option set, an UNO call without an UNO hand
    "is applied as the mistake it is and costs its penalty". A player caught (now 3 cards)
    who calls UNO pays 2 at a table without uno_penalty_per_catcher; with it (the chinese-party
    preset) the same call is refused and costs nothing."""
    for rules in (Rules(false_uno_penalty=2),
                  Rules(false_uno_penalty=2, uno_penalty_per_catcher=True)):
        s = parse_position("R1,G2/B2,B3/Y4,Y6/G5,G6 R5 G7,B9,* R 0 + 0 play 0,0,0,0 "
                           "rules=custom", rules)
        check_position(s)
        apply(s, 0, Play(c("R1")))
        apply(s, 1, Catch(0))
        assert len(s.hands[0]) == 3
        apply(s, 0, CallUno())  # refused (IllegalAction) under per_catcher
        assert len(s.hands[0]) == 5, rules


def test_wrong_uno_call_right_after_ones_own_play_costs_its_penalty_chinese_party():
    """chinese-party (multi_play same_value + false_uno_penalty 2): seat 0 plays down to G2, B7
    (no UNO hand: two values). Its catch window opens (DR decision 15). Calling UNO now is a
    wrong call and should cost 2, as it does a moment later once the next player has moved;
    it is refused free while one's own window is open."""
    s = parse_position("R1,G2,B7/B2,B3/Y4,Y6/G5,G6 R5 G7,B9,* R 0 + 0 play 0,0,0,0 "
                       "rules=chinese-party")
    apply(s, 0, Play(c("R1")))
    assert s.catchable == 0
    apply(s, 0, CallUno())
    assert len(s.hands[0]) == 4


# ------------------------------------------------------------------ finding 2
@pytest.mark.parametrize(("extra", "rules"), [
    ("uno=7", None), ("elim=7", Rules(scoring="challenge")),
])
def test_a_seat_not_at_the_table_is_a_status_bit_not_a_syntax_error(extra, rules):
    """POSITION.md: "Seats (current, dealer, by, catch…) may be any whole number: a seat that is
    not at the table is a problem the check names (a status bit), not a syntax error." out=7,
    caught=7, spent, give, wd4, result, winner=7 all read and are refused by a bit; uno=7 and
    elim=7 raise PositionError."""
    text = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 by=2 fresh=1 " + extra
    state = parse_position(text, rules)
    assert position_status(state) != PositionStatus.VALID


# ------------------------------------------------------------------ finding 3
def test_wd4_colour_before_it_is_the_colour_of_the_card_it_was_played_on():
    """A Wild Draw Four played on a Yellow 3 (no judgement day, no multi-play) was played with
    yellow in play: wd4=…:R:… cannot happen; the validator accepts it (CHALLENGE checks the
    victim, offender, pending, bluff flag, but not the colour against the card beneath). The
    doc's own example ("seat 1 played it on red", on Y3) is such a table."""
    s = parse_position("G1/B2,B3/Y4,Y6 Y3,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 "
                       "wd4=0:1:R:fair")
    assert position_status(s) & PositionStatus.CHALLENGE


def test_a_card_just_played_matches_the_card_it_was_played_on():
    """POSITION.md's first example: seat 2 "has just played" GS on R3 (by=2 fresh=1, official
    rules): a Green Skip does not go on a Red 3 with red in play. Unreachable, yet VALID."""
    s = parse_position("R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 "
                       "fresh=1 uno=2")
    assert position_status(s) != PositionStatus.VALID


def test_a_top_card_the_dealer_turned_up_lies_alone_on_the_discard_pile():
    """`by` absent = "the dealer turned it up"; nothing goes under a turned-up card (a reshuffle
    leaves the top alone), so a discard pile of two cards without `by` cannot happen. The
    doc's second example (Y3,R3 with no by=) is one; it is VALID."""
    s = parse_position("R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,* R 1 + 0 play 0,0,0")
    assert position_status(s) != PositionStatus.VALID


# ------------------------------------------------------------------ finding 4
@pytest.mark.parametrize("text", [
    "R1,G2/B2,B3/Y4,Y6 W * - 1 + 0 choose_color 0,0,0 dealer=2",
    "R1,G2/B2,B3/Y4,Y6 W * - 1 - 0 choose_color 0,0,0",
])
def test_choose_color_waits_for_the_player_after_the_dealer_clockwise(text):
    """POSITION.md: the turned-up Wild's colour "is chosen by the player after the dealer" (and
    the deal plays clockwise, `+`). A choose_color with the dealer two seats back, or with
    direction `-`, cannot happen; both are VALID."""
    assert position_status(parse_position(text)) != PositionStatus.VALID


# ------------------------------------------------------------------ finding 5
def test_count_with_a_minus_sign_is_a_syntax_error_even_for_zero():
    """POSITION.md: counts are ["+"] 1*18DIGIT, "a sign - there is a syntax error"; -0 reads."""
    base = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 by=2 fresh=1"
    for text in (base.replace(" + 0 play", " + -0 play"), base + " id=-0", base + " round=-0"):
        with pytest.raises(PositionError):
            parse_position(text)


# ------------------------------------------------------------------ finding 6 (silent)
def test_rules_md_says_what_a_set_of_sevens_or_zeros_does():
    """RB §6 multi_play: "N Skips skip N players, N Draw Twos add 2N"; DR adds Reverses. A set
    of two 0s (same_value + seven_o) passes the hands once, two 7s swap once: docs/RULES.md is
    silent on both."""
    text = (DOCS / "RULES.md").read_text(encoding="utf-8")
    assert re.search(r"(set|several|N|two) (of )?(7s|sevens|0s|zeros)", text, re.I), \
        "docs/RULES.md does not say what a set of 7s or 0s does under seven_o"
