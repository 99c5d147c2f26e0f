"""RULES.md section 5: the scoring modes other than standard (penalty, elimination, Challenge UNO,
single) and teams, each in an exact situation."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal
from test_house_kit import c, do, hand, table

from core import (
    Challenge,
    Color,
    NextRound,
    Play,
    Rules,
    RulesError,
    legal_actions,
    new_game,
    view,
)
from core.game import Phase

# ------------------------------------------------------------------ penalty


def test_penalty_every_player_adds_the_points_of_their_own_hand() -> None:
    state = table(["R5", "G9 YS", "B1 B2 B3"], "R2", Rules(scoring="penalty", target_score=100))
    state.scores = [10, 20, 30]
    do(state, 0, Play(c("R5")))
    assert state.phase is Phase.ROUND_OVER
    assert state.scores == [10, 49, 36]
    assert state.match_winner is None


def test_penalty_reaching_the_target_ends_the_match_and_the_lowest_score_wins() -> None:
    state = table(["R5", "G9 YS", "B1 B3 B5"], "R2", Rules(scoring="penalty", target_score=100))
    state.scores = [60, 0, 95]  # seat 0 goes out, yet seat 1 ends lowest
    do(state, 0, Play(c("R5")))
    assert state.scores == [60, 29, 104]
    assert state.phase is Phase.MATCH_OVER
    assert state.match_winner == 1
    assert state.match_loser == 2
    assert view(state, 0)["match_winner"] == 1 and view(state, 0)["match_loser"] == 2


def test_penalty_a_tie_for_the_loser_goes_to_the_player_with_most_cards() -> None:
    state = table(["R5", "G9 YS", "B1 B3 B5"], "R2", Rules(scoring="penalty", target_score=100))
    state.scores = [0, 71, 91]  # both end on 100; seat 2 holds three cards, seat 1 two
    do(state, 0, Play(c("R5")))
    assert state.scores == [0, 100, 100]
    assert state.phase is Phase.MATCH_OVER
    assert state.match_loser == 2
    assert state.match_winner == 0


def test_penalty_a_tie_for_the_lowest_score_goes_to_the_player_with_fewer_cards() -> None:
    state = table(["B4 B6", "R5", "B9 Y1"], "R2", Rules(scoring="penalty", target_score=100),
                  current=1)
    state.scores = [40, 50, 95]  # seats 0 and 1 both end on 50; seat 1 holds no card
    do(state, 1, Play(c("R5")))
    assert state.scores == [50, 50, 105]
    assert state.match_winner == 1 and state.match_loser == 2


# ------------------------------------------------------------------ elimination


def test_elimination_the_player_who_goes_out_leaves_and_play_continues() -> None:
    state = table(["R5", "RS Y9", "G1 G2", "R8 B3"], "R2", Rules(scoring="elimination"))
    do(state, 0, Play(c("R5")))
    assert state.phase is Phase.PLAY and state.result is None
    assert state.finished == [0]
    assert view(state, 2)["finished"] == [0]
    assert legal_actions(state, 0) == []
    assert_illegal(state, 0, NextRound(), "table_only")
    do(state, 1, Play(c("RS")))  # skips seat 2
    assert state.current == 3
    do(state, 3, Play(c("R8")))
    assert state.current == 1  # seat 0 is out: play passes it by


def test_elimination_the_last_player_left_loses() -> None:
    state = table(["R5", "R6", "Y1 Y2"], "R2", Rules(scoring="elimination"))
    do(state, 0, Play(c("R5")))
    do(state, 1, Play(c("R6")))
    assert state.phase is Phase.MATCH_OVER
    assert state.result is not None
    assert state.result.order == [0, 1, 2]
    assert state.result.loser == 2
    assert state.result.winner == 0
    assert state.match_loser == 2 and state.match_winner == 0
    assert view(state, 1)["result"]["order"] == [0, 1, 2]


def test_elimination_two_player_rules_apply_once_two_players_are_left() -> None:
    """docs/RULES.md decision 10: a Reverse acts as a Skip between the last two."""
    state = table(["R5", "RR Y9", "G1 G2"], "R2", Rules(scoring="elimination"))
    do(state, 0, Play(c("R5")))
    do(state, 1, Play(c("RR")))
    assert state.current == 1


def test_elimination_going_out_on_a_draw_two_still_hits_the_next_player() -> None:
    state = table(["RD", "Y1 Y2", "G1 G2", "B1 B2"], "R2", Rules(scoring="elimination"),
                  pile="B5 B6")
    do(state, 0, Play(c("RD")))
    assert state.finished == [0] and state.phase is Phase.PLAY
    assert hand(state, 1) == ["Y1", "Y2", "B5", "B6"]
    assert state.current == 2


def test_elimination_going_out_on_a_wild_draw_four_is_no_challenge_the_next_player_draws() -> None:
    """docs/RULES.md decision 18 under elimination too (rules33 #1): a last card is never a
    bluff, so the next player draws 4 at once; a challenge could only cost them 6."""
    state = table(["W4", "Y1 Y2", "G1 G2", "B1 B2"], "R2", Rules(scoring="elimination"),
                  pile="B5 B6 B7 B8")
    do(state, 0, Play(c("W4"), color=Color.BLUE))
    assert state.finished == [0] and state.phase is Phase.PLAY
    assert hand(state, 1) == ["Y1", "Y2", "B5", "B6", "B7", "B8"]
    assert state.current == 2 and state.color is Color.BLUE
    assert_illegal(state, 1, Challenge(), "no_challenge")


# ------------------------------------------------------------------ Challenge UNO


def _challenge_rules() -> Rules:
    return Rules(scoring="challenge", target_score=100)


def test_challenge_uno_keeps_running_totals_of_the_points_each_player_holds() -> None:
    state = table(["R5", "G9 YS", "B1"], "R2", _challenge_rules())
    state.scores = [5, 10, 20]
    do(state, 0, Play(c("R5")))
    assert state.scores == [5, 39, 21]
    assert state.phase is Phase.ROUND_OVER
    assert state.eliminated == [False, False, False]


def test_challenge_uno_a_player_reaching_the_target_is_eliminated_from_the_match() -> None:
    state = table(["R5", "G9 YS", "B1"], "R2", _challenge_rules())
    state.scores = [0, 90, 0]
    do(state, 0, Play(c("R5")))
    assert state.eliminated == [False, True, False]
    assert view(state, 2)["eliminated"] == [False, True, False]
    assert state.phase is Phase.ROUND_OVER  # two players are still in the match
    do(state, None, NextRound())
    assert state.hands[1] == []  # not dealt in
    assert len(state.hands[0]) >= 7 and len(state.hands[2]) >= 7
    assert state.current != 1
    assert legal_actions(state, 1) == []
    assert state.card_count() == 108


def test_challenge_uno_the_last_two_play_head_to_head_under_two_player_rules() -> None:
    state = table(["RR Y3", "", "G1 G2"], "R2", _challenge_rules())
    state.eliminated = [False, True, False]
    do(state, 0, Play(c("RR")))
    assert state.current == 0  # Reverse acts as Skip: play comes back
    three = table(["RR Y3", "B4", "G1 G2"], "R2", _challenge_rules())
    do(three, 0, Play(c("RR")))
    assert three.current == 2 and three.direction == -1


def test_challenge_uno_the_last_one_left_wins_the_match() -> None:
    state = table(["R5", "", "B9 B1"], "R2", _challenge_rules())
    state.eliminated = [False, True, False]
    state.scores = [40, 130, 95]
    do(state, 0, Play(c("R5")))
    assert state.eliminated == [False, True, True]
    assert state.phase is Phase.MATCH_OVER
    assert state.match_winner == 0


# ------------------------------------------------------------------ single


def test_single_one_round_is_the_whole_match() -> None:
    state = table(["R5", "G9 YS", "B1"], "R2", Rules(scoring="single"))
    do(state, 0, Play(c("R5")))
    assert state.phase is Phase.MATCH_OVER
    assert state.match_winner == 0
    assert state.scores == [30, 0, 0]
    assert legal_actions(state, None) == []


# ------------------------------------------------------------------ teams


@pytest.mark.parametrize(
    ("teams", "players", "expected"),
    [
        ("pairs", 4, [0, 1, 0, 1]),
        ("pairs", 6, [0, 1, 2, 0, 1, 2]),
        ("triples", 6, [0, 1, 0, 1, 0, 1]),
    ],
)
def test_partners_sit_opposite_and_views_show_the_teams(teams: str, players: int,
                                                       expected: list[int]) -> None:
    state = new_game(Rules(teams=teams), players, 7)
    for seat in (None, *range(players)):
        assert view(state, seat)["teams"] == expected
    assert [state.team_of(s) for s in range(players)] == expected


def test_pairs_with_four_the_team_scores_the_opponents_points_not_the_partners() -> None:
    state = table(["R5", "G9", "YS W", "B1"], "R2", Rules(teams="pairs"))
    do(state, 0, Play(c("R5")))
    assert state.result is not None and state.result.points == 10  # seats 1 and 3 only
    assert state.scores == [10, 0, 10, 0]


def test_pairs_with_six_three_teams_each_scores_the_other_two() -> None:
    state = table(["B7 Y9", "G9", "YS", "R5", "B1", "W"], "R2", Rules(teams="pairs"), current=3)
    do(state, 3, Play(c("R5")))  # seat 3 is seat 0's partner
    assert state.result is not None and state.result.points == 9 + 20 + 1 + 50
    assert state.scores == [80, 0, 0, 80, 0, 0]


def test_triples_with_six_the_whole_team_scores() -> None:
    state = table(["R5", "G9", "YS", "B1", "W", "B2"], "R2", Rules(teams="triples"))
    do(state, 0, Play(c("R5")))  # team 0 = seats 0, 2, 4; opponents hold 9 + 1 + 2
    assert state.scores == [12, 0, 12, 0, 12, 0]


@pytest.mark.parametrize(
    ("teams", "players"),
    [("pairs", 2), ("pairs", 3), ("pairs", 5), ("pairs", 7), ("triples", 3), ("triples", 4),
     ("triples", 8)],
)
def test_a_table_that_cannot_be_split_into_teams_is_refused(teams: str, players: int) -> None:
    with pytest.raises(RulesError, match="teams"):
        new_game(Rules(teams=teams), players, 1)


def test_teams_cannot_be_combined_with_challenge_uno() -> None:
    with pytest.raises(RulesError, match="teams"):
        Rules(teams="pairs", scoring="challenge")


def test_teams_and_elimination_the_round_ends_when_one_team_is_left() -> None:
    """docs/RULES.md decision 6."""
    rules = Rules(teams="pairs", scoring="elimination")
    state = table(["R5", "R7 Y2", "R6", "G1 G2"], "R2", rules)
    do(state, 0, Play(c("R5")))  # team 0: seat 2 still plays, teams 0 and 1 remain
    assert state.phase is Phase.PLAY and state.finished == [0]
    do(state, 1, Play(c("R7"), uno=True))
    do(state, 2, Play(c("R6")))  # team 0 is all out: only team 1 is left
    assert state.phase is Phase.MATCH_OVER
    assert state.result is not None
    assert state.result.winner == 0
    assert state.result.order == [0, 2, 1, 3]
    assert state.result.loser == 3
    assert state.match_loser == 3
    assert state.card_count() == 108
    assert hand(state, 1) == ["Y2"]


def test_teams_with_penalty_scoring_each_team_adds_its_own_hands() -> None:
    state = table(["R5", "G9", "YS", "B1"], "R2", Rules(teams="pairs", scoring="penalty"))
    do(state, 0, Play(c("R5")))
    assert state.scores == [20, 10, 20, 10]


@pytest.mark.parametrize(("players", "teams"), [(3, "pairs"), (2, "pairs"), (4, "triples"),
                                                (3, "triples")])
def test_a_required_number_of_players_that_teams_cannot_fill_is_refused(players: int,
                                                                        teams: str) -> None:
    """review29 #4: ``players = 3`` with pairs passed, and every table of it was refused its
    deal (or, in the app, opened and never dealt)."""
    with pytest.raises(RulesError, match="cannot seat teams"):
        Rules(players=players, teams=teams)
    assert Rules(players=6, teams=teams).players == 6  # (six seats hold pairs and triples)
