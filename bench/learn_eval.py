"""Train the learned evaluation of core/bots/evaluate.py by self-play (pure Python, no numpy).

    .venv/bin/python bench/learn_eval.py gen --rounds 20000 --seed 1 --out /tmp/d.pkl
    .venv/bin/python bench/learn_eval.py fit --data /tmp/d.pkl --write core/bots/evalweights.py
    .venv/bin/python bench/learn_eval.py fit --data /tmp/d.pkl --hidden 8 --write core/bots/evalweights_mlp.py

``gen`` plays ``--rounds`` single rounds (4 players, official rules, playout mode) with every seat
played by the careful playout policy (``core.bots.worlds.careful_policy``, what hard's search
plays), and at moments of the play phase (every one with probability ``--p-early``, and with
``--p-late`` once some hand is down to four cards or fewer, where hard searches) records every
seat's features (``core.bots.evaluate.seat_features``) and, once the round ends, who went out
first and the points it scored. ``--table normal`` plays the rounds with four ``normal`` bots
instead (through core.autoplay, each seeing only its view; several times slower), recording the
true table whenever the seat to move decides: the evaluation then judges a position by how the
table's real players go on from it, not by how the playout policy does.

``fit`` fits the conditional logit of who goes out first (softmax over seats, Adam on
mini-batches; ``--hidden N`` adds N tanh units to the linear term) and the points fit on the 80%
of rounds whose index is not 0 mod 5, and reports on the other 20%: log-loss and accuracy
against the uniform guess and the hand formula of wave 4 (each seat's chance proportional to
1.6^-cards), and the error of seat 0's predicted utility (as core.bots.worlds.utility counts it)
against the hand formula and a constant. ``--write`` writes the weights as a module.
"""

from __future__ import annotations

import argparse
import math
import pickle
import random
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.bots.evaluate import (
    FEATURES,
    expected_utility,
    points_inputs,
    seat_features,
    seat_logit,
    softmax,
)
from core.bots.worlds import WIN_BONUS, careful_policy
from core.cards import hand_points
from core.game import GameState, Phase, apply, legal_actions, new_game
from core.rules import load_rules

LIVE = (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR, Phase.GIVE)


def _snap(state: GameState, rnd: random.Random, args: argparse.Namespace,
          snaps: list[tuple[Any, ...]]) -> None:
    """Maybe record this play-phase moment (every seat's features, points and hand sizes)."""
    low = min(len(h) for h in state.hands)
    p = args.p_late if low <= 4 else args.p_early
    if rnd.random() < p:
        snaps.append(([seat_features(state, s) for s in range(4)],
                      [hand_points(h) for h in state.hands],
                      [len(h) for h in state.hands], low))


def gen_normal(args: argparse.Namespace) -> None:
    """``gen --table normal``: rounds of four normal bots through core.autoplay (each seeing only
    its view), the moments recorded from the true table whenever the seat to move decides."""
    import core.autoplay as autoplay
    from core.autoplay import play_match
    from core.bots import make_bot

    rules = load_rules("official")
    rnd = random.Random(args.seed)
    rows = []
    snaps: list[tuple[Any, ...]] = []
    real_view = autoplay.view

    def spy(state: GameState, seat: int, **kw: Any) -> dict[str, Any]:
        if state.phase is Phase.PLAY and seat == state.current:
            _snap(state, rnd, args, snaps)
        return real_view(state, seat, **kw)

    autoplay.view = spy  # type: ignore[assignment]
    start = time.perf_counter()
    for r in range(args.rounds):
        snaps.clear()
        bots = [make_bot("normal", f"learn/{args.seed}/{r}/{s}") for s in range(4)]
        rec = play_match(rules, 4, f"learn/{args.seed}/{r}", bots, rounds_only=True)
        _add_round(rows, r, snaps, rec.state.result)
    _write_rows(rows, args, start)


def gen(args: argparse.Namespace) -> None:
    if args.table == "normal":
        gen_normal(args)
        return
    rules = load_rules("official")
    rnd = random.Random(args.seed)
    rows = []
    start = time.perf_counter()
    for r in range(args.rounds):
        state = new_game(rules, 4, f"learn/{args.seed}/{r}", playout=True)
        snaps = []
        steps = 0
        while state.phase in LIVE and steps < 1000:
            if state.phase is Phase.PLAY:
                _snap(state, rnd, args, snaps)
            seat = state.current
            apply(state, seat, careful_policy(state, seat, legal_actions(state, seat)),
                  validate=False)
            steps += 1
        _add_round(rows, r, snaps, state.result)
    _write_rows(rows, args, start)


def _add_round(rows: list[Any], r: int, snaps: list[Any], res: Any) -> None:
    """Label round ``r``'s snapshots with its outcome (who went out, the points); a round
    that did not finish adds nothing."""
    if res is None:
        return
    for feats, pts, cards, low in snaps:
        rows.append((r, feats, pts, cards, low, res.winner, res.points))


