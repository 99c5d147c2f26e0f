"""Three more opponents of other styles (helper opp63), for the bots' benchmarks.

Written apart from ``core/bots`` (reading only the bots' contract and docs/BOTS.md's list of the
styles already tried); they reuse bench/styles.py's plumbing (UNO, catches, plain plays). Each
keeps the contract: its own seat's view only, one of ``view["legal"]``, randomness only from its
own seeded Rng. ``register()`` makes them known to ``core.bots.make_bot`` in this process.

Styles
------
reserve63 a colour hoarder: at its first turn of a round it picks a *reserve* colour (the one it
          holds most; picked again when it holds none) and keeps it for the end. While it holds
          four cards or more it plays no reserve card if anything else fits (other colours,
          most points first, then a wild naming its best other colour), and where only reserve
          cards (or wilds) fit it draws instead, passing a drawn reserve card (a false "holds no
          X" for the readers of draws). With three cards or fewer, or a hand of reserve cards
          and wilds only, it turns to the reserve (a wild names it) and plays it out. Never
          challenges.
hunter63  a card counter that plays against whoever is closest to out, wherever that player
          sits: it counts the unseen cards of each colour and remembers the colour each player
          last drew on (held none of it). With an opponent on four cards or fewer (the
          *leader*, the smallest other hand): if the leader moves next it plays Draw Two, Skip,
          a legal Wild Draw Four (a bluffed one when the leader holds two or fewer), else the
          card whose colour the leader lacks or that the fewest unseen cards answer; a Reverse
          only when it sends play away from the leader; a wild names the colour the leader
          drew on last (else the fewest unseen). Otherwise a plain player (most-held colour,
          most points first, wilds last). Challenges a four only from the leader on two or
          fewer.
pair63    an end planner that keeps a *follow pair* for its last two cards — two cards where one
          always fits on the other (same colour or same number, not wild) — so its last card
          never needs luck; plays everything else first, lowest points first (keeps points for
          later, the opposite of a dumper); plays a Wild Draw Four at once, bluff or not, and
          challenges every Wild Draw Four played on it.
"""

from __future__ import annotations

from typing import Any

from core.actions import Accept, Challenge, Draw, Pass, Play
from core.cards import COLORS, Card, Color, Rank

try:  # run as bench/styles63.py's sibling (sys.path holds bench/) or as bench.styles63
    from styles import StyleBot, most_held
except ImportError:  # pragma: no cover
    from bench.styles import StyleBot, most_held


def next_of(view: dict[str, Any]) -> int:
    n = view["players"]
    s = view["seat"]
    fin = set(view.get("finished") or [])
    for _ in range(n):
        s = (s + view["direction"]) % n
        if s not in fin:
            return s
    return s


def prev_of(view: dict[str, Any]) -> int:
    n = view["players"]
    s = view["seat"]
    fin = set(view.get("finished") or [])
    for _ in range(n):
        s = (s - view["direction"]) % n
        if s not in fin:
            return s
    return s


def others(view: dict[str, Any]) -> list[int]:
    fin = set(view.get("finished") or [])
    return [s for s in range(view["players"]) if s != view["seat"] and s not in fin]


def count_of(hand: list[Card], color: Color | None) -> int:
    return sum(1 for c in hand if c.color is color)


def current_color(view: dict[str, Any]) -> Color | None:
    return Color.parse(view["color"]) if view.get("color") else None


def unseen_by_colour(view: dict[str, Any], hand: list[Card]) -> dict[Color, int]:
    """Cards of each colour not in this hand and not in the discard pile (25 of each in a deck)."""
    seen = [Card.parse(c) for c in view.get("discard") or []] + hand
    return {col: 25 - sum(1 for c in seen if c.color is col) for col in COLORS}


