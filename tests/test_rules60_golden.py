# ruff: noqa: E501  (the positions are data: one position, one line)
"""rules60: golden playthroughs of the official rules and of house-rule combinations, each from an
exact table written in the position notation (docs/POSITION.md), driven through the engine's public
API (``apply``), and compared with the whole table after the last step (``format_position``).

Each expected line was checked by hand against /work/shared/RULES.md (section quoted in the test
name's docstring below) and docs/RULES.md's decisions:

- two players, Wild Draw Four challenged: innocent, the challenger draws 6 and loses the turn
  (the offender plays again); guilty, the offender draws 4 and the victim plays (RULES.md §3);
- going out on a Draw Two / Wild Draw Four: the next player draws first and those cards are
  scored (§5; a last card is never a bluff, decision 18);
- a late UNO call closes the catch window (§4);
- two players: Skip and Reverse play again; with ``two_player_rules`` off the Reverse only turns;
- Progressive UNO: a stacked bluffing four challenged moves the whole total (§6, decision 1);
- chinese-party: a four on a Draw Two (progressive), another four stacked: 10 drawn;
- multi-play set of 3s then a death number (sum 9); a death number on a jumped-in 3 by the
  player whose own 3 was jumped on (the 3 on top is the jumper's);
- Seven-O's 0 under elimination and under Challenge UNO passes hands round the players still in;
- teams: a 7 swapped with a partner, the received single card counts as called (decision 5);
  death number refused on a partner's card, allowed to an opponent, scoring for both partners;
  penalty scoring's match end with teams (winner and loser of the right teams);
- judgement day: a thrown 7 swaps nothing; four colours under elimination with teams wins the
  round, the team left loses (decision 12).
"""

from __future__ import annotations

import pytest

from core import Accept, CallUno, Challenge, DeathNumber, IllegalAction, Judgement, Play, Rules, apply
from core.cards import Card, Color
from core.position import check_position, format_position, parse_position

R, G, B, Y = Color.RED, Color.GREEN, Color.BLUE, Color.YELLOW


def C(code: str) -> Card:
    return Card.parse(code)


