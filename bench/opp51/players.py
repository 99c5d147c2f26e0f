"""Three opponents written by helper opp51, outside core/bots, on the seat's view alone.

Each keeps the bots' contract: ``act(view)`` reads only its own seat's view (and what it
remembers of earlier views), returns one of ``view["legal"]`` (or None out of turn), and draws
randomness only from its own seeded Rng. :func:`register` makes them known to
``core.bots.make_bot`` (and so to ``unotui simulate``'s code) in this process.

Styles (none of waves 9/15/18/20/22/23/25/27):

tempo      a leader-hunter that steers the direction of play. The *leader* is the opponent with
           the fewest cards. It keeps Skip / Reverse / Draw Two while the leader holds more than
           three cards (and its own hand more than three); when the leader is next it hits them
           (Draw Two, a legal Wild Draw Four, Skip) or turns play away with a Reverse; it never
           plays a Reverse that makes the leader the next player; a Wild names the colour the
           *leader* (not the next player) was last seen drawing on, else its most-held colour.
conman     plants a false "holds no <colour>" on purpose and then bluffs into it. While it holds
           a Wild Draw Four and a card of the colour in play, once a round, it draws instead of
           playing (a turn draw on red says "no red" to anyone who reads draws) and keeps the
           drawn card; afterwards, when the colour is that one again, it plays its Wild Draw
           Four as a bluff. Otherwise it bluffs a four only when the victim's public odds say it
           is seldom challenged (victim at three to five cards, its own hand at three or more),
           keeps a legal four for a next player with four cards or fewer, and never challenges.
spreader   keeps as many colours as it can: of its plays it picks the one that leaves the most
           distinct colours in hand (never its last card of a colour while another play keeps
           it), then a number match that moves play into its longest colour, then the highest
           points; names the colour in which it holds the most distinct numbers. Challenges a
           Wild Draw Four only when it has seen, by counting, that at most one card of the
           previous colour can be unseen.

All of them: call UNO with the play that leaves one card, catch a catchable one-card player,
never jump in, stack a pending draw card on (where the rules allow) rather than draw, swap a
Seven-O 7 with the smallest other hand, take the first give, never use wild powers.
"""

from __future__ import annotations

from collections import Counter
from typing import Any

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
from core.cards import COLORS, Card, Color, Rank, full_deck
from core.rng import Rng

HITS = (Rank.SKIP, Rank.DRAW_TWO, Rank.WILD_DRAW_FOUR)


def _my_turn(view: dict[str, Any]) -> bool:
    if view["phase"] == "name_dates":
        return view["dates"][view["seat"]] is None
    return view["current"] == view["seat"] and view["phase"] in (
        "play", "choose_color", "challenge", "give")


def _next(view: dict[str, Any], seat: int, direction: int | None = None) -> int:
    n = view["players"]
    d = view["direction"] if direction is None else direction
    s = seat
    for _ in range(n):
        s = (s + d) % n
        if s not in view.get("finished", []) and not view.get("eliminated", [False] * n)[s]:
            return s
    return (seat + d) % n


