"""``random``: uniform over the legal actions. Out of turn it acts half the time."""

from __future__ import annotations

from typing import Any

from ..actions import Action
from ..rng import Rng
from .base import legal, my_turn


class RandomBot:
    """Picks uniformly among legal actions, with its own seeded generator."""

    name = "random"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = legal(view)
        if not actions:
            return None
        if not my_turn(view) and self.rng.below(2) == 0:
            return None
        return self.rng.choice(actions)
