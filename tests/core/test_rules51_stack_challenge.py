"""rules51: stacking modes x Wild Draw Four challenge x multi-play x jump-in x misplay.

Each test names the line of the rule book (the rule book (../shared/RULES.md), "RB") or docs/RULES.md
("DR") it checks."""

from __future__ import annotations

import pytest
from test_house_kit import c, do, table, wild

from core import (
    Accept,
    Challenge,
    Color,
    IllegalAction,
    Misplay,
    Play,
    Rules,
    apply,
    legal_actions,
)
from core.game import Phase


def _count(state):
    return state.card_count()


# RB §6 stacking `any`: "+2 on +4"; DR decision 3: "Multi-play of Draw Twos under stacking.
# Allowed as a stack when a Draw Two could be stacked: N Draw Twos add 2N" (not same_type).
# DR decision 1: "The victim of a Wild Draw Four may challenge it, accept ... or stack on it".
def test_any_pair_of_draw_twos_on_a_challengeable_wd4_like_on_an_unchallengeable_one() -> None:
    base = dict(stacking="any", multi_play="identical")
    pair = Play(c("RD"), also=(c("RD"),))
    # without challenges the pair goes on the pending four (decision 3)
    s1 = table(["W4 Y1 Y2", "RD RD G5", "Y7", "G3"], "B2", Rules(wd4_challenge=False, **base))
    do(s1, 0, wild("W4", "red"))
    assert s1.phase is Phase.PLAY and s1.pending == 4
    assert pair in legal_actions(s1, 1)
    # with challenges (the default) the victim answering the four may stack it too
    s2 = table(["W4 Y1 Y2", "RD RD G5", "Y7", "G3"], "B2", Rules(**base))
    do(s2, 0, wild("W4", "red"))
    assert s2.phase is Phase.CHALLENGE and s2.pending == 4
    assert Play(c("RD")) in legal_actions(s2, 1)
    assert pair in legal_actions(s2, 1), "a set of Draw Twos stacks in play but not on a four to answer"


# RB §6 same_type: "a challenged stacked Wild Draw Four moves the whole pending total";
# "the last Wild Draw Four names the colour"; RB §3: "Either way the named colour stands".
def test_same_type_three_fours_guilty_last_offender_draws_twelve_colour_stands() -> None:
    rules = Rules(stacking="same_type")
    state = table(["W4 Y1", "W4 G1", "W4 B5 R9", "G3 B1"], "R2", rules,
                  pile=" ".join(["Y3"] * 0))
    do(state, 0, wild("W4", "green"))       # fair: seat 0 held no red
    do(state, 1, wild("W4", "blue"))        # seat 1 held G1 (green): bluff
    do(state, 2, wild("W4", "yellow"))      # seat 2 held B5 (blue): bluff
    assert state.pending == 12 and state.current == 3 and state.phase is Phase.CHALLENGE
    before = len(state.hands[2])
    do(state, 3, Challenge())
    assert len(state.hands[2]) == before + 12
    assert state.color is Color.YELLOW and state.current == 3 and state.pending == 0


def test_progressive_four_on_two_innocent_challenge_costs_total_plus_two() -> None:
    rules = Rules(stacking="progressive")
    state = table(["RD Y1", "W4 G1", "Y7 Y8", "G3"], "R2", rules)
    do(state, 0, Play(c("RD")))
    do(state, 1, wild("W4", "blue"))  # seat 1 held G1, not red: fair
    assert state.pending == 6 and state.phase is Phase.CHALLENGE
    do(state, 2, Challenge())
    assert len(state.hands[2]) == 2 + 8 and state.current == 3
    assert state.color is Color.BLUE


# RB §3 "Wild Draw Four may only be played when the player holds no card of the current colour".
# Under progressive the four goes on a red Draw Two: a seat holding a red card bluffs.
def test_progressive_four_on_two_with_red_held_is_a_bluff() -> None:
    rules = Rules(stacking="progressive")
    state = table(["RD Y1", "W4 R7", "Y7 Y8", "G3"], "R2", rules)
    do(state, 0, Play(c("RD")))
    do(state, 1, wild("W4", "blue"))
    assert state.wd4 is not None and state.wd4.bluff