class Opp51Bot:
    name = "opp51"

    def __init__(self, seed: int | str = 0) -> None:
        self.rng = Rng(f"{self.name}/{seed}")
        self.seq = -1
        self.round = None
        self.color: str | None = None
        self.drew_on: dict[int, str] = {}  # seat -> colour it last drew on (turn draw)
        self.seen: list[str] = []  # cards seen played this round (codes)
        self.stats: Counter[str] = Counter()

    # ------------------------------------------------------------- memory
    def see(self, view: dict[str, Any]) -> None:
        if view.get("round") != self.round:
            self.round = view.get("round")
            self.seq = -1
            self.drew_on = {}
            self.seen = []
            self.color = view.get("color")
            self.new_round()
        for ev in view.get("log") or []:
            seq = ev.get("seq", -1)
            if seq <= self.seq:
                continue
            self.seq = seq
            t = ev.get("type")
            if t == "play":
                card = ev.get("card")
                self.seen.append(card)
                self.seen.extend(ev.get("also") or [])
                if card and card[0] in "RGBY":
                    self.color = {"R": "red", "G": "green", "B": "blue", "Y": "yellow"}[card[0]]
                elif ev.get("color"):
                    self.color = ev["color"]
                s = ev.get("seat")
                if s in self.drew_on and card and self.drew_on[s] and card[0] == self.drew_on[s][0].upper():
                    del self.drew_on[s]
            elif t == "color" and ev.get("color"):
                self.color = ev["color"]
            elif t == "draw" and ev.get("why") == "turn":
                if self.color is not None:
                    self.drew_on[ev["seat"]] = self.color
        self.color = view.get("color") or self.color

    def new_round(self) -> None:
        pass

    # ------------------------------------------------------------- plumbing
    def act(self, view: dict[str, Any]) -> Action | None:
        if view.get("seat") is None:
            return None
        self.see(view)
        actions = [action_from_wire(w) for w in view["legal"]]
        if not actions:
            return None
        me = view["seat"]
        hand = [Card.parse(c) for c in view["hand"] or []]
        for a in actions:
            if isinstance(a, Catch) and a.target == view["catchable"] \
                    and view["counts"][a.target] == 1:
                return a
            if isinstance(a, CallUno) and not view["uno"][me] and len(hand) == 1:
                return a
            if isinstance(a, DeathNumber):
                return a
        if not _my_turn(view):
            return None
        phase = view["phase"]
        if phase == "name_dates":
            return NameDate(1 + self.rng.below(12), 1 + self.rng.below(28))
        if phase == "choose_color":
            return ChooseColor(self.name_color(view, hand, hand))
        if phase == "give":
            gives = [a for a in actions if isinstance(a, Give)]
            return gives[0]
        plays = self.plays(view, hand, actions)
        if phase == "challenge":
            return self.answer(view, hand, actions, plays)
        if view.get("pending"):
            stack = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])]
            if stack:
                return stack[0]
        choice = self.turn(view, hand, plays, actions)
        if choice is None:
            choice = next((a for a in actions if isinstance(a, Draw | Pass)), None)
        if choice is None:
            choice = plays[0] if plays else actions[0]
        return choice

    def rest(self, hand: list[Card], p: Play) -> list[Card]:
        r = list(hand)
        for c in p.cards:
            if c in r:
                r.remove(c)
        return r

    def plays(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> list[Play]:
        """One variant of each play: UNO called when offered, the wild's colour as this style
        names it, a 7's target the smallest other hand, no powers, the most cards at once."""
        me = view["seat"]
        plays = [a for a in actions if isinstance(a, Play) and a.power is None]
        uno = {(p.card, p.also, p.color, p.target) for p in plays if p.uno}
        plays = [p for p in plays if p.uno or (p.card, p.also, p.color, p.target) not in uno]
        out = []
        for p in plays:
            if p.card.is_wild and p.color is not None \
                    and p.color is not self.name_color(view, self.rest(hand, p) or hand, hand, p):
                continue
            if p.target is not None:
                others = [s for s in range(view["players"]) if s != me
                          and s not in view.get("finished", [])]
                if p.target != self.swap_target(view, others):
                    continue
            out.append(p)
        best: dict[Card, int] = {}
        for p in out:
            best[p.card] = max(best.get(p.card, 0), len(p.also))
        out = [p for p in out if len(p.also) == best[p.card]]
        return out or plays

    def swap_target(self, view: dict[str, Any], others: list[int]) -> int:
        return min(others, key=lambda s: (view["counts"][s], s))

    def most_held(self, cards: list[Card]) -> Color:
        return max(COLORS, key=lambda c: (sum(1 for x in cards if x.color is c),
                                          sum(x.points for x in cards if x.color is c),
                                          -COLORS.index(c)))

    def name_color(self, view: dict[str, Any], rest: list[Card], hand: list[Card],
                   p: Play | None = None) -> Color:
        return self.most_held(rest)

    def answer(self, view, hand, actions, plays) -> Action:
        stack = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])]
        if stack:
            return stack[0]
        return Accept()

    def base_key(self, view, hand, p: Play) -> tuple:
        pref = Counter(c.color for c in hand)
        return (not p.card.is_wild, pref.get(p.card.color, 0), p.card.points, p.card.code)

    def filter_wilds(self, view, hand, plays: list[Play]) -> list[Play]:
        """Wilds saved while the hand holds more than two cards; a Wild Draw Four never a
        bluff here, and legal only for a next player with four cards or fewer."""
        nxt = _next(view, view["seat"])
        keep = []
        for p in plays:
            if p.card.rank is Rank.WILD_DRAW_FOUR:
                if view["bluff"]:
                    continue
                if len(hand) > 2 and view["counts"][nxt] > 4:
                    continue
            elif p.card.is_wild and len(hand) > 2:
                continue
            keep.append(p)
        return keep

    def turn(self, view, hand, plays, actions) -> Action | None:
        raise NotImplementedError