SCENARIOS = [
    (
        "two_players_wd4_innocent_challenger_draws_six_and_loses_turn",
        {},
        "W4,G1,G2/R1,R2 R5 G3,G4,G5,G6,G7,G8,* R 0 + 0 play 0,0",
        [(0, Play(C("W4"), B)), (1, Challenge())],
    ),
    (
        "two_players_wd4_guilty_offender_draws_four_victim_plays",
        {},
        "W4,R9,G2/R1,R2 R5 G3,G4,G5,G6,G7,G8,* R 0 + 0 play 0,0",
        [(0, Play(C("W4"), B)), (1, Challenge())],
    ),
    (
        "going_out_on_draw_two_next_draws_before_scoring",
        {},
        "RD/B1,B2/Y3 R5 G3,G4,* R 0 + 0 play 0,0,0",
        [(0, Play(C("RD")))],
    ),
    (
        "going_out_on_wd4_no_challenge_next_draws_four",
        {},
        "W4/B1,B2/Y3 R5 G3,G4,G5,G6,* R 0 + 0 play 0,0,0",
        [(0, Play(C("W4"), G))],
    ),
    (
        "uno_late_call_is_safe_then_catch_refused",
        {},
        "R2,G1/B1,B2/Y3,Y4 R5 * R 0 + 0 play 0,0,0",
        [(0, Play(C("R2"))), (0, CallUno())],
    ),
    (
        "two_players_skip_and_reverse_play_again",
        {},
        "RS,RR,G1/B1,B2 R5 * R 0 + 0 play 0,0",
        [(0, Play(C("RS"))), (0, Play(C("RR")))],
    ),
    (
        "two_players_reverse_without_two_player_rules_passes",
        {"two_player_rules": False},
        "RS,RR,G1/B1,B2 R5 * R 0 + 0 play 0,0",
        [(0, Play(C("RR")))],
    ),
    (
        "house_stacked_fours_bluff_challenged_moves_whole_total",
        {"stacking": "same_type", "jump_in": True, "seven_o": True},
        "W4,G1,G2/W4,B2,R3/Y3,Y4 R5 G3,G4,G5,G6,G7,G8,G9,G0,* R 0 + 0 play 0,0,0",
        [(0, Play(C("W4"), B)), (1, Play(C("W4"), Y)), (2, Challenge())],
    ),
    (
        "chinese_party_progressive_four_on_two_then_jumped_four_adds",
        {
            "stacking": "progressive",
            "jump_in": True,
            "jump_in_stacks": True,
            "multi_play": "same_value",
            "false_uno_penalty": 2,
            "uno_penalty_per_catcher": True,
        },
        "RD,G1,G2/W4,B2,R3/W4,Y3,Y4/B5,B6 R5 G3,G4,G5,G6,G7,G8,G9,G0,G1,* R 0 + 0 play 0,0,0,0",
        [(0, Play(C("RD"))), (1, Play(C("W4"), B)), (2, Play(C("W4"), Y)), (3, Accept())],
    ),
    (
        "multi_play_same_value_set_of_threes_death_number",
        {"multi_play": "same_value", "death_number": True},
        "R3,G3,B1/B2,B3/Y2,Y7 R5 * R 0 + 0 play 0,0,0",
        [(0, Play(C("G3"), also=(C("R3"),))), (2, DeathNumber())],
    ),
    (
        "death_number_on_a_jumped_in_card_by_the_first_player",
        {"jump_in": True, "death_number": True},
        "R3,B1,B5/R3,B2,B3/Y2,Y1 R5 * R 0 + 0 play 0,0,0",
        [(0, Play(C("R3"))), (1, Play(C("R3"))), (0, DeathNumber())],
    ),
    (
        "seven_o_zero_under_elimination_skips_the_seat_out",
        {"scoring": "elimination", "seven_o": True},
        "R7,R0,G5/B1,B2/Y3,Y4/- G2,R5 * R 0 + 0 play 0,0,0,0 dealer=2 out=3",
        [(0, Play(C("R0")))],
    ),
    (
        "seven_o_zero_under_challenge_scoring_skips_the_eliminated",
        {"scoring": "challenge", "seven_o": True},
        "R0,G1/B1,B2/-/Y4,Y5 R5 * R 0 + 0 play 300,100,510,20 round=2 dealer=3 elim=2",
        [(0, Play(C("R0")))],
    ),
    (
        "teams_seven_swaps_with_partner_one_card_counts_as_called",
        {"teams": "pairs", "seven_o": True},
        "R7,G1/B1,B2/Y2,Y3/G4,G5 R5 * R 0 + 0 play 0,0,0,0",
        [(0, Play(C("R7"), target=2))],
    ),
    (
        "judgement_throw_of_a_seven_swaps_nothing",
        {"seven_o": True, "judgement_day": True},
        "R1,G1,B9/B7,B1,R1,G9/Y2,Y3 R5 * R 0 + 0 play 0,0,0 dates=1-1/2-3/7-1",
        [(1, Judgement(2, Y))],
    ),
    (
        "teams_death_number_scores_the_opponents_hands",
        {"teams": "pairs", "death_number": True},
        "R4,G9/B5,B3/Y2,Y6/G1,G2,G8 R5 * R 0 + 0 play 0,0,0,0",
        [(0, Play(C("R4"))), (2, DeathNumber(), "no_death_number"), (1, DeathNumber())],
    ),
    (
        "penalty_scoring_teams_match_end",
        {"scoring": "penalty", "teams": "pairs", "target_score": 50},
        "R4/B5,B6,BD/Y2,YS/G1,GR,G8 R5 * R 0 + 0 play 30,20,30,20 round=3",
        [(0, Play(C("R4")))],
    ),
    (
        "elimination_teams_judgement_four_colours_wins",
        {"scoring": "elimination", "teams": "pairs", "judgement_day": True},
        "B5,B6,BD/G1,GR/-/R1,G2,B2,Y5,G8 R5 * R 3 + 0 play 0,0,0,0 dealer=2 by=2 fresh=1 out=2 dates=12-25/1-1/3-3/4-4",
        [(3, Judgement(0, None))],
    ),
]