# RB §6 misplay_penalty "adds the 2-card penalty for an illegal attempt"; under stacking the
# victim of a four to answer who plays a card that cannot be stacked (DR misplay_penalty:
# "a card that cannot go on a pending penalty costs 2 cards")
def test_misplay_on_a_four_to_answer_under_stacking_costs_two_and_the_four_still_waits() -> None:
    rules = Rules(stacking="same_type", misplay_penalty=2)
    state = table(["W4 Y1", "R5 G1", "Y7", "G3"], "B2", rules, pile="B1 B3 B4 B6 B7 B8 B9")
    do(state, 0, wild("W4", "red"))
    with pytest.raises(Misplay):
        apply(state, 1, Play(c("R5")))
    assert len(state.hands[1]) == 4
    assert state.phase is Phase.CHALLENGE and state.pending == 4 and state.current == 1
    # at most once per turn of play
    with pytest.raises(IllegalAction) as info:
        apply(state, 1, Play(c("R5")))
    assert not isinstance(info.value, Misplay)
    assert len(state.hands[1]) == 4
    do(state, 1, Accept())
    assert len(state.hands[1]) == 8 and state.current == 2


# RB §3 "Draw pile empty: shuffle the discard pile except its top card into a new draw pile"
# mid-penalty: a stacked 8 drawn with 1 card in the pile and 6 under the top.
def test_reshuffle_in_the_middle_of_a_stacked_penalty() -> None:
    rules = Rules(stacking="same_type")
    state = table(["W4 Y1", "W4 G1", "Y7", "G3"], "R2", rules, pile="B1",
                  under="B3 B4 B5 B6 B7 B8", rest=3)
    assert len(state.draw_pile) == 1
    do(state, 0, wild("W4", "green"))
    do(state, 1, wild("W4", "blue"))
    do(state, 2, Accept())
    # 1 from the pile, then the discard pile except the top W4 (B3..B8, R2, W4) = 8 cards
    assert len(state.hands[2]) == 1 + 8
    assert [x.code for x in state.discard] == ["W4"]
    assert state.card_count() == 108 and state.current == 3


# RB §3: "If both are exhausted ... a player who must draw simply cannot; the turn passes."
def test_penalty_larger_than_all_cards_left_draws_what_there_is() -> None:
    rules = Rules()
    state = table(["RD Y1", "G5 G1", "Y7", "G3"], "R2", rules, pile="", under="B3", rest=3)
    assert state.draw_pile == []
    do(state, 0, Play(c("RD")))
    # only B3 and R2 could be reshuffled (RD stays on top)
    assert len(state.hands[1]) == 2 + 2
    assert state.current == 2 and state.card_count() == 108


# DR decision 2: jump-in on a draw card under stacking: "officially the jumped-in card replaces
# the pending penalty ... That player may then stack as usual." Here on a stacked 4.
def test_jump_in_on_a_stacked_total_replaces_it_then_the_next_may_stack() -> None:
    rules = Rules(stacking="draw2", jump_in=True)
    state = table(["RD Y1", "BD G1", "Y7 BD", "GD G3"], "R2", rules)
    do(state, 0, Play(c("RD")))
    do(state, 1, Play(c("BD")))
    assert state.pending == 4 and state.current == 2
    # seat 3 jumps in with... it holds GD, not BD: only seat 2 holds BD, and it is the victim
    assert not any(isinstance(a, Play) for a in legal_actions(state, 3))
    do(state, 2, Play(c("BD")))  # a stack by the victim
    assert state.pending == 6 and state.current == 3
    do(state, 3, Play(c("GD")))
    assert state.pending == 8 and state.current == 0


def test_jump_in_stacks_adds_on_a_stacked_total() -> None:
    rules = Rules(stacking="draw2", jump_in=True, jump_in_stacks=True)
    state = table(["RD Y1 Y2", "BD G1", "Y7 Y3", "BD G3"], "R2", rules)
    do(state, 0, Play(c("RD")))
    do(state, 1, Play(c("BD")))
    assert state.pending == 4 and state.current == 2
    do(state, 3, Play(c("BD")))  # jump-in by seat 3 over seat 2
    assert state.pending == 6 and state.current == 0


