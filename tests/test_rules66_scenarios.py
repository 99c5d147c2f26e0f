"""rules66: rule-sheet scenarios checked from outside and found right (they pass): each plays
from a position through the public API, every step checked valid, 108 cards, round trip
(tests/rules_scenario_kit.py). The failing findings are in tests/test_rules66_findings.py."""

from __future__ import annotations

from rules_scenario_kit import B, G, P, R, Y, c, do, reason

from core import (
    CallUno,
    Catch,
    Challenge,
    DeathNumber,
    Draw,
    Judgement,
    NextRound,
    Play,
    Rules,
    legal_actions,
    new_game,
    preset,
)
from core.game import Phase
from core.position import check_position


# ------------------------------------------------------------------ ten seats
def test_ten_seats_ten_cards_each_deal_leaves_seven_to_draw():
    """RULES.md §2: 2–10 players, hand_size up to 10: 100 dealt, one turned, 7 left."""
    for seed in range(30):
        s = new_game(Rules(hand_size=10), 10, seed)
        check_position(s)
        extra = 2 if s.discard[0].code.endswith("D") else 0
        assert sum(len(h) for h in s.hands) == 100 + extra
        assert len(s.draw_pile) == 7 - extra


def test_ten_seats_skip_by_the_last_seat_skips_seat_0():
    s = P("R5,G7/R1,G1/R2,G2/R3,G3/R4,G4/R6,G6/R8,G8/R9,G9/Y1,Y2/RS,B2 Y3,R7 * R 9 + 0 play "
          "0,0,0,0,0,0,0,0,0,0")
    do(s, 9, Play(c("RS"), uno=True))
    assert s.current == 1


def test_ten_seats_reverse_by_seat_0_goes_to_seat_9():
    s = P("RR,G7/R1,G1/R2,G2/R3,G3/R4,G4/R6,G6/R8,G8/R9,G9/Y1,Y2/Y5,B2 Y3,R7 * R 0 + 0 play "
          "0,0,0,0,0,0,0,0,0,0")
    do(s, 0, Play(c("RR"), uno=True))
    assert s.current == 9 and s.direction == -1


def test_ten_seats_pairs_five_teams_the_partner_opposite_scores_too():
    """Teams: with k teams seat s plays for team s mod k; 10 seats in pairs make 5 teams, seat 3
    and seat 8 partners; going out, both score every other team's hands, seat 8's counts for
    nobody."""
    rules = Rules(teams="pairs")
    s = P("R5/R1/R2/R4/G4/R6/G6/R8/G8,G9/Y1 Y3,R7 * R 3 + 0 play 0,0,0,0,0,0,0,0,0,0 "
          "uno=0,1,2,3,4,5,6,7,9 rules=custom", rules)
    do(s, 3, Play(c("R4")))
    pts = 5 + 1 + 2 + 4 + 6 + 6 + 8 + 1  # every hand but seats 3 and 8
    assert s.result.points == pts and s.scores[3] == s.scores[8] == pts
    assert [x for i, x in enumerate(s.scores) if i not in (3, 8)] == [0] * 8


# ------------------------------------------------------------------ two seats
def test_two_seats_draw2_stacking_the_loser_of_the_stack_draws_four_and_play_comes_back():
    """Two players, stacking draw2: seat 0's +2, seat 1's +2 on it; seat 0 cannot stack, draws
    4 and loses the turn: play comes back to seat 1 (RULES.md §3 two players, §6)."""
    s = P("RD,G7,G1/BD,G2,Y5 Y3,R3 * R 0 + 0 play 0,0 rules=custom", Rules(stacking="draw2"))
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("BD")))
    assert s.pending == 4 and s.current == 0
    do(s, 0, Draw())
    assert len(s.hands[0]) == 6 and s.current == 1 and s.pending == 0


