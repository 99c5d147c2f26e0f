"""rules51: combinations of options (seven-o x UNO, death number / judgement day x teams or two
players, draw-until-playable x house options, two-player reverse/skip, last card an action).

Each test names the line of the rule book (the rule book (../shared/RULES.md), "RB") or docs/RULES.md
("DR") it checks."""

from __future__ import annotations

from core_testkit import assert_illegal
from test_house_kit import c, do, hand, table, wild

from core import (
    Catch,
    Challenge,
    Color,
    DeathNumber,
    Draw,
    Judgement,
    Pass,
    Play,
    Rules,
    legal_actions,
)
from core.game import Phase


# ----------------------------------------------------------------- Seven-O and UNO
# RB §6 seven_o "playing a 7 swaps hands with a chosen player"; DR decision 5 "A hand you receive
# by a swap ... counts as called, and nobody can catch you for it."
def test_seven_swap_after_a_missed_uno_nobody_can_catch_either_player() -> None:
    rules = Rules(seven_o=True)
    state = table(["R7 G2", "Y1", "Y3 Y4 B5", "Y5 Y6 B6"], "R5", rules)
    do(state, 0, Play(c("R7"), target=1))  # no UNO called; seat 0 keeps G2, swaps it for Y1
    assert hand(state, 0) == ["Y1"] and hand(state, 1) == ["G2"]
    for seat in (2, 3):
        assert Catch(0) not in legal_actions(state, seat)
        assert Catch(1) not in legal_actions(state, seat)
    assert state.uno_called[0] and state.uno_called[1]


def test_zero_rotation_backwards_passes_hands_the_way_of_play() -> None:
    rules = Rules(seven_o=True)
    state = table(["R0 G2 G3", "Y1 Y9", "Y3 Y4 B5", "Y5 Y6 B6 B7"], "R5", rules, direction=-1)
    do(state, 0, Play(c("R0")))
    # direction -1: the next player of seat 0 is seat 3, so seat 0's hand goes to seat 3
    assert hand(state, 3) == ["G2", "G3"]
    assert hand(state, 2) == ["Y5", "Y6", "B6", "B7"]
    assert hand(state, 1) == ["Y3", "Y4", "B5"]
    assert hand(state, 0) == ["Y1", "Y9"]
    assert state.current == 3


# RB §4 "A player who plays their second-to-last card must call UNO. If another player catches
# them before the next player begins a turn"; a 7 leaving one card, swapped with a big hand,
# and with false_catch_penalty the catch is a false one.
def test_seven_o_catching_the_swapper_after_the_swap_is_a_false_catch() -> None:
    rules = Rules(seven_o=True, false_catch_penalty=2)
    state = table(["R7 G2", "Y1 Y2 Y7", "Y3 Y4 B5", "Y5 Y6 B6"], "R5", rules,
                  pile="B1 B2 B3 B4")
    do(state, 0, Play(c("R7"), target=1))
    assert len(state.hands[0]) == 3
    do(state, 2, Catch(0))
    assert len(state.hands[2]) == 3 + 2 and len(state.hands[0]) == 3


# --------------------------------------------------- death number / judgement day
# RB §6 death_number "when an opponent plays a number card"; DR "under teams: not your partner"
def test_death_number_teams_partner_card_refused_opponent_card_wins_for_the_team() -> None:
    rules = Rules(death_number=True, teams="pairs")
    # seats 0 and 2 partners; seat 2 holds 3+3 = 6, a multiple of 3
    state = table(["R3 G9", "Y3 Y9", "B3 G3", "Y5 Y6"], "R5", rules)
    do(state, 0, Play(c("R3")))
    assert DeathNumber() not in legal_actions(state, 2)
    do(state, 1, Play(c("Y3")))
    assert DeathNumber() in legal_actions(state, 2)
    do(state, 2, DeathNumber())
    assert state.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER)
    assert state.result.winner == 2 and state.result.how == "death_number"
    # standard scoring: the team scores the opponents' hands: seat 1 Y9 (9), seat 3 Y5 Y6 (11)
    assert state.scores == [20, 0, 20, 0]


def test_death_number_two_players_current_player_claims_on_opponents_card() -> None:
    rules = Rules(death_number=True)
    state = table(["R4 G9 B1", "Y2 Y6"], "R5", rules)
    do(state, 0, Play(c("R4")))
    assert state.current == 1
    assert DeathNumber() in legal_actions(state, 1)  # 2+6 = 8 = 2 x 4
    do(state, 1, DeathNumber())
    assert state.result.winner == 1 and state.scores == [0, 10]  # (G9 B1 left in seat 0)


# RB §6 judgement_day; two players: "play continues after them" = the other player
def test_judgement_two_players_out_of_turn_throw_play_goes_to_the_other() -> None:
    rules = Rules(judgement_day=True)
    state = table(["R4 G9 B1 B2", "Y1 G2 G5"], "R5", rules)
    state.dates = [[1, 2], [3, 4]]
    do(state, 0, Play(c("R4")))
    assert state.current == 1
    # seat 0 holds B1 B2: spells seat 1's? no: seat 1's date 3-4 -> 3,4. Seat 1 holds Y1 G2:
    # spells seat 0's date 1-2 (Y1, G2), out of... it is seat 1's turn anyway
    acts = [a for a in legal_actions(state, 1) if isinstance(a, Judgement)]
    assert acts and all(a.target == 0 for a in acts)
    do(state, 1, Judgement(0, Color.RED))
    assert hand(state, 1) == ["G5"] and state.color is Color.RED and state.current == 0


