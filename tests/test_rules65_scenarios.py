"""rules65: rule-sheet combinations checked from outside and found right (they pass): each plays
from a position through the public API, every step checked valid, 108 cards, round trip
(tests/rules_scenario_kit.py). The failing findings are in tests/test_rules65_validator.py."""

from __future__ import annotations

from rules_scenario_kit import B, G, P, R, Y, c, do, reason

from core import (
    Accept,
    CallUno,
    Catch,
    Challenge,
    Draw,
    NextRound,
    Pass,
    Play,
    Rules,
    full_deck,
    legal_actions,
    new_game,
    preset,
)
from core.game import Phase
from core.position import check_position, format_position, parse_position


def full(top: list[str], pile: list[str], first: list[list[str]]) -> str:
    """Hands holding every card but the discard ``top`` (bottom first) and the stacked draw
    ``pile``: ``first`` as given, the rest to the last seat."""
    deck = [x.code for x in full_deck()]
    for code in [*top, *pile, *(x for h in first for x in h)]:
        deck.remove(code)
    hands = [list(h) for h in first]
    hands[-1] += deck
    return f"{'/'.join(','.join(h) for h in hands)} {','.join(top)} {','.join(pile) or '-'}"


# ------------------------------------------------------------------ going out on a draw card
def test_going_out_on_a_wild_draw_four_the_four_drawn_cards_are_scored():
    """Mattel 2008: "If the last card played in a hand is a Draw Two or Wild Draw Four card, the
    next player must draw the 2 or 4 cards respectively. These cards are counted when points
    are totaled." No challenge on a last card (decision 18). 3 + 9 + 20 + 50 + 50 + 3 + 4."""
    s = P("W4/R1,G2/Y3/B4 R5 R9,BS,W,W4,* R 0 + 0 play 10,20,30,40 uno=0")
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.ROUND_OVER and len(s.hands[1]) == 6
    assert s.result.points == 139 and s.scores == [149, 20, 30, 40]


def test_going_out_on_a_four_stacked_on_a_four_the_next_draws_eight_all_scored():
    """Progressive UNO (house): the last card a Wild Draw Four stacked on one: nobody stacks on
    a finished round (decision 8), seat 1 draws the 8 and they are scored."""
    s = P("W4/R1,G2/Y3/B4 W4 R9,BS,W,W4,G1,G2,G3,G4,* G 0 + 4:W4 challenge 10,20,30,40 uno=0 "
          "by=3 fresh=1 wd4=3:0:R:fair", preset("house"))
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.ROUND_OVER and len(s.hands[1]) == 10
    assert s.result.points == 3 + 9 + 20 + 50 + 50 + 1 + 2 + 3 + 4 + 3 + 4


