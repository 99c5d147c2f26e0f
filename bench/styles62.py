"""Five more opponents of other styles (helper opp62), for the bots' benchmarks.

Written apart from ``core/bots`` (reading only the bots' contract, docs/BOTS.md's descriptions
of how normal and hard name colours and challenge, and bench/styles.py's plumbing, which they
reuse): ``register()`` makes them known to ``core.bots.make_bot`` in this process, as
``bench/styles.py`` does for its own. Each keeps the contract (its own seat's view only, one of
``view["legal"]``, randomness only from its own seeded Rng).

Styles
------
closer62  an end planner: keeps one *closer* (a Skip, Reverse or Draw Two; else a Wild) for its
          last two cards and plays everything else first, its most-held colour, most points
          first; with two cards plays the closer, then the last card. Draws rather than spend
          the closer unless it is its only play. Challenges
          a Wild Draw Four only when it holds two cards or fewer itself.
steer62   a colour steerer: every turn moves play into its longest suit if any play does (a
          card of that colour, a same-number card crossing into it, a wild naming it, in that
          order), else plays the card of the colour it holds least (to shed short suits), most
          points first. Never challenges.
sizer62   times its attacks by the next player's hand size: a Wild Draw Four (bluff or not),
          Draw Two or Skip only when the next player holds three cards or fewer, or is the
          smallest other hand and holds five or fewer; otherwise numbers, a plain Wild last.
          Challenges a four when it holds two cards or fewer itself (the bots bluff only at a
          player about to win) or the offender does.
bait62    plants false "holds no colour X" reads: with four to nine cards, two or more of the
          colour in play and no opponent below three cards, it draws instead of playing
          (``draw_when_playable``), once a round, and passes a drawn card — the bots remember a
          player who drew on red as holding no red, steer play away from red elsewhere and name
          red against it (``lacks_bonus``), and never challenge a four whose previous colour it "lacks". While
          that read stands (it draws nothing more) it plays its other colours first and bluffs a
          Wild Draw Four when the colour in play is the planted one.
jumper62  out-of-turn and Seven-O aggression (house, chinese-party): jumps in at every offer
          (actions and highest points first), stacks every penalty it can, swaps a 7 into the
          smallest other hand whenever that hand is smaller than its own, plays a 0 whenever its
          hand is the largest; otherwise plays highest points first. Never challenges.
nbait62   normal (core/bots/normal.py) plus bait62's plant and its bluffed four into the
          planted colour: measured in one seat against three normals, paired against a normal
          in that seat, it says whether the plant pays against the bots.
"""

from __future__ import annotations

from typing import Any

from core.actions import Accept, Challenge, Draw, Pass, Play
from core.bots.normal import NormalBot
from core.cards import COLORS, Card, Color, Rank

try:  # run as bench/styles62.py's sibling (sys.path holds bench/) or as bench.styles62
    from styles import StyleBot, legal_of, most_held, uno_obliged
except ImportError:  # pragma: no cover
    from bench.styles import StyleBot, legal_of, most_held, uno_obliged

CLOSERS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO)


def next_of(view: dict[str, Any]) -> int:
    n = view["players"]
    s = view["seat"]
    for _ in range(n):
        s = (s + view["direction"]) % n
        if not (view.get("finished") and s in view["finished"]):
            return s
    return s


def others(view: dict[str, Any]) -> list[int]:
    fin = set(view.get("finished") or [])
    return [s for s in range(view["players"]) if s != view["seat"] and s not in fin]


def count_of(hand: list[Card], color: Color) -> int:
    return sum(1 for c in hand if c.color is color)


def current_color(view: dict[str, Any]) -> Color | None:
    return Color.parse(view["color"]) if view.get("color") else None


class CloserBot(StyleBot):
    name = "closer62"

    def closer(self, hand: list[Card]) -> Card | None:
        acts = [c for c in hand if c.rank in CLOSERS]
        if acts:
            return max(acts, key=lambda c: (c.rank is Rank.DRAW_TWO, c.rank is Rank.SKIP, c.code))
        wilds = [c for c in hand if c.is_wild]
        return wilds[0] if wilds else None

    def answer(self, view, hand, actions):
        if len(hand) <= 2 and any(isinstance(a, Challenge) for a in actions):
            return Challenge()
        return Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        keep = self.closer(hand)
        pref = {c: count_of(hand, c) for c in COLORS}
        if len(hand) <= 2 and keep is not None:
            # the closer first when what is left is a single card
            first = [p for p in plays if p.card == keep]
            if first and len(hand) == 2:
                return first[0]
        free = [p for p in plays if keep is None or p.card != keep]
        if free:
            return max(free, key=lambda p: (not p.card.is_wild,
                                            pref.get(p.card.color, 0) if p.card.color else 0,
                                            p.card.points, p.card.code))
        return plays[0]  # the closer when it is the only play (drawing for it cost too much)