EXPECTED = {
    "two_players_wd4_innocent_challenger_draws_six_and_loses_turn": "G1,G2/R1,R2,G3,G4,G5,G6,G7,G8 R5,W4 * B 0 + 0 play 0,0 by=0 id=2",
    "two_players_wd4_guilty_offender_draws_four_victim_plays": "R9,G2,G3,G4,G5,G6/R1,R2 R5,W4 G7,G8,* B 1 + 0 play 0,0 dealer=1 by=0 id=2",
    "going_out_on_draw_two_next_draws_before_scoring": "-/B1,B2,G3,G4/Y3 R5,RD * R 0 + 0 round_over 13,0,0 by=0 fresh=1 result=0:13:out:0:- id=1",
    "going_out_on_wd4_no_challenge_next_draws_four": "-/B1,B2,G3,G4,G5,G6/Y3 R5,W4 * G 0 + 0 round_over 24,0,0 by=0 fresh=1 result=0:24:out:0:- id=1",
    "uno_late_call_is_safe_then_catch_refused": "G1/B1,B2/Y3,Y4 R5,R2 * R 1 + 0 play 0,0,0 dealer=2 by=0 fresh=1 uno=0 id=2",
    "two_players_skip_and_reverse_play_again": "G1/B1,B2 R5,RS,RR * R 0 + 0 play 0,0 by=0 fresh=1 catch=0 id=2",
    "two_players_reverse_without_two_player_rules_passes": "RS,G1/B1,B2 R5,RR * R 1 - 0 play 0,0 dealer=1 by=0 fresh=1 id=1 rules=custom",
    "house_stacked_fours_bluff_challenged_moves_whole_total": "G1,G2/B2,R3,G3,G4,G5,G6,G7,G8,G9,G0/Y3,Y4 R5,W4,W4 * Y 2 + 0 play 0,0,0 dealer=2 by=1 id=3 rules=house",
    "chinese_party_progressive_four_on_two_then_jumped_four_adds": "G1,G2/B2,R3/Y3,Y4/B5,B6,G3,G4,G5,G6,G7,G8,G9,G0,G1,G6 R5,RD,W4,W4 * Y 0 + 0 play 0,0,0,0 by=2 id=4 rules=chinese-party",
    "multi_play_same_value_set_of_threes_death_number": "B1/B2,B3/- R5,R3,G3,Y2,Y7 * G 1 + 0 round_over 0,0,6 dealer=2 by=0 fresh=1 result=2:6:death_number:2:- id=2 rules=custom",
    "death_number_on_a_jumped_in_card_by_the_first_player": "-/B2,B3/Y2,Y1 R5,R3,R3,B1,B5 * R 2 + 0 round_over 8,0,0 dealer=2 by=1 fresh=1 result=0:8:death_number:0:- id=3 rules=custom",
    "seven_o_zero_under_elimination_skips_the_seat_out": "Y3,Y4/R7,G5/B1,B2/- G2,R5,R0 * R 1 + 0 play 0,0,0,0 dealer=2 by=0 fresh=1 out=3 id=1 rules=custom",
    "seven_o_zero_under_challenge_scoring_skips_the_eliminated": "Y4,Y5/G1/-/B1,B2 R5,R0 * R 1 + 0 play 300,100,510,20 round=2 dealer=3 by=0 fresh=1 uno=1 elim=2 id=1 rules=custom",
    "teams_seven_swaps_with_partner_one_card_counts_as_called": "Y2,Y3/B1,B2/G1/G4,G5 R5,R7 * R 1 + 0 play 0,0,0,0 dealer=3 by=0 fresh=1 uno=2 id=1 rules=custom",
    "judgement_throw_of_a_seven_swaps_nothing": "R1,G1,B9/B1,G9/Y2,Y3 R5,B7,R1 * Y 2 + 0 play 0,0,0 dealer=2 by=1 dates=1-1/2-3/7-1 id=1 rules=custom",
    "teams_death_number_scores_the_opponents_hands": "G9/-/Y2,Y6/G1,G2,G8 R5,R4,B5,B3 * R 1 + 0 round_over 0,17,0,17 dealer=3 by=0 fresh=1 result=1:17:death_number:1:- id=2 rules=custom",
    "penalty_scoring_teams_match_end": "-/B5,B6,BD/Y2,YS/G1,GR,G8 R5,R4 * R 0 + 0 match_over 52,80,52,80 round=3 by=0 fresh=1 result=0:60:out:0:- winner=0 loser=3 id=1 rules=custom",
    "elimination_teams_judgement_four_colours_wins": "B5,B6,BD/G1,GR/-/G8 R5,R1,B2,G2,Y5 * R 3 + 0 match_over 0,0,0,0 by=3 out=2 dates=12-25/1-1/3-3/4-4 result=3:31:judgement:2,3,1,0:0 winner=3 loser=0 id=1 rules=custom",
}


