"""``random``: uniform over the legal actions, except pure self-punishment.

A wrong UNO call or a false catch (legal under ``false_uno_penalty`` / ``false_catch_penalty``)
only costs cards; a bot that keeps paying them could grow its hand faster than play shrinks it
and a round would never end, so the random bot never makes them. On its turn it picks uniformly
among the rest; out of turn it acts half the time.
"""

from __future__ import annotations

from typing import Any

from ..actions import Action, CallUno, Catch
from ..rng import Rng
from .base import legal, my_turn, owes_uno, team_of


def _self_punishing(view: dict[str, Any], action: Action) -> bool:
    me = view["seat"]
    if isinstance(action, CallUno):  # (listed in one's own catch window whatever one holds)
        return not owes_uno(view)
    if isinstance(action, Catch):  # (a partner caught draws for the team, review62)
        return bool(action.target != view["catchable"]
                    or team_of(view, action.target) == team_of(view, me))
    return False


class RandomBot:
    """Picks uniformly among legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = [a for a in legal(view) if not _self_punishing(view, a)]
        if not my_turn(view) and (not actions or self.rng.below(2) == 0):
            return None
        if not actions:
            return None
        return self.rng.choice(actions)
