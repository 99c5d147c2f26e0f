"""``basic``: a sensible heuristic player.

It keeps colour options open, saves wild cards for when nothing else plays, names its strongest
colour, always calls UNO, catches others, challenges a Wild Draw Four when the odds favour it, and
bluffs a Wild Draw Four only when the next player is close to going out.
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
from ..cards import COLORS, Card, Color, Rank
from ..rng import Rng
from .base import legal, my_turn, owes_uno, team_of


def _strongest_color(hand: list[Card]) -> Color:
    """The colour with the most cards (then the most points) in ``hand``."""
    def weight(color: Color) -> tuple[int, int]:
        cards = [c for c in hand if c.color is color]
        return len(cards), sum(c.points for c in cards)
    return max(COLORS, key=weight)


class BasicBot:
    """Deterministic given its seed; uses randomness only to break exact ties."""

    name = "basic"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(seed)

    def act(self, view: dict[str, Any]) -> Action | None:
        actions = legal(view)
        if not actions:
            return None
        me = view["seat"]
        for a in actions:  # out-of-turn chances come first: they close as soon as play moves on
            if isinstance(a, Catch) and a.target == view["catchable"] \
                    and team_of(view, a.target) != team_of(view, me) \
                    and self._worth_catching(view, a.target):  # (never a partner, review62)
                return a
            if isinstance(a, CallUno) and owes_uno(view):
                return a  # never a false UNO (review74 #1: not whenever it is listed)
            if isinstance(a, Judgement) and Judgement(a.target, a.color, True) in actions:
                return Judgement(a.target, a.color, True)  # (with the call, as a play's)
            if isinstance(a, DeathNumber | Judgement):
                return a  # death number wins at once; a judgement throw sheds cards
        if not my_turn(view):
            jump = [a for a in actions if isinstance(a, Play)]
            return jump[0] if jump else None  # jump in whenever possible
        hand = [Card.parse(c) for c in view["hand"]]
        if view["phase"] == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if view["phase"] == "choose_color":
            return ChooseColor(_strongest_color(hand))
        if view["phase"] == "give":  # give away the highest-scoring cards, wilds last
            gives = [a for a in actions if isinstance(a, Give)]
            return max(gives, key=lambda g: (not g.card.is_wild, g.card.points, g.card.code))
        if view["phase"] == "challenge":
            return self._answer_wd4(view)
        plays = [a for a in actions if isinstance(a, Play) and a.power is None]
        if not plays:
            return next(a for a in actions if isinstance(a, Draw | Pass))
        return self._best_play(view, hand, plays)

    @staticmethod
    def _worth_catching(view: dict[str, Any], target: int) -> bool:
        """One card left is a sure catch; with multi-play a two-card hand is a fair bet when a
        wrong accusation costs nothing."""
        count = view["counts"][target]
        if count == 1:
            return True
        rules = view["rules"]
        return bool(rules.get("multi_play", "off") != "off" and count == 2
                    and not rules.get("false_catch_penalty"))

    def _answer_wd4(self, view: dict[str, Any]) -> Action:
        offender = view["challenge"]["offender"]
        held = view["counts"][offender]
        # Chance the offender held a card of the previous colour: about a quarter of a typical
        # hand is any one colour, and the offender chose to keep them. Challenge if > 1/3.
        p_guilty = 1.0 - 0.8 ** held
        return Challenge() if p_guilty > 0.45 else Accept()

    def _best_play(self, view: dict[str, Any], hand: list[Card], plays: list[Play]) -> Action:
        counts: list[int] = view["counts"]
        seat: int = view["seat"]
        nxt = (seat + view["direction"]) % view["players"]
        danger = counts[nxt] <= 2
        uno_ok = any(p.uno for p in plays)
        best: tuple[float, int, Play] | None = None
        for p in plays:
            if uno_ok and not p.uno:
                continue
            card = p.card
            rest = list(hand)
            rest.remove(card)
            if card.color is not None:
                score = 10.0 + sum(1 for c in rest if c.color is card.color)  # keep colour options
                score += len(p.also) * 3.0  # shed several at once
                if p.target is not None:  # Seven-O: swap into the smallest hand
                    score += 2.0 * (len(rest) - counts[p.target])
                score += card.points / 10.0  # shed points
                if card.rank in (Rank.SKIP, Rank.DRAW_TWO, Rank.REVERSE) and danger:
                    score += 15.0
            else:
                if p.color is not _strongest_color(rest or hand):
                    continue
                score = 1.0  # save wilds
                if card.rank is Rank.WILD_DRAW_FOUR:
                    if view["bluff"] and not danger:
                        score = -5.0  # a bluff is only worth it against a player about to win
                    elif danger:
                        score = 30.0
            tie = self.rng.below(1000)
            if best is None or (score, tie) > (best[0], best[1]):
                best = (score, tie, p)
        if best is None or (best[0] < 0 and Draw() in legal(view)):
            return Draw() if Draw() in legal(view) else plays[0]
        return best[2]
