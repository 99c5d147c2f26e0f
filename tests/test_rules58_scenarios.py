"""rules58: scenario tests from the rule book's text (RB: /work/shared/RULES.md; DR:
docs/RULES.md), on combinations the earlier scenario files leave thin: stacking with jump-in,
Seven-O with UNO, judgement day with stacking, death number, scoring modes' match ends, 2 and 10
seats, reshuffles in the middle of a penalty, draw-until-playable with force-play, a last card
that is an action or a wild, and decision 32 (sets of Skips). Every table is a position
(docs/POSITION.md); every step is checked valid, 108 cards, and written back to the same text."""

from __future__ import annotations

from collections import Counter

import pytest
from rules_scenario_kit import B, G, P, Y, c, cs, do, reason

from core import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    DeathNumber,
    Draw,
    Judgement,
    NextRound,
    Pass,
    Play,
    Rules,
    full_deck,
    legal_actions,
    preset,
)
from core.game import Phase
from core.position import check_position, format_position


def sorted_codes(hand) -> list[str]:
    return sorted(x.code for x in hand)


# ------------------------------------------------------------------ stacking + jump-in
def test_house_jump_in_on_a_pending_draw_two_cancels_then_the_next_stacks():
    """RB §6 jump_in: "the second identical action card cancels the first (a jumped-in Draw Two
    hits the jumper's next player for 2, not 4)"; DR decision 2: that player may then stack.
    house = same_type stacking + jump-in (no jump_in_stacks). Seat 0's Red Draw Two waits for
    seat 1; seat 2 jumps in with the other Red Draw Two: seat 3 faces 2, stacks a Blue Draw Two:
    seat 0 faces 4 and draws it."""
    s = P("RD,G1,G2/B3,B4/RD,Y3,Y4/BD,G5,G6 R4 * R 0 + 0 play 0,0,0,0", preset("house"))
    do(s, 0, Play(c("RD")))
    assert s.pending == 2 and s.current == 1
    do(s, 2, Play(c("RD")))
    assert s.pending == 2 and s.current == 3
    do(s, 3, Play(c("BD")))
    assert s.pending == 4 and s.current == 0
    do(s, 0, Draw())
    assert len(s.hands[0]) == 2 + 4 and s.current == 1 and s.pending == 0


def test_jump_in_stacks_a_jumped_in_draw_two_adds_up_and_the_victim_is_after_the_jumper():
    """RB §6 `jump_in_stacks` (seed reading): penalties add up. Seat 0's Red Draw Two (2) for
    seat 1; seat 3 jumps in with the other one: seat 0, after the jumper, faces 4; seats 1 and 2
    lost their turn."""
    s = P("RD,G1,G2/B3,B4/Y3,Y4/RD,G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(stacking="draw2", jump_in=True, jump_in_stacks=True))
    do(s, 0, Play(c("RD")))
    do(s, 3, Play(c("RD")))
    assert s.pending == 4 and s.current == 0
    do(s, 0, Draw())
    assert len(s.hands[0]) == 6 and s.current == 1


def test_jump_in_without_stacking_the_victim_cannot_stack_but_others_can_jump():
    """DR decision 16: with jump-in but no stacking the Draw Two waits; the victim may not play
    its identical Draw Two (that would be a stack) and draws; another seat may jump in."""
    s = P("RD,G1,G2/RD,B4/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("RD")))
    assert s.pending == 2 and s.current == 1
    assert Play(c("RD")) not in legal_actions(s, 1)
    assert legal_actions(s, 1)[0] == Draw() or Draw() in legal_actions(s, 1)
    do(s, 1, Draw())
    assert len(s.hands[1]) == 4 and s.current == 2


def test_jump_in_on_a_stacked_wild_draw_four_moves_the_pending_total_with_jump_in_stacks():
    """Chinese-party (progressive stacking, jump_in_stacks): seat 0 Draw Two (2), seat 1 stacks
    a Wild Draw Four (6), seat 3 jumps in with a Wild Draw Four (10) naming its colour: seat 0
    (after seat 3) faces 10, may only stack a Wild Draw Four (never +2 on +4), and draws 10."""
    s = P("RD,G1,G2/W4,B4,B5/Y3,Y4,Y5/W4,G5,G6 R4 * R 0 + 0 play 0,0,0,0", preset("chinese-party"))
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("W4"), B))
    assert s.pending == 6 and s.current == 2
    do(s, 3, Play(c("W4"), G))
    assert s.pending == 10 and s.current == 0 and s.color is G
    assert not any(isinstance(a, Play) for a in legal_actions(s, 0))
    do(s, 0, Accept())
    assert len(s.hands[0]) == 2 + 10 and s.current == 1