def test_going_out_on_a_draw_two_under_jump_in_the_draw_is_at_once_nobody_jumps_in():
    """Jump-in makes a Draw Two wait for its victim (decision 16), but a last card ends the
    round: the next player draws at once and nobody may jump in on it; the two are scored."""
    s = P("RD/R1,G2/RD,Y3/B4,B5 R5 G9,B9,* R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(jump_in=True))
    do(s, 0, Play(c("RD")))
    assert s.phase is Phase.ROUND_OVER and s.pending == 0 and len(s.hands[1]) == 4
    assert legal_actions(s, 2) == []
    assert s.result.points == 1 + 2 + 9 + 9 + 20 + 3 + 4 + 5 and s.scores[0] == 53


# ------------------------------------------------------------------ the draw pile runs out
def test_reshuffle_mid_penalty_the_discard_under_the_top_becomes_the_pile():
    """RULES.md §3: "Draw pile empty: shuffle the discard pile except its top card into a new
    draw pile". The victim of a four accepts 4 with one card in the pile: it takes that card,
    then three of the four reshuffled from under the four; the four stays on top."""
    text = full(["B1", "B2", "B3", "B5", "W4"], ["R9"], [["G1", "G2"], ["Y1", "Y2"], []])
    s = P(f"{text} G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:B:fair")
    do(s, 1, Accept())
    assert len(s.hands[1]) == 6 and "R9" in [x.code for x in s.hands[1]]
    assert [x.code for x in s.discard] == ["W4"] and len(s.draw_pile) == 1
    assert s.current == 2


def test_reshuffle_mid_challenge_the_innocent_challenger_takes_what_there_is():
    """A wrongful challenger draws 6 (4 + 2) with only 4 cards to draw in all (1 in the pile,
    3 under the top): it draws 4 and loses its turn; the four names the colour still."""
    text = full(["B1", "B2", "B5", "W4"], ["R9"], [["G1", "G2"], ["Y1", "Y2"], []])
    s = P(f"{text} G 1 + 4:W4 challenge 0,0,0 by=0 fresh=1 wd4=0:1:B:fair")
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 2 + 4 and s.current == 2 and s.color is G
    assert [x.code for x in s.discard] == ["W4"] and s.draw_pile == []


def test_nothing_to_draw_under_draw_until_playable_the_turn_passes():
    """draw_until_playable with nothing to draw at all (decision 25): no card, the turn passes,
    no endless loop."""
    text = full(["B1"], [], [["G1", "G2"], ["Y1", "Y2"], []])
    s = P(f"{text} B 0 + 0 play 0,0,0 by=2 rules=custom", Rules(draw_until_playable=True))
    do(s, 0, Draw())
    assert len(s.hands[0]) == 2 and s.current == 1 and s.drawn is None


# ------------------------------------------------------------------ the target
def test_reaching_exactly_the_target_ends_the_match_one_short_does_not():
    """Mattel: "The WINNER is the first player to reach 500 points." 480 + 20 is 500: over;
    479 + 20 is 499: the match goes on."""
    s = P("R5/B9,B8,Y3/-/- R4 * R 0 + 0 play 480,0 uno=0".replace("/-/-", ""))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.scores == [500, 0] and s.match_winner == 0
    s = P("R5/B9,B8,Y3 R4 * R 0 + 0 play 479,0 uno=0")
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER and s.scores == [499, 0]


def test_a_target_of_fifty_and_per_card_points():
    """target_score 50: a Skip, Reverse, Draw Two (20 each), a Wild and a Wild Draw Four (50
    each) and a 0 score 150 at once."""
    s = P("R5/BS,GR,YD,W,W4,B0 R4 * R 0 + 0 play 0,0 uno=0 rules=custom",
          Rules(target_score=50))
    do(s, 0, Play(c("R5")))
    assert s.result.points == 160 and s.phase is Phase.MATCH_OVER


def test_penalty_scoring_a_tie_on_points_and_cards_seat_order_decides():
    """penalty: lowest wins, highest loses; ties on cards then seat order (docs/RULES.md)."""
    s = P("R5/B9/Y9/G9 R4 * R 0 + 0 play 10,91,91,10 uno=0 rules=custom",
          Rules(scoring="penalty", target_score=100))
    do(s, 0, Play(c("R5")))
    assert s.scores == [10, 100, 100, 19]
    assert (s.match_winner, s.match_loser) == (0, 2)


# ------------------------------------------------------------------ stacking and challenges
def test_any_a_bluffed_four_covered_by_a_draw_two_in_its_colour_is_never_judged():
    """stacking any: seat 0's four is a bluff (it holds red); seat 1 stacks a green Draw Two on
    it (decision 37) instead of challenging (decision 1: stacking gives up the challenge):
    seat 2 faces 6 with a Draw Two on top, and may not challenge."""
    s = P("W4,R1,R2/GD,B3,B4/Y1,Y2,Y3 R5 * R 0 + 0 play 0,0,0 by=2 rules=custom",
          Rules(stacking="any"))
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.CHALLENGE
    do(s, 1, Play(c("GD")))
    assert s.phase is Phase.PLAY and s.pending == 6 and s.wd4 is None
    assert legal_actions(s, 2) == [Draw()]
    do(s, 2, Draw())
    assert len(s.hands[2]) == 9 and s.current == 0


def test_progressive_no_draw_two_on_a_four_stacked_on_a_draw_two():
    """stacking progressive: +4 on +2, never +2 on +4 (the seeds' reading)."""
    s = P("RD,G1/W4,B3/GD,Y2 R5 * R 0 + 0 play 0,0,0 by=2 rules=custom",
          Rules(stacking="progressive"))
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("W4"), G))  # holds no red: fair
    assert reason(s, 2, Play(c("GD"))) == "cannot_stack"
    do(s, 2, Challenge())  # innocent: 6 + 2
    assert len(s.hands[2]) == 2 + 8 and s.current == 0


