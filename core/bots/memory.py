"""What a player at the table remembers: the public facts of the round, read from its own views.

Contract
--------
* :class:`Memory` is fed every view a bot is shown (:meth:`Memory.see`), in order. It reads only
  that view: its own hand, the public fields and the log events the view carries (each log event
  once, by its ``seq``). It never sees another seat's cards except what the engine showed this
  seat privately (a challenge's revealed hand, a peek, the cards it gave or took in a swap).
* It keeps, for the current round: the discard pile since the last reshuffle (``discard``, card
  codes, bottom first; ``discard_known`` says whether the log showed every card of it), the colour
  in play before the last Wild Draw Four (``wd4_previous``), the rank of the last draw card played
  (``pending_rank``), cards known to be in other hands (``known``) and what draws reveal
  (``lacks``: a player who drew on a red 5 held no red, no 5 and no wild card then, as far as
  sensible play goes — ``lack_n`` is how many of the cards now in that hand date from then).
  Across rounds: how often challenged Wild Draw Fours were bluffs (``wd4_guilty``/``wd4_innocent``).
* Facts the view states itself are preferred (``discard``, ``challenge.previous_color``,
  ``pending_rank`` once the engine puts them in every view): :func:`discard_of`,
  :func:`previous_color_of` and :func:`pending_rank_of` are the one place that chooses.
* A plain picklable object: bots are pickled to worker processes and back.
"""

from __future__ import annotations

from typing import Any

from ..cards import Card, Color


def _color_of(code: str) -> str | None:
    return None if code in ("W", "W4") else code[0]


def _rank_of(code: str) -> str:
    return code if code in ("W", "W4") else code[1:]


