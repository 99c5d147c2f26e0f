"""Opponents of other styles for the bots' benchmarks and tests (not levels a player picks).

Written apart from ``core/bots`` (by a session that read only the bots' contract), so that easy,
normal and hard are measured against players they were not tuned against, as a held-out
opponent would be: ``bench/bots.py strength --only hard-bluffer`` (the ``STYLE_MATCHUPS``) and
``tests/test_bots_vs_styles.py`` (every level plays every preset legally against each style).
:func:`register` makes them known to ``core.bots.make_bot`` in this process only.

Each bot keeps the project's contract: ``act(view)`` reads only its own seat's view and returns
one of ``view["legal"]`` (or None out of turn); randomness only from its own seeded Rng.

Styles
------
bluffer   plays a Wild Draw Four whenever it holds one (bluff or not), always challenges a Wild
          Draw Four played on it, names its most-held colour; otherwise plays a non-wild card of
          its most-held colour (highest points first), a plain Wild last.
hoarder   plays number cards first (its most-held colour, highest number); keeps Wilds and
          Skip/Reverse/Draw Two until it holds 2 cards or fewer: while it holds more, it draws
          rather than play one (plays one only when it cannot draw, when the draw pile is
          empty, or once its hand reaches 12 cards). Never challenges.
aggressor plays action cards whenever it can, highest points first: a *legal* Wild Draw Four
          (50; it does not bluff), then Draw Two > Skip > Reverse (20), then numbers highest
          first, a plain Wild last. Stacks a pending penalty whenever stacking allows. Never
          challenges.
randomlegal  uniform among its plays (never draws voluntarily), random colours, random
          challenge/accept; but always calls UNO and catches.

All of them: call UNO with the play that leaves one card (and late, out of turn, if needed),
catch a catchable player with one card, never jump in, pick a Seven-O 7's target as the
smallest other hand, avoid wild powers.
"""

from __future__ import annotations

from typing import Any, ClassVar

from core.actions import (
    Accept,
    Action,
    CallUno,
    Catch,
    Challenge,
    ChooseColor,
    DeathNumber,
    Draw,
    Give,
    NameDate,
    Pass,
    Play,
    action_from_wire,
)
from core.cards import COLORS, Card, Color, Rank
from core.rng import Rng

ACTION_RANKS = (Rank.SKIP, Rank.REVERSE, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)


def legal_of(view: dict[str, Any]) -> list[Action]:
    return [action_from_wire(w) for w in view["legal"]]


def my_turn(view: dict[str, Any]) -> bool:
    if view["phase"] == "name_dates":
        return view["dates"][view["seat"]] is None
    return view["current"] == view["seat"] and view["phase"] in (
        "play", "choose_color", "challenge", "give")


def most_held(cards: list[Card]) -> Color:
    return max(COLORS, key=lambda c: (sum(1 for x in cards if x.color is c), -COLORS.index(c)))


def uno_obliged(view: dict[str, Any], hand: list[Card]) -> bool:
    if len(hand) == 1:
        return True
    mp = view["rules"].get("multi_play", "off")
    if mp == "off" or len(hand) < 2 or any(c.is_wild for c in hand):
        return False
    if mp == "identical":
        return len(set(hand)) == 1
    return len({c.rank for c in hand}) == 1


