"""rules63: scenario tests written as an outsider would from the official UNO sheets (Mattel
41940, 2001 and 2008) and the project's rule book (RB: /work/shared/RULES.md; DR:
docs/RULES.md). Every table is a position (docs/POSITION.md); every step is checked valid,
108 cards, and written back to the same text."""

from __future__ import annotations

from collections import Counter

import pytest
from rules_scenario_kit import B, G, P, R, Y, c, do, reason

from core import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    Draw,
    IllegalAction,
    NextRound,
    Pass,
    Play,
    Rules,
    check,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.game import Phase
from core.position import check_position


# ------------------------------------------------------------------ the first card turned
def _first(players: int, kind: str, rules: Rules | None = None):
    """A new game whose first card is of ``kind`` ('W4' returned, 'W', 'D', 'S', 'R', 'num')."""
    rules = rules or Rules()
    for seed in range(5000):
        s = new_game(rules, players, seed)
        returned = any(e["type"] == "first_card_returned" for e in s.log)
        first = s.discard[0]
        got = ("W4" if returned else "W" if first.code == "W"
               else first.code[1] if first.code[1] in "SRD" else "num")
        if got == kind:
            return s
    raise AssertionError(kind)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_card_wild_draw_four_goes_back_and_another_is_turned(players):
    """Sheet: 'If a Wild Draw Four is turned up, return it to the deck, shuffle, turn over the
    next card.' The card that starts play is never a Wild Draw Four; 108 cards."""
    s = _first(players, "W4")
    assert len(s.discard) == 1 and s.discard[0].code != "W4"
    assert s.card_count() == 108
    assert all(len(h) == 7 for h in s.hands)
    check_position(s)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_card_wild_the_player_after_the_dealer_names_the_colour_then_plays(players):
    """Sheet: 'Wild: the person to the left of the dealer declares the first color to be
    matched, then plays normally.'"""
    s = _first(players, "W")
    first = (s.dealer + 1) % players
    assert s.phase is Phase.CHOOSE_COLOR and s.current == first and s.color is None
    assert legal_actions(s, first) == [ChooseColor(col) for col in (R, Y, G, B)] or all(
        isinstance(a, (ChooseColor, CallUno)) for a in legal_actions(s, first))
    do(s, first, ChooseColor(G))
    assert s.color is G and s.current == first and s.phase is Phase.PLAY
    assert any(isinstance(a, (Play, Draw)) for a in legal_actions(s, first))


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_card_draw_two_first_player_draws_two_and_is_skipped(players):
    s = _first(players, "D")
    first = (s.dealer + 1) % players
    assert len(s.hands[first]) == 9
    assert s.current == (s.dealer + 2) % players
    assert all(len(h) == 7 for i, h in enumerate(s.hands) if i != first)


@pytest.mark.parametrize("players", [2, 3, 4])
def test_first_card_skip_first_player_skipped(players):
    s = _first(players, "S")
    assert s.current == (s.dealer + 2) % players
    assert all(len(h) == 7 for h in s.hands)


@pytest.mark.parametrize("players", [3, 4])
def test_first_card_reverse_dealer_plays_first_then_to_the_right(players):
    """2008 sheet: 'Reverse: the dealer plays first; play then moves to the right.'"""
    s = _first(players, "R")
    assert s.current == s.dealer and s.direction == -1
    card = next(a for a in legal_actions(s, s.dealer) if isinstance(a, (Play, Draw)))
    do(s, s.dealer, card)
    if s.drawn is not None:
        do(s, s.dealer, Pass())
    assert s.current in ((s.dealer - 1) % players, (s.dealer - 2) % players)


def test_first_card_reverse_other_side_2001_sheet():
    s = _first(4, "R", Rules(reverse_start="other_side"))
    assert s.current == (s.dealer - 1) % 4 and s.direction == -1


def test_first_card_reverse_two_players_dealer_plays_first():
    """2001 sheet two players: Reverse acts as Skip; turned up first, it skips the dealer's
    opponent, so the dealer plays first."""
    s = _first(2, "R")
    assert s.current == s.dealer


# ------------------------------------------------------------------ two players
def test_two_players_reverse_plays_again():
    s = P("RR,G1,G2/B3,B4 R4 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RR")))
    assert s.current == 0


