"""Three opponents of styles not tried before (helper opp64), for the bots' benchmarks.

Written apart from ``core/bots`` (reading only the bots' contract and docs/BOTS.md's list of
styles already tried); they reuse bench/styles.py's plumbing (UNO, catches, plain plays). Each
keeps the contract: its own seat's view only, one of ``view["legal"]``, randomness only from
its own seeded Rng. ``register()`` makes them known to ``core.bots.make_bot`` in this process.

Styles
------
ambush64  holds its attack cards (Skip, Draw Two, Wild Draw Four) for the next player's last
          cards: while the next player holds four cards or more it plays numbers, Reverses and
          plain Wilds first and an attack card only when nothing else fits; once the next player
          is on three cards or fewer it fires them (Draw Two, Skip, a legal four; a bluffed four
          too when that player is on two or fewer). A Skip is not fired when the player it hands
          the turn to holds fewer cards than the one skipped. A Reverse is played at once when it
          turns play away from a previous player on three cards or fewer, never when it turns
          play towards one. Names the colour it holds most; never challenges.
starve64  starves the next seat of colours: it reads the log for the colour each player last
          drew on (a turn draw on colour X means none of X, until that player draws again) and
          the colours the next player played or named (held, probably), and plays the card that
          leaves play in the colour the next player is least likely to hold — a card of another
          colour with the same number is played for it. Once the next player is on three cards or
          fewer it spends a Wild for it when no plain card starves. A wild names the colour the
          next player lacks (one it holds itself first). Accepts every four.
sheriff64 a plain player (most-held colour, most points first, wilds last) that answers fours by
          the table's danger: it challenges every Wild Draw Four when its own next player holds
          two cards or fewer, or the offender does (a player near out bluffs; taking four and
          losing the turn while the next player goes out loses anyway), else accepts. It bluffs
          a four itself only on a next player on two cards or fewer who has not challenged a
          four this round, and plays a legal four on a next player on four cards or fewer.
"""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent))

from core.actions import Accept, Challenge, Play
from core.cards import COLORS, Card, Color, Rank

try:
    from styles import StyleBot, most_held
except ImportError:  # pragma: no cover
    from bench.styles import StyleBot, most_held

ATTACK = (Rank.SKIP, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)


def _step(view: dict[str, Any], s: int, d: int) -> int:
    n = view["players"]
    fin = set(view.get("finished") or [])
    for _ in range(n):
        s = (s + d) % n
        if s not in fin:
            return s
    return s


def next_of(view: dict[str, Any], s: int | None = None) -> int:
    return _step(view, view["seat"] if s is None else s, view["direction"])


def prev_of(view: dict[str, Any]) -> int:
    return _step(view, view["seat"], -view["direction"])


def live(view: dict[str, Any]) -> int:
    return view["players"] - len(view.get("finished") or [])


def count_of(hand: list[Card], color: Color | None) -> int:
    return sum(1 for c in hand if c.color is color)


def pref_of(hand: list[Card]) -> dict[Color, int]:
    return {c: count_of(hand, c) for c in COLORS}


def plain_key(hand: list[Card]):
    pref = pref_of(hand)
    return lambda p: (not p.card.is_wild, pref.get(p.card.color, 0) if p.card.color else 0,
                      p.card.points, p.card.code)


class AmbushBot(StyleBot):
    name = "ambush64"

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        counts = view["counts"]
        nxt = next_of(view)
        prv = prev_of(view)
        after = next_of(view, nxt)
        two = live(view) <= 2
        key = plain_key(hand)
        if view["bluff"]:
            bluffs_ok = counts[nxt] <= 2
            plays = [p for p in plays if p.card.rank is not Rank.WILD_DRAW_FOUR or bluffs_ok] \
                or plays
        if counts[nxt] <= 3:
            def fire(p: Play) -> int:
                r = p.card.rank
                if r is Rank.DRAW_TWO:
                    return 4
                if r is Rank.SKIP and (two or counts[after] >= counts[nxt]):
                    return 3
                if r is Rank.WILD_DRAW_FOUR:
                    return 2
                if r is Rank.REVERSE and two:
                    return 3
                return 0
            best = max(plays, key=lambda p: (fire(p), key(p)))
            if fire(best):
                return best
        rev = [p for p in plays if p.card.rank is Rank.REVERSE]
        if rev and not two and counts[prv] <= 3 < counts[nxt]:
            return max(rev, key=key)
        quiet = [p for p in plays if p.card.rank not in ATTACK and not (
            p.card.rank is Rank.REVERSE and not two and counts[prv] <= 3)]
        if quiet:
            nonwild = [p for p in quiet if not p.card.is_wild]
            return max(nonwild or quiet, key=key)
        return max(plays, key=key)