class ReserveBot(StyleBot):
    name = "reserve63"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.round: int | None = None
        self.reserve: Color | None = None
        self.closing = False

    def act(self, view):
        if view.get("round") != self.round:
            self.round, self.reserve = view.get("round"), None
        hand = [Card.parse(c) for c in view.get("hand") or []]
        if hand and (self.reserve is None or count_of(hand, self.reserve) == 0):
            self.reserve = most_held(hand)
        self.closing = bool(hand) and (
            len(hand) <= 3 or all(c.is_wild or c.color is self.reserve for c in hand))
        return super().act(view)

    def color_for(self, cards):
        if self.closing or self.reserve is None:
            return self.reserve or most_held(cards)
        rest = [c for c in cards if c.color is not self.reserve]
        if not any(c.color for c in rest):
            return self.reserve
        return max((c for c in COLORS if c is not self.reserve),
                   key=lambda c: (count_of(rest, c), -COLORS.index(c)))

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        res = self.reserve
        if self.closing:
            # into the reserve: a reserve card, a card crossing into it by number, a wild
            return max(plays, key=lambda p: ((p.card.color or p.color) is res,
                                             not p.card.is_wild, p.card.points, p.card.code))
        other = [p for p in plays if not p.card.is_wild and p.card.color is not res]
        if other:
            pref = {c: count_of(hand, c) for c in COLORS}
            return max(other, key=lambda p: (pref[p.card.color], p.card.points, p.card.code))
        wild = [p for p in plays if p.card.is_wild and p.color is not res]
        if wild:
            return max(wild, key=lambda p: (p.card.rank is Rank.WILD, p.card.code))
        drawn = view.get("drawn")
        if drawn and any(isinstance(a, Pass) for a in actions):
            return next(a for a in actions if isinstance(a, Pass))
        if view["draw_size"] > 0 and len(hand) < 12 and any(isinstance(a, Draw) for a in actions):
            return next(a for a in actions if isinstance(a, Draw))
        return max(plays, key=lambda p: (not p.card.is_wild, p.card.points, p.card.code))


class HunterBot(StyleBot):
    name = "hunter63"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.lacks: dict[int, Color] = {}
        self.seen_log = 0
        self.round: int | None = None
        self._name: Color | None = None

    def _read_log(self, view: dict[str, Any]) -> None:
        if view.get("round") != self.round:
            self.round, self.lacks = view.get("round"), {}
        # the log holds this round's events: note every turn draw's colour (what was in play
        # is tracked along the log)
        col: Color | None = None
        for ev in view.get("log") or []:
            kind = ev.get("type")
            if kind == "round_start":
                self.lacks = {}
                col = Card.parse(ev["card"]).color
            elif kind == "play":
                c = Card.parse(str(ev["card"]))
                col = c.color or (Color(ev["color"]) if ev.get("color") else None)
                if self.lacks.get(int(ev["seat"])) is col:
                    self.lacks.pop(int(ev["seat"]))
            elif kind == "color":
                col = Color(ev["color"])
            elif kind == "draw" and ev.get("why") == "turn" and col is not None:
                self.lacks[int(ev["seat"])] = col

    def leader(self, view: dict[str, Any]) -> int | None:
        opp = others(view)
        if not opp:
            return None
        lead = min(opp, key=lambda s: (view["counts"][s], s))
        return lead if view["counts"][lead] <= 4 else None

    def act(self, view):
        if view.get("seat") is not None:
            self._read_log(view)
            hand = [Card.parse(c) for c in view.get("hand") or []]
            lead = self.leader(view)
            if lead is not None and lead in self.lacks:
                self._name = self.lacks[lead]
            elif lead is not None and hand:
                unseen = unseen_by_colour(view, hand)
                held = [c for c in COLORS if count_of(hand, c)] or list(COLORS)
                self._name = min(held, key=lambda c: (unseen[c], -count_of(hand, c)))
            else:
                self._name = None
        return super().act(view)

    def color_for(self, cards):
        return self._name or most_held(cards)

    def answer(self, view, hand, actions):
        ch = view.get("challenge") or {}
        off = ch.get("offender")
        if off is not None and off == self.leader(view) and view["counts"][off] <= 2 \
                and any(isinstance(a, Challenge) for a in actions):
            return Challenge()
        return Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        lead = self.leader(view)
        pref = {c: count_of(hand, c) for c in COLORS}
        plain = max(plays, key=lambda p: (not p.card.is_wild,
                                          pref.get(p.card.color, 0) if p.card.color else 0,
                                          p.card.points, p.card.code))
        honest = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])]
        if lead is None:
            return plain if plain in honest or len(hand) <= 2 else (
                max(honest, key=lambda p: (not p.card.is_wild, p.card.points, p.card.code))
                if honest else plain)
        nxt, prv = next_of(view), prev_of(view)
        counts = view["counts"]
        unseen = unseen_by_colour(view, hand)
        lacks = self.lacks.get(lead)
        two = view["players"] - len(view.get("finished") or []) <= 2

        def key(p: Play) -> tuple:
            r = p.card.rank
            hit = 0
            if nxt == lead:
                hit = {Rank.DRAW_TWO: 4, Rank.SKIP: 3, Rank.WILD_DRAW_FOUR: 2}.get(r, 0)
                if r is Rank.WILD_DRAW_FOUR and view["bluff"] and counts[lead] > 2:
                    hit = -1
                if r is Rank.REVERSE and two:
                    hit = 3
            if r is Rank.REVERSE and not two and prv == lead:
                hit = -2
            col = p.card.color or p.color
            deny = (col is lacks) * 2 + (-unseen[col] / 25 if col else 0)
            return (hit, not p.card.is_wild or nxt == lead, deny, p.card.points, p.card.code)

        cands = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])
                 or (nxt == lead and counts[lead] <= 2)]
        return max(cands or plays, key=key)