def test_same_type_two_fours_the_first_a_bluff_only_the_last_is_judged():
    """Progressive UNO: seat 0 bluffs (holds red), seat 1 stacks a fair four; seat 2 challenges
    the last four, seat 1's: innocent, seat 2 draws 8 + 2. The first bluff is never judged."""
    s = P("W4,R1,R2/W4,B3,B4/Y1,Y2,Y3 R5 * R 0 + 0 play 0,0,0 by=2", preset("house"))
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Play(c("W4"), B))
    do(s, 2, Challenge())
    assert len(s.hands[2]) == 3 + 10 and s.current == 0 and s.color is B


def test_same_type_a_guilty_stacked_four_its_victim_then_plays_normally():
    """Progressive UNO, decision 1: seat 1's stacked four is a bluff against green (the colour
    seat 0's four named): seat 1 draws the whole 8, seat 2 plays a normal turn."""
    s = P("W4,R1,R2/W4,G3,B4/Y1,Y2,B3 R5 * R 0 + 0 play 0,0,0 by=2", preset("house"))
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Play(c("W4"), B))
    do(s, 2, Challenge())
    assert len(s.hands[1]) == 2 + 8 and s.current == 2 and s.color is B
    do(s, 2, Play(c("B3")))


# ------------------------------------------------------------------ UNO windows and a four
def test_a_four_down_to_one_card_catch_before_the_victim_answers_not_after():
    """Decision 17: after a Wild Draw Four the victim's answer is the next turn move; catch
    before it. Seat 0 plays its four down to one card without UNO; seat 2 catches (2 cards);
    then the victim accepts. Same again: the victim accepts first, and nobody can catch."""
    s = P("W4,B1/R1,G2/Y3,Y4 R5 * R 0 + 0 play 0,0,0 by=2")
    do(s, 0, Play(c("W4"), G))
    assert Catch(0) in legal_actions(s, 2)
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3
    s = P("W4,B1/R1,G2/Y3,Y4 R5 * R 0 + 0 play 0,0,0 by=2")
    do(s, 0, Play(c("W4"), G))
    do(s, 1, Accept())
    assert Catch(0) not in legal_actions(s, 2) and s.catchable is None


def test_late_call_in_the_challenge_phase_is_safe():
    """RULES.md §4: "A player who calls it late but before anyone catches them is safe": the
    offender calls UNO while its four waits for an answer."""
    s = P("W4,B1/R1,G2/Y3,Y4 R5 * R 0 + 0 play 0,0,0 by=2")
    do(s, 0, Play(c("W4"), G))
    do(s, 0, CallUno())
    assert s.catchable is None and Catch(0) not in legal_actions(s, 2)


# ------------------------------------------------------------------ seven-o and jump-in
def test_seven_o_a_zero_counter_clockwise_passes_hands_that_way_and_cannot_be_jumped():
    """Seven-O + Jump-In (house): play runs counter-clockwise; seat 2 plays Red 0: every hand
    passes to the next player counter-clockwise (seat s's hand to seat s-1). A deck holds one
    0 of a colour, so nobody can jump in on it; seat 1 plays next."""
    s = P("G1,G2/B1,B2,B3/R0,Y2,Y3,Y4/G5,G6,G7,G8,G9 R4 * R 2 - 0 play 0,0,0,0 by=3",
          preset("house"))
    before = [list(h) for h in s.hands]
    do(s, 2, Play(c("R0")))
    assert s.hands[1] == before[2][1:] and s.hands[0] == before[1]
    assert s.hands[3] == before[0] and s.hands[2] == before[3]
    assert s.current == 1 and s.direction == -1
    assert not any(isinstance(a, Play) for seat in (0, 3) for a in legal_actions(s, seat))


def test_seven_o_a_seven_jumped_in_with_its_last_card_goes_out_no_swap():
    """Decision 4 + jump-in: a jumper's last card 7 goes out, nothing is swapped."""
    s = P("R7/B1,B2,B3/R7,Y2,Y3 R4 * R 2 + 0 play 0,0,0 by=1 uno=0", preset("house"))
    do(s, 2, Play(c("R7"), target=1))
    do(s, 0, Play(c("R7")))
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0


