"""rules55: failing tests, one per finding (engine and position notation against
/work/shared/RULES.md, docs/RULES.md ("DR") and docs/POSITION.md)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from core import CallUno, Card, Catch, Play, Rules, apply
from core.position import (
    PositionError,
    PositionStatus,
    check_position,
    parse_position,
    position_status,
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
def test_a_seat_not_at_the_table_in_a_per_seat_mark_is_a_syntax_error_as_documented(
        extra, rules):
    """POSITION.md: seats may be any whole number (a seat not at the table is a status bit)
    — out=7, caught=7, spent, give, wd4, result, winner=7 read and are refused by a bit — but
    ``uno`` and ``elim`` mark each seat of the table, and a seat not at it there raised
    PositionError where the doc promised a bit: the doc now says so (rules55 #2)."""
    text = "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 by=2 fresh=1 " + extra
    with pytest.raises(PositionError, match="names a seat not at this table"):
        parse_position(text, rules)
    doc = (DOCS / "POSITION.md").read_text(encoding="utf-8")
    assert "except in `uno` and\n`elim`" in doc


# ------------------------------------------------------------------ finding 3
#: tables whose history no play reaches, though the table itself can be played on: POSITION.md's
#: own examples are such (GS on R3; Y3 under a turned-up R3). (A four's colour before it is
#: no longer history only: the engine judges its challenge against it, so it is the colour of
#: the card the four went on, rules65 #5 — the four here lies on Y3, played on yellow.)
HISTORY_ONLY = [
    "R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2",
    "G1/B2,B3/Y4,Y6 Y3,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:Y:fair",
    "R5,G7/Y2,B2,G3/B8,G9,Y5 Y3,R3 G1,G2,* R 1 + 0 play 0,0,0",
]


@pytest.mark.parametrize("text", HISTORY_ONLY)
def test_the_check_judges_the_table_not_the_history_under_its_top_card(text):
    """rules55 #3: the validator accepted tables whose top card could not have gone on the card
    under it, and POSITION.md said nothing of it (its own examples are such). The choice, now
    written: the check judges the table as it stands, not the play that led to it."""
    assert position_status(parse_position(text)) == PositionStatus.VALID
    doc = (DOCS / "POSITION.md").read_text(encoding="utf-8")
    assert "not the play that led to it: the\ncards under the top card are not replayed" in doc


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