def follow_pair(hand: list[Card]) -> tuple[Card, Card] | None:
    """Two non-wild cards of which either fits on the other, lowest points first."""
    best = None
    cs = [c for c in hand if not c.is_wild]
    for i, a in enumerate(cs):
        for b in cs[i + 1:]:
            if a.color is b.color or (a.is_number and b.is_number and a.number == b.number) or (
                    not a.is_number and a.rank is b.rank):
                k = (a.points + b.points, a.code, b.code)
                if best is None or k < best[0]:
                    best = (k, (a, b))
    return best[1] if best else None


class PairBot(StyleBot):
    name = "pair63"

    def answer(self, view, hand, actions):
        if any(isinstance(a, Challenge) for a in actions):
            return Challenge()
        return Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        w4 = [p for p in plays if p.card.rank is Rank.WILD_DRAW_FOUR]
        if w4:
            return w4[0]
        pair = follow_pair(hand) if len(hand) > 2 else None
        keep: list[Card] = list(pair) if pair else []

        def kept(p: Play) -> bool:
            rest = list(keep)
            for c in p.cards:
                if c in rest:
                    rest.remove(c)
                    return True
            return False

        free = [p for p in plays if not kept(p)]
        pool = free or plays
        pref = {c: count_of(hand, c) for c in COLORS}
        if len(hand) == 2 and pair is None:
            # the card that leaves a last card able to follow it, if any
            def follows(p: Play) -> bool:
                rest = [c for c in hand if c != p.card] or hand
                last = rest[0]
                return last.is_wild or last.color is (p.card.color or p.color) or (
                    last.is_number and p.card.is_number and last.number == p.card.number)
            return max(pool, key=lambda p: (follows(p), not p.card.is_wild, p.card.code))
        return max(pool, key=lambda p: (not p.card.is_wild,
                                        pref.get(p.card.color, 0) if p.card.color else 0,
                                        -p.card.points, p.card.code))


OPPONENTS = {
    "reserve63": ReserveBot,
    "hunter63": HunterBot,
    "pair63": PairBot,
}


def register() -> None:
    """Make these styles known to ``core.bots.make_bot`` in this process (a process pool
    started by fork inherits them)."""
    import core.bots as bots

    for name, cls in OPPONENTS.items():
        bots.BOTS[name] = cls


__all__ = ["OPPONENTS", "register"]