def _run(kw, start, steps):
    state = parse_position(start + " rules=custom", Rules(**kw), 0)
    check_position(state)
    for step in steps:
        seat, action = step[0], step[1]
        if len(step) == 3:
            with pytest.raises(IllegalAction) as info:
                apply(state, seat, action)
            assert info.value.reason == step[2]
        else:
            apply(state, seat, action)
        check_position(state)
        text = format_position(state)
        assert format_position(parse_position(text, state.rules, 0)) == text
    return state


@pytest.mark.parametrize("name,kw,start,steps", SCENARIOS, ids=[s[0] for s in SCENARIOS])
def test_golden(name, kw, start, steps) -> None:
    state = _run(kw, start, steps)
    assert format_position(state) == EXPECTED[name]


# ---------------------------------------------------------------- the deal and the piles
from core import DECK_SIZE, Draw, GameState, NextRound, full_deck, new_game  # noqa: E402
from core.cards import Rank  # noqa: E402
from core.game import Phase  # noqa: E402


def _all_in_hands(top: str, seat0: list[str]) -> str:
    """Every card but ``top`` in hands: seat 0 holds ``seat0``, seat 1 the rest."""
    rest = [c.code for c in full_deck()]
    rest.remove(top)
    for code in seat0:
        rest.remove(code)
    return f"{','.join(seat0)}/{','.join(rest)} {top} -"


def test_nothing_left_to_draw_the_draw_gives_nothing_and_the_turn_passes() -> None:
    # RULES.md §3: "If both are exhausted (all cards in hands), a player who must draw simply
    # cannot; the turn passes." (decision 25)
    state = parse_position(_all_in_hands("R5", ["B1", "G2"]) + " R 0 + 0 play 0,0", seed=0)
    check_position(state)
    apply(state, 0, Draw())
    assert [c.code for c in state.hands[0]] == ["B1", "G2"]
    assert state.current == 1 and state.phase is Phase.PLAY
    check_position(state)


def test_a_draw_two_with_one_card_left_to_draw_reshuffles_the_discard_pile_under_its_top() -> None:
    # RULES.md §3: "Draw pile empty: shuffle the discard pile except its top card into a new
    # draw pile." Seat 1 must draw 2; the pile holds G1 and the discard pile R9, R4, R5 under RD.
    cards = [c.code for c in full_deck()]
    for code in ["RD", "G1", "R9", "R4", "R5", "B1", "B2"]:
        cards.remove(code)
    state = parse_position(f"RD,B1/B2,{','.join(cards)} R9,R4,R5 G1 R 0 + 0 play 0,0", seed=3)
    check_position(state)
    apply(state, 0, Play(C("RD")))
    hand1 = [c.code for c in state.hands[1]]
    assert hand1[-2] == "G1" and hand1[-1] in {"R9", "R4", "R5"}
    assert [c.code for c in state.discard] == ["RD"]
    assert len(state.draw_pile) == 2 and state.current == 0  # two players: play comes back
    check_position(state)


