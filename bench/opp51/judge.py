"""Judge a decision by playouts: from a position, apply each candidate action, then play the
round out with four bots of one kind (the '*' part of the pile reshuffled by each seed).

    PYTHONPATH=. python bench/opp51/judge.py --position TEXT --cand '{"type":"play","card":"GR"}' \
        --cand '{"type":"play","card":"W","color":"red"}' --n 400
Prints the mover's win share per candidate (95% interval), paired over the same seeds."""
import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
from core.actions import action_from_wire  # noqa: E402
from core.autoplay import play_match  # noqa: E402
from core.bots import make_bot  # noqa: E402
from core.game import apply, legal_actions, seat_to_move  # noqa: E402
from core.position import parse_position  # noqa: E402


def judge(pos, cands, n, kind="normal", think=None):
    base = parse_position(pos)
    mover = seat_to_move(base)
    res = {json.dumps(c): [] for c in cands}
    for i in range(n):
        for c in cands:
            st = parse_position(pos, seed=f"judge/{i}")
            a = action_from_wire(c)
            legal = legal_actions(st, mover)
            match = [x for x in legal if x == a] or [x for x in legal if x.to_wire() == a.to_wire()]
            assert match, (c, [x.to_wire() for x in legal])
            apply(st, mover, match[0])
            bots = [make_bot(kind, f"judge/{i}/{s}", think) for s in range(st.players)]
            rec = play_match(st.rules, st.players, f"judge/{i}", bots, rounds_only=True, start=st)
            res[json.dumps(c)].append(1.0 if rec.state.result.winner == mover else 0.0)
    return mover, res


if __name__ == "__main__":
    ap = argparse.ArgumentParser()
    ap.add_argument("--position", required=True)
    ap.add_argument("--cand", action="append", required=True)
    ap.add_argument("--n", type=int, default=300)
    ap.add_argument("--kind", default="normal")
    a = ap.parse_args()
    mover, res = judge(a.position, [json.loads(c) for c in a.cand], a.n, a.kind)
    keys = list(res)
    for k in keys:
        v = res[k]
        m = sum(v) / len(v)
        half = 1.96 * (m * (1 - m) / len(v)) ** 0.5
        print(f"seat {mover} {k}: {m:.3f} ± {half:.3f}")
    for k in keys[1:]:
        d = [x - y for x, y in zip(res[k], res[keys[0]])]
        m = sum(d) / len(d)
        var = sum((x - m) ** 2 for x in d) / (len(d) - 1)
        print(f"{k} - first: {m:+.3f} ± {1.96 * (var / len(d)) ** 0.5:.3f}")
