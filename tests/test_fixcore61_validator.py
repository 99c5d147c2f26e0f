"""fixcore61: the validator's checks of rules59's unreachable tables (tests/test_rules59_validator.py)
keep every table the engine reaches valid: the tables next to the ones refused, reached by play."""

from __future__ import annotations

import pytest

from core import DeathNumber, Give, Judgement, Play, apply, preset
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


def _swap_table(hand: str):
    rules = preset("official").replace(wild_powers=True)
    state = parse_position(f"{hand}/B5,B3,B7/Y5,Y1 R9 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    apply(state, 0, Play(Card.parse("W"), Card.parse("G1").color, target=1, power="swap"))
    assert state.phase is Phase.GIVE
    return state


def test_fixcore61_give_fresh_before_the_first_gift_and_not_after():
    # A wild swap: the Wild's play opens phase give fresh (valid); the first gift, a turn move,
    # ends fresh (valid); the tables saying otherwise are refused with GIVE.
    state = _swap_table("W,G1,G2,G3")
    assert (state.fresh, state.given, state.give_left) == (True, [], 3)
    assert position_status(state) == PositionStatus.VALID
    stale = state.copy()
    stale.fresh = False
    assert position_status(stale) == PositionStatus.GIVE
    with pytest.raises(InvalidPosition, match="nothing given and fresh=0"):
        check_position(stale)
    apply(state, 0, Give(Card.parse("G1")))
    assert (state.phase, state.fresh, state.give_left) == (Phase.GIVE, False, 2)
    assert position_status(state) == PositionStatus.VALID, format_position(state)
    still = state.copy()
    still.fresh = True
    assert position_status(still) == PositionStatus.GIVE
    with pytest.raises(InvalidPosition, match="fresh=1 after a gift"):
        check_position(still)


def test_fixcore61_give_catch_window_before_the_gift_only():
    # The Wild played from two cards leaves one, UNO not called: the catch window opens on the
    # giver as the phase begins (valid); a catch there is still judged. After a gift, with a
    # card still to give, a window is refused.
    state = _swap_table("W,G1")
    assert (state.catchable, state.fresh) == (0, True)
    assert position_status(state) == PositionStatus.VALID
    rules = preset("official").replace(wild_powers=True)
    text = "G1,G2/B5,B3/Y5,Y1 R9,W * R 0 + 0 give 0,0,0 by=0 catch=0 give=1:2:G3 rules=custom"
    bad = parse_position(text, rules, 0)
    assert position_status(bad) & PositionStatus.GIVE
    with pytest.raises(InvalidPosition, match="closes every catch window"):
        check_position(bad)


def test_fixcore61_stacked_last_wd4_from_the_challenge_phase():
    # tests/test_rules56_scenarios.py test_standard_stacked_last_wd4_next_player_draws_eight_
    # before_scoring starts from "… 4:W4 play … by=2 fresh=1 rules=house", which no play reaches
    # (seat 2 still holds B3: its four waits in phase challenge, rules59 #1). The same scenario
    # from the table play reaches: the victim stacks its last four instead of answering.
    rules = preset("house")
    state = parse_position("W4/R5/B3 R4,W4 Y1,Y2,Y3,Y4,Y5,Y6,Y7,Y8,* G 0 + 4:W4 challenge 0,0,0 "
                           "by=2 fresh=1 wd4=2:0:R:fair rules=house", rules, 0)
    check_position(state)
    unreachable = parse_position("W4/R5/B3 R4,W4 Y1,Y2,Y3,Y4,Y5,Y6,Y7,Y8,* G 0 + 4:W4 play "
                                 "0,0,0 by=2 fresh=1 rules=house", rules, 0)
    assert position_status(unreachable) == PositionStatus.PENDING
    apply(state, 0, Play(W4, Card.parse("B3").color))
    assert len(state.hands[1]) == 9
    assert state.phase is Phase.ROUND_OVER and state.result is not None
    assert state.result.winner == 0
    assert state.scores[0] == 5 + 1 + 2 + 3 + 4 + 5 + 6 + 7 + 8 + 3
    check_position(state)


def test_fixcore61_death_number_leaves_the_claimed_card_fresh():
    # A death number plays no card: the round ends with by= the seat whose card was claimed and
    # fresh=1 (valid); fresh=0, no by, or by= the winner (or its partner) cannot happen.
    rules = preset("official").replace(death_number=True)
    state = parse_position("R3,G7/B1,B2/Y5,Y1 R9 * R 0 + 0 play 0,0,0 rules=custom", rules, 0)
    apply(state, 0, Play(Card.parse("R3")))
    apply(state, 1, DeathNumber())
    assert state.result is not None and state.result.how == "death_number"
    assert (state.top_by, state.fresh, state.result.winner) == (0, True, 1)
    assert position_status(state) == PositionStatus.VALID, format_position(state)
    text = format_position(state)
    assert " by=0 fresh=1 " in text
    for wrong in (" by=0 ", " fresh=1 ", " by=0 fresh=1 "):
        bad = parse_position(text.replace(wrong, " "), rules, 0)
        assert position_status(bad) & PositionStatus.PHASE, wrong
    stale = parse_position(text.replace(" fresh=1 ", " "), rules, 0)
    with pytest.raises(InvalidPosition, match="a round won by death number with by=0 fresh=0"):
        check_position(stale)
    own = parse_position(text.replace(" by=0 ", " by=1 "), rules, 0)
    assert position_status(own) & PositionStatus.PHASE


def test_fixcore61_death_number_on_a_partners_card_is_refused():
    rules = preset("official").replace(death_number=True, teams="pairs")
    state = parse_position("R3,G7/B1,B2/Y5,Y1/G1,G2 R9 * R 0 + 0 play 0,0,0,0 rules=custom",
                           rules, 0)
    apply(state, 0, Play(Card.parse("R3")))
    apply(state, 1, DeathNumber())
    assert position_status(state) == PositionStatus.VALID, format_position(state)
    text = format_position(state)
    partner = next(s for s in range(4) if s != 1 and state.team_of(s) == state.team_of(1))
    bad = parse_position(text.replace(" by=0 ", f" by={partner} "), rules, 0)
    assert position_status(bad) & PositionStatus.PHASE
    with pytest.raises(InvalidPosition, match="the winner's partner"):
        check_position(bad)


def test_fixcore61_judgement_is_the_winners_and_not_fresh():
    # A judgement's throw of all four colours ends the round: by= the thrower, fresh=0 (valid);
    # fresh=1 or another by cannot happen.
    rules = preset("official").replace(judgement_day=True)
    state = parse_position("R1,Y2,G2,B5,G7/B1,B2/Y5,Y1 R9,R3 * R 0 + 0 play 0,0,0 by=2 "
                           "fresh=1 dates=12-25/12-25/12-25 rules=custom", rules, 0)
    assert position_status(state) == PositionStatus.VALID
    apply(state, 0, Judgement(1, None))
    assert state.result is not None and state.result.how == "judgement"
    assert (state.top_by, state.fresh) == (0, False)
    assert position_status(state) == PositionStatus.VALID, format_position(state)
    text = format_position(state)
    assert " by=0 " in text and " fresh=" not in text
    fresh = parse_position(text.replace(" by=0 ", " by=0 fresh=1 "), rules, 0)
    assert position_status(fresh) & PositionStatus.PHASE
    with pytest.raises(InvalidPosition, match="a round won by judgement with by=0 fresh=1"):
        check_position(fresh)
    other = parse_position(text.replace(" by=0 ", " by=2 "), rules, 0)
    assert position_status(other) & PositionStatus.PHASE
