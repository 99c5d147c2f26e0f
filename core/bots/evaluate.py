"""A learned evaluation of a (determinized) position: who goes out first, and for how much.

Contract
--------
* :func:`seat_features` describes one seat of a complete :class:`core.game.GameState` as a
  strong player would see it if the hands were known (its hand size, wild and action cards,
  points, colours and what fits on the table, how many turns until it moves, the next hand):
  :data:`FEATURES` names them. It reads the whole state: use it on a *sampled world* of the
  search, never on the real table.
* :func:`win_probs`: each active seat's chance of going out first, a conditional logit
  (softmax over seats of ``WIN_WEIGHTS · seat_features``, plus ``HIDDEN`` tanh units when
  fitted with them) fitted by self-play of the careful
  playout policy (``bench/learn_eval.py``; the weights are constants in
  :mod:`core.bots.evalweights`).
* :func:`value`: the viewer's expected :func:`core.bots.worlds.utility` of the round from here,
  for standard scoring without teams: ``P(me) * (WIN_BONUS + S(me)) - mean over opponents of
  P(j) * S(j)``, where ``S(j)`` (points the seat would score by going out first) is a linear fit
  on the points and cards the others hold now and its own hand size. ``None`` when the model
  does not apply (another scoring mode, teams, elimination rounds): the caller plays on instead.
* Pure: no randomness, no clock; plain Python arithmetic.
"""

from __future__ import annotations

import importlib
import math
from types import ModuleType

from ..cards import Color, Rank, hand_points
from ..game import GameState

#: The module of ``core.bots`` holding the weights (``bench/learn_eval.py fit --write``).
MODEL = "evalweights"
_loaded: dict[str, ModuleType] = {}


def _weights() -> ModuleType:
    module = _loaded.get(MODEL)
    if module is None:
        module = _loaded[MODEL] = importlib.import_module(f"{__package__}.{MODEL}")
    return module


_WILD = Rank.WILD
_WD4 = Rank.WILD_DRAW_FOUR
_D2 = Rank.DRAW_TWO
_SKIP = Rank.SKIP
_REV = Rank.REVERSE

#: The names of :func:`seat_features`' values, in order.
FEATURES = (
    "cards", "inv_cards", "one", "two", "three", "wild", "wd4", "draw2", "skip", "reverse",
    "points50", "colours", "of_colour", "of_rank", "fits", "to_move", "next_up", "third_up",
    "move_fits", "pending", "next_inv", "next_one", "biggest_colour", "wild_inv", "prev_inv",
)


def seat_features(state: GameState, seat: int) -> list[float]:
    """See the module contract and :data:`FEATURES`."""
    hand = state.hands[seat]
    n = len(hand)
    color = state.color
    top = state.discard[-1] if state.discard else None
    top_rank = top.rank if top is not None else None
    wild = wd4 = d2 = skip = rev = pts = of_colour = of_rank = 0
    per: dict[Color, int] = {}
    for c in hand:
        pts += c.points
        r = c.rank
        if c.color is None:
            if r is _WD4:
                wd4 += 1
            else:
                wild += 1
            continue
        per[c.color] = per.get(c.color, 0) + 1
        if c.color is color:
            of_colour += 1
        elif r is top_rank:
            of_rank += 1
        if r is _D2:
            d2 += 1
        elif r is _SKIP:
            skip += 1
        elif r is _REV:
            rev += 1
    fits = 1.0 if (wild or wd4 or of_colour or of_rank) else 0.0
    # turns until this seat moves, in the current direction
    players = state.players
    dist = (seat - state.current) * state.direction % players
    nxt = state.next_seat(seat)
    prv = state.next_seat(seat, players - 1) if players > 2 else nxt
    nn = len(state.hands[nxt])
    pn = len(state.hands[prv])
    inv = 1.0 / n if n else 2.0
    to_move = 1.0 if dist == 0 else 0.0
    return [
        min(n, 20) / 10.0, inv, 1.0 if n == 1 else 0.0, 1.0 if n == 2 else 0.0,
        1.0 if n == 3 else 0.0, float(wild), float(wd4), float(d2), float(skip), float(rev),
        pts / 50.0, float(len(per)), float(of_colour), float(of_rank), fits, to_move,
        1.0 if dist == 1 else 0.0, 1.0 if dist == 2 else 0.0, to_move * fits,
        to_move * state.pending / 4.0, 1.0 / nn if nn else 2.0, 1.0 if nn == 1 else 0.0,
        float(max(per.values())) if per else 0.0, (wild + wd4) * inv, 1.0 / pn if pn else 2.0,
    ]


def applies(state: GameState) -> bool:
    """Does :func:`value` apply to this table's rules (standard scoring, no teams, nobody out)?"""
    rules = state.rules
    return (rules.scoring == "standard" and rules.teams == "off" and not state.finished
            and True not in state.eliminated)


def seat_logit(f: list[float], linear: tuple[float, ...],
               hidden: tuple[tuple[tuple[float, ...], float, float], ...]) -> float:
    """One seat's score from its features ``f``: the linear term plus each tanh unit (input
    weights, bias, output weight). The one statement of the model, shared with its trainer
    (``bench/learn_eval.py``)."""
    z = 0.0
    for a, b in zip(linear, f, strict=True):
        z += a * b
    for ws, bias, out in hidden:
        x = bias
        for a, b in zip(ws, f, strict=True):
            x += a * b
        z += out * math.tanh(x)
    return z


def softmax(zs: list[float]) -> list[float]:
    m = max(zs)
    es = [math.exp(z - m) for z in zs]
    t = sum(es)
    return [e / t for e in es]


def win_probs(state: GameState) -> list[float]:
    """Each seat's chance of going out first (see the module contract)."""
    weights = _weights()
    return softmax([seat_logit(seat_features(state, s), weights.WIN_WEIGHTS, weights.HIDDEN)
                    for s in range(state.players)])


def points_inputs(pts: list[int], cards: list[int], s: int) -> tuple[float, ...]:
    """The points fit's inputs for seat ``s``: 1, the points and the cards the others hold,
    its own cards."""
    return (1.0, sum(pts) - pts[s], sum(cards) - cards[s], cards[s])


def expected_utility(p: list[float], fit: tuple[float, ...], pts: list[int], cards: list[int],
                     me: int, win_bonus: float) -> float:
    """The viewer's expected utility from each seat's chance ``p`` of going out first and the
    points fit (see the module contract)."""
    n = len(p)
    gain = [max(0.0, sum(b * x for b, x in zip(fit, points_inputs(pts, cards, s), strict=True)))
            for s in range(n)]
    others = sum(p[s] * gain[s] for s in range(n) if s != me) / max(1, n - 1)
    return p[me] * (win_bonus + gain[me]) - others


def value(state: GameState, me: int, win_bonus: float) -> float | None:
    """The viewer's expected utility of the round from ``state`` (see the module contract);
    ``None`` when the model does not apply."""
    if state.result is not None or not applies(state):
        return None
    return expected_utility(win_probs(state), _weights().POINTS_FIT,
                            [hand_points(h) for h in state.hands],
                            [len(h) for h in state.hands], me, win_bonus)
