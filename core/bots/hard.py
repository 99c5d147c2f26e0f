"""``hard``: normal's judgement, plus inference of the hidden hands and determinized search.

How it decides:

* **Inference** (:mod:`core.bots.memory`): it counts every card it has seen this round, remembers
  cards shown to it, and what draws and passes reveal (a player who drew on a red 5 held no red,
  no 5 and no wild then; a Wild Draw Four found innocent means no card of the previous colour).
* **Search** where decisions differ and matter — a challenge of a Wild Draw Four, and a turn with
  several different sensible plays once someone is close to going out (or its own hand is small):
  it samples hidden hands consistent with all of the above (:func:`core.bots.worlds.sample_world`),
  and plays every candidate out in the *same* sampled worlds with the one engine, scoring by points
  as the table's scoring mode counts them plus a bonus for winning the round. For a challenge each
  world is a bluff or not with the estimated chance of a bluff (the sampled hands' chance of holding
  the previous colour, times how often this table's challenged fours were bluffs).
* Everything else (out-of-turn actions, colours of a Wild turned up first, gives, dates, quiet early
  turns) is normal's heuristic, with the inference feeding its colour choices.

Budget: ``think`` seconds map to a fixed number of playouts per decision
(:data:`PLAYOUTS_PER_SECOND`, measured on the reference 2-core machine), so the bot is
deterministic given its seed, the views it was shown and its budget — never a clock.
"""

from __future__ import annotations

from typing import Any

from ..actions import Accept, Action, Challenge, Draw, Play
from ..cards import Card
from ..game import apply
from .base import DEFAULT_THINK
from .normal import NormalBot
from .worlds import playout, sample_world

#: Playouts (each with its sampled world) per second of thinking: measured with bench/bots.py on
#: the reference machine (2 cores shared by a busy session, load average 4-6); an idle core does
#: about four times as many, so a budget is a ceiling, not an estimate.
PLAYOUTS_PER_SECOND = 600
#: Candidates a turn search compares at most (the heuristic's best ones).
MAX_CANDIDATES = 4
#: Fewest worlds a search uses; below this the heuristic decides alone.
MIN_WORLDS = 4
#: A searched candidate replaces the heuristic's first choice only when its mean advantage over
#: the same worlds exceeds this many standard errors.
MARGIN = 1.0


def budget_playouts(think: float) -> int:
    """The playout cap a thinking time maps to (at least one world per candidate)."""
    return max(0, round(think * PLAYOUTS_PER_SECOND))


class HardBot(NormalBot):
    """The strongest fair bot: see the module docstring. ``search``/``infer`` switch parts off
    for the ablation rows of docs/BOTS.md."""

    name = "hard"

    def __init__(self, seed: int | str = 0, think: float | None = None, *,
                 playouts: int | None = None, search: bool = True, infer: bool = True) -> None:
        super().__init__(seed)
        self.think = DEFAULT_THINK if think is None else float(think)
        self.playouts = budget_playouts(self.think) if playouts is None else int(playouts)
        self.search = search
        self.infer = infer
        self.use_lacks = infer
        self.searches = 0  #: decisions made by search (for benchmarks)

    # --------------------------------------------------------------- challenge
    def p_bluff(self, view: dict[str, Any], hand: list[Card]) -> float:
        if not self.infer:
            return super().p_bluff(view, hand)
        worlds = 16
        held = 0
        made = 0
        for _ in range(worlds):
            w = sample_world(view, self.memory, self.rng)
            if w is None or w.wd4 is None:
                break
            made += 1
            held += w.wd4.bluff
        if not made:
            return super().p_bluff(view, hand)
        return self.bluff_odds(view, held / made)

    def answer_wd4(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        stacks = [a for a in actions if isinstance(a, Play)]
        p = self.p_bluff(view, hand)
        offender = view["challenge"]["offender"]
        threshold = 0.2 if view["counts"][offender] <= 2 else 0.25
        judged: Action = Challenge() if p > threshold else Accept()
        worlds = self.playouts // (2 + min(2, len(stacks)))
        if not self.search or worlds < MIN_WORLDS:
            return self.turn(view, hand, actions) if stacks else judged
        candidates: list[Action] = [judged, Accept() if judged == Challenge() else Challenge()]
        if stacks:
            candidates = [t[2] for t in self.rank_plays(view, hand, actions)[:2]] + candidates
        bluffs = [self.rng.random() < p for _ in range(worlds)]
        return self.compare(view, candidates, worlds, bluffs)

    # -------------------------------------------------------------------- turn
    def turn(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        if not self.search or view["phase"] != "play":
            return super().turn(view, hand, actions)
        scored = self.rank_plays(view, hand, actions)
        ctx = self.context(view, hand)
        matters = ctx["min_opp"] <= 3 or len(hand) <= 3 or int(view.get("pending") or 0) > 0
        candidates: list[Action] = []
        seen: set[tuple[Any, ...]] = set()
        for score, _, p in scored:
            if score < 0:
                continue
            key = (p.card, p.also, p.color, p.target)
            if key not in seen:
                seen.add(key)
                candidates.append(p)
            if len(candidates) >= MAX_CANDIDATES:
                break
        if not matters or len(candidates) < 2 or (scored and scored[0][0] >= 1000):
            return super().turn(view, hand, actions)
        if ctx["pending"] and Draw() in actions:
            candidates.append(Draw())
        worlds = self.playouts // len(candidates)
        if worlds < MIN_WORLDS:
            return super().turn(view, hand, actions)
        return self.compare(view, candidates, worlds, None)

    # ------------------------------------------------------------------ search
    def compare(self, view: dict[str, Any], candidates: list[Action], worlds: int,
                bluffs: list[bool] | None) -> Action:
        """Play every candidate out in the same sampled worlds; keep the first (the heuristic's
        choice) unless another beats it by more than :data:`MARGIN` standard errors of the paired
        per-world difference — few playouts are noisy, and noise must not overrule judgement."""
        me = view["seat"]
        values: list[list[float]] = [[] for _ in candidates]
        for i in range(worlds):
            world = sample_world(view, self.memory, self.rng,
                                 bluff=None if bluffs is None else bluffs[i],
                                 use_lacks=self.infer)
            if world is None:
                break
            for k, action in enumerate(candidates):
                w = world.copy()
                try:
                    apply(w, me, action)
                except ValueError:
                    values[k].append(-1e6)
                    continue
                values[k].append(playout(w, me))
        self.searches += 1
        made = len(values[0])
        if made < 2:
            return Accept() if isinstance(candidates[0], Challenge) else candidates[0]
        best, best_edge = 0, 0.0
        for k in range(1, len(candidates)):
            diffs = [a - b for a, b in zip(values[k], values[0], strict=True)]
            mean = sum(diffs) / made
            var = sum((d - mean) ** 2 for d in diffs) / (made - 1)
            edge = mean - MARGIN * (var / made) ** 0.5
            if edge > best_edge:
                best, best_edge = k, edge
        return candidates[best]
