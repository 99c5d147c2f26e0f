"""rules57: scenarios of option combinations the earlier scenario files leave thin — the options
the independent checker of rules53 does not model (multi-play, wild powers, death number,
judgement day, misplay penalty) played together with jump-in, Seven-O, stacking, teams,
elimination and two players. Every table is a position (docs/POSITION.md) driven through the
public API; each step is checked valid and written back to the same text.

RB: /work/shared/RULES.md; DR: docs/RULES.md.
"""

from __future__ import annotations

import pytest
from rules_scenario_kit import B, G, P, Y, c, do, reason

from core import (
    COLORS,
    CallUno,
    Catch,
    DeathNumber,
    Draw,
    Give,
    IllegalAction,
    Judgement,
    Misplay,
    Play,
    Rules,
    apply,
    legal_actions,
    preset,
)
from core.game import Phase


# ------------------------------------------------------------------ multi-play + jump-in
def test_jump_in_is_one_card_even_with_multi_play():
    """RB §6 jump_in: "Identical cards are played one at a time." Under `same_value` seat 2
    holds a Red and a Blue 5: it may jump in on the Red 5 with its Red 5 alone, not with the
    pair (one deck holds two of each card, so under `identical` no jumper can hold a pair)."""
    s = P("R5,G1,G2/B7,B8/R5,B5,Y3/G3,G4 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(multi_play="same_value", jump_in=True))
    do(s, 0, Play(c("R5")))
    assert reason(s, 2, Play(c("R5"), also=(c("B5"),))) == "no_jump_in"
    do(s, 2, Play(c("R5")))
    assert s.current == 3 and s.hands[2] == [c("B5"), c("Y3")]


def test_jump_in_on_the_top_card_of_a_set():
    """A set of 5s with the Green 5 on top: the identical card is the Green 5 (RB §6: "a card
    identical to the top card"); a Red 5 cannot jump in, the Green 5 can."""
    s = P("R5,G5,B1/B7,B8/R5,G5,Y3/Y6,Y7 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(multi_play="same_value", jump_in=True))
    do(s, 0, Play(c("G5"), also=(c("R5"),)))
    assert s.color is G and s.current == 1
    assert reason(s, 2, Play(c("R5"))) == "no_jump_in"
    do(s, 2, Play(c("G5")))
    assert s.current == 3


# ------------------------------------------------------------------ death number
def test_death_number_on_a_set_of_numbers_counts_the_number_once():
    """RB §6 death_number: the hand sums to "that number or an integer multiple of it" — a set
    of two 3s is the number 3: seat 1's 6 + 3 = 9 wins."""
    s = P("R3,G3,B1/Y6,Y3/W,B2 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(multi_play="same_value", death_number=True))
    do(s, 0, Play(c("G3"), also=(c("R3"),)))
    assert DeathNumber() in legal_actions(s, 1)
    assert DeathNumber() not in legal_actions(s, 2)  # a Wild is no number card
    do(s, 1, DeathNumber())
    assert s.phase is Phase.ROUND_OVER and s.result.how == "death_number"
    assert s.result.winner == 1 and s.scores == [0, 1 + 52, 0]


def test_seven_o_the_hand_swapped_to_you_may_claim_death_number_on_the_seven():
    """Seven-O with death number: seat 0's Red 7 swaps its hand (Green 3, Yellow 4: 7) with
    seat 1; seat 1 now holds a hand adding to 7, an opponent's number card was just played:
    death number. The swapper cannot claim on its own 7."""
    s = P("R7,G3,Y4/B9,B8/Y2,Y3 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(seven_o=True, death_number=True))
    do(s, 0, Play(c("R7"), target=1))
    assert s.hands[1] == [c("G3"), c("Y4")]
    assert DeathNumber() in legal_actions(s, 1)
    assert reason(s, 0, DeathNumber()) == "no_death_number"
    do(s, 1, DeathNumber())
    assert s.result.winner == 1 and s.result.points == 17 + 5


# ------------------------------------------------------------------ wild powers
def test_jump_in_with_a_wild_may_use_its_power_and_play_goes_on_after_the_jumper():
    """RB §6 jump_in + wild_powers: seat 2 jumps in on seat 0's Wild with its own Wild and
    swaps with seat 0: it gives its three cards, takes seat 0's two (all it holds), and seat 0
    plays next (after the jumper); seat 1 lost its turn."""
    s = P("W,G1,G2/B9,B8/W,Y2,Y3,R1 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(wild_powers=True, jump_in=True))
    do(s, 0, Play(c("W"), G))
    do(s, 2, Play(c("W"), B, target=0, power="swap"))
    assert s.phase is Phase.GIVE and s.current == 2 and s.color is B
    do(s, 2, Give(c("Y2")), Give(c("Y3")), Give(c("R1")))
    assert sorted(x.code for x in s.hands[0]) == ["R1", "Y2", "Y3"]
    assert sorted(x.code for x in s.hands[2]) == ["G1", "G2"]
    assert s.phase is Phase.PLAY and s.current == 0


def test_wild_swap_from_one_card_leaves_the_target_one_card_which_counts_as_called():
    """DR decision 5 ("The same holds after a wild-power card swap"): seat 0 plays a Wild with
    UNO, gives its last card to seat 1 and takes seat 1's three: seat 1 holds one card that
    counts as called — nobody can catch it."""
    s = P("W,R1/B3,B4,B5/Y2,Y3 R4 * R 0 + 0 play 0,0,0 rules=custom", Rules(wild_powers=True))
    do(s, 0, Play(c("W"), G, uno=True, target=1, power="swap"))
    assert s.give_left == 1
    do(s, 0, Give(c("R1")))
    assert s.hands[1] == [c("R1")] and len(s.hands[0]) == 3
    assert s.uno_called[1]
    assert Catch(1) not in legal_actions(s, 2)


def test_elimination_a_wild_power_cannot_name_a_player_out_of_the_round():
    s = P("W,G1,G2/-/Y2,Y3/B4,B5 R4 * R 0 + 0 play 0,0,0,0 out=1 rules=custom",
          Rules(scoring="elimination", wild_powers=True))
    targets = {a.target for a in legal_actions(s, 0) if isinstance(a, Play) and a.power}
    assert targets == {2, 3}


def test_jump_in_colored_only_a_wild_draw_four_waits_for_its_answer():
    """RB §6: "One source limits it to coloured cards (option)": seat 2's Wild Draw Four may not
    jump in on seat 0's; seat 1 answers the four."""
    s = P("W4,G1,G2/B3,B4/W4,Y3,Y4 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(jump_in=True, jump_in_colored_only=True))
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    assert legal_actions(s, 2) == []
    assert reason(s, 2, Play(c("W4"), B)) == "no_jump_in"


# ------------------------------------------------------------------ misplay penalty
def test_misplay_penalty_a_set_none_of_which_matches_costs_two_once():
    """DR misplay_penalty: "under multi-play a set that goes together, none of it on the pile,
    too" costs 2 cards, at most once per turn; a set that does not go together is refused
    without a penalty."""
    s = P("B5,G5,Y1/B9,B8/Y2,Y3 R4 Y7,Y8,Y9,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(multi_play="same_value", misplay_penalty=2))
    with pytest.raises(Misplay):
        apply(s, 0, Play(c("B5"), also=(c("G5"),)))
    assert len(s.hands[0]) == 5 and s.discard[-1] == c("R4") and s.current == 0
    with pytest.raises(IllegalAction) as info:
        apply(s, 0, Play(c("B5"), also=(c("G5"),)))
    assert len(s.hands[0]) == 5  # once per turn
    assert info.value.reason == "card_does_not_match"


def test_misplay_penalty_does_not_punish_a_wrong_jump_in():
    s = P("R5,G1,G2/B3,B4/B5,Y3,Y4 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(jump_in=True, misplay_penalty=2))
    do(s, 0, Play(c("R5")))
    with pytest.raises(IllegalAction) as info:
        apply(s, 2, Play(c("B5")))
    assert not isinstance(info.value, Misplay) and info.value.reason == "no_jump_in"
    assert len(s.hands[2]) == 3


# ------------------------------------------------------------------ UNO under multi-play
@pytest.mark.parametrize(("level", "right"), [("identical", False), ("same_value", True)])
def test_uno_call_on_two_fives_of_two_colours(level, right):
    """RB §4: "With multi-play on, a hand made only of cards that can all be played together
    also requires UNO"; a wrong call costs `false_uno_penalty`. Red 5 + Green 5 play together
    under `same_value`, not under `identical`."""
    s = P("R5,G5/B9,B8/Y2,Y3 R4 Y7,Y8,* R 1 + 0 play 0,0,0 rules=custom",
          Rules(multi_play=level, false_uno_penalty=2))
    do(s, 0, CallUno())
    assert s.uno_called[0] is right
    assert len(s.hands[0]) == (2 if right else 4)


# ------------------------------------------------------------------ two players
def test_two_players_seven_o_zero_passes_the_hands_across():
    s = P("R0,G1,G2/B3,B4,B5,B6 R4 * R 0 + 0 play 0,0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R0")))
    assert [len(h) for h in s.hands] == [4, 2] and s.current == 1


def test_two_players_judgement_throw_out_of_turn_names_a_colour_not_thrown():
    """RB §6 judgement_day at two players: seat 0, not to move, spells seat 1's date 1-25
    (1, 2, 5) with Red 1, Blue 2, Yellow 5 (unotui picks the most colours) and names the one
    colour not among them; play goes on after seat 0, to seat 1."""
    s = P("R1,G2,B2,Y5,R9/B3,B4 R4 * R 1 + 0 play 0,0 dates=12-25/1-25 rules=custom",
          Rules(judgement_day=True))
    assert legal_actions(s, 0) == [Judgement(1, G)]
    assert reason(s, 0, Judgement(1, Y)) == "judgement_color_thrown"
    do(s, 0, Judgement(1, G))
    assert s.color is G and s.current == 1
    assert sorted(x.code for x in s.hands[0]) == ["G2", "R9"]


# ------------------------------------------------------------------ presets together
def test_chinese_party_second_catcher_adds_the_penalty_again():
    """RB §4 `uno_penalty_per_catcher` (chinese-party): seat 0 plays down to one card without
    calling; seats 1 and 2 both catch before play moves on: 2 + 2 cards."""
    s = P("R5,G7/B3,B4,B6/Y3,Y4/G3,G4 R4 Y1,Y2,Y6,Y7,* R 0 + 0 play 0,0,0,0",
          preset("chinese-party"))
    do(s, 0, Play(c("R5")))
    do(s, 1, Catch(0))
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 5


def test_house_seven_jumped_in_swaps_with_the_jumpers_choice():
    """`house` (stacking same_type, jump-in, Seven-O): seat 2 jumps in on seat 0's Red 7 with
    its own and swaps with seat 1; play goes on after seat 2."""
    s = P("R7,G1,G2/B3,B4,B5,B6/R7,Y3/G3,G4 R4 * R 0 + 0 play 0,0,0,0", preset("house"))
    do(s, 0, Play(c("R7"), target=3))
    assert s.hands[0] == [c("G3"), c("G4")] and s.hands[3] == [c("G1"), c("G2")]
    do(s, 2, Play(c("R7"), target=1))
    assert s.hands[2] == [c("B3"), c("B4"), c("B5"), c("B6")] and s.hands[1] == [c("Y3")]
    assert s.uno_called[1] and s.current == 3


def test_every_colour_can_be_named_after_a_jumped_in_wild_under_house_rules():
    s = P("W,G1,G2/B3,B4/W,Y3,Y4 R4 * R 0 + 0 play 0,0,0", preset("house"))
    do(s, 0, Play(c("W"), B))
    plays = {a.color for a in legal_actions(s, 2) if isinstance(a, Play)}
    assert plays == set(COLORS)
    do(s, 2, Play(c("W"), Y))
    assert s.color is Y and s.current == 0
    assert Draw() in legal_actions(s, 0)
