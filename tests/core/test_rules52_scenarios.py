"""rules52: scenario tests from the rule book (/work/shared/RULES.md, "RB") and docs/RULES.md
("DR"), set up as exact tables (position notation, docs/POSITION.md, or the house kit's
``table``). Options and combinations: stacking x multi-play, jump-in on pending penalties,
seven-o x teams/elimination, scoring modes and match ends, death number, judgement day,
draw-to-match, force play, challenge corners, reshuffles in the middle of a penalty.

A test marked ``# FINDING`` failed before the fix: it states what the engine now does (the
refusal sentences, fixrules52); findings 1 and 2 are decisions docs/RULES.md states, and their
tests check the decision."""

from __future__ import annotations

from collections import Counter

import pytest
from test_house_kit import c, do, hand, table, wild

from core import (
    CallUno,
    Catch,
    Challenge,
    Color,
    DeathNumber,
    Draw,
    IllegalAction,
    Judgement,
    NextRound,
    Pass,
    Play,
    Rules,
    check,
    full_deck,
    legal_actions,
    view,
)
from core.game import REASONS, Phase
from core.position import check_position, format_position, parse_position


def P(text: str, rules: Rules | None = None, seed: int = 0):
    state = parse_position(text, rules, seed)
    check_position(state)
    return state


def conserved(state) -> None:
    cards = Counter()
    for h in state.hands:
        cards.update(h)
    cards.update(state.discard)
    cards.update(state.draw_pile)
    cards.update(state.given)
    assert cards == Counter(full_deck()) and sum(cards.values()) == 108


def refusal(state, seat, action) -> IllegalAction:
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return info.value


