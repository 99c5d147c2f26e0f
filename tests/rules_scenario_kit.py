"""Helpers of the rule-sheet scenario tests written by outside rule checkers (rules55–58, rules63):
a table is a position (docs/POSITION.md), checked valid at every step, its 108 cards counted and
its text written back the same."""

from __future__ import annotations

from typing import Any

import pytest

from core import Card, Color, IllegalAction, Rules, apply, check
from core.position import check_position, deck_mismatch, format_position, parse_position

R, Y, G, B = Color.RED, Color.YELLOW, Color.GREEN, Color.BLUE


def c(code: str) -> Card:
    return Card.parse(code)


def cs(codes: str) -> list[Card]:
    return [c(x) for x in codes.split(",")] if codes else []


def P(text: str, rules: Rules | None = None, seed: int = 0) -> Any:
    """The position ``text`` (under ``rules``, its hidden order from ``seed``), checked to be
    a table that can happen."""
    state = parse_position(text, rules, seed)
    check_position(state)
    return state


def conserved(state: Any) -> None:
    """The table holds the 108 cards, each once: in hands, the discard and draw piles, or
    given."""
    extra, missing = deck_mismatch(state)
    assert not extra and not missing, f"extra {extra}, missing {missing}"


def do(state: Any, seat: int, *actions: Any) -> Any:
    """Apply ``actions`` by ``seat``; after each the table is valid, holds the 108 cards, and
    its position reads back as the same text."""
    for a in actions:
        apply(state, seat, a)
        check_position(state)
        conserved(state)
        text = format_position(state)
        assert format_position(parse_position(text, state.rules, 0)) == text
    return state


def reason(state: Any, seat: int, action: Any) -> str:
    """The reason ``check`` refuses ``action`` by ``seat``."""
    with pytest.raises(IllegalAction) as info:
        check(state, seat, action)
    return str(info.value.reason)