# RB §6 judgement_day "if the thrown cards show all four colours, that player wins the round";
# with teams, standard scoring: the team scores the opponents' hands, not the winner's own.
def test_judgement_four_colours_with_teams_scores_opponents_only() -> None:
    rules = Rules(judgement_day=True, teams="pairs")
    state = table(["R1 Y2 G2 B5 R9", "Y7 Y8", "G7 G8", "B7 B8"], "R5", rules)
    state.dates = [[3, 3], [12, 25], [4, 4], [6, 6]]
    acts = [a for a in legal_actions(state, 0) if isinstance(a, Judgement)]
    assert Judgement(1, None) in acts
    do(state, 0, Judgement(1, None))
    assert state.result.how == "judgement" and state.result.winner == 0
    # opponents seats 1 and 3: 15 + 15 = 30; seat 0 keeps R9, partner seat 2 keeps 15: not counted
    assert state.result.points == 30
    assert state.scores == [30, 0, 30, 0]


# ------------------------------------------------ draw until playable x house options
# RB §3 "Variant draw_until_playable"; "force_play (a playable drawn card must be played)"
def test_draw_until_playable_with_force_play_must_play_the_card_found() -> None:
    rules = Rules(draw_until_playable=True, force_play=True)
    state = table(["B1 B2", "Y1", "Y3", "Y5"], "R5", rules, pile="G1 G2 R8 G3")
    do(state, 0, Draw())
    assert hand(state, 0) == ["B1", "B2", "G1", "G2", "R8"]
    assert state.drawn == c("R8")
    assert Pass() not in legal_actions(state, 0)
    assert_illegal(state, 0, Pass(), "must_play_drawn_card")


def test_draw_until_playable_under_a_pending_penalty_takes_the_penalty_only() -> None:
    rules = Rules(draw_until_playable=True, stacking="draw2")
    state = table(["RD B1", "Y1 Y2", "Y3", "Y5"], "R5", rules, pile="G1 G2 G4 R8")
    do(state, 0, Play(c("RD")))
    do(state, 1, Draw())
    assert hand(state, 1) == ["Y1", "Y2", "G1", "G2"]
    assert state.current == 2


def test_draw_until_playable_runs_the_pile_out_and_reshuffles() -> None:
    rules = Rules(draw_until_playable=True)
    state = table(["B1 B2", "Y1", "Y3", "Y5"], "R5", rules, pile="G1 G2",
                  under="R7", rest=3)
    do(state, 0, Draw())
    # G1, G2, then the reshuffled discard (R7 only, the top R5 stays): R7 is playable
    assert hand(state, 0) == ["B1", "B2", "G1", "G2", "R7"]
    assert state.drawn == c("R7") and state.card_count() == 108


# RB §3 draw_when_playable false ("one source forbids it") x jump-in: a playable card held
# forbids drawing
def test_draw_when_playable_off_refuses_draw_with_a_wild_in_hand() -> None:
    rules = Rules(draw_when_playable=False)
    state = table(["W B2", "Y1", "Y3", "Y5"], "R5", rules)
    assert_illegal(state, 0, Draw(), "cannot_draw_with_playable")


# ------------------------------------------------------------ two players
# RB §3 "Two players: Reverse acts as Skip, so the player who played it plays again"
def test_two_players_reverse_plays_again_and_off_passes_the_turn() -> None:
    on = table(["RR G2 G3", "Y1 Y2"], "R5", Rules())
    do(on, 0, Play(c("RR")))
    assert on.current == 0
    off = table(["RR G2 G3", "Y1 Y2"], "R5", Rules(two_player_rules=False))
    do(off, 0, Play(c("RR")))
    assert off.current == 1


def test_two_players_draw_two_official_opponent_draws_and_play_comes_back() -> None:
    s = table(["RD G2 G3", "Y1 Y2"], "R5", Rules(), pile="B1 B2 B3")
    do(s, 0, Play(c("RD")))
    assert len(s.hands[1]) == 4 and s.current == 0


def test_two_players_wd4_accepted_play_comes_back_challenge_innocent_too() -> None:
    s = table(["W4 G2 G3", "Y1 Y2"], "R5", Rules(), pile="B1 B2 B3 B4 B6 B7 B8")
    do(s, 0, wild("W4", "blue"))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 8 and s.current == 0


# RB §3 two players + jump-in: a Skip jumped in by the skipped opponent brings play back to it
def test_two_players_jump_in_skip_by_the_skipped_player() -> None:
    s = table(["RS G2 G3", "RS Y2"], "R5", Rules(jump_in=True))
    do(s, 0, Play(c("RS")))
    assert s.current == 0
    do(s, 1, Play(c("RS")))  # jump in: skips seat 0, plays again
    assert s.current == 1