class Memory:
    """The public history of the round as one seat saw it (see the module contract)."""

    def __init__(self) -> None:
        self.last_seq = 0
        self.seat: int | None = None
        self.players = 0
        self.round = -1
        self.discard: list[str] = []
        self.discard_known = False
        self.color: str | None = None  #: colour letter in play, as replayed from the log
        self.top: str | None = None
        self.wd4_previous: str | None = None  #: colour letter before the last Wild Draw Four
        self.pending_rank: str | None = None
        self.counts: list[int] = []
        self.known: list[list[str]] = []
        self.lack_colors: list[set[str]] = []
        self.lack_ranks: list[set[str]] = []
        self.lack_n: list[int] = []
        #: (seat, cards, colours, ranks) of a turn draw not yet resolved, with what it showed
        self.drew: tuple[int, int, set[str], set[str]] | None = None
        self.wd4_guilty = 0
        self.wd4_innocent = 0
        self.challenges_seen = 0  #: Wild Draw Fours played on others that were challenged
        self.wd4_unchallenged = 0  #: ... and accepted
        #: counts the views taken in: what was inferred from the memory is current while it holds
        self.revision = 0
        #: (view, revision, what was built from them): :func:`core.bots.worlds.sample_world`
        #: builds the part of a world that does not depend on chance once per view
        self.world_base: tuple[Any, ...] | None = None

    def __getstate__(self) -> dict[str, Any]:
        """Pickled (a bot sent to a worker process and back) without :attr:`world_base`: a
        cache of the last view, useless once copied."""
        state = dict(self.__dict__)
        state["world_base"] = None
        return state

    # ----------------------------------------------------------------- feeding
    def see(self, view: dict[str, Any]) -> None:
        """Take in one view (its new log events, then its public fields)."""
        self.revision += 1
        self.seat = view["seat"]
        n = int(view["players"])
        if n != self.players:
            self.players = n
            self._reset_round()
        log = view.get("log") or []
        if (log and max(int(ev.get("seq", 0)) for ev in log) < self.last_seq) \
                or int(view["round"]) < self.round:
            # a new match at the same table (a bot kept for it): its log counts from 1 again,
            # and its rounds (either tells, whichever this view shows first, review35 #8).
            # Read from there, as a fresh memory does — before, every event up to the last
            # match's count was skipped as seen (bots35 #3). What the players' Wild Draw Fours
            # showed (challenged, accepted) stays: the same players sit there.
            self.last_seq = 0
            self.round = -1
            self._reset_round()
        new = [ev for ev in log if int(ev.get("seq", 0)) > self.last_seq]
        if new and self.last_seq and int(new[0]["seq"]) > self.last_seq + 1 and not any(
                ev.get("type") == "round_start" for ev in new):
            self.discard_known = False  # events were missed: the pile is no longer fully known
        for ev in new:
            self._event(ev)
        if new:
            self.last_seq = int(new[-1]["seq"])
        if view["round"] != self.round:
            if not any(ev.get("type") == "round_start" for ev in new):
                self._reset_round()
                self.discard_known = False
            self.round = view["round"]
        counts = list(view["counts"])
        self.counts = counts
        for s in range(n):
            self.lack_n[s] = min(self.lack_n[s], counts[s])
            if len(self.known[s]) > counts[s]:
                self.known[s] = self.known[s][: counts[s]]
        if view["top"] is not None and (not self.discard or self.discard[-1] != view["top"]):
            self.discard_known = False
            self.discard.append(view["top"])
        if len(self.discard) != view["discard_size"]:
            self.discard_known = False
        self.color = None if view["color"] is None else Color(view["color"]).letter
        self.top = view["top"]

    def _reset_round(self) -> None:
        n = self.players
        self.discard = []
        self.discard_known = True
        self.counts = [0] * n
        self.known = [[] for _ in range(n)]
        self.lack_colors = [set() for _ in range(n)]
        self.lack_ranks = [set() for _ in range(n)]
        self.lack_n = [0] * n
        self.drew = None
        self.pending_rank = None
        self.wd4_previous = None

    def _per_seat(self) -> list[list[Any]]:
        """The per-seat tables that follow a hand when hands change places."""
        return [self.known, self.lack_colors, self.lack_ranks, self.lack_n, self.counts]

    def _forget(self, seat: int) -> None:
        self.lack_colors[seat] = set()
        self.lack_ranks[seat] = set()
        self.lack_n[seat] = 0

    def _resolve_draw(self, ev: dict[str, Any]) -> None:
        """A turn draw followed by anything but that seat playing or passing: the drawn card
        did not fit either, so it joins the cards the constraint covers (the constraint narrows
        to what that draw showed, which the drawn card meets too). A host of this version
        logs a ``pass`` after every turn draw not played, whether the card fit or not (the
        log does not tell which): only an older host's log, whose lone ``pass`` told a kept
        card that fits, still says that much."""
        if self.drew is None:
            return
        seat = self.drew[0]
        if ev.get("seat") == seat and ev.get("type") in ("play", "pass", "uno"):
            if ev.get("type") != "uno":
                self.drew = None
            return
        self._extend(seat)

    def _extend(self, seat: int) -> None:
        assert self.drew is not None
        _, got, colors, ranks = self.drew
        self.drew = None
        if self.lack_n[seat]:
            self.lack_colors[seat] &= colors
            self.lack_ranks[seat] &= ranks
            self.lack_n[seat] += got

    def _event(self, ev: dict[str, Any]) -> None:
        kind = ev.get("type")
        me = self.seat
        if kind != "draw" or ev.get("seat") != (self.drew or (None,))[0]:
            self._resolve_draw(ev)
        if kind == "round_start":
            self._reset_round()
            card = str(ev["card"])
            self.discard = [card]
            self.top = card
            self.color = _color_of(card)
            return
        if not self.counts:
            return
        if kind == "play":
            seat = int(ev["seat"])
            cards = [*ev.get("also", []), str(ev["card"])]
            card = cards[-1]
            if card == "W4":
                self.wd4_previous = self.color
            if card == "W4" or _rank_of(card) == "D":
                self.pending_rank = _rank_of(card)
            self.discard += cards
            self.top = card
            self.color = _color_of(card) or (Color(ev["color"]).letter if ev.get("color") else None)
            for c in cards:
                if c in self.known[seat]:
                    self.known[seat].remove(c)
                if self.lack_n[seat] and _color_of(c) not in self.lack_colors[seat] and \
                        _rank_of(c) not in self.lack_ranks[seat]:
                    self.lack_n[seat] -= 1
            self.counts[seat] = max(0, self.counts[seat] - len(cards))
        elif kind == "draw":
            seat = int(ev["seat"])
            got = int(ev.get("count", 0))
            if ev.get("why") == "turn" and seat != me and self.top is not None:
                colors = {self.color} if self.color is not None else set()
                ranks = {"W", "W4"}
                if _color_of(self.top) is not None:
                    ranks.add(_rank_of(self.top))
                if self.drew is not None and self.drew[0] == seat:
                    self._extend(seat)  # drawing again: the last one did not fit
                else:
                    before = self.counts[seat]
                    if self.lack_n[seat] < before:
                        self.lack_colors[seat] = set()
                        self.lack_ranks[seat] = set()
                    self.lack_colors[seat] |= colors
                    self.lack_ranks[seat] |= ranks
                    self.lack_n[seat] = before
                self.drew = (seat, got, colors, ranks)
            self.counts[seat] += got
            if ev.get("why") == "penalty":
                self.pending_rank = None
        elif kind == "reshuffle":
            self.discard = self.discard[-1:]
            self.discard_known = True
        elif kind == "color":
            self.color = Color(ev["color"]).letter
        elif kind == "challenge":
            target = int(ev["target"])
            previous = ev.get("previous_color") or None
            prev_letter = Color(previous).letter if previous else self.wd4_previous
            if ev.get("guilty"):
                self.wd4_guilty += 1
            else:
                self.wd4_innocent += 1
                if prev_letter is not None:  # held none of the previous colour
                    self.lack_colors[target] = {prev_letter}
                    self.lack_ranks[target] = set()
                    self.lack_n[target] = self.counts[target]
            if "hand" in ev:  # shown to me, the challenger
                self.known[target] = list(ev["hand"])
            if ev.get("seat") != me:
                self.challenges_seen += 1
        elif kind == "accept":
            if ev.get("seat") != me:
                self.wd4_unchallenged += 1
        elif kind == "swap_hands":
            a, b = int(ev["seat"]), int(ev["target"])
            for table in self._per_seat():
                table[a], table[b] = table[b], table[a]
        elif kind == "rotate_hands":
            direction = int(ev.get("direction", 1))
            n = self.players
            seats = list(range(n)) if direction > 0 else list(range(n))[::-1]
            for table in self._per_seat():
                moved = [table[s] for s in seats]
                for i, s in enumerate(seats):
                    table[s] = moved[i - 1]
        elif kind == "peek" and "hand" in ev:
            self.known[int(ev["target"])] = list(ev["hand"])
        elif kind == "swap_cards":
            seat, target = int(ev["seat"]), int(ev["target"])
            self._forget(target)
            self._forget(seat)
            if "gave" in ev:
                self.known[target] += list(ev["gave"])
        elif kind == "judgement":
            self.discard += list(ev.get("cards", []))
            if ev.get("color"):
                self.color = Color(ev["color"]).letter
            self.top = self.discard[-1]
        elif kind == "death_number":
            self.discard += list(ev.get("hand", []))

    # ------------------------------------------------------------------ facts
    def bluff_rate(self) -> float:
        """How often a challenged Wild Draw Four turned out to be a bluff, with a prior that
        sensible players seldom bluff (about one in five)."""
        return (self.wd4_guilty + 1.0) / (self.wd4_guilty + self.wd4_innocent + 5.0)

    def challenge_rate(self) -> float:
        """How often others challenge a Wild Draw Four, with a prior of one in three."""
        return (self.challenges_seen + 1.0) / (self.challenges_seen + self.wd4_unchallenged + 3.0)

    def lacks(self, seat: int, color: Color | None) -> bool:
        """True when ``seat`` showed it holds no ``color`` and has drawn nothing since."""
        return bool(color is not None and self.lack_n[seat] > 0
                    and self.lack_n[seat] >= self.counts[seat]
                    and color.letter in self.lack_colors[seat])


def discard_of(view: dict[str, Any], memory: Memory) -> tuple[list[Card], bool]:
    """The discard pile since the last reshuffle (bottom first) and whether it is complete."""
    if "discard" in view and isinstance(view["discard"], list):
        return [Card.parse(c) for c in view["discard"]], True
    cards = [Card.parse(c) for c in memory.discard]
    return cards, memory.discard_known and len(cards) == view["discard_size"]


def previous_color_of(view: dict[str, Any], memory: Memory) -> Color | None:
    """During a challenge: the colour in play before the Wild Draw Four."""
    ch = view.get("challenge") or {}
    if ch.get("previous_color"):
        return Color(ch["previous_color"])
    if memory.wd4_previous is None:
        return None
    return Color.parse(memory.wd4_previous)


def pending_rank_of(view: dict[str, Any], memory: Memory) -> str | None:
    """The rank code (``"D"`` for a Draw Two or ``"W4"``) of the draw card behind a pending penalty."""
    if view.get("pending_rank"):
        return str(view["pending_rank"])
    return memory.pending_rank if view.get("pending") else None