def test_two_seats_seven_o_the_seven_swaps_with_the_opponent_a_one_card_hand_counts_called():
    """Seven-O at two seats: seat 0 plays its 7 from two cards without calling; it swaps with
    seat 1, whose three cards it takes; seat 1 gets the one card and its UNO counts as called
    (decision 5): nobody can catch either."""
    s = P("R7,G1/B2,B3,B4 Y3,R3 * R 0 + 0 play 0,0 rules=custom", Rules(seven_o=True))
    assert reason(s, 0, Play(c("R7"))) != ""  # a 7 names the player it swaps with
    do(s, 0, Play(c("R7"), target=1))
    assert [x.code for x in s.hands[1]] == ["G1"] and len(s.hands[0]) == 3
    assert s.uno_called[1] and s.catchable is None
    assert not any(isinstance(a, Catch) for a in legal_actions(s, 0))


# ------------------------------------------------------------------ seven-o and the window
def test_zero_rotation_moves_the_unpaid_one_card_hand_away_and_closes_its_window():
    """Seat 0 plays a 0 from two cards without calling UNO: the window would open on its one
    card, but the 0 passes every hand on: seat 1 gets that card (counted called, decision 5)
    and seat 0 holds seat 2's hand — nobody is left to catch."""
    s = P("R0,G1/B2,B3/B4,B5,B6 Y3,R3 * R 0 + 0 play 0,0,0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R0")))
    assert [x.code for x in s.hands[1]] == ["G1"] and s.uno_called[1]
    assert len(s.hands[0]) == 3 and s.catchable is None


def test_seven_jumped_in_on_a_seven_swaps_again_and_play_goes_on_from_the_jumper():
    """House rules: seat 0's R7 swaps with seat 1 (seat 1 now holds G1,G2); seat 2 jumps in
    with the other R7 and swaps with seat 1 too: seat 2 takes G1,G2, and play goes on from
    the jumper (seat 0 next)."""
    s = P("R7,G1,G2/B2,B3,B9/R7,B4,B5 Y3,R3 * R 0 + 0 play 0,0,0", preset("house"))
    do(s, 0, Play(c("R7"), target=1))
    assert len(s.hands[0]) == 3 and len(s.hands[1]) == 2
    do(s, 2, Play(c("R7"), target=1))
    assert [x.code for x in s.hands[2]] == ["G1", "G2"] and s.current == 0


# ------------------------------------------------------------------ challenges with jump-in
def test_jump_in_four_on_a_four_awaiting_its_challenge_the_first_is_never_judged():
    """Decision 2: seat 0's bluffed four (held red) waits for seat 1; seat 3 jumps in with a
    four: the first four is never judged, seats 1 and 2 lose their turn, and seat 0 — the
    next after the jumper — may challenge seat 3, judged against the colour the first named
    (green: seat 3 holds G5, guilty). Official jump-in cancels: 4, not 8."""
    rules = Rules(jump_in=True)
    s = P("W4,R1,R2/Y1,Y2/B1,B2/W4,G5,Y9 Y3,R3 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), G))
    assert s.phase is Phase.CHALLENGE and s.wd4.bluff
    do(s, 3, Play(c("W4"), B))
    assert s.phase is Phase.CHALLENGE and s.current == 0 and s.pending == 4
    assert s.wd4.offender == 3 and s.wd4.previous_color is G and s.wd4.bluff
    do(s, 0, Challenge())
    assert len(s.hands[3]) == 2 + 4 and s.current == 0 and s.color is B


def test_jump_in_stacks_four_on_a_four_moves_eight_and_an_innocent_challenge_draws_ten():
    rules = Rules(jump_in=True, jump_in_stacks=True)
    s = P("W4,R1,R2/Y1,Y2/B1,B2/W4,Y8,Y9 Y3,R3 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), G))
    do(s, 3, Play(c("W4"), B))
    assert s.pending == 8 and not s.wd4.bluff
    do(s, 0, Challenge())
    assert len(s.hands[0]) == 2 + 10 and s.current == 1


# ------------------------------------------------------------------ a round ending on each kind
def test_last_card_skip_reverse_wild_end_the_round_with_nothing_else():
    for card, color in (("RS", None), ("RR", None), ("W", G)):
        s = P(f"{card}/R1,G2/Y3 Y9,R5 * R 0 + 0 play 0,0,0 uno=0")
        do(s, 0, Play(c(card), color))
        assert s.phase is Phase.ROUND_OVER and s.result.points == 1 + 2 + 3
        assert [len(h) for h in s.hands] == [0, 2, 1]


def test_last_wild_with_a_power_and_last_seven_under_seven_o_do_nothing():
    s = P("W/R1,G2/Y3 Y9,R5 * R 0 + 0 play 0,0,0 uno=0 rules=custom", Rules(wild_powers=True))
    do(s, 0, Play(c("W"), G, target=1, power="swap"))
    assert s.phase is Phase.ROUND_OVER and [len(h) for h in s.hands] == [0, 2, 1]
    s = P("R7/R1,G2/Y3 Y9,R5 * R 0 + 0 play 0,0,0 uno=0 rules=custom", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), target=1))
    assert s.phase is Phase.ROUND_OVER and [len(h) for h in s.hands] == [0, 2, 1]


