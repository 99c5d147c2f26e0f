"""Information-set MCTS over several own moves: an option of the hard bot's search (wave 17).

After Cowling, Powley & Whitehouse (2012), single-observer ISMCTS (SO-ISMCTS), adapted to what
the hard bot already has. Off by default (:attr:`core.bots.hard.HardBot.tree`).

Contract
--------
* :func:`tree_search` chooses among ``candidates`` (legal actions of the searching seat's view,
  the heuristic's first choice first), as :meth:`core.bots.hard.HardBot.compare` does, but plays
  the searching seat's *later* moves from a tree instead of the playout policy. Each iteration
  samples one determinization with :func:`core.bots.worlds.sample_world` (a world consistent with
  the seat's view and memory), descends a tree keyed by the seat's own actions (a node is the
  sequence of its own moves since the root: the moves of others differ between worlds and are
  not observed in advance, so they do not split the tree — an open-loop information-set tree),
  adds one node, finishes with :func:`core.bots.worlds.run_out` (the learned evaluation after
  ``cut`` actions where it applies) and backs the viewer's utility up the path.
* Own nodes choose by UCB1 over the moves *available in this determinization*, each child's
  exploration term counting the iterations in which it was available (its availability count),
  not the parent's visits. The moves considered there are the playout policies' plain plays (no
  wild power; a wild names the colour the rest of the hand holds most) and drawing or passing
  when nothing else fits. Every other seat — and the searching seat outside the play phase
  (naming a colour, answering a Wild Draw Four) — is played by the playout policy ``pick``
  (how the table's opponents play).
* The root, two modes (``root``):
  ``"paired"``: every iteration plays *every* candidate in the same world, each followed by its
  own tree (:data:`ROOT_PAIRED`); the choice is guarded exactly as the flat search guards it —
  another candidate replaces the first only when its mean advantage over the same worlds exceeds
  ``margin`` standard errors of the paired per-world difference.
  ``"ucb"``: one candidate per iteration, chosen by UCB1 over the candidates; the candidate with
  the best mean replaces the first only when its advantage exceeds ``margin`` standard errors of
  the (unpaired) difference of the two means.
* Budget: iterations stop once the engine actions taken (tree and playout; an evaluation is
  charged ``eval_cost``) reach ``steps``, after at least ``min_worlds`` worlds (``"paired"``) or
  ``min_worlds`` iterations per candidate (``"ucb"``), and at most ``max_worlds`` worlds.
* Deterministic given the generator passed in (every world is sampled from it; ties and the order
  of expansion follow the order of the legal actions): no clock, no global random.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from typing import Any

from ..actions import Accept, Action, Challenge
from ..game import GameState, Phase, apply, legal_actions
from ..rng import Rng
from .memory import Memory
from .worlds import PLAYOUT_CAP, _plain_plays, guarded_best, run_out, sample_world, utility

#: The root plays every candidate in each world (paired, guarded as the flat search).
ROOT_PAIRED = "paired"
#: The root chooses one candidate per iteration by UCB1 (classic SO-ISMCTS).
ROOT_UCB = "ucb"

Policy = Callable[[GameState, int, list[Action]], Action]


class Node:
    """One own information set: the statistics of the moves taken from it."""

    __slots__ = ("avail", "children", "total", "visits")

    def __init__(self) -> None:
        self.children: dict[Action, Node] = {}
        self.visits = 0
        self.total = 0.0
        self.avail = 0


def own_moves(state: GameState, seat: int, actions: list[Action],
              pick: Policy | None = None) -> list[Action]:
    """The moves a tree node of ``seat`` chooses among: the plain plays of the playout policies
    (no wild power, a wild naming the colour the rest of the hand holds most), and drawing (or
    passing) when no play fits; with ``pick``, the policy's own choice first (the move a node
    tries first)."""
    plays, fallback = _plain_plays(state.hands[seat], actions)
    moves: list[Action] = list(plays) if plays else [fallback if fallback is not None
                                                      else actions[0]]
    if pick is not None and len(moves) > 1:
        first = pick(state, seat, actions)
        if first in moves:
            moves.remove(first)
            moves.insert(0, first)
    return moves


def _ucb(child: Node, c: float) -> float:
    if child.visits == 0:
        return math.inf
    return child.total / child.visits + c * math.sqrt(math.log(max(1, child.avail)) / child.visits)


def descend(state: GameState, me: int, node: Node, pick: Policy, cut: int | None,
            explore: float, cap: int = PLAYOUT_CAP, widen: int = 0,
            from_root: bool = False) -> tuple[float, int]:
    """One iteration below ``node`` in the determinization ``state`` (mutated), the searching
    seat ``me`` having just moved or being about to: play on, own play-phase decisions from the
    tree (UCB1 with availability counts; the first unexpanded available move is added and
    played), everything else by ``pick``, until a node is added (or ``cut`` actions passed
    since its own last move); then :func:`run_out`, the learned cut counted from its own last
    move. With ``widen`` > 0 (progressive widening) a node considers only its first
    ``1 + visits // widen`` moves (the policy's choice first): with few visits the tree plays as
    the policy does, and other moves enter as the node is visited more. With ``from_root`` the
    learned cut counts from the root move instead (every leaf judged at the flat search's
    horizon; the tree decides the own moves within it). Returns the viewer's utility and the
    engine actions taken."""
    path = [node]
    before = list(state.scores)  # (a round that ends in the tree is scored from here)
    steps = 0
    since = 0  # actions since the last own move (the learned cut counts from there)
    added = False
    play = Phase.PLAY
    searchable = (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR, Phase.GIVE)
    while not added and steps < cap:
        phase = state.phase
        if phase not in searchable or (cut is not None and (
                (since >= cut and phase is play) or since >= cut + 8)):
            break
        seat = state.current
        actions = legal_actions(state, seat)
        if seat != me or phase is not play:
            apply(state, seat, pick(state, seat, actions), validate=False)
            steps += 1
            since += 1
            continue
        moves = own_moves(state, seat, actions, pick)
        if len(moves) == 1:  # forced: no decision, no node
            apply(state, seat, moves[0], validate=False)
            steps += 1
            since += 1
            continue
        if widen > 0:
            moves = moves[:1 + node.visits // widen]
        chosen: Action | None = None
        untried: Action | None = None
        best = -math.inf
        for a in moves:
            child = node.children.get(a)
            if child is None:
                if untried is None:
                    untried = a
                continue
            child.avail += 1  # available in this determinization
            u = _ucb(child, explore)
            if u > best:
                chosen, best = a, u
        if untried is not None:  # expand: the first move never tried from here
            chosen, added = untried, True
            node.children[untried] = Node()
            node.children[untried].avail += 1
        assert chosen is not None
        node = node.children[chosen]
        path.append(node)
        apply(state, seat, chosen, validate=False)
        steps += 1
        since = since + 1 if from_root else 0
    if state.phase in searchable:
        rest = None if cut is None else max(0, cut - since)
        value, more = run_out(state, me, cap=max(1, cap - steps), pick=pick, cut=rest)
    else:  # the round ended in the tree
        value, more = utility(state, me, before), 0
    for n in path:
        n.visits += 1
        n.total += value
    return value, steps + more


def tree_search(view: dict[str, Any], memory: Memory, rng: Rng, candidates: list[Action],
                p_bluff: float | None, *, pick: Policy, cut: int | None, steps: int,
                use_lacks: bool = True, root: str = ROOT_PAIRED, explore: float = 40.0,
                widen: int = 0, from_root: bool = False,
                margin: float = 1.0, min_worlds: int = 4, max_worlds: int = 400,
                eval_cost: int = 4) -> tuple[Action, int, int]:
    """Choose among ``candidates`` by information-set MCTS (see the module contract). Returns the
    choice, the worlds sampled and the engine actions used (for benchmarks)."""
    me: int = view["seat"]
    k = len(candidates)
    trees = [Node() for _ in candidates]
    values: list[list[float]] = [[] for _ in candidates]
    used = 0
    worlds = 0

    def one(world: GameState, i: int) -> float:
        nonlocal used
        try:
            apply(world, me, candidates[i])
        except ValueError:
            return -1e6
        value, taken = descend(world, me, trees[i], pick, cut, explore, widen=widen,
                               from_root=from_root)
        used += taken + 1 + (eval_cost if cut is not None else 0)
        return value

    def sample() -> GameState | None:
        """The next determinization (a bluff or not, by ``p_bluff``), counted."""
        nonlocal worlds
        bluff = None if p_bluff is None else rng.random() < p_bluff
        world = sample_world(view, memory, rng, bluff=bluff, use_lacks=use_lacks)
        if world is not None:
            worlds += 1
        return world

    if root == ROOT_PAIRED:
        for i in range(max_worlds):
            if i >= min_worlds and used >= steps:
                break
            world = sample()
            if world is None:
                break
            for j in range(k):
                values[j].append(one(world.copy(), j))
        made = len(values[0])
        if made < 2:
            return _first(candidates), worlds, used
        return candidates[guarded_best(values, margin)], worlds, used

    if root != ROOT_UCB:
        raise ValueError(f"unknown root mode: {root!r}")
    least = min_worlds * k
    for it in range(max_worlds * k):
        if it >= least and used >= steps:
            break
        world = sample()
        if world is None:
            break
        j = _root_pick(values, it, explore)
        values[j].append(one(world, j))
    if any(len(v) < 2 for v in values):
        return _first(candidates), worlds, used
    stats = [(sum(v) / len(v), _var(v) / len(v)) for v in values]
    best = max(range(k), key=lambda j: (stats[j][0], -j))
    if best == 0:
        return candidates[0], worlds, used
    gap = stats[best][0] - stats[0][0]
    if gap - margin * math.sqrt(stats[best][1] + stats[0][1]) > 0:
        return candidates[best], worlds, used
    return candidates[0], worlds, used


def _first(candidates: list[Action]) -> Action:
    return Accept() if isinstance(candidates[0], Challenge) else candidates[0]


def _var(v: list[float]) -> float:
    m = sum(v) / len(v)
    return sum((x - m) ** 2 for x in v) / (len(v) - 1)


def _root_pick(values: list[list[float]], it: int, explore: float) -> int:
    """UCB1 over the root candidates (each is available in every world); untried ones first."""
    best, best_u = 0, -math.inf
    for j, v in enumerate(values):
        if len(v) < 2:  # two samples each before UCB (the guard needs a variance)
            return j
        u = sum(v) / len(v) + explore * math.sqrt(math.log(it + 1) / len(v))
        if u > best_u:
            best, best_u = j, u
    return best
