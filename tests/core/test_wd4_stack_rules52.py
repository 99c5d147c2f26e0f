"""fixrules52 (rules52 finding 3): a Wild Draw Four played on a pending penalty that it could be
stacked on but for its colour rule (``wd4_challenge`` off) is refused as the colour rule,
``wd4_not_allowed``, not ``cannot_stack`` ("That card cannot be stacked on the pending penalty"
was false: under ``progressive`` a four does go on a Draw Two); a misplay either way."""

from __future__ import annotations

import pytest
from test_house_kit import c, do, table, wild

from core import IllegalAction, Misplay, Play, Rules, apply, check
from core.game import REASONS


def refusal(state, seat, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return info.value


@pytest.mark.parametrize("stacking", ["progressive", "any"])
def test_four_on_a_two_against_the_colour_rule_is_the_colour_rule(stacking: str) -> None:
    rules = Rules(stacking=stacking, wd4_challenge=False)
    s = table(["RD Y1 Y2", "W4 R5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD")))
    e = refusal(s, 1, wild("W4", "blue"))
    assert (e.reason, str(e)) == ("wd4_not_allowed", REASONS["wd4_not_allowed"])


def test_four_on_a_two_where_fours_never_stack_stays_cannot_stack() -> None:
    rules = Rules(stacking="draw2", wd4_challenge=False)
    s = table(["RD Y1 Y2", "W4 R5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD")))
    assert refusal(s, 1, wild("W4", "blue")).reason == "cannot_stack"
    s = table(["RD Y1 Y2", "W4 B5", "G7 G8", "G3 G4"], "R2", rules)  # no red held: the same
    do(s, 0, Play(c("RD")))
    assert refusal(s, 1, wild("W4", "blue")).reason == "cannot_stack"


def test_four_on_a_four_against_the_colour_rule_under_same_type() -> None:
    rules = Rules(stacking="same_type", wd4_challenge=False)
    s = table(["W4 Y1 Y2", "W4 G5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, wild("W4", "green"))
    assert refusal(s, 1, wild("W4", "red")).reason == "wd4_not_allowed"


def test_four_stacked_against_the_colour_rule_is_a_misplay_once() -> None:
    rules = Rules(stacking="progressive", wd4_challenge=False, misplay_penalty=2)
    s = table(["RD Y1 Y2", "W4 R5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD")))
    with pytest.raises(Misplay) as info:
        apply(s, 1, wild("W4", "blue"))
    assert info.value.reason == "wd4_not_allowed" and len(s.hands[1]) == 3 + 2
    assert s.pending == 2 and s.current == 1  # the penalty still waits for seat 1