def _write_rows(rows: list[Any], args: argparse.Namespace, start: float) -> None:
    with open(args.out, "wb") as f:
        pickle.dump(rows, f)
    print(f"{len(rows)} positions from {args.rounds} rounds in {time.perf_counter() - start:.0f} s")


def _model(th: list[float], k: int, hidden: int) -> tuple[Any, Any]:
    """The flat parameters ``th`` (the linear weights, then per tanh unit its ``k`` input
    weights, its bias and its output weight) as :func:`core.bots.evaluate.seat_logit` takes
    them: the trainer judges exactly the model the bot runs."""
    units = tuple((tuple(th[b:b + k]), th[b + k], th[b + k + 1])
                  for b in (k + h * (k + 2) for h in range(hidden)))
    return tuple(th[:k]), units


def _probs(th: list[float], feats: list[list[float]], hidden: int = 0) -> list[float]:
    linear, units = _model(th, len(feats[0]), hidden)
    return softmax([seat_logit(f, linear, units) for f in feats])


def _grad(th: list[float], feats: list[list[float]], winner: int, hidden: int,
          g: list[float]) -> None:
    """Add the gradient of -log P(winner) to ``g``."""
    k = len(feats[0])
    acts = []
    zs = []
    for f in feats:
        z = 0.0
        for a, b in zip(th[:k], f, strict=True):
            z += a * b
        hs = []
        for h in range(hidden):
            base = k + h * (k + 2)
            x = th[base + k]
            for a, b in zip(th[base:base + k], f, strict=True):
                x += a * b
            t = math.tanh(x)
            hs.append(t)
            z += th[base + k + 1] * t
        acts.append(hs)
        zs.append(z)
    m = max(zs)
    es = [math.exp(z - m) for z in zs]
    tot = sum(es)
    for s, f in enumerate(feats):
        d = es[s] / tot - (1.0 if s == winner else 0.0)
        for j in range(k):
            g[j] += d * f[j]
        for h in range(hidden):
            base = k + h * (k + 2)
            t = acts[s][h]
            g[base + k + 1] += d * t
            dh = d * th[base + k + 1] * (1 - t * t)
            g[base + k] += dh
            for j in range(k):
                g[base + j] += dh * f[j]


def fit(args: argparse.Namespace) -> None:
    with open(args.data, "rb") as f:
        rows = pickle.load(f)
    if args.limit:
        rows = rows[:args.limit]
    train = [x for x in rows if x[0] % 5]
    test = [x for x in rows if not x[0] % 5]
    k = len(FEATURES)
    hidden = args.hidden
    rnd = random.Random(0)
    w = [0.0] * k
    for _ in range(hidden):
        w += [rnd.uniform(-0.1, 0.1) for _ in range(k)] + [0.0, rnd.uniform(-0.1, 0.1)]
    size = len(w)
    m1 = [0.0] * size
    m2 = [0.0] * size
    lr, b1, b2, eps = args.lr, 0.9, 0.999, 1e-8
    t = 0
    for epoch in range(args.epochs):
        rnd.shuffle(train)
        for i in range(0, len(train), args.batch):
            batch = train[i:i + args.batch]
            g = [0.0] * size
            for _, feats, _, _, _, winner, _ in batch:
                _grad(w, feats, winner, hidden, g)
            t += 1
            nb = len(batch)
            for j in range(size):
                gj = g[j] / nb + args.l2 * w[j]
                m1[j] = b1 * m1[j] + (1 - b1) * gj
                m2[j] = b2 * m2[j] + (1 - b2) * gj * gj
                w[j] -= lr * (m1[j] / (1 - b1 ** t)) / ((m2[j] / (1 - b2 ** t)) ** 0.5 + eps)
        print(f"epoch {epoch + 1}: held-out {report(w, test, hidden, quiet=True)}", flush=True)
    # the points a seat scores by going out first, from what the others hold now
    xs, ys = [], []
    for _, _, pts, cards, _, winner, points in train:
        xs.append(points_inputs(pts, cards, winner))
        ys.append(float(points))
    beta = _lstsq(xs, ys)
    err = [(sum(b * x for b, x in zip(beta, points_inputs(p, c, wi), strict=True)) - pt) ** 2
           for _, _, p, c, _, wi, pt in test]
    base = sum(pt for *_, pt in test) / len(test)
    err0 = [(base - pt) ** 2 for *_, pt in test]
    print(f"points fit {tuple(round(b, 4) for b in beta)}: held-out RMSE "
          f"{(sum(err) / len(err)) ** 0.5:.1f} (a constant: {(sum(err0) / len(err0)) ** 0.5:.1f})")
    print("held-out, all positions:", report(w, test, hidden))
    print("held-out, positions with a hand of <= 3 cards:",
          report(w, [x for x in test if x[4] <= 3], hidden))
    print("held-out,", report_value(w, beta, test, hidden))
    print("held-out, <= 3 cards,", report_value(w, beta, [x for x in test if x[4] <= 3], hidden))
    print("linear weights:", ", ".join(f"{n}={v:+.3f}" for n, v in zip(FEATURES, w, strict=False)))
    if args.write:
        Path(args.write).write_text(
            '"""Weights of :mod:`core.bots.evaluate`, written by ``bench/learn_eval.py fit`` '
            '(do not edit)."""\n\n'
            f"#: {len(train)} training positions from {args.data}\n"
            "WIN_WEIGHTS = (\n"
            + "".join(f"    {v!r},  # {n}\n" for n, v in zip(FEATURES, w, strict=False)) + ")\n"
            "#: tanh units: (input weights, bias, output weight)\n"
            "HIDDEN: tuple[tuple[tuple[float, ...], float, float], ...] = ("
            + "".join(_unit(w[k + h * (k + 2):k + (h + 1) * (k + 2)]) for h in range(hidden))
            + ("\n" if hidden else "") + ")\n"
            f"POINTS_FIT = {tuple(beta)!r}\n")