# ------------------------------------------------ last card an action or wild
# RB §5 "If that card was Draw Two or Wild Draw Four, the next player still draws before scoring."
def test_last_card_wd4_next_player_draws_four_before_scoring_no_challenge() -> None:
    s = table(["W4", "Y1 Y2", "Y3", "Y5"], "R5", Rules(), pile="B1 B2 B3 B4")
    do(s, 0, wild("W4", "blue"))
    assert s.phase is Phase.ROUND_OVER
    assert hand(s, 1) == ["Y1", "Y2", "B1", "B2", "B3", "B4"]
    assert s.result.points == 3 + 10 + 3 + 5 + 50 * 0 + 0


def test_last_card_skip_and_reverse_score_plainly() -> None:
    s = table(["RS", "Y1 Y2", "Y3", "Y5"], "R5", Rules())
    do(s, 0, Play(c("RS")))
    assert s.phase is Phase.ROUND_OVER and s.result.points == 11


def test_last_card_wild_with_powers_goes_out_without_power() -> None:
    s = table(["W", "Y1 Y2", "Y3", "Y5"], "R5", Rules(wild_powers=True))
    do(s, 0, Play(c("W"), Color.RED, target=1, power="swap"))
    assert s.phase is Phase.ROUND_OVER and hand(s, 1) == ["Y1", "Y2"]


def test_last_card_seven_under_seven_o_swaps_nothing() -> None:
    s = table(["R7", "Y1 Y2", "Y3", "Y5"], "R5", Rules(seven_o=True))
    do(s, 0, Play(c("R7"), target=1))
    assert s.phase is Phase.ROUND_OVER and hand(s, 1) == ["Y1", "Y2"] and hand(s, 0) == []


# RB §5 elimination: the last card a Draw Two, play goes on: next draws and is skipped
def test_elimination_last_card_draw_two_victim_draws_next_one_plays() -> None:
    s = table(["RD", "Y1 Y2", "Y3", "Y5 Y6"], "R5", Rules(scoring="elimination"),
              pile="B1 B2")
    do(s, 0, Play(c("RD")))
    assert s.phase is Phase.PLAY and 0 in s.finished
    assert hand(s, 1) == ["Y1", "Y2", "B1", "B2"] and s.current == 2


# DR decision 10: two-player rules apply when exactly two players are still in the round
def test_elimination_two_left_reverse_acts_as_skip() -> None:
    s = table(["R1", "RR Y2", "Y3 Y4", "Y5 Y6"], "R5", Rules(scoring="elimination"))
    s.finished = []
    do(s, 0, Play(c("R1")))   # seat 0 out; 1, 2, 3 left
    do(s, 1, Play(c("RR")))   # three left: reverses, seat 0 is out so seat 3 is next
    assert s.current == 3 and s.direction == -1


# RB §4 UNO: a jump-in down to one card without calling can be caught
def test_jump_in_down_to_one_without_uno_can_be_caught_until_next_move() -> None:
    s = table(["R5 G2 G3", "Y1 Y2", "R5 Y4", "Y5 Y6"], "R3", Rules(jump_in=True),
              pile="B1 B2 B3")
    do(s, 0, Play(c("R5")))
    do(s, 2, Play(c("R5")))  # jump-in, one card left, no UNO
    assert s.current == 3
    assert Catch(2) in legal_actions(s, 0)
    do(s, 0, Catch(2))
    assert len(s.hands[2]) == 3


# DR decision 6 (teams and elimination) x jump-in: the jumper goes out, one team is left
def test_teams_elimination_jump_in_last_card_ends_round_first_team_out_wins() -> None:
    rules = Rules(scoring="elimination", teams="pairs", jump_in=True)
    # seat 2 (team 0) already out; seat 0 (team 0) jumps in with its last card
    s = table(["R5", "R5 Y2", "Y3", "Y5 Y6"], "R3", rules)
    s.discard.extend(s.hands[2])
    s.hands[2] = []
    s.finished = [2]
    s.current = 1
    do(s, 1, Play(c("R5")))
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER
    assert s.result.winner == 2 and s.result.loser in (1, 3)
    assert s.team_of(s.match_loser) == 1


# RB §6 jump-in: "play continues from the jumper and the skipped-over players lose their turn"
# under seven-o: a jumped-in 7 swaps, and play continues after the jumper
def test_jump_in_seven_swaps_and_play_continues_after_jumper() -> None:
    rules = Rules(jump_in=True, seven_o=True)
    s = table(["R7 G2 G3", "Y1 Y2", "R7 Y4 B4", "Y5 Y6 B6 B7"], "R3", rules)
    do(s, 0, Play(c("R7"), target=3))
    assert hand(s, 0) == ["Y5", "Y6", "B6", "B7"] and s.current == 1
    do(s, 2, Play(c("R7"), target=1))
    assert hand(s, 2) == ["Y1", "Y2"] and hand(s, 1) == ["Y4", "B4"]
    assert s.current == 3