class StarveBot(StyleBot):
    name = "starve64"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self._name: Color | None = None

    def read(self, view: dict[str, Any]) -> tuple[dict[int, set[Color]], dict[int, dict[Color, int]]]:
        """What the log says: colours each seat lacks (drew on them since its last draw) and
        colours each seat played or named (a weight for each)."""
        lacks: dict[int, set[Color]] = {}
        shown: dict[int, dict[Color, int]] = {}
        col: Color | None = None
        for ev in view.get("log") or []:
            kind = ev.get("type")
            seat = ev.get("seat")
            if kind == "round_start":
                lacks, shown = {}, {}
                col = Card.parse(ev["card"]).color
            elif kind == "play":
                c = Card.parse(str(ev["card"]))
                col = c.color or (Color(ev["color"]) if ev.get("color") else None)
                if seat is not None and col is not None:
                    s = int(seat)
                    lacks.setdefault(s, set()).discard(col)
                    shown.setdefault(s, {}).setdefault(col, 0)
                    shown[s][col] += 2 if c.is_wild else 1
            elif kind == "color":
                col = Color(ev["color"])
                if seat is not None:
                    s = int(seat)
                    shown.setdefault(s, {}).setdefault(col, 0)
                    shown[s][col] += 2
            elif kind == "draw" and seat is not None:
                s = int(seat)
                if ev.get("why") == "turn" and col is not None:
                    lacks[s] = {col}
                else:
                    lacks.pop(s, None)
        return lacks, shown

    def act(self, view):
        self._name = None
        if view.get("seat") is not None and view.get("hand"):
            hand = [Card.parse(c) for c in view["hand"]]
            lacks, shown = self.read(view)
            nxt = next_of(view)
            self._lack = lacks.get(nxt, set())
            self._shown = shown.get(nxt, {})
            held = [c for c in COLORS if count_of(hand, c)] or list(COLORS)
            self._name = max(held, key=lambda c: (self.starve(c), count_of(hand, c),
                                                   -COLORS.index(c)))
        return super().act(view)

    def starve(self, col: Color | None) -> float:
        if col is None:
            return 0.0
        return (3.0 if col in getattr(self, "_lack", set()) else 0.0) - \
            getattr(self, "_shown", {}).get(col, 0)

    def color_for(self, cards):
        return self._name or most_held(cards)

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        counts = view["counts"]
        nxt = next_of(view)
        key = plain_key(hand)
        plays = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])] \
            or plays
        nonwild = [p for p in plays if not p.card.is_wild]
        wild = [p for p in plays if p.card.is_wild]
        if nonwild:
            best = max(nonwild, key=lambda p: (self.starve(p.card.color), key(p)))
            if counts[nxt] <= 3 and wild and self._name is not None \
                    and self.starve(self._name) >= 3 > self.starve(best.card.color):
                return max(wild, key=lambda p: (p.card.rank is Rank.WILD_DRAW_FOUR, p.card.code))
            return best
        return max(wild, key=lambda p: (p.card.rank is Rank.WILD_DRAW_FOUR, p.card.code))


class SheriffBot(StyleBot):
    name = "sheriff64"

    def challengers(self, view: dict[str, Any]) -> set[int]:
        out: set[int] = set()
        for ev in view.get("log") or []:
            if ev.get("type") == "round_start":
                out = set()
            elif ev.get("type") == "challenge" and ev.get("seat") is not None:
                out.add(int(ev["seat"]))
        return out

    def answer(self, view, hand, actions):
        if not any(isinstance(a, Challenge) for a in actions):
            return Accept()
        ch = view.get("challenge") or {}
        off = ch.get("offender")
        counts = view["counts"]
        if counts[next_of(view)] <= 2 or (off is not None and counts[off] <= 2):
            return Challenge()
        return Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        counts = view["counts"]
        nxt = next_of(view)
        key = plain_key(hand)
        w4 = [p for p in plays if p.card.rank is Rank.WILD_DRAW_FOUR]
        if w4:
            if view["bluff"]:
                if counts[nxt] <= 2 and nxt not in self.challengers(view):
                    return w4[0]
            elif counts[nxt] <= 4:
                return w4[0]
        rest = [p for p in plays if p.card.rank is not Rank.WILD_DRAW_FOUR]
        if rest:
            return max(rest, key=key)
        if view["bluff"] and len(hand) > 1:
            return None  # draw rather than bluff
        return max(plays, key=key)


OPPONENTS = {
    "ambush64": AmbushBot,
    "starve64": StarveBot,
    "sheriff64": SheriffBot,
}


def register() -> None:
    import core.bots as bots

    for name, cls in OPPONENTS.items():
        bots.BOTS[name] = cls


__all__ = ["OPPONENTS", "register"]