# ------------------------------------------------------------------ the first card, every kind
def test_the_first_card_under_house_rules_each_kind():
    """RULES.md §2 for every first card, under the house preset and three or two seats (seeds
    searched): Draw Two drawn at once, Skip skips, Reverse (dealer first), Wild waits for its
    colour; never a Wild Draw Four; every deal a valid position that reads back."""
    for players in (2, 3):
        seen = set()
        for seed in range(300):
            s = new_game(preset("house"), players, seed)
            check_position(s)
            text = format_position(s)
            assert format_position(parse_position(text, s.rules, 0)) == text
            first = s.discard[0]
            assert first.code != "W4"
            d, n = s.dealer, players
            kind = first.code if first.is_wild else first.code[1]
            seen.add(kind)
            if kind == "D":
                assert s.current == (d + 2) % n and len(s.hands[(d + 1) % n]) == 9
            elif kind == "S":
                assert s.current == (d + 2) % n
            elif kind == "R":
                assert s.current == d and s.direction == -1
            elif kind == "W":
                assert s.phase is Phase.CHOOSE_COLOR and s.current == (d + 1) % n
            else:
                assert s.current == (d + 1) % n and s.direction == 1
        assert {"D", "S", "R", "W"} <= seen


def test_next_round_after_a_round_won_by_going_out_on_a_four_winner_deals():
    """Mattel 2008: the winner deals the next round."""
    s = P("W4/R1,G2/Y3/B4 R5 * R 0 + 0 play 0,0,0,0 uno=0 dealer=3")
    do(s, 0, Play(c("W4"), Y))
    do(s, None, NextRound())
    assert s.dealer == 0 and s.round_no == 2 and all(len(h) >= 7 for h in s.hands)


def test_a_pass_after_a_drawn_card_is_kept():
    """Official: a drawn playable card may be kept (no force_play)."""
    s = P("B1,B2/G1,G2/Y1,Y2 R5 R9,* R 0 + 0 play 0,0,0 by=2")
    do(s, 0, Draw())
    assert s.drawn == c("R9")
    do(s, 0, Pass())
    assert s.current == 1 and R is not None


# ------------------------------------------------------------------ teams and elimination
def test_teams_going_out_on_a_four_the_opponent_draws_and_the_team_scores_it_not_the_partner():
    """RULES.md §5 teams: "the team scores the points of all opponents' hands when either
    partner goes out"; the last four's draw is the next player's (an opponent) and is scored.
    Seat 2 (the partner) holds 50 points that count for nobody."""
    s = P("W4/R1/W/B4 R5 G9,B9,Y9,R9,* R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(teams="pairs"))
    do(s, 0, Play(c("W4"), G))
    assert s.result.points == 1 + 9 * 4 + 4 and s.scores == [41, 0, 41, 0]


def test_teams_elimination_a_last_draw_two_waits_for_the_opponent_under_jump_in():
    """Elimination + teams + jump-in (decision 16, 18): seat 0 goes out on a Draw Two; the
    draw waits for seat 1 (its partner seat 2 is still in, so the round goes on), who draws 2;
    play goes to seat 2."""
    s = P("RD/R1,G2/Y3,Y4/B4,B5 R5 G9,B9,* R 0 + 0 play 0,0,0,0 uno=0 rules=custom",
          Rules(teams="pairs", scoring="elimination", jump_in=True))
    do(s, 0, Play(c("RD")))
    assert s.finished == [0] and s.pending == 2 and s.current == 1
    do(s, 1, Draw())
    assert len(s.hands[1]) == 4 and s.current == 2


def test_two_players_accept_a_four_with_nothing_to_draw_play_comes_back():
    """Two players, nothing left to draw (decision 25: a penalty draws what there is): the
    victim accepts, draws nothing, and play comes back to the four's player."""
    text = full(["W4"], [], [["G1", "G2"], []])
    s = P(f"{text} G 1 + 4:W4 challenge 0,0 by=0 fresh=1 wd4=0:1:R:fair")
    before = len(s.hands[1])
    do(s, 1, Accept())
    assert len(s.hands[1]) == before and s.current == 0