# --------------------------------------------------------------------------- tempo
class TempoBot(Opp51Bot):
    name = "tempo"

    def leader(self, view: dict[str, Any]) -> int:
        me = view["seat"]
        others = [s for s in range(view["players"]) if s != me and s not in view.get("finished", [])]
        # fewest cards; on a tie the one who plays soonest
        order = []
        s = me
        for _ in range(view["players"]):
            s = _next(view, s)
            if s not in order:
                order.append(s)
        return min(others, key=lambda x: (view["counts"][x], order.index(x) if x in order else 9))

    def swap_target(self, view, others):
        return self.leader(view) if self.leader(view) in others else super().swap_target(view, others)

    def name_color(self, view, rest, hand, p=None):
        held = {c.color for c in rest if c.color is not None}
        lead = self.leader(view)
        lacked = self.drew_on.get(lead)
        if lacked is not None:
            col = Color(lacked)
            if col in held or not held:
                return col
        return self.most_held(rest)

    def turn(self, view, hand, plays, actions):
        if not plays:
            return None
        me = view["seat"]
        lead = self.leader(view)
        nxt = _next(view, me)
        prev = _next(view, me, -view["direction"])
        hot = view["counts"][lead] <= 3 or len(hand) <= 3
        good = self.filter_wilds(view, hand, plays)
        if not good:
            good = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])]
        if not good:
            return None

        def key(p: Play) -> tuple:
            r = p.card.rank
            score = 0.0
            if r in HITS or r is Rank.REVERSE:
                if lead == nxt:
                    if r is Rank.DRAW_TWO:
                        score += 30
                    elif r is Rank.WILD_DRAW_FOUR:
                        score += 28
                    elif r is Rank.SKIP:
                        score += 25
                    elif r is Rank.REVERSE and prev != lead and view["players"] > 2:
                        score += 20
                elif r is Rank.REVERSE and prev == lead and view["players"] > 2:
                    score -= 40  # never hand the turn to the leader
                elif not hot:
                    score -= 12  # keep it for the leader
                elif r is Rank.SKIP and _next(view, nxt) == lead:
                    score -= 15  # a Skip here hands the leader the turn
            pref = Counter(c.color for c in self.rest(hand, p))
            if p.card.color is not None:
                score += 1.0 * pref.get(p.card.color, 0)
            if view["counts"][lead] <= 2:
                score += p.card.points / 4
            else:
                score += p.card.points / 12
            if p.card.is_wild:
                score -= 6
            return (score, p.card.code)

        best = max(good, key=key)
        if key(best)[0] < -30:
            return None  # draw rather than hand the leader the turn
        return best


