"""RULES.md sections 4 (calling UNO, catching) and 5 (end of a round, scoring, the match)."""

from __future__ import annotations

import pytest
from core_testkit import assert_illegal, codes, down_to_one, events, situation

from core import (
    Accept,
    CallUno,
    Catch,
    Color,
    Draw,
    NextRound,
    Play,
    Rules,
    apply,
    legal_actions,
    view,
)
from core.cards import Card
from core.game import Phase


def c(code: str) -> Card:
    return Card.parse(code)


# ------------------------------------------------------------------ calling UNO


def test_calling_uno_with_the_play_is_safe() -> None:
    state = down_to_one(uno=True)
    assert state.uno_called[0] and state.catchable is None
    assert all(s["uno"][0] for s in (view(state, None), view(state, 2)))
    assert not any(isinstance(a, Catch) for s in range(4) for a in legal_actions(state, s))
    assert_illegal(state, 2, Catch(0), "no_catch")


def test_forgetting_uno_opens_a_catch_window_for_everyone_else() -> None:
    state = down_to_one(uno=False)
    assert state.catchable == 0 and not state.uno_called[0]
    assert CallUno() in legal_actions(state, 0)
    for seat in (1, 2, 3):
        assert Catch(0) in legal_actions(state, seat)
    assert view(state, 3)["catchable"] == 0


@pytest.mark.parametrize("penalty", [2, 4])
def test_caught_player_draws_the_uno_penalty(penalty: int) -> None:
    state = down_to_one(uno=False, rules=Rules(uno_penalty=penalty))
    apply(state, 2, Catch(0))
    assert codes(state.hands[0]) == ["G2", *["B1", "B2", "B3", "B4"][:penalty]]
    assert state.catchable is None and state.current == 1
    (ev,) = events(state, "caught")
    assert (ev["seat"], ev["target"], ev["penalty"]) == (2, 0, penalty)
    assert_illegal(state, 3, Catch(0), "no_catch")  # caught once only


def test_the_next_player_may_catch_before_beginning_the_turn() -> None:
    state = down_to_one(uno=False)
    apply(state, 1, Catch(0))
    assert len(state.hands[0]) == 3 and state.current == 1


def test_a_late_uno_call_before_anyone_catches_is_safe() -> None:
    state = down_to_one(uno=False)
    apply(state, 0, CallUno())
    assert state.uno_called[0] and state.catchable is None
    assert view(state, 1)["uno"][0]
    assert_illegal(state, 2, Catch(0), "no_catch")
    assert state.current == 1


@pytest.mark.parametrize("begin", ["play", "draw"])
def test_once_the_next_player_begins_it_is_too_late_to_catch(begin: str) -> None:
    state = down_to_one(uno=False)
    apply(state, 1, Play(c("R7")) if begin == "play" else Draw())
    assert state.catchable is None
    assert_illegal(state, 2, Catch(0), "no_catch")
    assert not any(Catch(0) in legal_actions(state, s) for s in range(4))
    assert len(state.hands[0]) == 1


def test_uno_cannot_be_called_with_more_than_one_card() -> None:
    state = situation(["R1 G2 G3", "Y1", "Y2"], "R5")
    assert_illegal(state, 0, CallUno(), "cannot_call_uno")
    apply(state, 0, Play(c("R1"), uno=True))  # the call with a play leaving two means nothing
    assert not state.uno_called[0] and state.catchable is None


def test_catching_yourself_or_an_empty_seat_is_a_bad_target() -> None:
    state = down_to_one(uno=False)
    assert_illegal(state, 0, Catch(0), "bad_target")
    assert_illegal(state, 2, Catch(2), "bad_target")
    assert_illegal(state, 2, Catch(7), "bad_target")
    assert_illegal(state, 2, Catch(3), "no_catch")


def test_drawing_after_calling_uno_clears_the_call() -> None:
    state = down_to_one(uno=True)
    state.current = 0
    state.hands[0] = [c("G2")]
    apply(state, 0, Draw())  # B1 does not play on red
    assert not state.uno_called[0]
    assert not view(state, 2)["uno"][0]


# ------------------------------------------------------------------ end of a round


