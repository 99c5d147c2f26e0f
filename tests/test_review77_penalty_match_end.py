"""review77: the position check's match-end rules (40ed3448, rules56 #1-#5) refuse a
`standard` match over whose winner is below the target, but take any winner and any loser of a
`penalty` match over: the engine names the lowest score its winner and the highest its loser,
always both (core/game.py ``_penalty_ends``), yet a table whose winner holds the highest score
and whose loser the lowest — or one with no loser at all — is called possible
(core/position.py ``_scores_ok``: ``max(scores) >= target`` only). Small: the checks say what
can never happen (docs/POSITION.md), and these never can."""

from __future__ import annotations

import random

from core.game import GameState, Phase, apply, legal_actions, new_game
from core.position import PositionStatus, is_valid, position_status
from core.rules import Rules


def _penalty_match_over() -> GameState:
    rules = Rules(scoring="penalty", target_score=50)
    state = new_game(rules, 3, 0)
    rng = random.Random(0)
    while state.phase is not Phase.MATCH_OVER:
        options = [(s, a) for s in [None, *range(3)] for a in legal_actions(state, s)]
        turn = [(s, a) for s, a in options if s == state.current] or options
        seat, action = rng.choice(turn)
        apply(state, seat, action)
    assert is_valid(state)
    return state


def test_review77_a_penalty_match_won_by_its_highest_score_is_impossible() -> None:
    state = _penalty_match_over()
    scores = state.scores
    assert scores[state.match_winner] < scores[state.match_loser]  # (as the engine ends it)
    state.match_winner, state.match_loser = state.match_loser, state.match_winner
    assert position_status(state) & PositionStatus.PHASE, (scores, state.match_winner)


def test_review77_a_penalty_match_over_names_its_loser() -> None:
    state = _penalty_match_over()
    state.match_loser = None
    assert position_status(state) & PositionStatus.PHASE