# ------------------------------------------------------------------ death number, judgement
def test_death_number_multiple_of_a_played_number():
    """Seat 1 plays R4; seat 2's hand 3 + 5 = 8, twice 4: it wins at once (§6)."""
    s = P("R5,G6/R4,G1/Y3,B5 Y9,R9 * R 1 + 0 play 0,0,0 rules=custom", Rules(death_number=True))
    do(s, 1, Play(c("R4"), uno=True))
    assert DeathNumber() in legal_actions(s, 2) and DeathNumber() not in legal_actions(s, 0)
    do(s, 2, DeathNumber())
    assert s.result.winner == 2 and s.result.how == "death_number"
    assert s.result.points == 5 + 6 + 1


def test_judgement_date_ten_ten_needs_two_zeros_and_two_ones():
    """12-25 → 1,2,2,5 (§6); so 10-10 → 1,0,1,0: two zeros (the deck has four), two ones."""
    rules = Rules(judgement_day=True)
    s = P("R1,G0,B1,Y0,G5/R2,G2/Y3,B5 Y9,R9 * R 1 + 0 play 0,0,0 dates=1-2/10-10/3-3 "
          "rules=custom", rules)
    acts = [a for a in legal_actions(s, 0) if isinstance(a, Judgement)]
    assert {a.target for a in acts} == {1}
    do(s, 0, Judgement(1, None))
    assert s.result.winner == 0 and s.result.how == "judgement"  # R, G, B, Y: four colours


def test_next_round_the_winner_deals_and_the_seat_after_plays():
    s = P("R4/R5/B2 Y3,R3 * R 0 + 0 play 30,20,10 uno=0")
    do(s, 0, Play(c("R4")))
    do(s, None, NextRound())
    assert s.dealer == 0 and s.round_no == 2


# ------------------------------------------------------------------ UNO windows by kind of card
def test_window_after_a_draw_two_drawn_at_once_stays_until_the_next_player_moves():
    """Official: seat 0's Draw Two from two cards, no call; seat 1 draws at once and makes no
    move, so seat 1 may still catch (decision 17) until seat 2 moves."""
    s = P("RD,G7/R1,G1/R2,G2 Y3,R3 B1,B2,B3,B4,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RD")))
    assert s.current == 2 and s.catchable == 0 and Catch(0) in legal_actions(s, 1)
    do(s, 2, Play(c("R2")))
    assert s.catchable == 2 and Catch(0) not in legal_actions(s, 1)  # (seat 2's own window)


