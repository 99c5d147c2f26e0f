"""``greedy``: the plain greedy baseline of the strength benchmarks (not a level for players).

On its turn it plays the fitting card worth the most points that is not wild, else a wild
naming the colour it holds most, else draws, and plays a drawn card that fits. It always calls
UNO, always catches a missed one, jumps in whenever it can, never challenges a Wild Draw Four,
and takes a death number or judgement whenever offered. No memory, no randomness beyond dates.
"""

from __future__ import annotations

from typing import Any

from ..actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    Judgement,
    NameDate,
    Pass,
    Play,
)
from ..cards import Card
from ..rng import Rng
from .base import legal, my_turn, team_of
from .easy import most_held


class GreedyBot:
    """The greedy baseline described in the module docstring."""

    name = "greedy"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = legal(view)
        if not actions or view.get("seat") is None:
            return None
        me = view["seat"]
        for a in actions:
            if isinstance(a, Catch) and a.target == view["catchable"] \
                    and view["counts"][a.target] == 1 \
                    and team_of(view, a.target) != team_of(view, me):  # (never a partner)
                return a
            if isinstance(a, CallUno) and view["counts"][me] == 1 and not view["uno"][me]:
                return a
            if isinstance(a, Judgement) and Judgement(a.target, a.color, True) in actions:
                return Judgement(a.target, a.color, True)  # (with the call, as a play's)
            if isinstance(a, DeathNumber | Judgement):
                return a
        plays = [a for a in actions if isinstance(a, Play) and a.power is None]
        if not my_turn(view):
            return plays[0] if plays else None
        hand = [Card.parse(c) for c in view["hand"]]
        if view["phase"] == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if view["phase"] == "choose_color":
            return ChooseColor(most_held(hand))
        if view["phase"] == "give":
            gives = [a for a in actions if isinstance(a, Give)]
            return max(gives, key=lambda g: (g.card.points, g.card.code))
        if not plays:
            return next((a for a in actions if isinstance(a, Draw | Pass)), Accept())
        uno = [p for p in plays if p.uno]
        plays = uno or plays

        def value(p: Play) -> tuple[int, int, int]:
            rest = list(hand)
            for c in p.cards:
                rest.remove(c)
            named = p.color is None or p.color is most_held(rest or hand)
            return (not p.card.is_wild, named, sum(c.points for c in p.cards))

        return max(plays, key=value)