# ============================================================ stacking x multi-play
# RB §6 multi_play "N Draw Twos add 2N"; stacking draw2 "+2 on +2"; DR decision 3.
def test_draw2_stacking_a_pair_of_draw_twos_on_a_pending_two_makes_six() -> None:
    rules = Rules(stacking="draw2", multi_play="identical")
    s = P("RD,G5,G6/BD,BD,Y1/Y2,Y3/Y4,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    pair = Play(c("BD"), also=(c("BD"),))
    assert pair in legal_actions(s, 1)
    do(s, 1, pair)
    assert s.pending == 6 and s.current == 2 and s.color is Color.BLUE
    do(s, 2, Draw())
    assert len(s.hands[2]) == 2 + 6 and s.current == 3
    conserved(s)


# RB §6 same_type: Progressive UNO "one draw card per turn".
def test_same_type_refuses_a_pair_of_draw_twos_on_a_pending_two() -> None:
    rules = Rules(stacking="same_type", multi_play="identical")
    s = P("RD,G5,G6/BD,BD,Y1/Y2,Y3/Y4,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    assert Play(c("BD"), also=(c("BD"),)) not in legal_actions(s, 1)
    assert Play(c("BD")) in legal_actions(s, 1)


# RB §6 progressive "(also +4 on +2, never +2 on +4)": a set of Draw Twos on a four neither.
def test_progressive_no_draw_twos_on_a_four_single_or_set() -> None:
    rules = Rules(stacking="progressive", multi_play="same_value", wd4_challenge=False)
    s = table(["W4 Y1 Y2", "RD GD G5", "Y7 Y8", "G3 G4"], "B2", rules)
    do(s, 0, wild("W4", "red"))
    assert s.pending == 4 and s.current == 1
    plays = [a for a in legal_actions(s, 1) if isinstance(a, Play)]
    assert plays == []


# RB §6 progressive: W4 on a pending D2 adds 4: 6 in all; the victim draws them all.
def test_progressive_four_on_a_two_then_draw_six_with_a_reshuffle_in_the_middle() -> None:
    rules = Rules(stacking="progressive", wd4_challenge=False)
    # draw pile only 2 cards; the discard holds 8 under the top: the victim draws 2, the
    # discard (without its top) is shuffled in, then 4 more.
    s = table(["RD Y1 Y2", "W4 B5", "G7 G8", "G3 G4"], "R2", rules,
              pile="B1 B3", under="Y5 Y6 Y7 Y8 Y9 B6 B7 B8", rest=3)
    do(s, 0, Play(c("RD")))
    do(s, 1, wild("W4", "green"))
    assert s.pending == 6 and s.current == 2
    do(s, 2, Draw())
    assert len(s.hands[2]) == 2 + 6
    assert s.current == 3 and s.pending == 0
    assert s.discard[-1] == c("W4")  # the top card stays
    assert any(ev["type"] == "reshuffle" for ev in s.log)
    conserved(s)


# RB §3 "If both are exhausted (all cards in hands), a player who must draw simply cannot; the
# turn passes." A penalty of 8 with only 3 cards left to draw.
def test_penalty_larger_than_every_card_left_draws_what_there_is_and_turn_passes() -> None:
    rules = Rules(stacking="same_type", wd4_challenge=False)
    s = table(["W4 Y1 Y2", "W4 B5", "G7 G8", "G3 G4"], "R2", rules,
              pile="B1", under="Y5 Y6", rest=3)
    do(s, 0, wild("W4", "green"))
    do(s, 1, wild("W4", "blue"))
    assert s.pending == 8
    do(s, 2, Draw())
    # pile B1, then the discard under the top (Y5 Y6 R2 and the first W4): 5 of the 8
    assert len(s.hands[2]) == 2 + 5 and s.current == 3 and s.pending == 0
    conserved(s)


# RB §6 `any`: "+2 on +4"; a set of Draw Twos too (DR decision 3)
def test_any_set_of_draw_twos_in_the_named_colour_on_a_four() -> None:
    rules = Rules(stacking="any", multi_play="identical", wd4_challenge=False)
    s = table(["W4 Y1 Y2", "GD GD G5", "Y7 Y8", "G3 G4"], "B2", rules)
    do(s, 0, wild("W4", "green"))
    pair = Play(c("GD"), also=(c("GD"),))
    assert pair in legal_actions(s, 1)
    do(s, 1, pair)
    assert s.pending == 8 and s.current == 2


# RB §6 multi_play "N Draw Twos add 2N" without stacking (official draw-at-once): the victim
# draws 4 and loses the turn.
def test_official_pair_of_draw_twos_victim_draws_four_and_is_skipped() -> None:
    rules = Rules(multi_play="identical")
    s = table(["RD RD Y1", "B5 B6", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD"), also=(c("RD"),)))
    assert len(s.hands[1]) == 6 and s.current == 2


# RB §6 "N Skips skip N players": two Skips at a table of four skip seats 1 and 2.
def test_two_skips_skip_two_players() -> None:
    rules = Rules(multi_play="identical")
    s = table(["RS RS Y1", "B5 B6", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RS"), also=(c("RS"),)))
    assert s.current == 3


# ============================================================ jump-in on pending penalties
# RB §6 jump_in official: "a jumped-in Draw Two hits the jumper's next player for 2, not 4";
# "the skipped-over players lose their turn".
def test_jump_in_on_a_pending_draw_two_cancels_it_official() -> None:
    rules = Rules(jump_in=True)
    s = P("G4,G5,G6/B1,B2/RD,Y3/Y4,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    assert Play(c("RD")) in legal_actions(s, 2)
    do(s, 2, Play(c("RD")))
    assert s.pending == 2 and s.current == 3
    assert hand(s, 1) == ["B1", "B2"]  # the original victim draws nothing and loses the turn
    do(s, 3, Draw())
    assert len(s.hands[3]) == 4 and s.current == 0


def test_jump_in_stacks_on_a_pending_draw_two_adds_up() -> None:
    rules = Rules(jump_in=True, jump_in_stacks=True)
    s = P("G4,G5,G6/B1,B2/RD,Y3/Y4,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    do(s, 2, Play(c("RD")))
    assert s.pending == 4 and s.current == 3


# jump-in on a Wild Draw Four waiting for its challenge (official: the second cancels the first)
def test_jump_in_on_a_four_awaiting_challenge_moves_the_challenge_to_the_jumper() -> None:
    rules = Rules(jump_in=True)
    s = table(["W4 R1 Y2", "B5 B6", "W4 G8 G9", "G3 G4 Y5"], "R2", rules)
    do(s, 0, wild("W4", "green"))  # a bluff: seat 0 held R1
    assert s.phase is Phase.CHALLENGE and s.current == 1
    do(s, 2, wild("W4", "yellow"))  # seat 2 held G8 (green was current): a bluff too
    assert s.phase is Phase.CHALLENGE and s.current == 3 and s.pending == 4
    assert s.wd4.offender == 2 and s.wd4.victim == 3 and s.wd4.bluff
    do(s, 3, Challenge())
    assert len(s.hands[2]) == 2 + 4 and s.current == 3 and s.color is Color.YELLOW
    assert hand(s, 1) == ["B5", "B6"]


# jump-in on a pending penalty under stacking: the jumper's next player may stack on it
def test_jump_in_under_same_type_next_player_may_stack_on_it() -> None:
    rules = Rules(jump_in=True, stacking="same_type")
    s = P("G4,G5,G6/B1,B2/RD,Y3/GD,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    do(s, 2, Play(c("RD")))
    assert s.pending == 2 and s.current == 3
    assert Play(c("GD")) in legal_actions(s, 3)
    do(s, 3, Play(c("GD")))
    assert s.pending == 4 and s.current == 0


# The victim of a pending Draw Two cannot "jump in" with an identical one without stacking
# (DR decision 16); someone else can.
def test_victim_cannot_jump_in_on_own_pending_penalty() -> None:
    rules = Rules(jump_in=True)
    s = P("G4,G5,G6/RD,B2/Y2,Y3/Y4,Y5 R2,RD * R 1 + 2:D play 0,0,0,0 by=0 fresh=1 "
          "rules=custom", rules)
    assert Play(c("RD")) not in legal_actions(s, 1)
    assert legal_actions(s, 1) == [Draw()]


# jump-in on a Skip: the players in between lose their turn, the one after the jumper is skipped.
def test_jump_in_on_a_skip_skips_the_player_after_the_jumper() -> None:
    rules = Rules(jump_in=True)
    s = table(["RS G5 G6", "B1 B2", "Y2 Y3", "RS Y5"], "R2", rules)
    do(s, 0, Play(c("RS")))
    assert s.current == 2
    do(s, 3, Play(c("RS")))
    assert s.current == 1


# ============================================================ seven-o x teams / elimination
# RB §6 seven_o "swaps hands with a chosen player": the chosen player may be the partner.
def test_seven_swaps_with_the_partner_under_teams() -> None:
    rules = Rules(seven_o=True, teams="pairs")
    s = table(["R7 G5 G6", "B1 B2", "Y2 Y3 Y4 Y6", "Y5 Y7"], "R2", rules)
    assert Play(c("R7"), target=2) in legal_actions(s, 0)
    do(s, 0, Play(c("R7"), target=2))
    assert hand(s, 0) == ["Y2", "Y3", "Y4", "Y6"] and hand(s, 2) == ["G5", "G6"]
    assert s.current == 1


# RB §6 seven_o "a 0 passes every hand to the next player"; elimination: a player out of the
# round holds no hand and gets none.
def test_zero_under_elimination_passes_hands_only_among_players_still_in() -> None:
    rules = Rules(seven_o=True, scoring="elimination")
    s = P("R0,G5,G6/-/Y2,Y3,Y4/B5,B7 R2 * R 0 + 0 play 0,0,0,0 out=1 rules=custom", rules)
    do(s, 0, Play(c("R0")))
    assert hand(s, 1) == []
    assert hand(s, 2) == ["G5", "G6"] and hand(s, 3) == ["Y2", "Y3", "Y4"]
    assert hand(s, 0) == ["B5", "B7"]
    assert s.current == 2


def test_seven_cannot_target_a_player_out_of_the_round() -> None:
    rules = Rules(seven_o=True, scoring="elimination")
    s = P("R7,G5,G6/-/Y2,Y3,Y4/B5,B7 R2 * R 0 + 0 play 0,0,0,0 out=1 rules=custom", rules)
    assert Play(c("R7"), target=1) not in legal_actions(s, 0)
    e = refusal(s, 0, Play(c("R7"), target=1))
    assert e.reason == "bad_target"


# ============================================================ scoring and match ends
# RB §5 standard: "the winner scores the points left in all other hands; first to target wins"
def test_standard_match_end_exactly_at_target() -> None:
    rules = Rules(target_score=100)
    s = P("R5/B9,BS,W/Y2 R2 * R 0 + 0 play 21,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.result.points == 9 + 20 + 50 + 2 == 81
    assert s.scores == [102, 0, 0] and s.phase is Phase.MATCH_OVER and s.match_winner == 0


def test_standard_below_target_round_over_winner_deals_next() -> None:
    rules = Rules(target_score=500)
    s = P("R5/B9,BS,W/Y2 R2 * R 0 + 0 play 21,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER and s.scores == [102, 0, 0]
    do(s, None, NextRound())
    assert s.dealer == 0 and s.round_no == 2
    conserved(s)


# RB §5 penalty: "each player scores the points in their own hand as penalty; the first to reach
# the target loses; lowest wins. Ties for the loser broken by most cards."
def test_penalty_scoring_loser_tie_broken_by_most_cards() -> None:
    rules = Rules(scoring="penalty", target_score=100)
    # seat 1: 95 + (W = 50) = 145 (1 card); seat 2: 95 + 9+9+9+9+7+7 = 145 (6 cards)
    s = P("R5/W/B9,B9,G9,G9,G7,Y7/Y2 R2 * R 0 + 0 play 0,95,95,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.scores == [0, 145, 145, 2]
    assert s.phase is Phase.MATCH_OVER
    assert s.match_loser == 2
    assert s.match_winner == 0


def test_penalty_scoring_goes_on_below_target() -> None:
    rules = Rules(scoring="penalty", target_score=200)
    s = P("R5/W/B9/Y2 R2 * R 0 + 0 play 0,95,95,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.ROUND_OVER and s.scores == [0, 145, 104, 2]


# RB §5 challenge: "a player reaching the target is eliminated from the match; the last two play
# head-to-head under the two-player rules; the last one left wins."
def test_challenge_scoring_elimination_then_head_to_head_reverse_is_skip() -> None:
    rules = Rules(scoring="challenge", target_score=100)
    s = P("R5/W,W/Y2/B3 R2 * R 0 + 0 play 0,0,40,98 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    # seat 3 reaches 101: out; seat 1 has 100: out; seats 0 and 2 play on
    assert s.eliminated == [False, True, False, True]
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.hands[1] == [] and s.hands[3] == [] and len(s.hands[0]) == 7
    conserved(s)


def test_challenge_scoring_last_one_left_wins() -> None:
    rules = Rules(scoring="challenge", target_score=100)
    s = P("R5/W,W/Y2 R2 * R 0 + 0 play 0,0,99,0 elim=3 rules=custom", rules) if False else None
    s = P("R5/W,W/- R2 * R 0 + 0 play 0,20,150 round=2 elim=2 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.eliminated[1] and s.phase is Phase.MATCH_OVER and s.match_winner == 0


# RB §5 elimination: "when a player goes out, they leave the round and play continues among the
# rest until one player is left, who loses"; RB §5 "If that card was Draw Two ... the next
# player still draws before scoring."
def test_elimination_last_out_on_a_draw_two_the_loser_draws_first() -> None:
    rules = Rules(scoring="elimination")
    s = P("-/RD/Y2,Y3 R2 * R 1 + 0 play 0,0,0 out=0 rules=custom", rules)
    do(s, 1, Play(c("RD")))
    assert s.phase is Phase.MATCH_OVER
    assert len(s.hands[2]) == 4
    assert s.result.order == [0, 1, 2] and s.match_loser == 2
    assert s.scores == [0, 0, 0]


# RB §5 single: one round, no match
def test_single_one_round_is_the_match() -> None:
    rules = Rules(scoring="single")
    s = P("R5/B9/Y2 R2 * R 0 + 0 play 0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 0 and s.scores == [11, 0, 0]


# RB §5 teams: "the team scores the points of all opponents' hands when either partner goes out"
def test_teams_standard_partner_hand_not_counted() -> None:
    rules = Rules(teams="pairs")
    s = P("R5/B9/W/Y2 R2 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    do(s, 0, Play(c("R5")))
    assert s.result.points == 11 and s.scores == [11, 0, 11, 0]


# ============================================================ death number / judgement day
# RB §6 death_number: "when an opponent plays a number card, a player whose hand is all number
# cards and whose face values sum to that number or an integer multiple of it"
def test_death_number_on_a_jumped_in_number_card() -> None:
    rules = Rules(death_number=True, jump_in=True)
    s = table(["R4 G9 B1", "Y1 Y2", "R4 B9", "G5 G3"], "R2", rules)
    do(s, 0, Play(c("R4")))
    do(s, 2, Play(c("R4")))  # a jump-in by seat 2: an opponent's number card for seat 3
    assert DeathNumber() in legal_actions(s, 3)  # 5 + 3 = 8 = 2 x 4
    do(s, 3, DeathNumber())
    assert s.result.winner == 3 and s.result.how == "death_number"


def test_death_number_sum_equal_to_the_number_not_only_multiple() -> None:
    rules = Rules(death_number=True)
    s = table(["R9 G9 B1", "Y1 Y2", "Y4 B5", "G5 G3"], "R2", rules)
    do(s, 0, Play(c("R9")))
    assert DeathNumber() in legal_actions(s, 2)
    assert DeathNumber() not in legal_actions(s, 3)  # 8 is not a multiple of 9
    e = refusal(s, 3, DeathNumber())
    assert e.reason == "no_death_number"


def test_death_number_after_the_window_closed_is_refused_late() -> None:
    rules = Rules(death_number=True)
    s = table(["R9 G9 B1", "Y1 Y2", "Y4 B5", "G5 G3"], "R2", rules)
    do(s, 0, Play(c("R9")))
    do(s, 1, Draw())
    e = refusal(s, 2, DeathNumber())
    assert "late" in str(e).lower() or "Too late" in str(e)


# RB §6 judgement_day: "if the thrown cards show all four colours, that player wins the round"
def test_judgement_day_four_colours_wins_and_scores_standard() -> None:
    rules = Rules(judgement_day=True)
    s = table(["R1 Y2 G2 B5 R9", "Y7 Y8", "G7 G8"], "R5", rules, current=1)
    s.dates = [[3, 3], [12, 25], [4, 4]]
    do(s, 0, Judgement(1, None))  # out of turn
    assert s.result.how == "judgement" and s.result.winner == 0
    assert s.result.points == 15 + 15 and s.scores == [30, 0, 0]


def test_judgement_day_throw_not_while_a_penalty_is_pending() -> None:
    rules = Rules(judgement_day=True, stacking="draw2")
    s = table(["RD G5 G6", "Y7 Y8", "R1 Y2 G2 B3 B9"], "R5", rules)
    s.dates = [[12, 25], [9, 9], [4, 4]]
    do(s, 0, Play(c("RD")))
    assert s.pending == 2
    assert not [a for a in legal_actions(s, 2) if isinstance(a, Judgement)]


def test_judgement_day_throw_must_name_a_colour_not_thrown() -> None:
    rules = Rules(judgement_day=True)
    s = table(["R1 Y2 G2 R5 R9", "Y7 Y8", "G7 G8"], "R5", rules)
    s.dates = [[3, 3], [12, 25], [4, 4]]
    # throws R1 Y2 G2 R5 ... no: 1,2,2,5 -> R1 Y2 G2 R5 shows 3 colours: only blue may be named
    acts = [a for a in legal_actions(s, 0) if isinstance(a, Judgement)]
    assert {a.color for a in acts} == {Color.BLUE}
    e = refusal(s, 0, Judgement(1, Color.RED))
    assert e.reason == "judgement_color_thrown"


# ============================================================ draw-to-match, force play
# RB §3 `draw_until_playable` (draw until a playable card comes), with a reshuffle on the way
def test_draw_until_playable_through_a_reshuffle() -> None:
    rules = Rules(draw_until_playable=True)
    s = table(["Y1 Y2", "B5 B6", "G7 G8"], "R2", rules,
              pile="B1 G1", under="R7 G3 B3", rest=2)
    do(s, 0, Draw())
    # B1, G1 (unplayable), then a reshuffle of R7 G3 B3 (only R7 playable); it stops at R7
    assert c("R7") in s.hands[0] and s.drawn == c("R7")
    conserved(s)


def test_draw_until_playable_nothing_playable_anywhere_turn_passes() -> None:
    rules = Rules(draw_until_playable=True)
    s = table(["Y1 Y2", "B5 B6", "G7 G8"], "R2", rules, pile="B1 G1", under="G3 B3", rest=2)
    do(s, 0, Draw())
    assert len(s.hands[0]) == 2 + 4 and s.current == 1 and s.drawn is None
    conserved(s)


# RB §3 force_play: "a playable drawn card must be played"
def test_force_play_pass_refused_with_a_true_sentence() -> None:
    rules = Rules(force_play=True)
    s = table(["Y1 Y2", "B5 B6", "G7 G8"], "R2", rules, pile="R9")
    do(s, 0, Draw())
    assert s.drawn == c("R9")
    assert legal_actions(s, 0) == [Play(c("R9"))]
    e = refusal(s, 0, Pass())
    assert "must" in str(e)


# RB §3 draw_when_playable off: "cannot draw while holding a playable card"
def test_draw_when_playable_off_refuses_draw_but_not_with_a_pending_penalty() -> None:
    rules = Rules(draw_when_playable=False, stacking="draw2")
    s = P("RD,G5,G6/BD,R1/Y2,Y3 R2,RD * R 1 + 2:D play 0,0,0 by=0 fresh=1 rules=custom", rules)
    assert Draw() in legal_actions(s, 1)  # taking the penalty is always allowed


# ============================================================ challenge corners
# RB §3 challenge: "The challenged hand is shown to the challenger alone."
def test_challenge_shows_the_hand_to_the_challenger_alone() -> None:
    s = table(["W4 R1 Y2", "B5 B6", "G7 G8"], "R2", Rules())
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    mine = [ev for ev in view(s, 1)["log"] if ev["type"] == "challenge"]
    theirs = [ev for ev in view(s, 2)["log"] if ev["type"] == "challenge"]
    assert mine and "hand" in str(mine[0])
    assert theirs and "R1" not in str(theirs[0])


# Guilty: "the offender draws 4 instead, the victim draws nothing and then takes a normal turn";
# the challenger's own hand plays on the named colour.
def test_guilty_challenge_victim_plays_on_the_named_colour() -> None:
    s = table(["W4 R1 Y2", "G5 R6", "G7 G8"], "R2", Rules())
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    assert len(s.hands[0]) == 2 + 4 and s.current == 1 and s.color is Color.GREEN
    plays = {a.card.code for a in legal_actions(s, 1) if isinstance(a, Play)}
    assert plays == {"G5"}


# Innocent challenge with the draw pile nearly empty: the challenger draws 6 through a reshuffle
def test_innocent_challenge_six_through_a_reshuffle() -> None:
    s = table(["W4 Y1 Y2", "G5 R6", "G7 G8"], "R2", Rules(), pile="B1 B2",
              under="Y5 Y6 Y7 Y8", rest=2)
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 2 + 6 and s.current == 2
    conserved(s)


# A Wild Draw Four stacked on a Draw Two (progressive) by a player holding the colour in play is
# a bluff (RB §3: "held a card of the colour that was current before the Wild Draw Four"); the
# challenge moves the whole total (RB §6).
def test_progressive_four_on_two_bluff_challenged_offender_draws_six() -> None:
    rules = Rules(stacking="progressive")
    s = table(["RD Y1 Y2", "W4 R5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD")))
    do(s, 1, wild("W4", "blue"))
    assert s.phase is Phase.CHALLENGE and s.pending == 6 and s.wd4.bluff
    do(s, 2, Challenge())
    assert len(s.hands[1]) == 2 + 6 and s.current == 2 and s.color is Color.BLUE


# Decision 1: stacking on a four gives up the challenge; the next victim may challenge the
# *stacked* four only.
def test_same_type_stack_then_innocent_challenge_costs_total_plus_two() -> None:
    rules = Rules(stacking="same_type")
    s = table(["W4 Y1 Y2", "W4 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, wild("W4", "green"))
    do(s, 1, wild("W4", "red"))  # seat 1 holds B5, no green: fair
    do(s, 2, Challenge())
    assert len(s.hands[2]) == 2 + 10 and s.current == 3 and s.color is Color.RED


# Only the victim may challenge (RB §3)
def test_only_the_victim_may_challenge_sentence_true() -> None:
    s = table(["W4 R1 Y2", "G5 R6", "G7 G8"], "R2", Rules())
    do(s, 0, wild("W4", "green"))
    e = refusal(s, 2, Challenge())
    assert e.reason == "not_your_turn"


# ============================================================ refusal sentences
# DR decision 13: "With wd4_challenge = false the colour rule of the Wild Draw Four also holds
# when it is stacked". The refusal should say why: the colour rule, not that a four cannot be
# stacked (under progressive a four CAN be stacked on a Draw Two).
def test_refused_four_on_a_two_under_progressive_says_the_colour_rule() -> None:  # FINDING
    rules = Rules(stacking="progressive", wd4_challenge=False)
    s = table(["RD Y1 Y2", "W4 R5 B5", "G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, Play(c("RD")))
    assert wild("W4", "blue") not in legal_actions(s, 1)
    e = refusal(s, 1, wild("W4", "blue"))
    assert e.reason == "wd4_not_allowed", (e.reason, str(e))


# DR decision 5: a hand received by a swap counts as called; the refusal of a catch should not
# claim the player "called UNO in time".
def test_catch_after_a_seven_swap_sentence_does_not_say_they_called() -> None:  # FINDING
    rules = Rules(seven_o=True)
    s = table(["R7 G2", "Y1", "Y3 Y4 B5", "Y5 Y6 B6"], "R5", rules)
    do(s, 0, Play(c("R7"), target=1))
    e = refusal(s, 2, Catch(0))
    assert str(e) != "That player called UNO in time.", str(e)


def test_format_round_trip_after_each_scenario_step() -> None:
    rules = Rules(stacking="any", jump_in=True, multi_play="same_value", seven_o=True)
    s = P("RD,GD,G5,R7/BD,B2/RD,Y3/GD,Y5,R0 R2,R4 * R 0 + 0 play 0,0,0,0 rules=custom", rules)
    for seat, action in [(0, Play(c("RD"), also=(c("GD"),))), (1, Play(c("BD"))),
                         (2, Draw())]:
        if action not in legal_actions(s, seat):
            break
        do(s, seat, action)
        again = parse_position(format_position(s), rules, 0)
        assert format_position(again) == format_position(s)
        conserved(s)


# RB §3: with `wd4_challenge` on the engine "lets a Wild Draw Four be played at any time" (it is
# playable), and `force_play`: "a playable drawn card must be played". docs/RULES.md decides
# otherwise, and says so: the rule never forces a bluff, so a drawn four that would be one may
# be kept (rules52 #1, a documented decision).
def test_force_play_a_drawn_four_that_would_be_a_bluff_may_be_kept() -> None:
    rules = Rules(force_play=True)
    s = table(["R1 Y2", "B5 B6", "G7 G8"], "R3", rules, pile="W4")
    do(s, 0, Draw())
    assert s.drawn == c("W4")
    assert Pass() in legal_actions(s, 0), "force_play never forces a bluff (docs/RULES.md)"


# RB §5 challenge: "the last two play head-to-head under the two-player rules". docs/RULES.md
# decides they are the table's two-player rules: with `two_player_rules = false` the Reverse
# only flips the direction there too (rules52 #2, a documented decision).
def test_challenge_scoring_head_to_head_follows_the_tables_two_player_rules() -> None:
    rules = Rules(scoring="challenge", target_score=100, two_player_rules=False)
    s = P("RR,R5,G6/-/Y2,Y3/- R2 * R 0 + 0 play 10,120,20,130 round=2 elim=1,3 rules=custom", rules)
    do(s, 0, Play(c("RR")))
    assert s.current == 2, "two_player_rules off: the Reverse only flips the direction"
    rules = Rules(scoring="challenge", target_score=100)
    s = P("RR,R5,G6/-/Y2,Y3/- R2 * R 0 + 0 play 10,120,20,130 round=2 elim=1,3 rules=custom", rules)
    do(s, 0, Play(c("RR")))
    assert s.current == 0, "two_player_rules on: the Reverse acts as a Skip head-to-head"


# RB §4 + §6 multi_play: "a hand made only of cards that can all be played together also
# requires UNO" — so "You can call UNO only when you are down to one card" is false under
# multi-play (a hand of R5 G5 may call, the refusal sentence says it may not).
def test_refused_uno_call_sentence_true_under_multi_play() -> None:  # FINDING (sentence)
    rules = Rules(multi_play="same_value")
    s = table(["R5 G5", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", rules)
    assert CallUno() in legal_actions(s, 0)  # two cards, one value: an UNO hand
    e = refusal(s, 1, CallUno())  # Y1 Y2 Y3: not one
    assert str(e) != REASONS["cannot_call_uno"], str(e)


# Under multi-play a catch of a hand too big to owe UNO (9 cards, more than any set) before
# anyone has played says "Too late ...: play has moved on" — nothing has moved.
def test_refused_catch_sentence_before_any_play_under_multi_play() -> None:  # FINDING (sentence)
    rules = Rules(multi_play="same_value")
    s = table(["R1 R2 R4 R6 R8 G1 G2 G4 G6", "Y1 Y2 Y3", "B5 B6 B7", "G7 G8 G9"], "R3", rules)
    e = refusal(s, 1, Catch(0))
    assert "moved on" not in str(e), str(e)


# RB §6 jump_in: a player "holding a card identical ... may play it at once". A jump-in with the
# identical card but without naming the Wild's colour (or the Seven-O 7's player) is refused with
# "You can only jump in with a card identical to the one just played." — false: the card is
# identical; what is missing is the colour / the player (the sentences a turn play gets).
@pytest.mark.parametrize("first, jump", [
    (wild("W", "green"), Play(c("W"))),
    (Play(c("R7"), target=1), Play(c("R7"))),
])
def test_jump_in_identical_card_missing_colour_or_target_sentence(first, jump) -> None:  # FINDING
    rules = Rules(jump_in=True, seven_o=True)
    s = table(["W R7 G5", "B1 B2", "W R7 Y3", "Y4 Y5"], "R2", rules)
    do(s, 0, first)
    e = refusal(s, 2, jump)
    assert str(e) != REASONS["no_jump_in"], (e.reason, str(e))


# RB §6 judgement_day: "another player's pattern" (seed: 不能是自己定下的日子). A throw on one's
# own date is refused with "You do not hold number cards spelling that player's date." — the
# seat does hold them; the date is its own.
def test_judgement_on_own_date_sentence_true() -> None:  # FINDING (sentence)
    rules = Rules(judgement_day=True)
    s = table(["R1 Y2 G2 B5 R9", "Y7 Y8", "G7 G8"], "R5", rules)
    s.dates = [[12, 25], [3, 3], [4, 4]]
    e = refusal(s, 0, Judgement(0, Color.BLUE))
    assert str(e) != REASONS["no_judgement"], (e.reason, str(e))


# RB §6 death_number needs an opponent's number card. A claim on a Skip from an all-number hand
# is refused with "Your hand is not all numbers summing to a multiple of the number played." —
# the hand is all numbers; no number was played.
def test_death_number_on_a_skip_sentence_true() -> None:  # FINDING (sentence)
    rules = Rules(death_number=True)
    s = table(["RS G9 B1", "Y1 Y2", "Y4 B5", "G5 G3"], "R2", rules)
    do(s, 0, Play(c("RS")))
    e = refusal(s, 2, DeathNumber())
    assert str(e) != REASONS["no_death_number"], (e.reason, str(e))


# RB §3: guilt is "held a card of the colour that was current before the Wild Draw Four": the
# offender's hand, never the challenger's (who may hold that colour too).
def test_challenger_holding_the_old_colour_does_not_matter() -> None:
    s = table(["W4 Y1 Y2", "R5 R6", "G7 G8"], "R2", Rules())
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    assert len(s.hands[1]) == 2 + 6 and len(s.hands[0]) == 2


# After a challenge is settled nothing is pending: a four played next starts a fresh 4 (stacking
# same_type), whichever way the challenge went.
@pytest.mark.parametrize("offender_hand, victim_after", [("W4 R1 Y2", 1), ("W4 Y1 Y2", 2)])
def test_after_a_settled_challenge_a_new_four_starts_from_four(offender_hand, victim_after) -> None:
    rules = Rules(stacking="same_type")
    s = table([offender_hand, "W4 G5 G6", "W4 G7 G8", "G3 G4"], "R2", rules)
    do(s, 0, wild("W4", "green"))
    do(s, 1, Challenge())
    assert s.pending == 0 and s.current == victim_after and s.phase is Phase.PLAY
    do(s, victim_after, wild("W4", "blue"))
    assert s.pending == 4 and s.phase is Phase.CHALLENGE
