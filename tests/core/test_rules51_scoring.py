"""rules51: scoring modes and match ends combined with teams, elimination, challenge UNO,
death number and judgement day. RB = the rule book (../shared/RULES.md), DR = docs/RULES.md."""

from __future__ import annotations

from test_house_kit import c, do, table

from core import Color, DeathNumber, Judgement, NextRound, Play, Rules, legal_actions
from core.game import Phase


# RB §5 standard: "first to target_score (500) wins the match" (reaching it exactly)
def test_standard_reaching_target_exactly_ends_the_match() -> None:
    s = table(["R1", "Y9 Y1", "Y3", "Y5 Y2"], "R5", Rules(target_score=50))
    s.scores = [30, 0, 0, 0]
    do(s, 0, Play(c("R1")))
    assert s.scores[0] == 50 and s.phase is Phase.MATCH_OVER and s.match_winner == 0


# RB §5 standard + teams: "the team scores the points of all opponents' hands"
def test_standard_teams_target_reached_by_partner_points_both_win() -> None:
    s = table(["Y4 G1", "R1", "Y3 B9", "Y5"], "R5", Rules(teams="pairs", target_score=50))
    s.scores = [0, 40, 0, 40]
    s.current = 1
    do(s, 1, Play(c("R1")))
    # opponents seats 0 and 2: 4+1+3+9 = 17
    assert s.scores == [0, 57, 0, 57] and s.phase is Phase.MATCH_OVER
    assert s.match_winner == 1


# RB §5 penalty: "each player scores the points in their own hand as penalty; the first to reach
# the target loses; lowest wins"; with teams (DR) "each team adds its own hands".
def test_penalty_teams_each_team_adds_its_hands_and_loser_is_not_winners_partner() -> None:
    s = table(["R1", "Y9 YD", "Y3", "W B2"], "R5", Rules(scoring="penalty", teams="pairs",
                                                          target_score=60))
    do(s, 0, Play(c("R1")))
    # team 0 (seats 0, 2): 3; team 1 (seats 1, 3): 9+20+50+2 = 81
    assert s.scores == [3, 81, 3, 81]
    assert s.phase is Phase.MATCH_OVER
    assert s.match_winner in (0, 2) and s.match_loser in (1, 3)


# RB §5 challenge: "a player reaching the target (500) is eliminated from the match; the last two
# play head-to-head under the two-player rules; the last one left wins."
def test_challenge_scoring_elimination_then_head_to_head_reverse_is_skip() -> None:
    s = table(["R1", "Y9 YD", "Y3", "W B2"], "R5", Rules(scoring="challenge", target_score=60))
    s.scores = [0, 0, 57, 0]
    do(s, 0, Play(c("R1")))
    assert s.scores == [0, 29, 60, 52]
    assert s.eliminated == [False, False, True, False]
    assert s.phase is Phase.ROUND_OVER
    do(s, None, NextRound())
    assert s.dealer == 0 and s.active_count() == 3
    assert all(len(s.hands[x]) == 7 for x in (0, 1, 3)) and s.hands[2] == []


def test_challenge_scoring_last_two_head_to_head_reverse_plays_again() -> None:
    s = table(["RR G1 G2", "Y9 YD", "Y3", "W B2"], "R5", Rules(scoring="challenge"))
    s.eliminated = [False, True, True, False]
    s.hands[1], s.hands[2] = [], []
    s.discard = [c("Y9"), c("YD"), c("Y3"), *s.discard]
    do(s, 0, Play(c("RR")))
    assert s.current == 0


# RB §5 single: "one round, no match"
def test_single_round_is_the_match_even_with_a_death_number() -> None:
    s = table(["R3 G9", "Y3 Y6", "B5", "G7"], "R5", Rules(scoring="single", death_number=True))
    do(s, 0, Play(c("R3")))
    do(s, 1, DeathNumber())
    assert s.phase is Phase.MATCH_OVER and s.match_winner == 1
    assert s.scores == [9, 0, 0, 0] or s.scores == [0, 9 + 5 + 7, 0, 0]


# DR decision 12: death number under elimination wins the whole round at once; the loser
# holds the most points.
def test_elimination_death_number_wins_round_loser_most_points() -> None:
    s = table(["R3 G9", "Y3 Y6", "B5 W", "G7 G8"], "R5",
              Rules(scoring="elimination", death_number=True))
    do(s, 0, Play(c("R3")))
    do(s, 1, DeathNumber())
    assert s.phase is Phase.MATCH_OVER
    assert s.result.winner == 1 and s.result.loser == 2
    assert s.result.order[0] == 1 and s.result.order[-1] == 2


# RB §6 judgement day: a throw of one's last cards without four colours under standard scoring
# is going out (DR)
def test_judgement_last_cards_two_colours_standard_wins_round_points_of_others() -> None:
    s = table(["R1 Y2", "Y9 YD", "Y3", "W B2"], "R5", Rules(judgement_day=True))
    s.dates = [[5, 5], [1, 2], [5, 6], [7, 7]]
    acts = [a for a in legal_actions(s, 0) if isinstance(a, Judgement)]
    assert acts == [Judgement(1, None)]  # (listed naming no colour: none counts)
    do(s, 0, Judgement(1, Color.RED))  # (one sent, even of the thrown cards', is dropped)
    assert s.phase is Phase.ROUND_OVER and s.result.winner == 0
    assert s.scores[0] == 9 + 20 + 3 + 50 + 2


# RB §5 "Match bookkeeping: dealer rotation (winner deals)"
def test_winner_of_death_number_deals_next_round() -> None:
    s = table(["R3 G9", "Y3 Y6", "B5", "G7"], "R5", Rules(death_number=True))
    do(s, 0, Play(c("R3")))
    do(s, 1, DeathNumber())
    do(s, None, NextRound())
    assert s.dealer == 1 and s.round_no == 2