def test_window_after_a_four_without_challenges_drawn_at_once_stays_until_the_next_moves():
    rules = Rules(wd4_challenge=False)
    s = P("W4,G7/R1,G1/R2,G2 Y3,B3 B1,B2,B3,B4,* B 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("W4"), R))
    assert len(s.hands[1]) == 6 and s.current == 2 and s.catchable == 0
    do(s, 1, Catch(0))
    assert len(s.hands[0]) == 3


def test_window_after_a_skip_at_two_seats_closes_with_the_players_own_next_move():
    s = P("RS,G7/R1,G1 Y3,R3 B1,B2,B3,B4,* R 0 + 0 play 0,0")
    do(s, 0, Play(c("RS")))
    assert s.current == 0 and s.catchable == 0 and Catch(0) in legal_actions(s, 1)
    do(s, 0, CallUno())
    assert s.catchable is None and s.uno_called[0]


def test_window_after_a_reverse_at_three_seats_is_open_for_the_seat_it_turns_to():
    s = P("RR,G7/R1,G1/R2,G2 Y3,R3 B1,B2,B3,B4,* R 0 + 0 play 0,0,0")
    do(s, 0, Play(c("RR")))
    assert s.current == 2 and s.catchable == 0
    do(s, 2, Catch(0))
    assert len(s.hands[0]) == 3 and s.current == 2


# ------------------------------------------------------------------ going out on a set
def test_going_out_on_a_set_of_two_draw_twos_the_next_draws_four_before_scoring():
    """§5: "If that card was Draw Two … the next player still draws"; §6 multi-play: N Draw
    Twos add 2N."""
    rules = Rules(multi_play="same_value")
    s = P("RD,BD/R1,G1/R2,G2 Y3,R3 B1,B2,B3,B4,* R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RD"), also=(c("BD"),)))
    assert s.phase is Phase.ROUND_OVER and len(s.hands[1]) == 6
    assert s.result.points == 1 + 1 + 1 + 2 + 3 + 4 + 2 + 2


# ------------------------------------------------------------------ reshuffles at odd moments
def _all_but(hands: list[str], discard: list[str]) -> str:
    """The last hand gets every card not written elsewhere (stacked pile empty)."""
    from core import full_deck

    deck = [x.code for x in full_deck()]
    for code in [*discard, *(x for h in hands for x in h.split(",") if x)]:
        deck.remove(code)
    return "/".join([*hands[:-1], ",".join([*hands[-1].split(","), *deck])])


def test_a_catch_reshuffles_the_pile_under_a_stack_of_draw_twos_the_stack_still_counts():
    """Stacking draw2, the draw pile empty: seat 1 stacks a Draw Two on seat 0's, leaving one
    card without calling; seat 2 catches it: the 2 penalty cards come from the discard pile
    reshuffled under the top Draw Two — seat 0's Draw Two with it. The stack of 4 still
    waits for seat 2 (RULES.md §3 reshuffle; the pile's leftover, one Draw Two, bounds
    nothing, POSITION.md PENDING)."""
    rules = Rules(stacking="draw2")
    hands = _all_but(["RD,G7,G8", "BD,G1", "Y1"], ["Y3", "R3", "R4", "R5"])
    s = P(f"{hands} Y3,R3,R4,R5 - R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("RD")))
    do(s, 1, Play(c("BD")))
    assert s.pending == 4 and s.catchable == 1 and s.current == 2
    do(s, 2, Catch(1))
    assert [x.code for x in s.discard] == ["BD"] and len(s.hands[1]) == 3
    assert s.pending == 4 and len(s.draw_pile) == 3
    do(s, 2, Draw())
    assert s.pending == 0 and s.current == 0 and s.draw_pile == []


def test_a_wrong_challenge_reshuffles_under_the_four_the_named_colour_stands():
    """The four's victim challenges wrongly with the draw pile empty: its 6 (4 + 2) come from
    the six cards under the four, reshuffled (the four stays on top); the colour stands."""
    hands = _all_but(["W4,G7", "R1,G1", "Y1"], ["B3", "B4", "B5", "B6", "B7", "B8"])
    s = P(f"{hands} B3,B4,B5,B6,B7,B8 - B 0 + 0 play 0,0,0", None)
    do(s, 0, Play(c("W4"), Y))
    assert s.phase is Phase.CHALLENGE and not s.wd4.bluff
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 2 + 6 and s.color is Y and [x.code for x in s.discard] == ["W4"]
    assert s.current == 2