class SteerBot(StyleBot):
    name = "steer62"

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        longest = most_held(hand)
        into = [p for p in plays if (p.card.color or p.color) is longest]
        if into:
            # a card of the longest colour when it is already in play; else cross into it by
            # number before spending a wild
            return max(into, key=lambda p: (not p.card.is_wild, p.card.points, p.card.code))
        pref = {c: count_of(hand, c) for c in COLORS}
        return max(plays, key=lambda p: (not p.card.is_wild,
                                         -(pref.get(p.card.color, 0) if p.card.color else 9),
                                         p.card.points, p.card.code))


class SizerBot(StyleBot):
    name = "sizer62"

    def attack_ok(self, view: dict[str, Any]) -> bool:
        counts = view["counts"]
        nxt = next_of(view)
        small = min(counts[s] for s in others(view))
        return counts[nxt] <= 3 or (counts[nxt] == small and counts[nxt] <= 5)

    def answer(self, view, hand, actions):
        ch = view.get("challenge") or {}
        off = ch.get("offender")
        if any(isinstance(a, Challenge) for a in actions) and (
                len(hand) <= 2 or (off is not None and view["counts"][off] <= 2)):
            return Challenge()
        stacks = [a for a in actions if isinstance(a, Play)]
        plays = self.plays(view, hand, stacks)
        if plays:  # passes a stack on when it can (hits the next player anyway)
            return plays[0]
        return Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        attacks = [p for p in plays if p.card.rank in (Rank.WILD_DRAW_FOUR, Rank.DRAW_TWO,
                                                       Rank.SKIP)]
        if view.get("pending"):
            return max(plays, key=lambda p: (p.card.points, p.card.code))
        if attacks and self.attack_ok(view):
            return max(attacks, key=lambda p: (p.card.rank is Rank.WILD_DRAW_FOUR,
                                               p.card.rank is Rank.DRAW_TWO, p.card.code))
        quiet = [p for p in plays if p not in attacks]
        pref = {c: count_of(hand, c) for c in COLORS}
        if quiet:
            return max(quiet, key=lambda p: (not p.card.is_wild,
                                             pref.get(p.card.color, 0) if p.card.color else 0,
                                             p.card.points, p.card.code))
        if len(hand) >= 8 or not any(isinstance(a, Draw | Pass) for a in actions):
            return max(plays, key=lambda p: (p.card.rank is not Rank.WILD_DRAW_FOUR, p.card.code))
        return None  # keep the attack for a smaller next hand


class BaitBot(StyleBot):
    name = "bait62"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.planted: Color | None = None
        self.round: int | None = None
        self.size_after: int = 0  # hand size right after the plant's draw
        self.used = False  # one plant a round

    def act(self, view):
        if view.get("round") != self.round:
            self.round, self.planted, self.used = view.get("round"), None, False
        hand = view.get("hand") or []
        # any later growth of the hand (a draw, a penalty) ends the planted read
        if self.planted is not None and len(hand) > self.size_after:
            self.planted = None
        out = super().act(view)
        if self.planted is not None and view.get("hand") is not None:
            self.size_after = min(self.size_after, len(hand) - (
                1 if isinstance(out, Play) else 0))
        return out

    def answer(self, view, hand, actions):
        return Accept()

    def turn(self, view, hand, plays, actions):
        counts = view["counts"]
        color = current_color(view)
        opp_small = min(counts[s] for s in others(view)) < 3
        if view.get("drawn") and self.planted is not None and len(hand) < 10 \
                and any(isinstance(a, Pass) for a in actions):
            return next(a for a in actions if isinstance(a, Pass))
        if (plays and not self.used and color is not None and not view.get("drawn")
                and not view.get("pending") and 4 <= len(hand) <= 9 and not opp_small
                and count_of(hand, color) >= 2 and view["draw_size"] > 0
                and any(isinstance(a, Draw) for a in actions)):
            self.planted, self.used = color, True
            self.size_after = len(hand) + 1
            return next(a for a in actions if isinstance(a, Draw))
        if not plays:
            return None
        w4 = [p for p in plays if p.card.rank is Rank.WILD_DRAW_FOUR]
        if w4 and self.planted is not None and color is self.planted:
            return w4[0]
        pref = {c: count_of(hand, c) for c in COLORS}
        return max(plays, key=lambda p: (
            not p.card.is_wild, p.card.rank is not Rank.WILD_DRAW_FOUR,
            (p.card.color is not self.planted) if p.card.color else False,
            pref.get(p.card.color, 0) if p.card.color else 0, p.card.points, p.card.code))


