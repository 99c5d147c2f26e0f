"""fixcore61: the validator's checks of rules59's unreachable tables (tests/test_rules59_validator.py)
keep every table the engine reaches valid: the tables next to the ones refused, reached by play."""

from __future__ import annotations

import pytest

from core import Play, apply, preset
from core.cards import Card
from core.game import Phase
from core.position import (
    InvalidPosition,
    PositionStatus,
    check_position,
    format_position,
    parse_position,
    position_status,
)

W4 = Card.parse("W4")


@pytest.mark.parametrize("stacking", ["off", "same_type", "any"])
def test_fixcore61_w4_gone_out_on_waits_in_play(stacking):
    # Elimination, jump-in: seat 0 goes out on a Wild Draw Four. A last card is never
    # challenged (decision 18), so its draw waits for seat 1 in phase play — valid, and the
    # only way a W4 draw waits in play where challenges are played.
    rules = preset("official").replace(scoring="elimination", jump_in=True, stacking=stacking)
    state = parse_position("W4/B5,B3/Y5,Y1 R9 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    assert position_status(state) == PositionStatus.VALID
    apply(state, 0, Play(W4, Card.parse("G4").color))
    assert (state.phase, state.pending, state.fresh, state.top_by) == (Phase.PLAY, 4, True, 0)
    assert state.hands[0] == []
    assert position_status(state) == PositionStatus.VALID, format_position(state)


def test_fixcore61_w4_with_cards_left_waits_in_challenge():
    # The same four played with a card left waits in phase challenge (valid); the table that
    # says phase play instead is refused with the words of the pending draw.
    rules = preset("official").replace(scoring="elimination", jump_in=True)
    state = parse_position("W4,G1/B5,B3/Y5,Y1 R9 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    apply(state, 0, Play(W4, Card.parse("G4").color))
    assert state.phase is Phase.CHALLENGE
    assert position_status(state) == PositionStatus.VALID
    text = format_position(state)
    assert " challenge " in text and " wd4=" in text
    in_play = " ".join(f for f in text.replace(" challenge ", " play ").split()
                       if not f.startswith("wd4="))
    bad = parse_position(in_play, rules, 0)
    assert position_status(bad) == PositionStatus.PENDING
    with pytest.raises(InvalidPosition, match="waits in phase challenge"):
        check_position(bad)


def test_fixcore61_w4_in_play_valid_without_challenges():
    # Without challenges (wd4_challenge off, or wd4_anytime) nothing waits for an answer: a four
    # still held by cards waits in play under jump-in as before.
    for rules in (preset("official").replace(jump_in=True, wd4_challenge=False),
                  preset("official").replace(jump_in=True, wd4_anytime=True)):
        text = "G1,G2/B5,B3/Y5,Y1 R9,W4 * G 1 + 4:W4 play 0,0,0 by=0 fresh=1 rules=custom"
        assert position_status(parse_position(text, rules, 0)) == PositionStatus.VALID