def _first(rank: Rank, players: int) -> GameState:
    for seed in range(2000):
        state = new_game(Rules(), players, seed)
        if state.discard[0].rank is rank and state.round_no == 1:
            return state
    raise AssertionError(f"no deal turns {rank} up")


@pytest.mark.parametrize("players", [2, 3, 5])
def test_first_card_effects(players: int) -> None:
    # RULES.md §2: Draw Two: the first player draws 2 and loses the turn; Skip: skipped;
    # Reverse: the dealer plays first, play goes the other way; Wild: the first player names it.
    n = players
    s = _first(Rank.DRAW_TWO, n)
    first = (s.dealer + 1) % n
    assert len(s.hands[first]) == 9 and s.current == (first + 1) % n and s.pending == 0
    s = _first(Rank.SKIP, n)
    assert s.current == (s.dealer + 2) % n
    s = _first(Rank.REVERSE, n)
    assert s.current == s.dealer and s.direction == -1
    s = _first(Rank.WILD, n)
    assert s.phase is Phase.CHOOSE_COLOR and s.current == (s.dealer + 1) % n
    for state in (s,):
        assert sum(len(h) for h in state.hands) + len(state.draw_pile) + len(state.discard) == DECK_SIZE


def test_a_wild_draw_four_is_never_the_first_card() -> None:
    # RULES.md §2: "Wild Draw Four: put it back, reshuffle, turn again."
    seen = 0
    for seed in range(3000):
        state = new_game(Rules(), 4, seed)
        assert state.discard[0].rank is not Rank.WILD_DRAW_FOUR
        seen += any(ev["type"] == "first_card_returned" for ev in state.log)
    assert seen  # some deals turned one up and put it back


def test_the_winner_deals_the_next_round() -> None:
    # RULES.md §2: "Afterwards the winner of a round deals the next."
    state = parse_position("R4/B5,B6/Y2,YS R5 * R 0 + 0 play 0,0,0", seed=0)
    apply(state, 0, Play(C("R4")))
    assert state.phase is Phase.ROUND_OVER and state.scores == [33, 0, 0]
    apply(state, None, NextRound())
    assert state.dealer == 0 and state.round_no == 2
    assert all(len(h) == 7 or len(h) == 9 for h in state.hands)


# ---------------------------------------------------------------- more combinations
# wild powers with teams (a swap with one's partner), under elimination (no power on a seat out
# of the round); a judgement day's throw is no play (no jump-in, no death number on it);
# Seven-O with a set of 0s (one pass of the hands); draw2 stacking with a set of Draw Twos and
# a jumped-in one adding up; death number under elimination with teams and under Challenge UNO.
from core import Give  # noqa: E402