# ------------------------------------------------------------------ Seven-O + UNO
def test_seven_o_zero_played_down_to_one_without_uno_nobody_can_catch():
    """DR decision 5: a hand received by a 0 counts as called. Seat 0 plays its Red 0 from two
    cards without calling UNO: the hands pass on (seat 0's Green 5 to seat 1): the one-card hand
    is seat 1's, which counts as called; seat 0 now holds seat 2's hand. Nobody can be caught."""
    s = P("R0,G5/B3,B4,B6/Y3,Y4,Y6 R4 * R 0 + 0 play 0,0,0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R0")))
    assert s.hands[1] == [c("G5")] and s.uno_called[1]
    assert sorted_codes(s.hands[0]) == ["Y3", "Y4", "Y6"]
    for seat in range(3):
        assert not any(isinstance(a, Catch) for a in legal_actions(s, seat))
    assert reason(s, 2, Catch(1)) == "no_catch"
    assert reason(s, 2, Catch(0)) == "no_catch"


def test_seven_o_seven_down_to_one_called_swapped_with_a_one_card_hand():
    """Seat 0 plays Red 7 calling UNO, swaps with seat 2 who holds one card (called): both
    hands are one card, each counts as called (DR decision 5): no catch, no UNO call needed."""
    s = P("R7,G5/B3,B4,B6/Y3 R4 * R 0 + 0 play 0,0,0 uno=2 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), uno=True, target=2))
    assert s.hands[0] == [c("Y3")] and s.hands[2] == [c("G5")]
    assert s.uno_called[0] and s.uno_called[2]
    assert not any(isinstance(a, (Catch, CallUno)) for seat in range(3) for a in legal_actions(s, seat))


def test_seven_o_seven_without_uno_call_swapped_the_swapper_cannot_be_caught_for_it():
    """Seat 0 plays its 7 from two cards without calling and swaps with seat 1 (3 cards): seat 0
    now holds three cards, seat 1 one card (counts as called). Nobody owes UNO."""
    s = P("R7,G5/B3,B4,B6/Y3,Y4 R4 * R 0 + 0 play 0,0,0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), target=1))
    assert s.hands[1] == [c("G5")] and s.uno_called[1] and len(s.hands[0]) == 3
    assert s.catchable is None


def test_seven_o_last_card_seven_goes_out_no_swap_and_scores():
    """DR decision 4: the 7 as last card goes out; no swap (the target is dropped)."""
    s = P("R7/B3,B4,B6/Y3,Y4 R4 * R 0 + 0 play 0,0,0 uno=0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), target=1))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0
    assert s.result.points == 3 + 4 + 6 + 3 + 4
    assert s.hands[1] == cs("B3,B4,B6")


# ------------------------------------------------------------------ judgement day + stacking
def test_judgement_day_no_throw_while_a_penalty_is_pending_then_open_after_the_draw():
    """DR judgement_day: "Whenever play is open (no penalty pending)". Seat 2 spells seat 0's
    date 1-23 (1, 2, 3) but seat 0's Draw Two is pending for seat 1 (stacking draw2): refused;
    after seat 1 draws, the throw is open."""
    s = P("RD,G1,G2/B3,B4/R1,G2,B3,Y9/G5,G6 R4 G7,G8,* R 0 + 0 play 0,0,0,0 dates=1-23/5-5/6-6/7-7"
          " rules=custom", Rules(judgement_day=True, stacking="draw2"))
    do(s, 0, Play(c("RD")))
    assert s.pending == 2
    assert not any(isinstance(a, Judgement) for a in legal_actions(s, 2))
    assert reason(s, 2, Judgement(0, Y)) == "no_judgement"
    do(s, 1, Draw())
    assert Judgement(0, Y) in legal_actions(s, 2)
    do(s, 2, Judgement(0, Y))
    assert s.hands[2] == [c("Y9")] and s.color is Y and s.current == 3


def test_judgement_day_four_colours_wins_under_standard_scoring():
    """Thrown cards that show all four colours win the round (RB §6)."""
    s = P("R5,G1,G2/B3,B4/R1,G2,B2,Y5,Y9/G5,G6 R4 * R 0 + 0 play 0,0,0,0 dates=12-25/5-5/6-6/7-7"
          " rules=custom", Rules(judgement_day=True))
    acts = [a for a in legal_actions(s, 2) if isinstance(a, Judgement)]
    assert acts == [Judgement(0, None)]
    do(s, 2, Judgement(0, None))
    assert s.phase is Phase.ROUND_OVER and s.result.how == "judgement" and s.result.winner == 2
    assert s.result.points == (5 + 1 + 2) + (3 + 4) + (5 + 6)  # not the thrower's Y9


# ------------------------------------------------------------------ death number
def test_death_number_multiple_of_the_number_wins_and_scores():
    """RB §6 death_number: face values summing to a multiple of the played number. Seat 1 plays
    Red 4; seat 3 holds 3 + 5 = 8 = 2 x 4 and wins at once; seat 2 holds 4 + 1 = 5: not."""
    s = P("G1,G2/R4,B4/Y4,R1/G3,B5 R9 * R 1 + 0 play 0,0,0,0 rules=custom", Rules(death_number=True))
    do(s, 1, Play(c("R4")))
    assert DeathNumber() in legal_actions(s, 3)
    assert DeathNumber() not in legal_actions(s, 2)
    assert reason(s, 1, DeathNumber()) == "no_death_number"  # own card
    do(s, 3, DeathNumber())
    assert s.result.winner == 3 and s.result.how == "death_number"
    assert s.result.points == 3 + 4 + 5


def test_death_number_not_on_a_skip_nor_after_the_next_turn_move():
    """Only right after a number card is played: after the next player's move it is too late."""
    s = P("G1,G2/R4,B4/Y4,R9/G3,B5 R9 * R 1 + 0 play 0,0,0,0 rules=custom", Rules(death_number=True))
    do(s, 1, Play(c("R4")))
    do(s, 2, Play(c("Y4")))
    assert DeathNumber() in legal_actions(s, 3)  # the Yellow 4 is fresh now
    do(s, 3, Draw())
    assert DeathNumber() not in legal_actions(s, 3)


def test_death_number_two_players():
    s = P("R3,G9/B1,Y2 R5 * R 0 + 0 play 0,0 rules=custom", Rules(death_number=True))
    do(s, 0, Play(c("R3")))
    do(s, 1, DeathNumber())
    assert s.result.winner == 1 and s.result.points == 9


# ------------------------------------------------------------------ 10 seats, 2 seats
def test_ten_players_skip_from_the_last_seat_wraps_to_seat_one():
    s = P("RS,G1/B1,B2/B3,B4/B5,B6/B7,B8/Y1,Y2/Y3,Y4/Y5,Y6/Y7,Y8/G3,G4 R4 * R 9 + 0 play"
          " 0,0,0,0,0,0,0,0,0,0 rules=custom", Rules(players=10))
    s.current = 0
    s = P(format_position(s).replace(" R 0 ", " R 0 "), Rules(players=10))
    do(s, 0, Play(c("RS")))
    assert s.current == 2


def test_ten_players_reverse_goes_to_the_seat_before():
    s = P("RR,G1/B1,B2/B3,B4/B5,B6/B7,B8/Y1,Y2/Y3,Y4/Y5,Y6/Y7,Y8/G3,G4 R4 * R 0 + 0 play"
          " 0,0,0,0,0,0,0,0,0,0")
    do(s, 0, Play(c("RR")))
    assert s.current == 9 and s.direction == -1


def test_ten_players_per_catcher_nine_catchers():
    """`uno_penalty_per_catcher` at ten seats: all nine others catch: 9 x 2 = 18 cards."""
    hands = ["R5,G7"] + [f"B{i},Y{i}" for i in range(1, 10)]
    s = P("/".join(hands) + " R4 * R 0 + 0 play " + ",".join("0" * 10) + " rules=custom",
          Rules(uno_penalty_per_catcher=True))
    do(s, 0, Play(c("R5")))
    for seat in range(1, 10):
        do(s, seat, Catch(0))
    assert len(s.hands[0]) == 1 + 18


def test_two_players_draw_two_brings_play_back():
    s = P("RD,G1,G2/B3,B4 R4 B5,B6,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("RD")))
    assert len(s.hands[1]) == 4 and s.current == 0


def test_two_players_wild_draw_four_challenge_guilty_then_victim_plays():
    s = P("W4,R1,G2/B3,B4 R4 Y1,Y2,Y3,Y4,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 2 + 4 and s.current == 1 and s.color is B
    assert len(s.hands[1]) == 2


def test_two_players_wild_draw_four_accepted_play_comes_back():
    s = P("W4,G1,G2/B3,B4 R4 Y1,Y2,Y3,Y4,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Accept())
    assert len(s.hands[1]) == 6 and s.current == 0


def test_two_players_innocent_challenge_six_and_play_comes_back():
    s = P("W4,G1,G2/B3,B4 R4 Y1,Y2,Y3,Y4,Y5,Y6,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8 and s.current == 0


# ------------------------------------------------------------------ reshuffles mid-penalty
def test_reshuffle_mid_stacked_penalty_draws_what_there_is():
    """Stacked penalty of 8 with 1 card in the pile and 3 under the top card: the victim draws
    the 4 there are (RB §3: "a player who must draw simply cannot"); the turn passes."""
    rest = Counter(full_deck())
    hands = ["W4,G1", "W4,B1", "Y1,Y2"]
    pile = ["G9"]
    discard = ["R1", "R2", "R3", "RD"]
    for part in [*hands, ",".join(pile), ",".join(discard)]:
        rest.subtract(Counter(cs(part)))
    extra = list(rest.elements())
    # give the rest of the deck to seat 2 so that nothing else is anywhere
    hands[2] = ",".join(hands[2].split(",") + sorted(x.code for x in extra))
    text = (f"{'/'.join(hands)} {','.join(discard)} {','.join(pile)} R 0 + 2:D play 0,0,0"
            " by=2 fresh=1 rules=custom")
    s = P(text, Rules(stacking="any"))
    do(s, 0, Play(c("W4"), G))
    assert s.pending == 6 and s.current == 1
    do(s, 1, Play(c("W4"), B))
    assert s.pending == 10 and s.current == 2
    before = len(s.hands[2])
    do(s, 2, Accept())
    # the pile held G9; the discard, less its top card, held R1,R2,R3,RD,W4 (5 cards)
    assert len(s.hands[2]) == before + 6
    assert s.pending == 0 and s.current == 0 and len(s.discard) == 1 and s.draw_pile == []


# ------------------------------------------------------------------ draw until playable + force
def test_draw_until_playable_and_force_play_must_play_the_found_card_no_pass():
    s = P("Y1,Y2/B3,B4/G3,G4 R4 B1,G2,R7,Y9,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True, force_play=True))
    do(s, 0, Draw())
    assert s.drawn == c("R7") and len(s.hands[0]) == 5
    assert Pass() not in legal_actions(s, 0)
    assert reason(s, 0, Pass()) == "must_play_drawn_card"
    assert reason(s, 0, Play(c("Y1"))) == "must_play_drawn"
    do(s, 0, Play(c("R7")))
    assert s.current == 1


def test_draw_until_playable_a_wild_stops_the_drawing():
    s = P("Y1,Y2/B3,B4/G3,G4 R4 B1,W,R7,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True))
    do(s, 0, Draw())
    assert s.drawn == c("W") and len(s.hands[0]) == 4
    do(s, 0, Pass())
    assert s.current == 1


def test_draw_until_playable_reshuffles_and_stops_when_nothing_left():
    """Nothing playable in the whole deck left: draws everything, no card to play, turn passes."""
    rest = Counter(full_deck())
    hands = ["Y1,Y2", "B3,B4", "G3"]
    discard = ["G1", "R4"]
    pile = ["B1", "B2"]
    for part in [*hands, ",".join(pile), ",".join(discard)]:
        rest.subtract(Counter(cs(part)))
    hands[2] = ",".join(hands[2].split(",") + sorted(x.code for x in rest.elements()))
    s = P(f"{'/'.join(hands)} {','.join(discard)} {','.join(pile)} R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True, force_play=True))
    do(s, 0, Draw())
    # B1, B2, then the reshuffled G1: none is red or a 4
    assert sorted_codes(s.hands[0]) == ["B1", "B2", "G1", "Y1", "Y2"]
    assert s.current == 1 and s.drawn is None


# ------------------------------------------------------------------ last card action / wild
def test_last_card_wild_needs_its_colour_and_ends_the_round():
    s = P("W/B3,B4/Y3,Y4 R4 * R 0 + 0 play 0,0,0 uno=0")
    assert reason(s, 0, Play(c("W"))) == "color_required"
    do(s, 0, Play(c("W"), B))
    assert s.phase is Phase.ROUND_OVER and s.result.points == 14


def test_last_card_draw_two_official_next_draws_before_scoring():
    s = P("RD/B3,B4/Y3,Y4 R4 G5,G6,* R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER
    assert sorted_codes(s.hands[1]) == ["B3", "B4", "G5", "G6"]
    assert s.result.points == 3 + 4 + 5 + 6 + 3 + 4


def test_last_card_wild_draw_four_no_challenge_next_draws_four():
    s = P("W4/B3,B4/Y3,Y4 R4 G5,G6,G7,G8,* R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.ROUND_OVER and len(s.hands[1]) == 6
    assert s.result.points == 3 + 4 + 5 + 6 + 7 + 8 + 3 + 4


def test_last_card_skip_and_reverse_just_end_the_round():
    for card in ("RS", "RR"):
        s = P(f"{card}/B3,B4/Y3,Y4 R4 * R 0 + 0 play 0,0,0 uno=0")
        do(s, 0, Play(c(card)))
        assert s.phase is Phase.ROUND_OVER and s.result.points == 14


def test_last_card_draw_two_with_jump_in_waits_and_can_be_jumped():
    """DR decision 8/16 with jump-in: the last Draw Two's penalty is drawn before scoring."""
    s = P("RD/B3,B4/RD,Y4/G1,G2 R4 G5,G6,* R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER
    assert len(s.hands[1]) == 4


def test_last_card_not_calling_uno_caught_before_the_last():
    """Going down to one without UNO, caught: draw 2 (RB §4)."""
    s = P("R5,G5/B3,B4/Y3,Y4 R4 G1,G2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3


# ------------------------------------------------------------------ match ends per scoring
def test_standard_match_end_at_the_target():
    s = P("R5/B9,B8/Y9 R4 * R 0 + 0 play 480,0,0 uno=0 rules=custom", Rules(target_score=500))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.scores[0] == 506


def test_standard_below_target_round_over_next_round_dealt_by_winner():
    s = P("R5/B9,B8/Y9 R4 * R 0 + 0 play 400,0,0 uno=0 rules=custom", Rules(target_score=500))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.dealer == 0 and s.round_no == 2


def test_penalty_match_end_lowest_wins_highest_loses():
    s = P("R5/B9,B8/Y9 R4 * R 0 + 0 play 10,70,20 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=80))
    do(s, 0, Play(c("R5")))
    assert s.scores == [10, 87, 29]
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.match_loser == 1


def test_single_one_round_is_the_match():
    s = P("R5/B9,B8/Y9 R4 * R 0 + 0 play 0,0,0 uno=0 rules=custom", Rules(scoring="single"))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.scores == [26, 0, 0]


def test_elimination_going_out_leaves_the_round_last_holder_loses():
    s = P("R5/B9,R4/Y9,Y4 R3 G8,* R 0 + 0 play 0,0,0 uno=0 rules=custom",
          Rules(scoring="elimination"))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.PLAY and s.finished == [0] and s.current == 1
    do(s, 1, Play(c("R4"), uno=True))
    assert s.current == 2
    do(s, 2, Play(c("Y4"), uno=True))
    do(s, 1, Draw())
    do(s, 2, Play(c("Y9")))
    assert s.phase is Phase.MATCH_OVER and s.result.order == [0, 2, 1]
    assert s.match_loser == 1 and s.match_winner == 0


def test_challenge_scoring_reaching_the_target_eliminates_and_last_one_wins():
    s = P("R5/B9,B8/Y9 R4 * R 0 + 0 play 0,90,50 uno=0 rules=custom",
          Rules(scoring="challenge", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [0, 107, 59] and s.eliminated == [False, True, False]
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.hands[1] == [] and s.active_count() == 2


# ------------------------------------------------------------------ decision 32
def test_decision_32_three_skips_at_four_players_come_back_to_the_player():
    s = P("RS,GS,BS,Y1/B9,B8/Y9,Y8/G1,G2 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(multi_play="same_value"))
    do(s, 0, Play(c("RS"), also=(c("GS"), c("BS"))))
    assert s.current == 0


def test_decision_32_four_skips_at_four_players_the_second_after_plays():
    s = P("RS,GS,BS,YS,Y1/B9,B8/Y9,Y8/G1,G2 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(multi_play="same_value"))
    do(s, 0, Play(c("RS"), also=(c("GS"), c("BS"), c("YS"))))
    assert s.current == 2


def test_decision_32_two_skips_at_two_players_play_again():
    s = P("RS,GS,Y1/B9,B8 R4 * R 0 + 0 play 0,0 rules=custom", Rules(multi_play="same_value"))
    do(s, 0, Play(c("RS"), also=(c("GS"),)))
    assert s.current == 0


def test_decision_32_skips_at_ten_players():
    hands = ["RS,GS,BS,Y1"] + [f"B{i},Y{i}" for i in range(1, 10)]
    s = P("/".join(hands) + " R4 * R 0 + 0 play " + ",".join("0" * 10) + " rules=custom",
          Rules(multi_play="same_value"))
    do(s, 0, Play(c("RS"), also=(c("GS"), c("BS"))))
    assert s.current == 4


def test_decision_32_elimination_skips_go_round_the_players_still_in():
    s = P("RS,GS,BS,Y1/-/Y9,Y8/G1,G2 R4 * R 0 + 0 play 0,0,0,0 out=1 rules=custom",
          Rules(multi_play="same_value", scoring="elimination"))
    do(s, 0, Play(c("RS"), also=(c("GS"), c("BS"))))
    # the skips: seat 2, seat 3, seat 2 again → seat 3 plays
    assert s.current == 3


def test_decision_32_going_out_on_three_skips_under_elimination():
    s = P("RS,GS,BS/B9,B8/Y9,Y8/G1,G2 R4 * R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(multi_play="same_value", scoring="elimination"))
    do(s, 0, Play(c("RS"), also=(c("GS"), c("BS"))))
    # seat 0 is out; the skips go round seats 1, 2, 3; the next in turn after seat 3 is seat 1
    assert s.finished == [0] and s.current == 1


# ------------------------------------------------------------------ jump-in corners
def test_jump_in_on_a_skip_the_player_after_the_jumper_is_skipped():
    """RB §6 jump_in: play continues from the jumper, whose Skip skips the player after it.
    Seat 0's Red Skip (seat 1 skipped, seat 2 to move); seat 3 jumps in with the other Red Skip:
    seat 0 is skipped, seat 1 plays."""
    s = P("RS,G1,G2/B3,B4/Y3,Y4/RS,G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("RS")))
    assert s.current == 2
    do(s, 3, Play(c("RS")))
    assert s.current == 1


def test_jump_in_on_a_wild_draw_four_the_jumpers_four_is_challenged_against_the_colour_before():
    """Official jump-in: seat 0's Wild Draw Four (named Green) awaits seat 1; seat 2 jumps in
    with its own, naming Blue, while holding a Green card: its four is the one now to answer
    (cancelling, 4 not 8), by seat 3, and a bluff against Green. Seat 3 challenges: seat 2
    draws 4, seat 3 draws nothing and plays."""
    s = P("W4,Y1,Y2/B3,B4/W4,G3,Y4/R5,G6 R4 Y5,Y6,Y7,Y8,* R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    do(s, 2, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.current == 3 and s.pending == 4
    assert s.wd4.bluff
    do(s, 3, Challenge())
    assert len(s.hands[2]) == 2 + 4 and len(s.hands[3]) == 2
    assert s.current == 3 and s.color is B and s.phase is Phase.PLAY


def test_jump_in_leaving_one_card_without_uno_can_be_caught():
    s = P("R5,G1,G2/B3,B4/R5,Y4/G5,G6 R4 Y5,Y6,* R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("R5")))
    do(s, 2, Play(c("R5")))
    assert s.catchable == 2 and s.current == 3
    do(s, 1, Catch(2))
    assert len(s.hands[2]) == 3


def test_jump_in_with_the_last_card_wins_the_round():
    s = P("R5,G1,G2/B3,B4/R5/G5,G6 R4 * R 0 + 0 play 0,0,0,0 uno=2 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("R5")))
    do(s, 2, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 2
    assert s.result.points == 3 + 3 + 4 + 11


# ------------------------------------------------------------------ two left at a bigger table
def test_elimination_two_left_a_reverse_acts_as_a_skip():
    """DR decision 10: the two-player rules apply when exactly two are still in the round."""
    s = P("RR,G1/-/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 out=1 rules=custom",
          Rules(scoring="elimination"))
    s2 = P("RR,G1/-/-/G5,G6 R4 * R 0 + 0 play 0,0,0,0 out=1,2 rules=custom",
           Rules(scoring="elimination"))
    do(s, 0, Play(c("RR")))
    assert s.current == 3 and s.direction == -1
    do(s2, 0, Play(c("RR")))
    assert s2.current == 0


def test_challenge_scoring_head_to_head_a_skip_plays_again_and_draw_two_comes_back():
    s = P("RS,RD,G1/-/Y3,Y4,Y5 R4 B1,B2,* R 0 + 0 play 10,120,30 elim=1 round=2 rules=custom",
          Rules(scoring="challenge", target_score=100))
    do(s, 0, Play(c("RS")))
    assert s.current == 0
    do(s, 0, Play(c("RD")))
    assert len(s.hands[2]) == 5 and s.current == 0


# ------------------------------------------------------------------ stacking corners
def test_a_plain_wild_cannot_go_on_a_pending_penalty_under_any_stacking():
    s = P("RD,G1/W,B4,WD/Y3,Y4 R4 * R 0 + 0 play 0,0,0 rules=custom".replace("WD", "BD"),
          Rules(stacking="any"))
    do(s, 0, Play(c("RD")))
    assert not any(isinstance(a, Play) and a.card == c("W") for a in legal_actions(s, 1))
    assert Play(c("BD")) in legal_actions(s, 1)


def test_stacking_with_draw_until_playable_the_penalty_is_drawn_not_until_playable():
    s = P("RD,G1/B4,B5/Y3,Y4 R4 G7,G8,G9,R1,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(stacking="draw2", draw_until_playable=True))
    do(s, 0, Play(c("RD")))
    do(s, 1, Draw())
    assert sorted_codes(s.hands[1]) == ["B4", "B5", "G7", "G8"]
    assert s.current == 2 and s.drawn is None


def test_same_type_one_draw_card_per_turn_no_four_on_a_two():
    s = P("RD,G1/W4,B4,B5/Y3,Y4 R4 * R 0 + 0 play 0,0,0", preset("house"))
    do(s, 0, Play(c("RD")))
    assert not any(isinstance(a, Play) for a in legal_actions(s, 1))


def test_uno_penalty_four_2001_sheet():
    s = P("R5,G5/B3,B4/Y3,Y4 R4 G1,G2,G3,G4,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(uno_penalty=4))
    do(s, 0, Play(c("R5")))
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 5


def test_late_uno_call_before_a_catch_is_safe_and_too_late_after_the_next_turn_begins():
    s = P("R5,G5/B3,B4/Y3,Y4 R4 G1,G2,G3,G4,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 0, CallUno())
    assert reason(s, 2, Catch(0)) == "no_catch"
    s = P("R5,G5/B3,B4/Y3,Y4 R4 G1,G2,G3,G4,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 1, Draw())
    assert reason(s, 2, Catch(0)) == "no_catch"


# ------------------------------------------------------------------ numbered decisions
def test_decision_9_a_jump_in_closes_the_catch_window():
    s = P("R5,G1/B3,B4/R5,Y4,Y5/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom", Rules(jump_in=True))
    do(s, 0, Play(c("R5")))
    assert s.catchable == 0
    do(s, 2, Play(c("R5")))
    assert s.catchable is None
    assert reason(s, 3, Catch(0)) == "no_catch"


def test_decision_17_after_a_skip_the_window_stays_open_until_the_next_player_moves():
    s = P("RS,G1/B3,B4/Y3,R4/G5,G6 R4 Y1,* R 0 + 0 play 0,0,0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 2 and s.catchable == 0
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 3
    s = P("RS,G1/B3,B4/Y3,R4/G5,G6 R4 Y1,* R 0 + 0 play 0,0,0,0")
    do(s, 0, Play(c("RS")))
    do(s, 2, Play(c("R4")))
    assert reason(s, 1, Catch(0)) == "no_catch"


@pytest.mark.parametrize(("played", "wins"), [("R0", True), ("R5", False), ("R1", False)])
def test_decision_21_a_hand_of_zeros_matches_only_a_played_zero(played, wins):
    s = P(f"{played},G1/B0,Y0/Y3,Y4 R9 * R 0 + 0 play 0,0,0 rules=custom".replace("R9", "R9"),
          Rules(death_number=True))
    do(s, 0, Play(c(played)))
    assert (DeathNumber() in legal_actions(s, 1)) is wins


def test_decision_25_nothing_to_draw_the_turn_passes():
    rest = Counter(full_deck())
    hands = ["Y1,Y2", "B3,B4", "G3"]
    for part in [*hands, "R4"]:
        rest.subtract(Counter(cs(part)))
    hands[2] = ",".join(hands[2].split(",") + sorted(x.code for x in rest.elements()))
    s = P(f"{'/'.join(hands)} R4 - R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert len(s.hands[0]) == 2 and s.current == 1


def test_decision_26_a_seven_turned_first_swaps_nothing():
    s = P("G1,G2/B3,B4/Y3,Y4 R7 * R 1 + 0 play 0,0,0 rules=custom", Rules(seven_o=True))
    assert s.hands[0] == cs("G1,G2")


def test_decision_30_any_a_pair_of_draw_twos_goes_on_a_four_only_in_its_named_colour():
    s = P("W4,G1,G2/BD,BD,RD,RD,Y1/Y3,Y4 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(stacking="any", multi_play="identical"))
    do(s, 0, Play(c("W4"), B))
    plays = [a for a in legal_actions(s, 1) if isinstance(a, Play)]
    assert Play(c("BD"), also=(c("BD"),)) in plays
    assert Play(c("RD"), also=(c("RD"),)) not in plays
    do(s, 1, Play(c("BD"), also=(c("BD"),)))
    assert s.pending == 8 and s.current == 2


def test_decision_31_two_players_a_reverse_on_a_reverse_plays_again():
    s = P("RR,G1,G2/B3,B4 BR * B 0 + 0 play 0,0 by=1")
    do(s, 0, Play(c("RR")))
    assert s.current == 0


def test_decision_18_last_four_no_challenge_under_elimination_next_draws_and_after_moves():
    s = P("W4/B3,B4/Y3,Y4/G5,G6 R4 G1,G2,G7,G8,* R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(scoring="elimination"))
    do(s, 0, Play(c("W4"), Y))
    assert s.phase is Phase.PLAY and len(s.hands[1]) == 6 and s.current == 2


def test_decision_23_force_play_a_drawn_bluff_four_may_be_kept():
    s = P("R1,G2/B3,B4/Y3,Y4 R4 W4,* R 0 + 0 play 0,0,0 rules=custom", Rules(force_play=True))
    do(s, 0, Draw())
    assert s.drawn == c("W4") and Pass() in legal_actions(s, 0)
    s = P("Y1,G2/B3,B4/Y3,Y4 R4 W4,* R 0 + 0 play 0,0,0 rules=custom", Rules(force_play=True))
    do(s, 0, Draw())
    assert Pass() not in legal_actions(s, 0)


# ------------------------------------------------------------------ match-end tie-breaks
def test_penalty_tie_for_the_loser_broken_by_most_cards():
    """RB §5 penalty: "Ties for the loser broken by most cards." Seats 1 and 2 both end on 100;
    seat 2 holds more cards: seat 2 loses."""
    s = P("R5/B9,B1/Y2,Y3,Y4,G1 R4 * R 0 + 0 play 0,90,90 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [0, 100, 100]
    assert s.phase is Phase.MATCH_OVER and s.match_loser == 2 and s.match_winner == 0


def test_penalty_tie_for_the_winner_broken_by_fewer_cards():
    s = P("R5/B9,B1/Y2,Y3,Y4,G1/G2 R4 * R 0 + 0 play 20,91,5,15 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    # seat 2: 5 + 10 = 15, the lowest; seat 1 at 101 the highest
    assert s.scores == [20, 101, 15, 17]
    assert s.match_winner == 2 and s.match_loser == 1


def test_challenge_two_reach_the_target_in_one_round_the_last_one_left_wins():
    s = P("R5/B9,B1/Y2,Y3,Y4,G1 R4 * R 0 + 0 play 0,90,90 uno=0 rules=custom",
          Rules(scoring="challenge", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.eliminated == [False, True, True]
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0


@pytest.mark.parametrize(("count", "seat"), [(5, 2), (6, 0), (7, 2), (8, 0)])
def test_decision_32_many_skips_at_three_players(count, seat):
    """DR decision 32 at three players: the skips go round seats 1 and 2; after the last one the
    next in turn plays — an even count comes back to the player, an odd one gives seat 2."""
    skips = ["RS", "GS", "BS", "YS", "RS", "GS", "BS", "YS"][:count]
    s = P(f"{','.join(skips)},Y1/B9,B8/Y9,Y8 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(multi_play="same_value"))
    top = next(x for x in skips if x[0] == "R")
    rest = list(skips)
    rest.remove(top)
    do(s, 0, Play(c(top), also=tuple(c(x) for x in rest)))
    assert s.current == seat


def test_draw_until_playable_stops_on_a_bluff_four_which_force_play_lets_keep():
    """draw_until_playable + force_play + a bluff possible: the Wild Draw Four is a playable
    card, so the drawing stops on it (RB §3), and decision 23 lets the drawer keep it."""
    s = P("R1,G2/B3,B4/Y3,Y4 R4 B1,W4,R7,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True, force_play=True))
    do(s, 0, Draw())
    assert s.drawn == c("W4") and len(s.hands[0]) == 4
    assert Pass() in legal_actions(s, 0)
    do(s, 0, Pass())
    assert s.current == 1


def test_ten_players_hand_size_ten_deal_leaves_seven_or_fewer_in_the_pile():
    from core import new_game
    for seed in range(20):
        s = new_game(Rules(hand_size=10), 10, seed)
        check_position(s)
        assert sum(len(h) for h in s.hands) + len(s.discard) + len(s.draw_pile) == 108
        assert len(s.draw_pile) <= 7


def test_two_players_stacked_draw_twos_the_drawer_loses_the_turn():
    s = P("RD,G1,G2/BD,B4 R4 Y1,Y2,Y3,Y4,* R 0 + 0 play 0,0 rules=custom", Rules(stacking="draw2"))
    do(s, 0, Play(c("RD")))
    assert s.current == 1 and s.pending == 2
    do(s, 1, Play(c("BD")))
    assert s.current == 0 and s.pending == 4
    do(s, 0, Draw())
    assert len(s.hands[0]) == 6 and s.current == 1
