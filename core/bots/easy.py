"""``easy``: a beginner. Fun for children, beatable by anyone.

It plays a card that fits, picked at random (so it spends wild cards as soon as any other card),
names the colour it holds most, plays the card it drew, forgets to call UNO one time in three,
catches a missed UNO only half the time, jumps in now and then, and challenges a Wild Draw Four
one time in ten. Deterministic given its seed.
"""

from __future__ import annotations

from typing import Any

from ..actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    Judgement,
    NameDate,
    Pass,
    Play,
)
from ..cards import COLORS, Card, Color
from ..rng import Rng
from .base import legal, my_turn, team_of


def most_held(hand: list[Card]) -> Color:
    """The colour with the most cards in ``hand`` (red on a tie)."""
    return max(COLORS, key=lambda c: (sum(1 for x in hand if x.color is c), -COLORS.index(c)))


class EasyBot:
    """The beginner described in the module docstring."""

    name = "easy"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def _chance(self, p: float) -> bool:
        return self.rng.random() < p

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = legal(view)
        if not actions or view.get("seat") is None:
            return None
        me = view["seat"]
        for a in actions:
            if isinstance(a, Catch) and a.target == view["catchable"] \
                    and view["counts"][a.target] == 1 \
                    and team_of(view, a.target) != team_of(view, me) and self._chance(0.5):
                return a
            if isinstance(a, CallUno) and view["counts"][me] == 1 and not view["uno"][me] \
                    and self._chance(0.35):
                return a  # a late call: remembered after all
            if isinstance(a, DeathNumber | Judgement):
                return a
        if not my_turn(view):
            jumps = [a for a in actions if isinstance(a, Play) and a.power is None]
            return self.rng.choice(jumps) if jumps and self._chance(0.3) else None
        hand = [Card.parse(c) for c in view["hand"]]
        phase = view["phase"]
        if phase == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if phase == "choose_color":
            return ChooseColor(most_held(hand))
        if phase == "give":
            return self.rng.choice([a for a in actions if isinstance(a, Give)])
        if phase == "challenge" and not any(isinstance(a, Play) for a in actions):
            return Challenge() if self._chance(0.1) else Accept()
        plays = [a for a in actions if isinstance(a, Play) and a.power is None]
        if not plays:
            return next((a for a in actions if isinstance(a, Draw | Pass)), Accept())
        forget = self._chance(0.33)
        twins = {(p.card, p.also, p.target) for p in plays if p.uno}
        if forget:
            plays = [p for p in plays if not p.uno] or plays
        else:
            plays = [p for p in plays if p.uno or (p.card, p.also, p.target) not in twins]
        card = self.rng.choice(plays).card  # any card that fits: a wild as soon as a 3
        choices = [p for p in plays if p.card is card]
        if card.is_wild:
            rest = list(hand)
            rest.remove(card)
            color = most_held(rest or hand)
            choices = [p for p in choices if p.color is color] or choices
        return self.rng.choice(choices)
