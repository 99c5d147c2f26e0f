"""``hard``: normal's judgement, plus inference of the hidden hands and determinized search.

How it decides:

* **Inference** (:mod:`core.bots.memory`): it counts every card it has seen this round, remembers
  cards shown to it, and what draws and passes reveal (a player who drew on a red 5 held no red,
  no 5 and no wild then; a Wild Draw Four found innocent means no card of the previous colour).
* **Search** where decisions differ and matter — a challenge of a Wild Draw Four, and a turn with
  several different sensible plays once someone is close to going out (or its own hand is small):
  it samples hidden hands consistent with all of the above (:func:`core.bots.worlds.sample_world`),
  and plays every candidate out in the *same* sampled worlds with the one engine, every seat
  played by a careful player's policy that answers a Wild Draw Four as the table does — it
  keeps a bluffed one for a next player about to win (while it holds three cards or more), and
  challenges one when a careful player would
  (:func:`core.bots.worlds.wary_policy`; before wave 10 no playout challenged, so a bluff looked
  free to the search) —, scoring by points
  as the table's scoring mode counts them plus a bonus for winning the round. The candidates are
  the heuristic's best plays and, when one of them is a wild card, the same wild naming each other
  colour the rest of the hand holds. For a challenge each world is a bluff or not with the
  estimated chance of a bluff (the sampled hands' chance of holding the previous colour, times how
  often this table's challenged fours were bluffs).
* Everything else (out-of-turn actions, colours of a Wild turned up first, gives, dates, quiet early
  turns) is normal's heuristic, with the inference feeding its colour choices — and, unlike
  normal, counting the cards still unseen: of plays alike it prefers the one fewer unseen cards
  can answer, and a wild names the colour others are least likely to hold
  (:attr:`count_answer_weight`, :attr:`count_name_weight`; docs/BOTS.md, wave 26).

A learned evaluation (:attr:`HardBot.learned_cut`, on by default since wave 7): under standard
scoring without teams, playouts are cut off after 8 actions and the round judged by a model fitted
by self-play (:mod:`core.bots.evaluate`) instead of played to its end — about twice the worlds
for a third more CPU, +0.9 ± 0.6 points of round share against three normals over 18,000 paired
rounds, where a third more budget alone bought +0.3 ± 0.6 (docs/BOTS.md, waves 6 and 7).
``learned_cut = None`` plays every playout to the end, as before.

Budget: ``think`` seconds map to a fixed number of engine actions per search
(:data:`STEPS_PER_SECOND`, measured on the reference 2-core machine): worlds are sampled until
their playouts have used it, so a search near the end of a round, where playouts are short, gets
more worlds than one early on. The bot is therefore deterministic given its seed, the views it
was shown and its budget — never a clock.
"""

from __future__ import annotations

from typing import Any

from ..actions import Accept, Action, Challenge, Draw, Play
from ..cards import Card
from ..game import apply
from .base import DEFAULT_THINK, hand_after
from .ismcts import tree_search
from .normal import NormalBot
from .worlds import POLICIES, guarded_best, run_out, sample_world

#: Engine actions (in playouts) per second of thinking: 600 playouts of about 30 actions (the
#: average playout of the searched positions), measured with bench/bots.py on the reference
#: machine (2 cores shared by a busy session, load average 4-6); an idle core does about four
#: times as many, so a budget is a ceiling, not an estimate. A search near the end of a round,
#: where playouts are short, gets more worlds for the same budget.
STEPS_PER_SECOND = 18_000
#: Steps a playout is assumed to take when deciding whether a budget can afford a search.
STEPS_PER_PLAYOUT = 30
#: Most worlds one search samples at a budget of a second or less; a larger budget raises it in
#: proportion (:func:`max_worlds`: at 5 s the cap bound every search, which then took no longer
#: than at 1 s, botplay42 #5).
MAX_WORLDS = 400
#: Candidates a turn search compares at most (the heuristic's best ones).
MAX_CANDIDATES = 4
#: Fewest worlds a search uses; below this the heuristic decides alone.
MIN_WORLDS = 4
#: A searched candidate replaces the heuristic's first choice only when its mean advantage over
#: the same worlds exceeds this many standard errors.
MARGIN = 1.0
#: Engine actions a learned evaluation is charged in the budget (it costs about as much CPU).
EVAL_COST = 4


