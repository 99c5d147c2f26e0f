"""rules55: scenario tests from the rule book (/work/shared/RULES.md, "RB"), the project's
decisions (docs/RULES.md, "DR") and Mattel's instruction sheets, each table written in the
position notation (docs/POSITION.md) from the doc alone, actions applied through the public API.
"""

from __future__ import annotations

from collections import Counter

import pytest
from rules_scenario_kit import B, G, P, Y, c, do, reason

from core import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    Color,
    Draw,
    NextRound,
    Pass,
    Play,
    Rules,
    full_deck,
    legal_actions,
    preset,
)
from core.game import Phase
from core.position import check_position, format_position, parse_position, position_status


def hand(state, seat):
    return sorted(x.code for x in state.hands[seat])


# ============================================================ a turn, official
def test_number_on_number_colour_symbol_match_and_refusal():
    s = P("R5,G5,B7,YS,W,W4/R1/B2 R3,G5 * G 0 + 0 play 0,0,0")
    plays = {a.card.code for a in legal_actions(s, 0) if isinstance(a, Play)}
    # G5 by colour and number, R5 by number, W any time; W4 legal (a bluff, wd4_challenge on)
    assert plays == {"R5", "G5", "W", "W4"}
    assert reason(s, 0, Play(c("B7"))) == "card_does_not_match"
    assert reason(s, 0, Play(c("YS"))) == "card_does_not_match"


def test_skip_three_players_official():
    s = P("RS,R1/R2,R3/R4,R6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 2


def test_reverse_three_players_goes_the_other_way():
    s = P("RR,R1/R2,R3/R4,R6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RR")))
    assert s.current == 2 and s.direction == -1


def test_two_players_reverse_acts_as_skip():
    s = P("RR,R1/R2,R3 R5 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RR")))
    assert s.current == 0