def test_two_players_skip_plays_again():
    s = P("RS,G1,G2/B3,B4 R4 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 0


def test_two_players_draw_two_opponent_draws_and_play_comes_back():
    s = P("RD,G1,G2/B3,B4 R4 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("RD")))
    assert len(s.hands[1]) == 4 and s.current == 0


def test_two_players_wild_draw_four_accepted_play_comes_back():
    s = P("W4,G1,G2/B3,B4 R4 * R 0 + 0 play 0,0")
    do(s, 0, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.current == 1
    do(s, 1, Accept())
    assert len(s.hands[1]) == 6 and s.current == 0 and s.color is B


# ------------------------------------------------------------------ last cards
def test_going_out_on_a_skip_scores_and_nobody_plays():
    s = P("RS/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("RS")))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0
    assert s.result.points == 3 + 4 + 3 + 9 and s.scores == [19, 0, 0]


def test_going_out_on_a_draw_two_the_next_player_draws_and_it_counts():
    """Sheet: 'If the last card played is a Draw Two or Wild Draw Four, the next player must
    draw the 2 or 4 cards; these cards are counted when totalling points.'"""
    s = P("RD/B3,B4/Y3,Y9 R4 B5,B6,* R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER
    assert len(s.hands[1]) == 4 and len(s.hands[2]) == 2
    assert s.result.points == 3 + 4 + 5 + 6 + 3 + 9


def test_going_out_on_a_draw_two_counterclockwise_hits_the_seat_before():
    s = P("RD/B3,B4/Y3,Y9 R4 B5,B6,* R 0 - 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("RD")))
    assert len(s.hands[2]) == 4 and len(s.hands[1]) == 2


def test_going_out_on_a_wild_draw_four_next_draws_four_no_challenge():
    s = P("W4/B3,B4/Y3,Y9 R4 B5,B6,B7,B8,* R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0
    assert len(s.hands[1]) == 6
    assert s.result.points == 3 + 4 + 5 + 6 + 7 + 8 + 3 + 9


def test_going_out_on_a_wild_scores_fifty_per_wild_in_hands():
    s = P("W/W,W4,RS,YR,GD/B0,B9 R4 * R 0 + 0 play 0,0,0 uno=0")
    do(s, 0, Play(c("W"), R))
    assert s.result.points == 50 + 50 + 20 + 20 + 20 + 0 + 9


def test_every_card_value():
    """Sheet: number cards face value, Draw Two/Reverse/Skip 20, Wild/Wild Draw Four 50."""
    for card in full_deck():
        if card.is_number:
            assert card.points == card.number
        elif card.is_wild:
            assert card.points == 50
        else:
            assert card.points == 20
    assert sum(x.points for x in full_deck()) == 4 * (2 * 45) + 4 * 6 * 20 + 8 * 50


# ------------------------------------------------------------------ match to 500
def test_match_reaching_500_exactly_ends():
    s = P("R5/B3,B4/Y3,Y9 R4 * R 0 + 0 play 481,0,0 round=4 uno=0")
    do(s, 0, Play(c("R5")))
    assert s.scores[0] == 500 and s.phase is Phase.MATCH_OVER and s.match_winner == 0


def test_match_reaching_499_goes_on():
    s = P("R5/B3,B4/Y3,Y9 R4 * R 0 + 0 play 480,0,0 round=4 uno=0")
    do(s, 0, Play(c("R5")))
    assert s.scores[0] == 499 and s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.dealer == 0 and s.round_no == 5 and s.scores == [499, 0, 0]  # the winner deals


# ------------------------------------------------------------------ challenge
def test_challenge_guilty_offender_draws_four_victim_plays_colour_stands():
    s = P("W4,R2,G1/B3,B4/Y3,Y9 R4 B5,B6,B7,B8,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 2 + 4 and len(s.hands[1]) == 2
    assert s.current == 1 and s.color is B and s.phase is Phase.PLAY
    assert Play(c("B3")) in legal_actions(s, 1)


def test_challenge_innocent_challenger_draws_six_loses_turn():
    s = P("W4,G2,G1/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8 and len(s.hands[0]) == 2 and s.current == 2 and s.color is B


def test_challenge_matching_number_is_no_bluff():
    """Sheet: 'holding a card that matches the number/symbol does not count' — a Red 4 on a
    Blue 4 in play (colour blue) held while a Wild Draw Four is played: no bluff."""
    s = P("W4,R4,G1/B3,B5/Y3,Y9 B4 * B 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8


def test_challenge_other_wild_is_no_bluff():
    s = P("W4,W,G1/B3,B5/Y3,Y9 R4 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8


def test_only_the_victim_may_challenge():
    s = P("W4,R2,G1/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("W4"), B))
    assert Challenge() not in legal_actions(s, 2)
    with pytest.raises(IllegalAction):
        check(s, 2, Challenge())


# ------------------------------------------------------------------ UNO
def test_caught_before_next_player_acts_draws_two():
    s = P("R5,R6/B3,B4/Y3,Y9 R4 B1,B2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    assert s.catchable == 0
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3


def test_caught_after_next_player_acts_too_late():
    s = P("R5,R6/B3,B4/Y3,Y9 R4 B1,B2,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 1, Draw())
    if s.drawn is not None:
        do(s, 1, Pass())
    assert s.catchable is None
    assert reason(s, 2, Catch(0)) in ("no_catch", "illegal_action")


def test_late_uno_call_before_anyone_catches_is_safe():
    s = P("R5,R6/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("R5")))
    do(s, 0, CallUno())
    assert s.catchable is None
    with pytest.raises(IllegalAction):
        check(s, 2, Catch(0))


def test_uno_penalty_four_2001_sheet():
    s = P("R5,R6/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0 rules=custom", Rules(uno_penalty=4))
    do(s, 0, Play(c("R5")))
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 5


# ------------------------------------------------------------------ drawing
def test_draw_then_play_the_drawn_card():
    s = P("G5,G6/B3,B4/Y3,Y9 R4 R9,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.drawn == c("R9") and s.current == 0
    acts = legal_actions(s, 0)
    assert Play(c("R9")) in acts and Pass() in acts
    assert all(not (isinstance(a, Play) and a.card != c("R9")) for a in acts)
    do(s, 0, Play(c("R9")))
    assert s.current == 1


def test_draw_unplayable_turn_passes():
    s = P("G5,G6/B3,B4/Y3,Y9 R4 Y1,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.current == 1 and s.drawn is None


def test_draw_while_holding_playable_only_drawn_card_may_be_played():
    s = P("R5,G6/B3,B4/Y3,Y9 R4 Y1,* R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.current == 1


def test_draw_when_playable_off_refuses_draw():
    s = P("R5,G6/B3,B4/Y3,Y9 R4 * R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_when_playable=False))
    assert Draw() not in legal_actions(s, 0)


def _rest(hands: str, top: str, pile: str = "") -> str:
    """The cards of the deck not in ``hands``, ``top`` or ``pile``, as a discard pile under
    ``top`` (comma list)."""
    left = Counter(full_deck())
    for part in (hands.replace("/", ","), top, pile):
        for code in filter(None, part.split(",")):
            if code != "-":
                left[c(code)] -= 1
    assert all(v >= 0 for v in left.values())
    return ",".join(x.code for x in sorted(left.elements(), key=lambda x: x.code))


def test_draw_pile_exhausted_reshuffles_the_discard_under_the_top():
    hands = "G5,G6/B3,B4/Y3,Y9"
    under = _rest(hands, "R4")
    s = P(f"{hands} {under},R4 - R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert s.discard == [c("R4")]
    assert len(s.hands[0]) == 3 and len(s.draw_pile) == 108 - 7 - 1


def test_nothing_left_to_draw_the_turn_passes():
    """RB §3: 'If both are exhausted (all cards in hands), a player who must draw simply
    cannot; the turn passes.'"""
    big = _rest("", "R4").split(",")
    hands = "G5,G6/B3,B4/" + ",".join(x for x in big if x not in ("G5", "G6", "B3", "B4"))
    # seat 2 holds every other card
    left = Counter(full_deck())
    for code in ("G5", "G6", "B3", "B4", "R4"):
        left[c(code)] -= 1
    seat2 = ",".join(x.code for x in sorted(left.elements(), key=lambda x: x.code))
    s = P(f"G5,G6/B3,B4/{seat2} R4 - R 0 + 0 play 0,0,0")
    do(s, 0, Draw())
    assert len(s.hands[0]) == 2 and s.current == 1
    del hands


def test_draw_two_with_nothing_left_draws_what_there_is():
    left = Counter(full_deck())
    for code in ("RD", "G6", "B3", "B4", "R4", "R9"):
        left[c(code)] -= 1
    seat2 = ",".join(x.code for x in sorted(left.elements(), key=lambda x: x.code))
    s = P(f"RD,G6/B3,B4/{seat2} R4 R9 R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RD")))  # R9 from the pile, then R4 reshuffled from under the Draw Two
    assert len(s.hands[1]) == 4 and s.current == 2 and s.discard == [c("RD")]
    assert s.draw_pile == []


# ------------------------------------------------------------------ option combinations
def test_same_type_stacked_fours_challenge_of_the_last_moves_the_whole_total_guilty():
    """RB §6 same_type: 'a challenged stacked Wild Draw Four moves the whole pending total'.
    Seat 0's four (fair), seat 1 stacks a four while holding the colour seat 0 named (a bluff):
    seat 2 challenges seat 1, guilty: seat 1 draws 8, seat 2 draws nothing and plays."""
    s = P("W4,G1,G2/W4,B4,B5/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(stacking="same_type"))
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Play(c("W4"), Y))
    assert s.pending == 8 and s.current == 2 and s.phase is Phase.CHALLENGE
    do(s, 2, Challenge())
    assert len(s.hands[1]) == 2 + 8 and len(s.hands[2]) == 2 and s.current == 2
    assert s.color is Y


def test_same_type_stacked_fours_challenge_innocent_draws_total_plus_two():
    s = P("W4,G1,G2/W4,R4,R5/Y3,Y4/G5,G6 R1 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(stacking="same_type"))
    do(s, 0, Play(c("W4"), B))
    do(s, 1, Play(c("W4"), Y))
    do(s, 2, Challenge())
    assert len(s.hands[2]) == 2 + 10 and s.current == 3


def test_stacking_gives_up_the_challenge_of_the_first_four():
    s = P("W4,R1,G2/W4,R6,R5/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(stacking="same_type"))
    do(s, 0, Play(c("W4"), B))  # a bluff (seat 0 holds R1)
    do(s, 1, Play(c("W4"), G))  # fair: seat 1 holds no blue
    do(s, 2, Challenge())       # judges seat 1's four only
    assert len(s.hands[2]) == 2 + 10 and len(s.hands[0]) == 2


def test_house_jump_in_seven_swaps_again():
    """house: jump-in and Seven-O. Seat 0 plays Red 7 and swaps with seat 2; seat 1 jumps in
    with the other Red 7 and swaps with seat 0; play goes on from seat 1 (seat 2 next)."""
    s = P("R7,G1,G2/R7,B4,B5/Y3,Y4,Y5,Y6/G5,G6 R4 * R 0 + 0 play 0,0,0,0", preset("house"))
    do(s, 0, Play(c("R7"), target=2))
    assert sorted(x.code for x in s.hands[0]) == ["Y3", "Y4", "Y5", "Y6"]
    assert sorted(x.code for x in s.hands[2]) == ["G1", "G2"]
    do(s, 1, Play(c("R7"), target=0))
    assert sorted(x.code for x in s.hands[1]) == ["Y3", "Y4", "Y5", "Y6"]
    assert sorted(x.code for x in s.hands[0]) == ["B4", "B5"]
    assert s.current == 2


def test_house_zero_passes_hands_in_the_direction_of_play():
    """RB §6 seven_o: 'a 0 passes every hand to the next player in the current direction'
    (one 0 per colour: nobody can jump in on it)."""
    s = P("Y0,G1,G2/B4,B5/Y4,Y5,Y6/G5,G6,G7,G8 R4,Y3 * Y 0 - 0 play 0,0,0,0", preset("house"))
    do(s, 0, Play(c("Y0")))
    # counter-clockwise: seat 3 gets seat 0's, seat 2 seat 3's, seat 1 seat 2's, seat 0 seat 1's
    assert sorted(x.code for x in s.hands[3]) == ["G1", "G2"]
    assert sorted(x.code for x in s.hands[2]) == ["G5", "G6", "G7", "G8"]
    assert sorted(x.code for x in s.hands[1]) == ["Y4", "Y5", "Y6"]
    assert sorted(x.code for x in s.hands[0]) == ["B4", "B5"]
    assert s.current == 3


def test_draw_until_playable_with_force_play_must_play_it():
    s = P("G5,G6/B3,B4/Y3,Y9 R4 Y1,B2,R8,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True, force_play=True))
    do(s, 0, Draw())
    assert len(s.hands[0]) == 5 and s.drawn == c("R8")
    assert Pass() not in legal_actions(s, 0)
    assert [a for a in legal_actions(s, 0) if isinstance(a, Play)] == [Play(c("R8"))]
    do(s, 0, Play(c("R8")))
    assert s.current == 1


def test_draw_until_playable_force_play_wild_draw_four_bluff_may_be_kept():
    s = P("R5,G6/B3,B4/Y3,Y9 R4 W4,* R 0 + 0 play 0,0,0 rules=custom",
          Rules(draw_until_playable=True, force_play=True))
    do(s, 0, Draw())
    assert s.drawn == c("W4") and Pass() in legal_actions(s, 0)


def test_force_play_drawn_wild_must_be_played():
    s = P("G5,G6/B3,B4/Y3,Y9 R4 W,* R 0 + 0 play 0,0,0 rules=custom", Rules(force_play=True))
    do(s, 0, Draw())
    assert Pass() not in legal_actions(s, 0)


def test_jump_in_draw_two_official_cancels():
    """RB §6 jump_in: 'a jumped-in Draw Two hits the jumper's next player for 2, not 4'."""
    s = P("RD,G1,G2/B3,B4/RD,Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("RD")))
    do(s, 2, Play(c("RD")))
    assert s.pending == 2 and s.current == 3
    do(s, 3, Draw())
    assert len(s.hands[3]) == 4 and len(s.hands[1]) == 2 and s.current == 0


def test_jump_in_skips_the_players_in_between():
    s = P("R5,G1,G2/B3,B4/Y3,Y4/R5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom", Rules(jump_in=True))
    do(s, 0, Play(c("R5")))
    do(s, 3, Play(c("R5")))
    assert s.current == 0


def test_jump_in_by_the_player_whose_turn_it_is_is_just_a_play():
    s = P("R5,G1,G2/R5,B4/Y3,Y4/G5,G6 R4 * R 0 + 0 play 0,0,0,0 rules=custom", Rules(jump_in=True))
    do(s, 0, Play(c("R5")))
    do(s, 1, Play(c("R5")))
    assert s.current == 2


# ------------------------------------------------------------------ scoring modes
def test_penalty_scoring_each_adds_own_hand_first_to_target_loses_lowest_wins():
    """RB §5 penalty: 'each player scores the points in their own hand as penalty; the first to
    reach the target loses; lowest wins.'"""
    s = P("R5/B9,W/Y3,Y9 R4 * R 0 + 0 play 10,60,20 round=3 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [10, 60 + 59, 20 + 12]
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.match_loser == 1


def test_penalty_scoring_lowest_wins_even_if_not_the_round_winner():
    s = P("R5/B9,W/Y3 R4 * R 0 + 0 play 40,60,0 round=3 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [40, 119, 3]
    assert s.match_winner == 2 and s.match_loser == 1


def test_challenge_uno_reaching_target_eliminates_last_two_head_to_head():
    """RB §5 challenge: 'a player reaching the target (500) is eliminated from the match; the
    last two play head-to-head under the two-player rules; the last one left wins.'"""
    s = P("R5/B9,W/Y3 R4 * R 0 + 0 play 40,450,0 round=3 uno=0 rules=custom",
          Rules(scoring="challenge"))
    do(s, 0, Play(c("R5")))
    assert s.scores == [40, 509, 3] and s.eliminated == [False, True, False]
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert len(s.hands[1]) == 0 and len(s.hands[0]) == 7 and len(s.hands[2]) == 7


def test_elimination_goes_on_until_one_is_left_who_loses():
    s = P("R5/B9,B8/Y3,Y4 R4 * R 0 + 0 play 0,0,0 uno=0 rules=custom",
          Rules(scoring="elimination"))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.PLAY and s.finished == [0] and s.current == 1


def test_teams_pairs_partner_goes_out_team_scores_opponents_hands():
    s = P("R5/B9,B8/Y3,Y4/G1,G2 R4 * R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(teams="pairs"))
    do(s, 0, Play(c("R5")))
    assert s.result.points == 9 + 8 + 1 + 2
    assert s.scores == [20, 0, 20, 0]


# ------------------------------------------------------------------ the colour rule enforced
def test_wd4_challenge_off_colour_rule_is_plain_legality():
    """RB §3: 'With wd4_challenge off, the restriction becomes plain legality': holding blue
    (the colour in play) the four is refused; holding only a matching number (R4 on B4) or
    another wild it is allowed, and the victim draws at once (no challenge)."""
    rules = Rules(wd4_challenge=False)
    s = P("W4,B1,G1/B3,B5/Y3,Y9 B4 * B 0 + 0 play 0,0,0 rules=custom", rules)
    assert reason(s, 0, Play(c("W4"), G)) == "wd4_not_allowed"
    s = P("W4,R4,W/B3,B5/Y3,Y9 B4 B6,B7,B8,B9,* B 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.PLAY and len(s.hands[1]) == 6 and s.current == 2


def test_wd4_anytime_no_restriction_no_challenge():
    s = P("W4,B1,G1/B3,B5/Y3,Y9 B4 * B 0 + 0 play 0,0,0 rules=custom", Rules(wd4_anytime=True))
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.PLAY and len(s.hands[1]) == 6 and s.current == 2