class StyleBot:
    name = "style"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(f"{self.name}/{seed}")

    # --------------------------------------------------------------- plumbing
    def act(self, view: dict[str, Any]) -> Action | None:
        if view.get("seat") is None:
            return None
        actions = legal_of(view)
        if not actions:
            return None
        me = view["seat"]
        hand = [Card.parse(c) for c in view["hand"] or []]
        for a in actions:
            if isinstance(a, Catch) and a.target == view["catchable"] \
                    and view["counts"][a.target] == 1:
                return a
            if isinstance(a, CallUno) and not view["uno"][me] and uno_obliged(view, hand):
                return a
            if isinstance(a, DeathNumber):
                return a
        if not my_turn(view):
            return None
        phase = view["phase"]
        if phase == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if phase == "choose_color":
            return ChooseColor(self.color_for(hand))
        if phase == "give":
            gives = [a for a in actions if isinstance(a, Give)]
            return max(gives, key=lambda g: (g.card.points, g.card.code))
        if phase == "challenge":
            return self.answer(view, hand, actions)
        plays = self.plays(view, hand, actions)
        choice = self.turn(view, hand, plays, actions)
        if choice is None:
            choice = next((a for a in actions if isinstance(a, Draw | Pass)), None)
        if choice is None:  # nothing else: any play
            choice = plays[0] if plays else actions[0]
        return choice

    def plays(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> list[Play]:
        """Plain plays, one variant per (cards, colour): UNO called when it can be; the
        colour named is the most-held colour of what remains; a Seven-O target the smallest
        other hand; the most cards at once when multi-play allows."""
        me = view["seat"]
        counts = view["counts"]
        plays = [a for a in actions if isinstance(a, Play) and a.power is None]
        if not plays:
            return []
        uno_keys = {(p.card, p.also, p.color, p.target) for p in plays if p.uno}
        plays = [p for p in plays if p.uno or (p.card, p.also, p.color, p.target) not in uno_keys]
        out: list[Play] = []
        for p in plays:
            rest = list(hand)
            for c in p.cards:
                if c in rest:
                    rest.remove(c)
            if p.card.is_wild and p.color is not self.color_for(rest or hand):
                continue
            if p.target is not None:
                others = [s for s in range(view["players"]) if s != me]
                best = min(others, key=lambda s: (counts[s], s))
                if p.target != best:
                    continue
            out.append(p)
        # prefer the variant dumping most cards for the same top card
        best_len: dict[Card, int] = {}
        for p in out:
            best_len[p.card] = max(best_len.get(p.card, 0), len(p.also))
        out = [p for p in out if len(p.also) == best_len[p.card]]
        return out or plays

    def color_for(self, cards: list[Card]) -> Color:
        return most_held(cards)

    # ----------------------------------------------------------------- styles
    def answer(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        return Accept()

    def turn(self, view: dict[str, Any], hand: list[Card], plays: list[Play],
             actions: list[Action]) -> Action | None:
        raise NotImplementedError


def _colour_pref(hand: list[Card]) -> dict[Color, int]:
    return {c: sum(1 for x in hand if x.color is c) for c in COLORS}


class BlufferBot(StyleBot):
    name = "bluffer"

    def answer(self, view, hand, actions):
        return Challenge()

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        w4 = [p for p in plays if p.card.rank is Rank.WILD_DRAW_FOUR]
        if w4:
            return w4[0]
        pref = _colour_pref(hand)
        return max(plays, key=lambda p: (not p.card.is_wild,
                                         pref.get(p.card.color, 0) if p.card.color else 0,
                                         p.card.points, p.card.code))


class HoarderBot(StyleBot):
    name = "hoarder"
    #: hoarding stops at this hand size (four hoarders would otherwise draw the deck dry and
    #: never finish a round)
    give_up_at = 12

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        numbers = [p for p in plays if p.card.is_number]
        if numbers:
            pref = _colour_pref(hand)
            return max(numbers, key=lambda p: (pref[p.card.color], p.card.number, p.card.code))
        hoarding = 2 < len(hand) < self.give_up_at and view["draw_size"] > 0
        if hoarding and any(isinstance(a, Draw | Pass) for a in actions):
            return None  # keep the specials: draw (or pass on a drawn special)
        return max(plays, key=lambda p: (not p.card.is_wild, p.card.rank is Rank.WILD,
                                         p.card.code))


class AggressorBot(StyleBot):
    name = "aggressor"
    ORDER: ClassVar[dict[Rank, int]] = {Rank.WILD_DRAW_FOUR: 4, Rank.DRAW_TWO: 3, Rank.SKIP: 2,
                                        Rank.REVERSE: 1}

    def answer(self, view, hand, actions):
        stacks = [a for a in actions if isinstance(a, Play)]
        plays = self.plays(view, hand, stacks)
        if plays:
            return max(plays, key=self.key)
        return Accept()

    def key(self, p: Play) -> tuple[int, int, int, str]:
        return (self.ORDER.get(p.card.rank, 0), p.card.points if p.card.rank is not Rank.WILD
                else -1, len(p.also), p.card.code)

    def turn(self, view, hand, plays, actions):
        if view["bluff"]:  # honest: never plays a Wild Draw Four that would be a bluff
            plays = [p for p in plays if p.card.rank is not Rank.WILD_DRAW_FOUR]
        if not plays:
            return None
        return max(plays, key=self.key)


class RandomLegalBot(StyleBot):
    name = "randomlegal"

    def color_for(self, cards):
        return self.rng.choice(list(COLORS))

    def plays(self, view, hand, actions):
        # every legal play (wild colours, targets, powers included), UNO always called
        plays = [a for a in actions if isinstance(a, Play)]
        uno_keys = {(p.card, p.also, p.color, p.target, p.power) for p in plays if p.uno}
        return [p for p in plays
                if p.uno or (p.card, p.also, p.color, p.target, p.power) not in uno_keys]

    def answer(self, view, hand, actions):
        hand_ = [Card.parse(c) for c in view["hand"]]
        opts = [a for a in actions if isinstance(a, Challenge | Accept)] + self.plays(
            view, hand_, actions)
        return self.rng.choice(opts)

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        return self.rng.choice(plays)


OPPONENTS = {
    "bluffer": BlufferBot,
    "hoarder": HoarderBot,
    "aggressor": AggressorBot,
    "randomlegal": RandomLegalBot,
}


def register() -> None:
    """Make the styles known to ``core.bots.make_bot`` (and so to ``unotui simulate``'s code)
    in this process; a process pool started by fork inherits them."""
    import core.bots as bots

    for name, cls in OPPONENTS.items():
        bots.BOTS[name] = cls
