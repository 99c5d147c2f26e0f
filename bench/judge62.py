"""Judge one logged decision of bench/screen62.py again, with more forks (helper opp62).

    python bench/judge62.py LINE_NUMBER FILE [--forks 400] [--on normal|style]

Reads the screen's JSON line, rebuilds the position (docs/POSITION.md) with the log's tail, and
plays every candidate on in ``--forks`` forks, every hand the level cannot see and the draw pile
dealt again; the other seats are fresh bots of the style (``--on style``) or normals. Prints each
candidate's share of rounds won by the level's seat, with a standard error, and what normal and
hard choose there now (hard on three seeds).
"""

from __future__ import annotations

import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from screen62 import candidates, fork

from core.bots import make_bot
from core.game import legal_actions
from core.position import is_valid, parse_position
from core.rules import load_rules
from core.view import view


def main() -> int:
    ap = argparse.ArgumentParser()
    ap.add_argument("line", type=int)
    ap.add_argument("file")
    ap.add_argument("--forks", type=int, default=400)
    ap.add_argument("--on", default="style")
    args = ap.parse_args()
    row = json.loads(Path(args.file).read_text().splitlines()[args.line])
    rules = load_rules(row["rules"])
    state = parse_position(row["position"], rules)
    assert is_valid(state)
    state.log = [dict(ev) for ev in row["log"]]
    me = row["seat"]
    legal = legal_actions(state, me)
    kinds = [row["style"] if args.on == "style" else "normal"] * state.players
    kinds[me] = "normal"
    bots = [make_bot(k, f"judge62/{s}") for s, k in enumerate(kinds)]
    for s in range(state.players):  # let each follow the table up to here
        bots[s].act(view(state, s, legal=legal_actions(state, s)))
    print(row["position"])
    print("choice", row["choice"], "screen", row["choice_wins"], "best", row["best"],
          row["best_wins"])
    for lv in ("normal", "hard"):
        for seed in range(3 if lv == "hard" else 1):
            a = make_bot(lv, seed).act(view(state, me, legal=legal))
            print(f"  {lv} seed {seed}: {a.to_wire() if a else None}")
    for c in candidates(legal):
        k = args.forks
        w = sum(fork(state, me, c, bots, f"judge62/{args.line}/{i}", True) for i in range(k)) / k
        print(f"  {json.dumps(c.to_wire()):<60} {w:.3f} ± {(w * (1 - w) / k) ** 0.5:.3f}",
              flush=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