def _unit(params: list[float]) -> str:
    """One tanh unit as Python source (input weights four to a line, bias, output weight)."""
    ins = params[:-2]
    rows = "".join("            " + " ".join(f"{v!r}," for v in ins[i:i + 4]) + "\n"
                   for i in range(0, len(ins), 4))
    return f"\n    (\n        (\n{rows}        ),\n        {params[-2]!r},\n        {params[-1]!r},\n    ),"


def _lstsq(xs: list[tuple[float, ...]], ys: list[float]) -> list[float]:
    k = len(xs[0])
    a = [[sum(x[i] * x[j] for x in xs) for j in range(k)] for i in range(k)]
    b = [sum(x[i] * y for x, y in zip(xs, ys, strict=True)) for i in range(k)]
    for i in range(k):  # Gauss-Jordan
        piv = a[i][i]
        for j in range(k):
            a[i][j] /= piv
        b[i] /= piv
        for r in range(k):
            if r != i:
                f = a[r][i]
                for j in range(k):
                    a[r][j] -= f * a[i][j]
                b[r] -= f * b[i]
    return b


def report_value(w: list[float], beta: list[float], test: list, hidden: int) -> str:
    """Seat 0's utility predicted from the position vs the round's utility: mean squared error
    of the model, of the hand formula with the same points fit, and of a constant (the mean)."""
    err = errh = err0 = 0.0
    ys = []
    for _, feats, pts, cards, _, winner, points in test:
        y = WIN_BONUS + points if winner == 0 else -points / 3
        ys.append(y)
        model = expected_utility(_probs(w, feats, hidden), tuple(beta), pts, cards, 0, WIN_BONUS)
        err += (model - y) ** 2
        h = [1.6 ** -c for c in cards]
        formula = [x / sum(h) for x in h]
        errh += (expected_utility(formula, tuple(beta), pts, cards, 0, WIN_BONUS) - y) ** 2
    mean = sum(ys) / len(ys)
    err0 = sum((y - mean) ** 2 for y in ys)
    n = len(ys)
    return (f"seat 0's utility: RMSE {(err / n) ** 0.5:.1f} (hand formula {(errh / n) ** 0.5:.1f},"
            f" a constant {(err0 / n) ** 0.5:.1f}); R^2 {1 - err / err0:.3f} "
            f"(hand formula {1 - errh / err0:.3f})")


def report(w: list[float], test: list, hidden: int, quiet: bool = False) -> str:
    ll = ll0 = llh = 0.0
    acc = acch = 0
    for _, feats, _, cards, _, winner, _ in test:
        p = _probs(w, feats, hidden)
        ll -= math.log(max(p[winner], 1e-12))
        acc += max(range(4), key=lambda s: p[s]) == winner
        h = [1.6 ** -c for c in cards]
        th = sum(h)
        llh -= math.log(h[winner] / th)
        acch += max(range(4), key=lambda s: h[s]) == winner
        ll0 += math.log(4)
    n = max(1, len(test))
    if quiet:
        return f"log-loss {ll / n:.4f}"
    return (f"{len(test)} positions: log-loss {ll / n:.4f} (uniform {ll0 / n:.4f}, hand formula "
            f"{llh / n:.4f}); accuracy {acc / n:.1%} (hand formula {acch / n:.1%}, chance 25%)")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    g = sub.add_parser("gen")
    g.add_argument("--rounds", type=int, default=20000)
    g.add_argument("--seed", type=int, default=1)
    g.add_argument("--p-early", type=float, default=0.05)
    g.add_argument("--p-late", type=float, default=0.3)
    g.add_argument("--table", choices=("careful", "normal"), default="careful",
                   help="careful: the playout policy in playout mode; normal: four normal bots")
    g.add_argument("--out", required=True)
    f = sub.add_parser("fit")
    f.add_argument("--data", required=True)
    f.add_argument("--epochs", type=int, default=4)
    f.add_argument("--batch", type=int, default=256)
    f.add_argument("--lr", type=float, default=0.02)
    f.add_argument("--l2", type=float, default=1e-5)
    f.add_argument("--hidden", type=int, default=0, help="tanh units besides the linear term")
    f.add_argument("--limit", type=int, default=0, help="use only the first N positions")
    f.add_argument("--write", default="")
    args = parser.parse_args()
    gen(args) if args.what == "gen" else fit(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