class JumperBot(StyleBot):
    name = "jumper62"

    def act(self, view):
        if view.get("seat") is not None and view["current"] != view["seat"] \
                and view["phase"] == "play":
            actions = legal_of(view)
            hand = [Card.parse(c) for c in view["hand"] or []]
            jumps = [a for a in actions if isinstance(a, Play) and a.power is None]
            if jumps:
                jumps = self.plays(view, hand, jumps)
                # with UNO when it leaves one card
                uno = [p for p in jumps if p.uno] or jumps
                return max(uno, key=self.key)
        return super().act(view)

    def key(self, p: Play) -> tuple[int, int, int, str]:
        return (len(p.also), p.card.rank in CLOSERS or p.card.rank is Rank.WILD_DRAW_FOUR,
                p.card.points, p.card.code)

    def answer(self, view, hand, actions):
        stacks = [a for a in actions if isinstance(a, Play)]
        plays = self.plays(view, hand, stacks)
        return max(plays, key=self.key) if plays else Accept()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        counts = view["counts"]
        me = view["seat"]
        opp = others(view)
        smallest = min(counts[s] for s in opp) if opp else 0
        good = []
        for p in plays:
            swap = p.card.rank is Rank.SEVEN and p.target is not None \
                and counts[p.target] < len(hand)
            rotate = p.card.rank is Rank.ZERO and "seven_o" in view["rules"] \
                and counts[me] >= max(counts[s] for s in opp)
            if swap or rotate:
                good.append(p)
        if good and smallest < len(hand):
            return max(good, key=lambda p: (p.card.rank is Rank.SEVEN, len(p.also), p.card.code))
        safe = [p for p in plays if not (p.card.rank in (Rank.SEVEN, Rank.ZERO)
                                         and "seven_o" in view["rules"])] or plays
        if view["bluff"]:
            safe = [p for p in safe if p.card.rank is not Rank.WILD_DRAW_FOUR] or safe
        return max(safe, key=self.key)


OPPONENTS = {
    "closer62": CloserBot,
    "steer62": SteerBot,
    "sizer62": SizerBot,
    "bait62": BaitBot,
    "jumper62": JumperBot,
}


def register() -> None:
    """Make these styles known to ``core.bots.make_bot`` in this process (a process pool
    started by fork inherits them)."""
    import core.bots as bots

    for name, cls in OPPONENTS.items():
        bots.BOTS[name] = cls


__all__ = ["OPPONENTS", "register", "uno_obliged"]


class NormalBaitBot(NormalBot):
    """nbait62: normal, plus bait62's plant — once a round, with four to nine cards, two or
    more of the colour in play and no opponent below three cards, it draws where it could play
    and passes the drawn card; while the false "holds no X" stands (its hand has not grown
    since) it bluffs a Wild Draw Four when X is in play (the bots do not challenge a player
    seen to lack the previous colour)."""

    name = "nbait62"

    def __init__(self, seed: int | str = 0) -> None:
        super().__init__(seed)
        self.b_round: int | None = None
        self.b_planted: Color | None = None
        self.b_used = False
        self.b_size = 0

    def decide(self, view, actions):
        if view.get("round") != self.b_round:
            self.b_round, self.b_planted, self.b_used = view.get("round"), None, False
        hand = [Card.parse(c) for c in view.get("hand") or []]
        if self.b_planted is not None and len(hand) > self.b_size:
            self.b_planted = None
        mine = view["current"] == view["seat"] and view["phase"] == "play"
        if mine:
            color = current_color(view)
            counts = view["counts"]
            if view.get("drawn") and self.b_planted is not None and len(hand) < 10:
                for a in actions:
                    if isinstance(a, Pass):
                        return a
            plays = [a for a in actions if isinstance(a, Play)]
            if (plays and not self.b_used and color is not None and not view.get("drawn")
                    and not view.get("pending") and 4 <= len(hand) <= 9
                    and min(counts[s] for s in others(view)) >= 3
                    and count_of(hand, color) >= 2 and view["draw_size"] > 0):
                for a in actions:
                    if isinstance(a, Draw):
                        self.b_planted, self.b_used, self.b_size = color, True, len(hand) + 1
                        return a
            if self.b_planted is not None and color is self.b_planted:
                rest = [c for c in hand if c.rank is not Rank.WILD_DRAW_FOUR]
                name = most_held([c for c in rest if c.color is not self.b_planted] or rest
                                 or hand)
                for a in plays:
                    if a.card.rank is Rank.WILD_DRAW_FOUR and a.color is name and a.power is None:
                        self.b_size = len(hand) - 1
                        return a
        out = super().decide(view, actions)
        if isinstance(out, Play) and mine and self.b_planted is not None:
            self.b_size = len(hand) - len(out.cards)
        return out


OPPONENTS["nbait62"] = NormalBaitBot