def budget_steps(think: float) -> int:
    """The engine actions a thinking time maps to, per search."""
    return max(0, round(think * STEPS_PER_SECOND))


def max_worlds(think: float) -> int:
    """The most worlds one search samples at a thinking time: :data:`MAX_WORLDS`, more in
    proportion above a second."""
    return max(MAX_WORLDS, round(MAX_WORLDS * think))


class HardBot(NormalBot):
    """The strongest fair bot: see the module docstring. ``search``/``infer`` switch parts off
    for the ablation rows of docs/BOTS.md."""

    name = "hard"

    #: A legal Wild Draw Four while another opponent is about to win scores as a play, not
    #: below a draw: its victim is skipped, and the one about to win meets the colour named
    #: (botplay41 #2: hard drew instead, 13 times in 174 such turns; wave 19, −0.08 ± 0.21
    #: points over 18,000 paired rounds: the same strength, without the blunder a player sees).
    wd4_danger_quiet: float | None = 0.0
    #: It counts the cards (wave 26): prefers plays few unseen cards can answer, and names the
    #: colour others are least likely to hold (normal with these weights won +1.2, +0.6 … +1.8,
    #: over three normals, 20,000 paired official rounds, seed 5201; docs/BOTS.md).
    count_answer_weight = 0.2
    count_name_weight = 0.5
    #: Search the colour named with a wild card among the colours the rest of the hand holds.
    color_search = True
    #: Search a turn once an opponent has this many cards or fewer (or its own hand is small).
    search_at = 3
    #: The playout policy (:data:`core.bots.worlds.POLICIES`): careful players who keep a
    #: bluffed Wild Draw Four for a next player about to win and challenge one as normal would
    #: (wave 10).
    playout_policy = "wary"
    #: Playouts cut off after this many actions and the round judged by the learned evaluation
    #: (:mod:`core.bots.evaluate`, where it applies); ``None``: played to the end of the round.
    learned_cut: int | None = 8
    #: Information-set MCTS over several own moves (:mod:`core.bots.ismcts`, wave 17) instead of
    #: the flat search: the same triggers and candidates, its later own moves from a tree. Off.
    tree = False
    #: The tree's root: ``"paired"`` (every candidate in each world, the flat search's guard) or
    #: ``"ucb"`` (one candidate per world by UCB1, guarded on the unpaired means).
    tree_root = "paired"
    #: UCB1's exploration constant, in utility points (a round's utility spreads over about ±60).
    tree_explore = 40.0
    #: Progressive widening of the tree's own nodes: one more move considered every this many
    #: visits (the policy's choice first); 0: every move from the first visit.
    tree_widen = 0
    #: The learned cut counts from the root move (the flat search's horizon) rather than from
    #: the tree's last own move.
    tree_from_root = False

    def __init__(self, seed: int | str = 0, think: float | None = None, *,
                 search: bool = True, infer: bool = True) -> None:
        super().__init__(seed)
        self.think = DEFAULT_THINK if think is None else float(think)
        self.steps = budget_steps(self.think)
        self.search = search
        self.infer = infer
        self.use_lacks = infer
        self.searches = 0  #: decisions made by search (for benchmarks)
        self.worlds = 0  #: worlds sampled by the searches (for benchmarks and tests)
        self.used = 0  #: engine steps their playouts took

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
        p = self.p_bluff(view, hand)
        judged: Action = Challenge() if p > self.challenge_threshold(view) else Accept()
        # (the heuristic's sound stacks first, as normal plays them; no unsound one is searched:
        # the playouts never challenge, so a bluffed stack would look free there)
        candidates: list[Action] = [*self.sound_stacks(view, hand, actions)[:2], judged,
                                    Accept() if judged == Challenge() else Challenge()]
        if not self.search or not self.affordable(len(candidates)):
            return candidates[0]
        return self.compare(view, candidates, p)

    # -------------------------------------------------------------------- turn
    def turn(self, view: dict[str, Any], hand: list[Card], actions: list[Action]) -> Action:
        if not self.search or view["phase"] != "play":
            return super().turn(view, hand, actions)
        scored = self.rank_plays(view, hand, actions)
        ctx = self.context(view, hand)
        matters = (ctx["min_opp"] <= self.search_at or len(hand) <= 3
                   or int(view.get("pending") or 0) > 0)
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
        if not matters or not candidates or (scored and scored[0][0] >= 1000):
            return super().turn(view, hand, actions)
        if self.color_search:  # (never the colour a one-card opponent just named: the worlds
            # deal it any card, and the search named green back to it, opp52 #2, #3)
            namer = ctx["namer"]
            candidates += [a for a in self.other_colors(hand, candidates, actions)
                           if namer is None or not isinstance(a, Play) or a.color is not namer[1]]
        if len(candidates) < 2:
            return super().turn(view, hand, actions)
        if ctx["pending"] and Draw() in actions:
            candidates.append(Draw())
        if not self.affordable(len(candidates)):
            return super().turn(view, hand, actions)
        return self.compare(view, candidates, None)

    @staticmethod
    def other_colors(hand: list[Card], candidates: list[Action],
                     actions: list[Action]) -> list[Action]:
        """For the first wild card among ``candidates``: the same play naming each other colour
        the rest of the hand holds (a colour it can follow), as further candidates."""
        wild = next((c for c in candidates if isinstance(c, Play) and c.color is not None
                     and c.card.color is None and c.power is None), None)
        if not isinstance(wild, Play):
            return []
        rest = hand_after(hand, wild.cards)
        held = {c.color for c in rest if c.color is not None}
        out: list[Action] = []
        for a in actions:
            if (isinstance(a, Play) and a.card is wild.card and a.also == wild.also
                    and a.uno == wild.uno and a.target == wild.target and a.power is None
                    and a.color is not wild.color and a.color in held):
                out.append(a)
        return out

    # ------------------------------------------------------------------ search
    def affordable(self, candidates: int) -> bool:
        """Can the budget give every candidate at least :data:`MIN_WORLDS` worlds?"""
        return self.steps >= candidates * MIN_WORLDS * STEPS_PER_PLAYOUT

    def compare(self, view: dict[str, Any], candidates: list[Action],
                p_bluff: float | None) -> Action:
        """Play every candidate out in the same sampled worlds; keep the first (the heuristic's
        choice) unless another beats it by more than :data:`MARGIN` standard errors of the paired
        per-world difference — few playouts are noisy, and noise must not overrule judgement.

        The budget: worlds are sampled until the playouts have used :attr:`steps` engine actions
        (at least :data:`MIN_WORLDS`, at most :func:`max_worlds`). ``p_bluff``: during a challenge, each world
        is a bluff with this chance."""
        me = view["seat"]
        pick = POLICIES[self.playout_policy]
        if self.tree:
            choice, made, spent = tree_search(
                view, self.memory, self.rng, candidates, p_bluff, pick=pick,
                cut=self.learned_cut, steps=self.steps, use_lacks=self.infer,
                root=self.tree_root, explore=self.tree_explore, widen=self.tree_widen,
                from_root=self.tree_from_root, margin=MARGIN,
                min_worlds=MIN_WORLDS, max_worlds=max_worlds(self.think), eval_cost=EVAL_COST)
            self.searches += 1
            self.worlds += made
            self.used += spent
            return choice
        values: list[list[float]] = [[] for _ in candidates]
        cut = self.learned_cut
        used = 0
        for i in range(max_worlds(self.think)):
            if i >= MIN_WORLDS and used >= self.steps:
                break
            bluff = None if p_bluff is None else self.rng.random() < p_bluff
            world = sample_world(view, self.memory, self.rng, bluff=bluff, use_lacks=self.infer)
            if world is None:
                break
            for k, action in enumerate(candidates):
                w = world.copy()
                try:
                    apply(w, me, action)
                except ValueError:
                    values[k].append(-1e6)
                    continue
                value, steps = run_out(w, me, pick=pick, cut=cut)
                if cut is not None:
                    steps += EVAL_COST
                values[k].append(value)
                used += steps + 1
        self.searches += 1
        made = len(values[0])
        self.worlds += made
        self.used += used
        if made < 2:
            return Accept() if isinstance(candidates[0], Challenge) else candidates[0]
        return candidates[guarded_best(values, MARGIN)]
