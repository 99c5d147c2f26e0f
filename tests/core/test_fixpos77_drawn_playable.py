"""fixpos77: under ``draw_when_playable=False`` a seat draws only holding no playable card, so a
drawn card kept beside a card that may be played is a table no play reaches (rules68 #1) — unless
the hand took a penalty in its own turn since the draw (a false UNO call's, a false catch's).
The edges on both sides: the examiner's table refused with the reason, the same table under the
default rules, and tables reached by play through the engine, accepted."""

from __future__ import annotations

import pytest

from core import CallUno, Catch, Draw, Pass, Play, Rules, apply, legal_actions
from core.cards import Card
from core.position import (
    InvalidPosition,
    PositionStatus,
    check_position,
    is_valid,
    parse_position,
    position_status,
)

NO_DRAW = Rules(draw_when_playable=False)
#: rules68 #1: seat 0 holds G5 on green beside the G1 it drew
EXAMINED = "G5,B6,G1/Y2,B2,G3/B8,G9,Y5 R3,G9 * G 0 + 0 play 0,0,0 drawn=G1"
#: seat 0 holds nothing for green on G9 (B6, R2), and G1 is the next card drawn
BEFORE = "B6,R2/Y2,B2,G3/B8,Y9,Y5 R3,G9 G1,* G 0 + 0 play 0,0,0"


def test_the_examined_table_is_refused_with_the_card_at_fault() -> None:
    state = parse_position(EXAMINED, NO_DRAW)
    assert position_status(state) == PositionStatus.DRAWN
    with pytest.raises(InvalidPosition, match=r"drawn=G1 beside G5 that may be played: with "
                                              r"draw_when_playable off a seat draws only "
                                              r"holding no playable card"):
        check_position(state)


def test_the_hand_before_that_draw_was_refused_it() -> None:
    state = parse_position("G5,B6/Y2,B2,G3/B8,G9,Y5 R3,G9 G1,* G 0 + 0 play 0,0,0", NO_DRAW)
    assert Draw() not in legal_actions(state, 0)


def test_every_card_that_may_be_played_is_named() -> None:
    text = "G5,W,B6,G1/Y2,B2,G3/B8,Y9,Y5 R3,G9 * G 0 + 0 play 0,0,0 drawn=G1"
    with pytest.raises(InvalidPosition, match=r"drawn=G1 beside G5,W that may be played"):
        check_position(parse_position(text, NO_DRAW))


def test_the_same_table_under_the_default_rules_is_valid() -> None:
    state = parse_position(EXAMINED)
    assert position_status(state) == PositionStatus.VALID
    assert parse_position(EXAMINED, Rules(draw_when_playable=True)) == state


def test_a_draw_with_nothing_playable_keeps_a_valid_table() -> None:
    state = parse_position(BEFORE, NO_DRAW)
    assert legal_actions(state, 0) == [Draw()]
    apply(state, 0, Draw())
    assert state.drawn == Card.parse("G1") and state.current == 0
    assert position_status(state) == PositionStatus.VALID
    assert legal_actions(state, 0) == [Play(Card.parse("G1")), Pass()]


def test_draw_until_playable_keeps_the_cards_that_did_not_fit() -> None:
    rules = Rules(draw_when_playable=False, draw_until_playable=True)
    state = parse_position(BEFORE.replace("G1,*", "R7,Y8,G1,*"), rules)
    apply(state, 0, Draw())
    assert state.drawn == Card.parse("G1") and len(state.hands[0]) == 5
    assert position_status(state) == PositionStatus.VALID


def test_force_play_changes_nothing_of_it() -> None:
    rules = Rules(draw_when_playable=False, force_play=True)
    state = parse_position(BEFORE, rules)
    apply(state, 0, Draw())
    assert position_status(state) == PositionStatus.VALID
    bad = parse_position(EXAMINED, rules)
    assert position_status(bad) == PositionStatus.DRAWN


@pytest.mark.parametrize(("rules", "move"), [
    pytest.param(Rules(draw_when_playable=False, false_uno_penalty=2), CallUno(),
                 id="false-uno-call"),
    pytest.param(Rules(draw_when_playable=False, false_catch_penalty=2), Catch(1),
                 id="false-catch"),
])
def test_a_penalty_taken_since_the_draw_may_bring_playable_cards(rules: Rules,
                                                                 move: object) -> None:
    state = parse_position(BEFORE.replace("G1,*", "G1,G7,W,*"), rules)
    apply(state, 0, Draw())
    assert move in legal_actions(state, 0)
    apply(state, 0, move)  # type: ignore[arg-type]
    assert state.drawn == Card.parse("G1")
    assert sorted(c.code for c in state.hands[0]) == ["B6", "G1", "G7", "R2", "W"]
    assert position_status(state) == PositionStatus.VALID
    written = "B6,R2,G1,G7,W/Y2,B2,G3/B8,Y9,Y5 R3,G9 * G 0 + 0 play 0,0,0 drawn=G1"
    assert position_status(parse_position(written, rules)) == PositionStatus.VALID


def test_a_penalty_brings_no_more_than_the_hand_holds_over_two_cards() -> None:
    # (a card from before the draw and the card drawn: the rest may be a penalty's, and no
    # more; a hand too small for any penalty took none)
    rules = Rules(draw_when_playable=False, false_uno_penalty=2)
    many = "G5,G7,W,G1/Y2,B2,G3/B8,Y9,Y5 R3,G9 * G 0 + 0 play 0,0,0 drawn=G1"
    assert position_status(parse_position(many, rules)) == PositionStatus.DRAWN
    small = "G5,G1/Y2,B2,G3/B8,Y9,Y5 R3,G9 * G 0 + 0 play 0,0,0 drawn=G1"
    assert position_status(parse_position(small, rules)) == PositionStatus.DRAWN


def test_a_penalty_that_emptied_the_piles_may_have_brought_one_card() -> None:
    # (the draw pile empty, the discard pile only its top card: a false UNO call of 2 drew one)
    rules = Rules(draw_when_playable=False, false_uno_penalty=2)
    state = parse_position(BEFORE.replace("G1,*", "G1,G7,*"), rules)
    state.hands[2] += [*state.draw_pile[2:], state.discard[0]]  # (held elsewhere: only
    state.draw_pile = state.draw_pile[:2]  # the two are left to draw, and no card to reshuffle)
    state.discard = state.discard[1:]
    state.unshuffled = 0
    assert is_valid(state)
    apply(state, 0, Draw())
    apply(state, 0, CallUno())
    assert not state.draw_pile and len(state.hands[0]) == 4
    assert position_status(state) == PositionStatus.VALID
