"""proto57 #1: docs/PROTOCOL.md §4 states each single-value view field's type (int never
null, int or null, string or null…); a view of every phase, under several rules, keeps it."""

from __future__ import annotations

from typing import Any

import pytest

from core import Rules
from core.game import Phase, apply, legal_actions, new_game
from core.rng import Rng
from core.view import view

NEVER_NULL_INTS = ("players", "state_id", "round", "dealer", "current", "direction",
                   "discard_size", "draw_size", "target", "pending")
INT_OR_NULL = ("seat", "catchable", "top_by", "match_winner", "match_loser")
STR_OR_NULL = ("color", "top", "drawn", "pending_rank")


def _check(v: dict[str, Any]) -> None:
    for key in NEVER_NULL_INTS:
        assert type(v[key]) is int, (key, v[key], v["phase"])
    for key in INT_OR_NULL:
        assert v[key] is None or type(v[key]) is int, (key, v[key])
    for key in STR_OR_NULL:
        assert v[key] is None or type(v[key]) is str, (key, v[key])
    assert type(v["phase"]) is str and type(v["scoring"]) is str
    assert type(v["bluff"]) is bool and type(v["fresh"]) is bool
    assert all(type(x) is int for x in v["counts"]) and all(type(x) is int for x in v["scores"])
    assert all(type(x) is bool for x in v["uno"]) and all(type(x) is bool for x in v["eliminated"])


@pytest.mark.parametrize("rules", [
    Rules(target_score=60),
    Rules(judgement_day=True, target_score=60),
    Rules(scoring="penalty", target_score=60, wild_powers=True),
    Rules(scoring="elimination", stacking="any"),
], ids=["official", "judgement", "penalty-powers", "elimination"])
def test_view_fields_have_the_documented_types_in_every_phase(rules: Rules) -> None:
    rng = Rng(57)
    phases: set[str] = set()
    for game in range(3):
        state = new_game(rules, 3, f"types-{game}")
        for _ in range(5000):
            for seat in (None, 0, 1, 2):
                v = view(state, seat)
                _check(v)
                phases.add(v["phase"])
            if state.phase is Phase.MATCH_OVER:
                break
            moves = [(s, a) for s in range(3) for a in legal_actions(state, s)]
            if not moves:
                break
            seat, action = moves[rng.below(len(moves))]
            apply(state, seat, action)
    assert "match_over" in phases and "play" in phases, phases
