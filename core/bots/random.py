"""``random``: uniform over the legal actions on its turn.

Out of turn it acts half the time, choosing uniformly among the out-of-turn actions that are not
pure self-punishment (a wrong UNO call or a false catch, which only cost cards): a bot that keeps
paying penalties between turns could otherwise grow its hand faster than play shrinks it, and
a round would never end.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action, CallUno, Catch
from ..rng import Rng
from .base import legal, my_turn


def _self_punishing(view: dict[str, Any], action: Action) -> bool:
    me = view["seat"]
    if isinstance(action, CallUno):
        return not (view["catchable"] == me or int(view["counts"][me]) == 1)
    if isinstance(action, Catch):
        return bool(action.target != view["catchable"])
    return False


class RandomBot:
    """Picks uniformly among legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = legal(view)
        if not my_turn(view):
            actions = [a for a in actions if not _self_punishing(view, a)]
            if not actions or self.rng.below(2) == 0:
                return None
        if not actions:
            return None
        return self.rng.choice(actions)