def test_two_players_skip_plays_again():
    s = P("RS,R1/R2,R3 R5 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 0


def test_two_players_draw_two_play_comes_back():
    s = P("RD,R1/R2,R3 R5 G1,G2,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("RD")))
    assert s.current == 0 and hand(s, 1) == ["G1", "G2", "R2", "R3"]


def test_two_players_wd4_accepted_play_comes_back():
    s = P("W4,G1/R2,R3 R5 G2,G3,G4,G6,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    do(s, 1, Accept())
    assert s.current == 0 and len(s.hands[1]) == 6 and s.color is B


def test_draw_then_play_drawn_card_only():
    s = P("R1,G2/B2,B3/Y4,Y6 R5 R7,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.drawn == c("R7")
    assert reason(s, 0, Play(c("R1"))) == "must_play_drawn"
    do(s, 0, Play(c("R7")))
    assert s.current == 1


def test_draw_unplayable_turn_passes():
    s = P("R1,G2/B2,B3/Y4,Y6 R5 B7,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.current == 1 and s.drawn is None


def test_draw_playable_then_pass_keeps_it():
    s = P("R1,G2/B2,B3/Y4,Y6 R5 R7,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw(), Pass())
    assert s.current == 1 and "R7" in hand(s, 0)


def test_draw_when_playable_off_refuses_draw():
    rules = Rules(draw_when_playable=False)
    s = P("R1,G2/B2,B3/Y4,Y6 R5 R7,* R 0 + 0 play 0,0,0 rules=custom", rules)
    assert reason(s, 0, Draw()) == "cannot_draw_with_playable"


def test_draw_until_playable_draws_until_a_match():
    rules = Rules(draw_until_playable=True)
    s = P("B1,G2/B2,B3/Y4,Y6 R5 G7,Y8,R9,* R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Draw())
    assert s.drawn == c("R9") and len(s.hands[0]) == 5


def test_force_play_drawn_playable_must_be_played():
    rules = Rules(force_play=True)
    s = P("B1,G2/B2,B3/Y4,Y6 R5 R7,* R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Draw())
    assert reason(s, 0, Pass()) == "must_play_drawn_card"


# ============================================================ the challenge
def test_wd4_challenge_guilty_offender_draws_four_victim_plays():
    s = P("W4,R1,G1/B2,B3/Y4,Y6 R5 G2,G3,G4,G6,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 6 and len(s.hands[1]) == 2
    assert s.current == 1 and s.color is B and s.phase is Phase.PLAY


def test_wd4_challenge_innocent_challenger_draws_six_loses_turn():
    s = P("W4,G1,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Y))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8 and s.current == 2 and s.color is Y


def test_wd4_declined_draws_four_loses_turn():
    s = P("W4,G1,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Y))
    do(s, 1, Accept())
    assert len(s.hands[1]) == 6 and s.current == 2


def test_wd4_matching_number_is_not_the_colour():
    """Holding a card that matches by number only is no bluff (RB §3)."""
    s = P("W4,G5,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Y))
    assert s.wd4.bluff is False


def test_wd4_only_wild_held_is_no_bluff():
    s = P("W4,W,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), Y))
    assert s.wd4.bluff is False


def test_wd4_challenge_off_restriction_is_legality():
    rules = Rules(wd4_challenge=False)
    s = P("W4,R1,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 rules=custom", rules)
    assert reason(s, 0, Play(c("W4"), Y)) == "wd4_not_allowed"


def test_wd4_anytime_no_challenge():
    rules = Rules(wd4_anytime=True)
    s = P("W4,R1,G7/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), Y))
    assert s.phase is Phase.PLAY and s.current == 2 and len(s.hands[1]) == 6


# ============================================================ last cards
def test_last_card_wd4_next_draws_and_counts():
    s = P("W4/R1,R2/B3 R5 G7,G8,G9,G1,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), B))
    assert s.phase is Phase.MATCH_OVER or s.phase is Phase.ROUND_OVER
    assert s.result.points == 1 + 2 + 7 + 8 + 9 + 1 + 3
    assert s.scores == [31, 0, 0]


def test_last_card_draw_two_under_house_with_stack_pending():
    """DR decision 8: a last Draw Two stacked on a pending 2: the next player draws 4."""
    s = P("BD/BD,R2/B3 R5,RD G1,G2,G3,G4,* R 0 + 2:D play 0,0,0 by=2 fresh=1 rules=house")
    do(s, 0, Play(c("BD")))
    assert s.phase is Phase.ROUND_OVER
    assert hand(s, 1) == sorted(["BD", "R2", "G1", "G2", "G3", "G4"])
    assert s.result.points == 20 + 2 + 1 + 2 + 3 + 4 + 3


def test_last_card_draw_two_jumped_in_official_cancel():
    """house: a jumped-in last Draw Two cancels the first: the jumper's next draws 2."""
    s = P("R1,R2/G1,G2/RD/Y3,Y4 R5,RD G6,G7,G8,G9,* R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=house")
    do(s, 2, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 2
    assert len(s.hands[3]) == 4 and len(s.hands[1]) == 2


def test_last_card_draw_two_jumped_in_stacks():
    rules = preset("house").replace(jump_in_stacks=True)
    s = P("R1,R2/G1,G2/RD/Y3,Y4 R5,RD G6,G7,G8,G9,* R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    do(s, 2, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER and len(s.hands[3]) == 6


def test_last_card_skip_and_reverse_end_round():
    for card in ("RS", "RR"):
        s = P(f"{card}/R1,R2/B3 R5 * R 0 + 0 play 0,0,0")
        do(s, 0, Play(c(card)))
        assert s.phase is Phase.ROUND_OVER and s.result.points == 6


# ============================================================ UNO calls and catches
def test_catch_before_next_player_moves():
    s = P("R1,R2/B2,B3,R4/Y4,Y6 R5 G1,G2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R1")))
    assert Catch(0) in legal_actions(s, 2)
    do(s, 2, Catch(0))
    assert hand(s, 0) == ["G1", "G2", "R2"]


def test_catch_too_late_after_next_player_draws():
    s = P("R1,R2/B2,B3/Y4,Y6 R5 G1,G2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R1")))
    do(s, 1, Draw())
    assert reason(s, 2, Catch(0)) == "no_catch"


def test_late_call_before_catch_is_safe():
    s = P("R1,R2/B2,B3/Y4,Y6 R5 G1,G2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R1")))
    do(s, 0, CallUno())
    assert reason(s, 2, Catch(0)) == "no_catch"


def test_catch_then_late_call_refused():
    s = P("R1,R2/B2,B3/Y4,Y6 R5 G1,G2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R1")))
    do(s, 1, Catch(0))
    assert reason(s, 0, CallUno()) == "cannot_call_uno"


def test_uno_penalty_four():
    rules = Rules(uno_penalty=4)
    s = P("R1,R2/B2,B3/Y4,Y6 R5 G1,G2,G3,G4,* R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R1")), )
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 5


def test_uno_called_with_the_play_cannot_be_caught():
    s = P("R1,R2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R1"), uno=True))
    assert reason(s, 1, Catch(0)) == "no_catch"


def test_catch_after_skip_open_until_player_after_skipped_moves():
    s = P("RS,R2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 2
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 3


def test_false_uno_penalty_costs_two():
    rules = Rules(false_uno_penalty=2)
    s = P("R1,R2,R3/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, CallUno())
    assert len(s.hands[0]) == 5


def test_false_catch_penalty_costs_catcher():
    rules = Rules(false_catch_penalty=2)
    s = P("R1,R2,R3/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 1, Catch(0))
    assert len(s.hands[1]) == 4


def test_false_catch_without_option_refused():
    s = P("R1,R2,R3/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0")
    assert reason(s, 1, Catch(0)) == "no_catch"


def test_per_catcher_two_catchers_four_cards():
    rules = Rules(uno_penalty_per_catcher=True)
    s = P("R1,R2/B2,B3/Y4,Y6/G1,G2 R5 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R1")))
    do(s, 1, Catch(0))
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 5


# ============================================================ reshuffle / empty pile
def test_reshuffle_keeps_top_card():
    # (build by hand: every card outside hands on the discard pile)
    deck = Counter(full_deck())
    for x in ("R1", "G2", "B2", "B3", "Y4", "Y6", "R5"):
        deck[c(x)] -= 1
    under = ",".join(x.code for x in sorted(deck.elements()))
    s = P(f"R1,G2/B2,B3/Y4,Y6 {under},R5 - R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.discard == [c("R5")] and len(s.draw_pile) == 108 - 6 - 1 - 1


def test_nothing_left_to_draw_turn_passes():
    deck = Counter(full_deck())
    for x in ("R5", "G2", "B3"):
        deck[c(x)] -= 1
    rest = list(deck.elements())
    h0 = ",".join(x.code for x in rest[:50]) + ",G2"
    h1 = ",".join(x.code for x in rest[50:]) + ",B3"
    s = P(f"{h0}/{h1} R5 - R 0 + 0 play 0,0")
    if any(a == Draw() for a in legal_actions(s, 0)):
        n = len(s.hands[0])
        do(s, 0, Draw())
        assert len(s.hands[0]) == n and s.current == 1


def test_penalty_with_nothing_left_draws_what_there_is():
    deck = Counter(full_deck())
    for x in ("RD", "G2", "B3", "R5", "B7"):
        deck[c(x)] -= 1
    rest = list(deck.elements())
    h1 = ",".join(x.code for x in rest[:60]) + ",B3"
    h2 = ",".join(x.code for x in rest[60:]) + ",B7"
    s = P(f"RD,G2/{h1}/{h2} R5 - R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RD")))
    assert s.current == 2 and len(s.hands[1]) == 62  # the R5 reshuffled in: one card only


# ============================================================ house combinations
def test_house_seven_to_one_card_without_uno_swapped_hand_counts_as_called():
    s = P("R7,R1/B2,B3,G4/Y4,Y6,G7 R5 * R 0 + 0 play 0,0,0 rules=house")
    do(s, 0, Play(c("R7"), target=2))
    assert hand(s, 0) == ["G7", "Y4", "Y6"] and hand(s, 2) == ["R1"]
    assert s.uno_called[2] and s.catchable is None
    assert reason(s, 1, Catch(2)) == "no_catch"


def test_house_zero_passes_hands_in_direction_and_one_card_counts_as_called():
    s = P("R0,R1/B2,B3,G4/Y4,Y6,G7 R5 * R 0 + 0 play 0,0,0 rules=house")
    do(s, 0, Play(c("R0")))
    assert hand(s, 1) == ["R1"] and hand(s, 2) == ["B2", "B3", "G4"]
    assert hand(s, 0) == ["G7", "Y4", "Y6"] and s.uno_called[1]


def test_house_zero_reversed_direction():
    s = P("R0,R1/B2,B3,G4/Y4,Y6,G7 R5 * R 0 - 0 play 0,0,0 rules=house")
    do(s, 0, Play(c("R0")))
    assert hand(s, 2) == ["R1"] and hand(s, 0) == ["B2", "B3", "G4"]
    assert s.current == 2


def test_house_last_card_seven_swaps_nothing():
    s = P("R7/B2,B3,G4/Y4,Y6,G7 R5 * R 0 + 0 play 0,0,0 rules=house")
    do(s, 0, Play(c("R7"), target=1))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0
    assert hand(s, 1) == ["B2", "B3", "G4"]


def test_house_jump_in_draw_two_with_uno_cancels_and_skips_victim():
    s = P("R1,R2/G1,G2/RD,Y1/Y3,Y4 R5,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 rules=house")
    do(s, 2, Play(c("RD"), uno=True))
    assert s.current == 3 and s.pending == 2 and s.uno_called[2]
    assert len(s.hands[1]) == 2  # the first victim draws nothing


def test_house_jump_in_after_a_catch_window_closes_it():
    s = P("R5,Y9/G1,G2/R5,Y1,Y2/Y3,Y4 R3 * R 0 + 0 play 0,0,0,0 rules=house")
    do(s, 0, Play(c("R5")))
    assert Catch(0) in legal_actions(s, 3)
    do(s, 2, Play(c("R5")))
    assert s.current == 3 and reason(s, 3, Catch(0)) == "no_catch"


def test_house_catch_then_jump_in_still_open():
    s = P("R5,Y9/G1,G2/R5,Y1,Y2/Y3,Y4 R3 * R 0 + 0 play 0,0,0,0 rules=house")
    do(s, 0, Play(c("R5")))
    do(s, 3, Catch(0))
    assert len(s.hands[0]) == 3
    do(s, 2, Play(c("R5")))
    assert s.current == 3


def test_house_stacked_four_on_four_challenged_guilty_moves_eight():
    s = P("W4,R1,G1/W4,B3,R7/Y4,Y6/G5,G6 R5 * R 0 + 0 play 0,0,0,0 rules=house")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Play(c("W4"), G))
    assert s.pending == 8 and s.wd4.bluff  # seat 1 held B3 with blue in play
    do(s, 2, Challenge())
    assert len(s.hands[1]) == 2 + 8 and s.current == 2 and s.color is G


def test_house_stacked_four_on_four_challenged_innocent_ten():
    s = P("W4,R1,G1/W4,Y3,R7/Y4,Y6/G5,G6 R5 * R 0 + 0 play 0,0,0,0 rules=house")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Play(c("W4"), G))
    do(s, 2, Challenge())
    assert len(s.hands[2]) == 12 and s.current == 3


def test_same_type_refuses_four_on_two_and_two_on_four():
    s = P("W4,R1,BD/G1,G2/Y3,Y4 R5,RD * R 0 + 2:D play 0,0,0 by=2 fresh=1 rules=house")
    assert reason(s, 0, Play(c("W4"), B)) == "cannot_stack"
    s = P("W4,R1,BD/G1,G2/Y3,Y4 R5,W4 * B 0 + 4:W4 challenge 0,0,0 by=2 fresh=1 "
          "wd4=2:0:R:fair rules=house")
    assert reason(s, 0, Play(c("BD"))) == "cannot_stack"


def test_progressive_four_on_two_challenge_guilty_moves_six():
    rules = Rules(stacking="progressive")
    s = P("W4,R1,G1/RD,G3,Y2/Y3,Y4 R5 * R 1 + 0 play 0,0,0 rules=custom", rules)
    s = P("W4,R1,G1/G3,Y2/Y3,Y4 R5,RD * R 0 + 2:D play 0,0,0 by=2 fresh=1 rules=custom", rules)
    do(s, 0, Play(c("W4"), B))
    assert s.pending == 6 and s.wd4.bluff and s.current == 1
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 2 + 6 and s.current == 1


def test_any_two_on_four_only_in_named_colour():
    rules = Rules(stacking="any")
    s = P("W4,R1,G1/BD,GD,Y2/Y3,Y4 R5,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 "
          "wd4=0:1:R:bluff rules=custom", rules)
    assert reason(s, 1, Play(c("GD"))) == "cannot_stack"
    do(s, 1, Play(c("BD")))
    assert s.pending == 6 and s.current == 2


def test_draw2_level_no_stack_on_four():
    rules = Rules(stacking="draw2")
    s = P("W4,R1,G1/BD,W4,Y2/Y3,Y4 R5,W4 * B 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 "
          "wd4=0:1:R:bluff rules=custom", rules)
    assert not any(isinstance(a, Play) for a in legal_actions(s, 1))


def test_plain_wild_refused_on_pending_penalty():
    s = P("W,R1/G1,G2/Y3,Y4 R5,RD * R 0 + 2:D play 0,0,0 by=2 fresh=1 rules=house")
    assert reason(s, 0, Play(c("W"), B)) == "cannot_stack"


def test_stacked_total_reshuffles_mid_draw():
    deck = Counter(full_deck())
    for x in ("R1", "G1", "G2", "Y3", "Y4", "RD", "BD", "G5", "G6"):
        deck[c(x)] -= 1
    under = ",".join(x.code for x in sorted(deck.elements()))
    s = P(f"R1/G1,G2/Y3,Y4 {under},RD,BD G5,G6 B 0 + 4:D play 0,0,0 by=2 fresh=1 rules=house")
    do(s, 0, Draw())
    assert len(s.hands[0]) == 5 and s.discard == [c("BD")] and s.current == 1


# ============================================================ 2 players, more
def test_two_players_house_draw_two_stack_back_and_forth():
    s = P("RD,R1/GD,G2 R5 * R 0 + 0 play 0,0 rules=house")
    do(s, 0, Play(c("RD")))
    assert s.current == 1 and s.pending == 2
    do(s, 1, Play(c("GD")))
    assert s.current == 0 and s.pending == 4
    do(s, 0, Draw())
    assert len(s.hands[0]) == 5 and s.current == 1


def test_two_players_jump_in_skip_comes_back_to_jumper():
    s = P("RS,R1/RS,G2,G3 R5 * R 0 + 0 play 0,0 rules=house")
    do(s, 0, Play(c("RS")))
    assert s.current == 0
    do(s, 1, Play(c("RS")))
    assert s.current == 1


def test_two_player_rules_off_reverse_is_a_number():
    rules = Rules(two_player_rules=False)
    s = P("RR,R1/G2,G3 R5 * R 0 + 0 play 0,0 rules=custom", rules)
    do(s, 0, Play(c("RR")))
    assert s.current == 1


# ============================================================ scoring and match ends
def test_standard_match_ends_at_exactly_the_target():
    # seat 1 holds 9+8+7+20+20+20+50+50+50+50+50 - 50 = 334 ... written out: 249 points
    s = P("R1/B9,B8,B7,BS,BR,BD,W,W4,W4 R5 * R 0 + 0 play 251,0")
    assert sum(x.points for x in s.hands[1]) == 9 + 8 + 7 + 60 + 150 == 234
    s = P("R1/B9,B8,B7,BS,BR,BD,W,W4,W4,B6,B3,B6 R5 * R 0 + 0 play 251,0")
    assert sum(x.points for x in s.hands[1]) == 249
    do(s, 0, Play(c("R1")))
    assert s.scores == [500, 0] and s.phase is Phase.MATCH_OVER and s.match_winner == 0
    s = P("R1/B9,B8,B7,BS,BR,BD,W,W4,W4,B6,B3,B6 R5 * R 0 + 0 play 250,0")
    do(s, 0, Play(c("R1")))
    assert s.scores == [499, 0] and s.phase is Phase.ROUND_OVER


def test_penalty_scoring_lowest_wins_highest_loses():
    rules = Rules(scoring="penalty", target_score=50)
    s = P("R1/B9,B8,B7,B6,B5/G1,G2 R5 * R 0 + 0 play 10,20,30 rules=custom", rules)
    do(s, 0, Play(c("R1")))
    assert s.scores == [10, 55, 33]
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.match_loser == 1


def test_pairs_team_scores_opponents_only():
    rules = Rules(teams="pairs")
    s = P("R1/B9,B8/G1,G2/Y5 R5 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R1")))
    assert s.result.points == 17 + 5 and s.scores == [22, 0, 22, 0]


def test_elimination_three_left_reverse_passes_the_seat_out():
    rules = Rules(scoring="elimination")
    s = P("-/RR,R2,B3/Y4,Y6/B5,B6 R3 * R 1 + 0 play 0,0,0,0 out=0 dealer=3 rules=custom", rules)
    do(s, 1, Play(c("RR")))
    assert s.current == 3 and s.direction == -1


def test_elimination_two_left_reverse_acts_as_skip():
    """DR decision 10: two-player rules whenever exactly two are still in the round."""
    rules = Rules(scoring="elimination")
    s = P("-/RR,R2,B3/-/B5,B6 R3 * R 1 + 0 play 0,0,0,0 out=0,2 dealer=0 rules=custom", rules)
    do(s, 1, Play(c("RR")))
    assert s.current == 1


def test_elimination_going_out_on_wd4_no_challenge_next_draws_and_play_goes_on():
    """DR decision 18 under elimination: no challenge, the next draws 4, the one after moves."""
    rules = Rules(scoring="elimination")
    s = P("W4/R2,B3/Y4,Y6/B5,B6 R3 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), Color.GREEN))
    assert s.finished == [0] and len(s.hands[1]) == 6 and s.current == 2
    assert s.phase is Phase.PLAY and s.color is Color.GREEN


def test_challenge_scoring_eliminates_at_target():
    rules = Rules(scoring="challenge", target_score=50)
    s = P("R1/B9,B8,B7,B6,B5,B4/G1,G2 R5 * R 0 + 0 play 0,20,30 rules=custom", rules)
    do(s, 0, Play(c("R1")))
    assert s.eliminated == [False, True, False] and s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.hands[1] == [] and s.dealer == 0 and s.current in (0, 2)
    assert len(s.hands[0]) >= 7 and len(s.hands[2]) >= 7


# ============================================================ the notation, as a stranger
ROUND_TRIPS = [
    ("R5,G7,W/YS,B2/B8 Y3,R3,GS B9,* G 1 + 0 play 0,12,40 round=3 by=2 fresh=1 uno=2", None),
    ("R1,G2/B2,B3/Y4,Y6 W * - 1 + 0 choose_color 0,0,0", None),
    ("R5,G7/R2,B2/B8,Y4 Y3,W4 * B 2 + 4:W4 challenge 0,0,0 by=1 fresh=1 wd4=1:2:Y:bluff "
     "rules=house", None),
    ("R5,G7,W/-/B2 Y3,R3,GS * G 2 + 0 round_over 0,164,40 by=1 result=1:64:out:1:- id=200",
     None),
    ("-/-/- - * - 0 + 0 name_dates 0,0,0 round=0 dealer=1 dates=12-25/-/- rules=custom",
     Rules(judgement_day=True)),
    ("R5,G7,B1/R2,B2/B8,Y4 Y3,W * B 0 + 0 give 0,0,0 by=0 fresh=1 give=2:2:G1 rules=custom",
     Rules(wild_powers=True)),
    ("-/R2,B2/B8,Y4 Y3,Y5 * Y 1 + 0 match_over 0,0,0 by=0 result=0:29:out:0:1 winner=0 loser=1 "
     "rules=custom", Rules(scoring="single").replace(scoring="elimination")),
]


@pytest.mark.parametrize(("text", "rules"), ROUND_TRIPS)
def test_hand_written_positions_of_every_phase_round_trip(text, rules):
    s = parse_position(text, rules)
    st = position_status(s)
    assert format_position(s) == text
    s2 = parse_position(format_position(s), rules)
    assert format_position(s2) == text and position_status(s2) == st


def test_default_dealer_is_the_seat_before_current_in_the_direction():
    assert parse_position("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0").dealer == 0
    assert parse_position("R1/B2/Y4 R5 * R 1 - 0 play 0,0,0").dealer == 2


def test_star_is_every_card_not_written():
    s = parse_position("R1/B2/Y4 R5 G1,G2,* R 1 + 0 play 0,0,0")
    assert len(s.draw_pile) == 108 - 4 and s.draw_pile[-1] == c("G1")
    assert s.draw_pile[-2] == c("G2") and s.unshuffled == 108 - 6


def test_stacked_pile_without_star_is_exactly_the_cards():
    s = parse_position("R1/B2/Y4 R5 G1,G2 R 1 + 0 play 0,0,0")
    assert s.draw_pile == [c("G2"), c("G1")] and position_status(s) & 1  # DECK


@pytest.mark.parametrize(("text", "message"), [
    ("R1/B2/Y4 R5 * R 1 + 2 play 0,0,0", "needs its kind"),
    ("R1/B2/Y4 R5 * R 1 + -2:D play 0,0,0", "below 0"),
    ("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0 uno=0,0", "twice"),
    ("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0 id=1 id=2", "twice"),
    ("R1/B2/Y4 R5 *,G1 R 1 + 0 play 0,0,0", "only end"),
    ("R1/B2/Y4 R5 * R 1 x 0 play 0,0,0", "neither"),
    ("R1/B2/Y4 R5 * R 1 + 0 playing 0,0,0", "phase"),
    ("R1/B2/Y4 R5 * R 1 + 0 play", "fields"),
    ("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0 rules=house", None),
    ("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0 rules=custom", "custom"),
    ("R1/B2/Y4 R5 * R 1 + 0 play 0,0,0 foo=1", "unknown"),
])
def test_syntax_refusals(text, message):
    if message is None:
        parse_position(text)
        with pytest.raises(Exception, match="other rules"):
            parse_position(text, Rules(seven_o=True))
        return
    with pytest.raises(Exception, match=message):
        parse_position(text)


@pytest.mark.parametrize(("text", "bit"), [
    ("R1,G2/B2,B3/Y4,Y6 R5,RD * R 1 + 0 play 0,0,0 by=0 fresh=1", 8),
    ("R1,G2/B2,B3/Y4,Y6 R5,RD * R 1 + 2:D play 0,0,0 by=0 fresh=1", 128),
    ("R1/B2,B3/Y4,Y6 R5,W4 * G 2 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:2:R:fair", 256),
    ("G1/B2,B3/Y4,Y6 R5,W4 * G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:R:bluff", 256),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 uno=0", 8192),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 drawn=G2", 2048),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 600,0,0", 512),
    ("R1,G2/B2,B3/Y4,Y6 W * R 1 + 0 choose_color 0,0,0", 64),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0 fresh=1", 32),
    ("R1,G2/-/Y4,Y6 R5 * R 0 + 0 play 0,0,0", 1024),
    ("R1,G2,G2,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0,0", 1),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 5 + 0 play 0,0,0", 8),
    ("R1,G2/B2,B3/Y4,Y6 R5 * R 0 + 0 play 0,0", 2),
])
def test_impossible_positions_name_their_bit(text, bit):
    s = parse_position(text)
    assert position_status(s) & bit
    with pytest.raises(ValueError):
        check_position(s)