# --------------------------------------------------------------------------- conman
class ConmanBot(Opp51Bot):
    name = "conman"

    def new_round(self) -> None:
        self.planted: str | None = None
        self.plant_done = False
        self.planting = False

    def turn(self, view, hand, plays, actions):
        me = view["seat"]
        nxt = _next(view, me)
        color = view["color"]
        has_w4 = any(c.rank is Rank.WILD_DRAW_FOUR for c in hand)
        # a card drawn to plant the fact is kept
        if self.planting and view.get("drawn") is not None:
            self.planting = False
            if any(isinstance(a, Pass) for a in actions):
                return next(a for a in actions if isinstance(a, Pass))
        self.planting = False
        w4 = [p for p in plays if p.card.rank is Rank.WILD_DRAW_FOUR]
        if w4 and view["bluff"]:
            # the planted fact: "no <color>", shown by a turn draw on it
            if self.planted is not None and color == self.planted and self.drew_on.get(me) == color:
                self.stats["planted_bluff"] += 1
                return w4[0]
            if 3 <= view["counts"][nxt] <= 5 and len(hand) >= 3:
                self.stats["odds_bluff"] += 1
                return w4[0]
        # plant: once a round, holding a four and a card of the colour in play
        if (not self.plant_done and has_w4 and view["bluff"] and view.get("drawn") is None
                and view["draw_size"] > 10 and 3 <= len(hand) <= 8
                and any(isinstance(a, Draw) for a in actions)
                and min(view["counts"][s] for s in range(view["players"]) if s != me) > 2):
            self.plant_done = True
            self.planted = color
            self.planting = True
            self.stats["plant"] += 1
            return next(a for a in actions if isinstance(a, Draw))
        good = self.filter_wilds(view, hand, plays)
        if self.planted is not None and self.drew_on.get(me) == self.planted:
            # keep the fact alive: do not show a card of the planted colour while others fit
            other = [p for p in good if p.card.color is None or p.card.color.value != self.planted]
            if other:
                good = other
        if not good:
            return None
        return max(good, key=lambda p: self.base_key(view, hand, p))


# --------------------------------------------------------------------------- spreader
class SpreaderBot(Opp51Bot):
    name = "spreader"

    def name_color(self, view, rest, hand, p=None):
        def k(c: Color):
            nums = {x.rank for x in rest if x.color is c}
            return (len(nums), sum(1 for x in rest if x.color is c), -COLORS.index(c))
        return max(COLORS, key=k)

    def answer(self, view, hand, actions, plays):
        stack = [p for p in plays if not (p.card.rank is Rank.WILD_DRAW_FOUR and view["bluff"])]
        if stack:
            return stack[0]
        prev = (view.get("challenge") or {}).get("previous_color")
        if prev is not None and any(isinstance(a, Challenge) for a in actions):
            total = sum(1 for c in full_deck() if c.color is not None and c.color.value == prev)
            seen = sum(1 for c in (view.get("discard") or []) if c[0] == prev[0].upper())
            mine = sum(1 for c in hand if c.color is not None and c.color.value == prev)
            if total - seen - mine <= 1:
                return Challenge()
        return Accept()

    def turn(self, view, hand, plays, actions):
        good = self.filter_wilds(view, hand, plays)
        if not good:
            return None
        longest = self.most_held(hand)

        def key(p: Play) -> tuple:
            rest = self.rest(hand, p)
            colors = len({c.color for c in rest if c.color is not None})
            into_longest = p.card.color is longest and p.card.color != (
                Color(view["color"]) if view["color"] else None)
            return (colors, not p.card.is_wild, into_longest, p.card.points, p.card.code)

        return max(good, key=key)


OPPONENTS = {"tempo": TempoBot, "conman": ConmanBot, "spreader": SpreaderBot}


def register() -> None:
    import core.bots as bots

    for name, cls in OPPONENTS.items():
        bots.BOTS[name] = cls


class HonestConBot(ConmanBot):
    """conman without the planted draw (its odds bluffs only): what the plant costs."""

    name = "oddsbluff"

    def new_round(self) -> None:
        super().new_round()
        self.plant_done = True


OPPONENTS["oddsbluff"] = HonestConBot