def test_playing_the_last_card_ends_the_round_and_the_winner_scores_the_other_hands() -> None:
    state = situation(["R1", "Y1 GS", "W B9", "R0"], "R5")
    state.scores = [10, 20, 30, 40]
    apply(state, 0, Play(c("R1")))
    assert state.phase is Phase.ROUND_OVER
    assert state.result is not None
    assert state.result.winner == 0
    assert state.result.hand_points == [0, 21, 59, 0]
    assert state.result.points == 80
    assert state.scores == [90, 20, 30, 40]
    seen = view(state, 3)["result"]
    assert seen["hands"] == [[], ["Y1", "GS"], ["W", "B9"], ["R0"]]
    assert legal_actions(state, 0) == [] and legal_actions(state, None) == [NextRound()]


def test_going_out_on_draw_two_the_next_player_still_draws_before_scoring() -> None:
    state = situation(["RD", "Y1", "Y2", "Y3"], "R5", pile="R9 B8")
    apply(state, 0, Play(c("RD")))
    assert codes(state.hands[1]) == ["Y1", "R9", "B8"]
    assert state.result is not None
    assert state.result.points == 1 + 9 + 8 + 2 + 3


def test_going_out_on_wd4_the_next_player_draws_four_and_there_is_no_challenge() -> None:
    state = situation(["W4", "Y1", "Y2", "Y3"], "R5", pile="R9 B8 G7 G6")
    apply(state, 0, Play(c("W4"), Color.GREEN))
    assert codes(state.hands[1]) == ["Y1", "R9", "B8", "G7", "G6"]
    assert state.phase is Phase.ROUND_OVER and state.wd4 is None
    assert state.result is not None
    assert state.result.points == 1 + 9 + 8 + 7 + 6 + 2 + 3


def test_going_out_on_draw_two_with_two_players() -> None:
    state = situation(["RD", "Y1"], "R5", pile="R9 B8")
    apply(state, 0, Play(c("RD")))
    assert state.result is not None and state.result.points == 18
    assert state.scores == [18, 0]


def test_a_round_below_the_target_waits_for_the_next_deal() -> None:
    state = situation(["R1", "Y1", "Y2"], "R5", dealer=2)
    apply(state, 0, Play(c("R1")))
    assert state.phase is Phase.ROUND_OVER and state.match_winner is None
    assert_illegal(state, 1, Draw(), "round_over")
    assert_illegal(state, 0, NextRound(), "table_only")
    apply(state, None, NextRound())
    assert state.round_no == 2 and state.dealer == 0
    assert state.scores == [3, 0, 0]
    assert state.phase in (Phase.PLAY, Phase.CHOOSE_COLOR)
    assert state.result is None and state.card_count() == 108


def test_reaching_the_target_score_wins_the_match() -> None:
    state = situation(["R1", "Y9 Y8", "BS"], "R5", rules=Rules(target_score=100))
    state.scores = [63, 90, 0]
    apply(state, 0, Play(c("R1")))  # 17 + 20 = 37 -> exactly 100
    assert state.scores == [100, 90, 0]
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0
    assert events(state, "match_end")[0]["winner"] == 0
    assert all(legal_actions(state, s) == [] for s in (None, 0, 1, 2))
    assert_illegal(state, None, NextRound(), "match_over")
    assert_illegal(state, 1, Draw(), "match_over")
    assert view(state, 2)["match_winner"] == 0


def test_one_point_short_of_the_target_plays_on() -> None:
    state = situation(["R1", "Y9 Y8", "BS"], "R5", rules=Rules(target_score=100))
    state.scores = [62, 0, 0]
    apply(state, 0, Play(c("R1")))
    assert state.phase is Phase.ROUND_OVER and state.match_winner is None


def test_scoring_single_is_one_round_only() -> None:
    state = situation(["R1", "Y1", "Y2"], "R5", rules=Rules(scoring="single"))
    apply(state, 0, Play(c("R1")))
    assert state.phase is Phase.MATCH_OVER and state.match_winner == 0
    assert state.scores == [3, 0, 0]
    assert legal_actions(state, None) == []


def test_the_wd4_answer_closes_the_catch_window_of_its_player() -> None:
    state = situation(["W4 G2", "Y1 Y2", "Y3"], "R5", pile="B1 B2 B3 B4")
    apply(state, 0, Play(c("W4"), Color.GREEN))
    assert state.catchable == 0
    apply(state, 1, Accept())
    assert_illegal(state, 2, Catch(0), "no_catch")