SCENARIOS_2 = [
    (
        "wild_powers_teams_swap_with_partner",
        {"teams": "pairs", "wild_powers": True},
        "W,G1,G2,G3,G4/B1,B2/Y2,Y3,Y4/G5,G6 R5 * R 0 + 0 play 0,0,0,0",
        [
            (0, Play(C("W"), B, target=2, power="swap")),
            (0, Give(C("G1"))),
            (0, Give(C("G2"))),
            (0, Give(C("G3"))),
        ],
    ),
    (
        "wild_powers_peek_then_elimination_swap_out_seat_refused",
        {"scoring": "elimination", "wild_powers": True},
        "W,G1,G2/B1,B2/-/Y4,Y5 G5 * G 0 + 0 play 0,0,0,0 dealer=3 by=1 out=2",
        [
            (0, Play(C("W"), R, target=2, power="swap"), "no_power"),
            (0, Play(C("W"), R, target=3, power="peek")),
        ],
    ),
    (
        "judgement_throw_cannot_be_jumped_on_nor_answered_by_death_number",
        {"jump_in": True, "judgement_day": True, "death_number": True},
        "Y1,G1,B9/B7,B1,R1,G9/Y2,Y3,B4/R3,R1,G5 R5 * R 0 + 0 play 0,0,0,0 dates=1-1/2-3/7-1/4-4",
        [(1, Judgement(2, Y)), (3, Play(C("R1")), "no_jump_in"), (3, DeathNumber(), "no_death_number")],
    ),
    (
        "seven_o_multi_play_pair_of_zeros_passes_hands_once",
        {"seven_o": True, "multi_play": "same_value"},
        "R0,G0,G1,G2/B1,B2/Y2,Y3,Y4 R5 * R 0 + 0 play 0,0,0",
        [(0, Play(C("G0"), also=(C("R0"),)))],
    ),
    (
        "stacking_draw2_multi_play_pair_then_jump_in_stacks",
        {"stacking": "draw2", "multi_play": "same_value", "jump_in": True, "jump_in_stacks": True},
        "GD,RD,G1/B1,BD,B3/RD,Y3,Y4/G5,G6 R5 G7,G8,G9,G0,B5,B6,B7,B8,* R 0 + 0 play 0,0,0,0",
        [(0, Play(C("RD"), also=(C("GD"),))), (2, Play(C("RD"))), (3, Draw())],
    ),
    (
        "elimination_teams_death_number_wins_the_round_team_with_most_points_loses",
        {"scoring": "elimination", "teams": "pairs", "death_number": True},
        "R4,G9/B5,B3/Y2,YS/G1,G2 R5 * R 0 + 0 play 0,0,0,0",
        [(0, Play(C("R4"))), (1, DeathNumber())],
    ),
    (
        "challenge_scoring_death_number_others_add_their_own_hands",
        {"scoring": "challenge", "death_number": True, "target_score": 100},
        "R4,G9/B5,B3/Y2,YS/G1,GD R5 * R 0 + 0 play 90,10,50,0 round=2",
        [(0, Play(C("R4"))), (1, DeathNumber())],
    ),
]

EXPECTED_2 = {
    "wild_powers_teams_swap_with_partner": "G4,Y3,Y2,Y4/B1,B2/G1,G2,G3/G5,G6 R5,W * B 1 + 0 play 0,0,0,0 dealer=3 by=0 id=4 rules=custom",
    "wild_powers_peek_then_elimination_swap_out_seat_refused": "G1,G2/B1,B2/-/Y4,Y5 G5,W * R 1 + 0 play 0,0,0,0 dealer=3 by=0 fresh=1 out=2 id=1 rules=custom",
    "judgement_throw_cannot_be_jumped_on_nor_answered_by_death_number": "Y1,G1,B9/B1,G9/Y2,Y3,B4/R3,R1,G5 R5,B7,R1 * Y 2 + 0 play 0,0,0,0 dealer=3 by=1 dates=1-1/2-3/7-1/4-4 id=1 rules=custom",
    "seven_o_multi_play_pair_of_zeros_passes_hands_once": "Y2,Y3,Y4/G1,G2/B1,B2 R5,R0,G0 * G 1 + 0 play 0,0,0 dealer=2 by=0 fresh=1 id=1 rules=custom",
    "stacking_draw2_multi_play_pair_then_jump_in_stacks": "G1/B1,BD,B3/Y3,Y4/G5,G6,G7,G8,G9,G0,B5,B6 R5,GD,RD,RD B7,B8,* R 0 + 0 play 0,0,0,0 by=2 id=3 rules=custom",
    "elimination_teams_death_number_wins_the_round_team_with_most_points_loses": "G9/-/Y2,YS/G1,G2 R5,R4,B5,B3 * R 1 + 0 match_over 0,0,0,0 dealer=3 by=0 fresh=1 result=1:31:death_number:1,0,3,2:2 winner=1 loser=2 id=2 rules=custom",
    "challenge_scoring_death_number_others_add_their_own_hands": "G9/-/Y2,YS/G1,GD R5,R4,B5,B3 * R 1 + 0 round_over 99,10,72,21 round=2 dealer=3 by=0 fresh=1 result=1:52:death_number:1:- id=2 rules=custom",
}


@pytest.mark.parametrize("name,kw,start,steps", SCENARIOS_2, ids=[s[0] for s in SCENARIOS_2])
def test_golden_more(name, kw, start, steps) -> None:
    state = _run(kw, start, steps)
    assert format_position(state) == EXPECTED_2[name]
