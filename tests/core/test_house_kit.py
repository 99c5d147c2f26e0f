"""Helpers for the house-rule tests (``test_house_*.py``); this module holds no tests.

Built on :func:`core_testkit.situation`, which lays out an exact table with all 108 cards.
"""

from __future__ import annotations

from typing import Any

from core_testkit import codes, situation

from core import Action, Card, Color, GameState, Play, Rules, apply, legal_actions, view


def c(code: str) -> Card:
    return Card.parse(code)


def table(hands: list[str], top: str, rules: Rules, **kw: Any) -> GameState:
    """An exact round-1 table (see :func:`core_testkit.situation`) under ``rules``."""
    return situation(hands, top, rules=rules, **kw)


def hand(state: GameState, seat: int) -> list[str]:
    return codes(state.hands[seat])


def plays(state: GameState, seat: int) -> set[str]:
    """Codes of the single cards ``seat`` may play now (no multi-play sets)."""
    return {a.card.code for a in legal_actions(state, seat) if isinstance(a, Play) and not a.also}


def combos(state: GameState, seat: int) -> set[tuple[str, ...]]:
    """Multi-play sets ``seat`` may play now, as card codes bottom first, top last."""
    return {tuple(x.code for x in a.cards) for a in legal_actions(state, seat)
            if isinstance(a, Play) and a.also}


def wild(card: str, color: str, **kw: Any) -> Play:
    return Play(c(card), Color.parse(color), **kw)


def do(state: GameState, seat: int | None, *actions: Action) -> GameState:
    """Apply ``actions`` in order for ``seat``; each must be legal."""
    for action in actions:
        apply(state, seat, action)
    return state


def seen_private(state: GameState, seat: int | None, kind: str) -> list[dict[str, Any]]:
    """The ``kind`` events of ``seat``'s view log."""
    return [ev for ev in view(state, seat)["log"] if ev["type"] == kind]
