"""The learned evaluation (core/bots/evaluate.py) and hard's cut-off playouts that use it."""

from __future__ import annotations

import importlib
import math

import pytest
from test_bots import decides_alike, drive, level

from core.bots import HardBot, evaluate
from core.bots.worlds import careful_policy, run_out
from core.game import Phase, apply, legal_actions, new_game
from core.rules import Rules, preset


@pytest.mark.parametrize("model", ["evalweights", "evalweights_mlp", "evalweights_normal",
                                   "evalweights_hand"])
def test_the_weights_fit_the_features(model: str) -> None:
    w = importlib.import_module(f"core.bots.{model}")
    assert len(w.WIN_WEIGHTS) == len(evaluate.FEATURES)
    assert all(len(ws) == len(evaluate.FEATURES) for ws, _, _ in w.HIDDEN)
    assert len(w.POINTS_FIT) == 4


def _midgame(seed: int, steps: int = 30):  # type: ignore[no-untyped-def]
    state = new_game(preset("official"), 4, seed, playout=True)
    for _ in range(steps):
        if state.phase is not Phase.PLAY:
            break
        seat = state.current
        apply(state, seat, careful_policy(state, seat, legal_actions(state, seat)))
    return state


@pytest.mark.parametrize("model", ["evalweights", "evalweights_mlp", "evalweights_normal",
                                   "evalweights_hand"])
def test_the_evaluation_is_a_distribution_and_a_bounded_utility(model: str,
                                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(evaluate, "MODEL", model)
    for seed in range(20):
        state = _midgame(seed)
        if state.phase is not Phase.PLAY:
            continue
        p = evaluate.win_probs(state)
        assert math.isclose(sum(p), 1.0) and all(0 < x < 1 for x in p)
        for me in range(4):
            v = evaluate.value(state, me, 40.0)
            assert v is not None and -200 < v < 400
        # the fewest cards: the likeliest to go out first, more or less
        low = min(range(4), key=lambda s: len(state.hands[s]))
        if sorted(len(h) for h in state.hands)[1] - len(state.hands[low]) >= 3:
            assert p[low] == max(p)


def test_the_evaluation_applies_to_standard_scoring_only() -> None:
    assert evaluate.applies(_midgame(1, 5))
    for rules in (Rules(scoring="penalty"), Rules(teams="pairs")):
        state = new_game(rules, 4, 1, playout=True)
        assert not evaluate.applies(state) and evaluate.value(state, 0, 40.0) is None


def test_a_cut_off_playout_plays_at_most_the_cut_and_to_the_next_play_phase() -> None:
    for seed in range(10):
        state = _midgame(seed, 10)
        if state.phase is not Phase.PLAY:
            continue
        value, steps = run_out(state.copy(), 0, pick=careful_policy, cut=6)
        assert math.isfinite(value) and steps <= 6 + 8


@pytest.mark.parametrize("rules_name", ["official", "house"])
def test_hard_with_playouts_to_the_end_decides_the_same_whatever_it_cannot_see(
        rules_name: str, monkeypatch: pytest.MonkeyPatch) -> None:
    """(The default, with the learned evaluation, is checked so in test_bots.py; this is the
    search without it, ``learned_cut = None``.)"""
    monkeypatch.setattr(HardBot, "learned_cut", None)
    bots = [level("hard", 7)] + [level("normal", s) for s in range(1, 4)]
    checked = [0]

    def compare(state):  # type: ignore[no-untyped-def]
        decides_alike(bots[0], state, 0, checked[0])
        checked[0] += 1

    drive(preset(rules_name), 4, 11, bots, 120, compare)
    assert checked[0] >= 10