# RB §6 jump-in official: "the second identical action card cancels the first (a jumped-in Draw
# Two hits the jumper's next player for 2, not 4)" -- also on a Wild Draw Four being answered.
def test_jump_in_wd4_on_a_four_being_answered_cancels_and_starts_a_new_challenge() -> None:
    rules = Rules(jump_in=True)
    state = table(["W4 Y1", "R5 G1", "W4 Y7", "G3 B1"], "B2", rules)
    do(state, 0, wild("W4", "red"))
    assert state.phase is Phase.CHALLENGE and state.current == 1
    do(state, 2, wild("W4", "green"))  # seat 2 holds no red: fair
    assert state.phase is Phase.CHALLENGE and state.current == 3 and state.pending == 4
    assert state.wd4.offender == 2 and state.wd4.previous_color is Color.RED
    assert len(state.hands[1]) == 2  # seat 1 lost its turn, drew nothing


# RB §3 "Innocent: the challenger draws 6 (4 + 2)... Either way the named colour stands" with the
# draw pile running out in the middle: the discard pile (but the W4 on top) is reshuffled.
def test_innocent_challenge_reshuffles_mid_penalty_colour_stands() -> None:
    s = table(["W4 Y1", "R5 G1", "Y7", "G3"], "B2", Rules(), pile="B1 B3",
              under="B4 B5 B6 B7", rest=3)
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 2 + 6
    assert [x.code for x in s.discard] == ["W4"] and s.color is Color.GREEN
    assert s.current == 2 and s.card_count() == 108


# RB §6 "Two +4 in a row means 8" under `any`, then a +2 in the named colour: 10, then a +4: 14
def test_any_long_chain_totals() -> None:
    s = table(["W4 Y1", "W4 G1", "GD Y7", "W4 G3", "B1 B2"], "B2", Rules(stacking="any"))
    do(s, 0, wild("W4", "red"))
    do(s, 1, wild("W4", "green"))
    assert s.pending == 8
    do(s, 2, Play(c("GD")))
    assert s.pending == 10 and s.phase is Phase.PLAY
    do(s, 3, wild("W4", "blue"))
    assert s.pending == 14 and s.phase is Phase.CHALLENGE and s.current == 4
    # the four on a Draw Two: its previous colour is green (the Draw Two's)
    assert s.wd4.previous_color is Color.GREEN and s.wd4.bluff  # seat 3 held G3
    do(s, 4, Challenge())
    assert len(s.hands[3]) == 1 + 14 and s.current == 4


# RB §3 challenge outcomes, under every stacking level, with and without jump-in
@pytest.mark.parametrize("level", ["off", "draw2", "same_type", "progressive", "any"])
@pytest.mark.parametrize("jump", [False, True])
@pytest.mark.parametrize("guilty", [False, True])
def test_challenge_outcome_every_stacking_level(level: str, jump: bool, guilty: bool) -> None:
    rules = Rules(stacking=level, jump_in=jump)
    off_hand = "W4 B9 Y1" if guilty else "W4 Y1 Y2"
    s = table([off_hand, "R5 G1", "Y7", "G3"], "B2", rules, pile="R1 R2 R3 R4 R6 R7 R8")
    do(s, 0, wild("W4", "green"))
    assert s.phase is Phase.CHALLENGE and s.current == 1 and s.pending == 4
    do(s, 1, Challenge())
    assert s.color is Color.GREEN and s.pending == 0 and s.phase is Phase.PLAY
    if guilty:
        assert len(s.hands[0]) == 2 + 4 and len(s.hands[1]) == 2 and s.current == 1
    else:
        assert len(s.hands[1]) == 2 + 6 and len(s.hands[0]) == 2 and s.current == 2
    assert not s.fresh


# DR misplay_penalty: "trying to play a card that does not match (...or a card that cannot go on
# a pending penalty) costs 2 cards". A Wild Draw Four to answer is a pending penalty (4) under
# every stacking level; the same wrong card costs 2 with stacking on, and under stacking off?
@pytest.mark.parametrize("level", ["off", "same_type"])
def test_misplay_on_a_four_to_answer_same_cost_with_or_without_stacking(level: str) -> None:
    rules = Rules(stacking=level, misplay_penalty=2)
    state = table(["W4 Y1", "R5 G1", "Y7", "G3"], "B2", rules, pile="B1 B3 B4 B6 B7 B8 B9")
    do(state, 0, wild("W4", "red"))
    assert state.pending == 4 and state.phase is Phase.CHALLENGE
    with pytest.raises(IllegalAction) as info:
        apply(state, 1, Play(c("R5")))
    assert isinstance(info.value, Misplay), (info.value.reason, str(info.value))
    assert len(state.hands[1]) == 4
