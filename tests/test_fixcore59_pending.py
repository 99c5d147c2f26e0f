"""fixcore59 (rules57 #4): pending draws the engine cannot make, refused with their reason;
and the ones it makes stay valid."""

from __future__ import annotations

import pytest

from core import Card, Catch, Color, Play, Rules, apply, preset
from core.position import InvalidPosition, check_position, parse_position

#: (two fours on green: the pile holds every card of the draw waiting, and the colour before
#: the one on top is the one named for the one under it, rules65 #5, #6)
FOUR = "R5,Y7/Y3,B2/B8 G3,W4,W4 * R 1 + {p}:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:G:fair"


def test_official_four_is_four() -> None:
    check_position(parse_position(FOUR.format(p=4)))
    with pytest.raises(InvalidPosition, match="nothing adds to a Wild Draw Four, it is 4"):
        check_position(parse_position(FOUR.format(p=8)))


def test_stacked_fours_add_up_under_same_type_and_jump_in_stacks() -> None:
    check_position(parse_position(FOUR.format(p=8), Rules(stacking="same_type")))
    check_position(parse_position(FOUR.format(p=8), Rules(jump_in=True, jump_in_stacks=True)))


@pytest.mark.parametrize(("multi", "most"), [("off", 2), ("identical", 4), ("same_value", 16)])
def test_jump_in_draw_two_is_two_a_card(multi: str, most: int) -> None:
    rules = Rules(jump_in=True, multi_play=multi)
    # (the draw's cards on the pile: one Draw Two a 2, rules65 #6)
    twos = ",".join(["BD", "BD", "YD", "YD", "GD", "GD", "RD", "RD"][-(most // 2):])
    text = "R5,G7/Y3,B2/B8 R3," + twos + " * R 1 + {p}:D play 0,0,0 by=0 fresh=1 rules=custom"
    check_position(parse_position(text.format(p=most), rules))
    with pytest.raises(InvalidPosition, match="nothing adds to a Draw Two"):
        check_position(parse_position(text.format(p=most + 2), rules))


def test_fresh_is_needed_for_a_challenge_and_a_waiting_draw() -> None:
    with pytest.raises(InvalidPosition, match="fresh=0: the four awaiting its answer"):
        check_position(parse_position(FOUR.format(p=4).replace(" fresh=1", "")))
    text = "R5,G7/Y3,B2/B8 R3,RD * R 1 + 2:D play 0,0,0 by=0 rules=house"
    with pytest.raises(InvalidPosition, match="2:D with fresh=0"):
        check_position(parse_position(text, preset("house")))


def test_a_catch_leaves_the_waiting_draw_fresh() -> None:
    """A catch on the one card the Draw Two left is no turn move: the draw still waits."""
    rules = preset("house")
    state = parse_position("RD,G7/Y3,B2/B8,B9 R3 * R 0 + 0 play 0,0,0 rules=house", rules)
    apply(state, 0, Play(Card.parse("RD")))
    assert state.pending == 2 and state.catchable == 0
    apply(state, 2, Catch(0))
    assert state.pending == 2 and state.fresh
    check_position(state)
    assert Color.RED is state.color
