"""Run unotui simulate's own code with opp51's players registered.

    PYTHONPATH=. python bench/opp51/run.py --bots tempo,normal,normal,normal --rules official \
        --games 3000 --seed 5101 [--think 0.1]
Prints one JSON line: each kind's share (95% interval) and the paired differences."""
import argparse
import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import players  # noqa: E402

players.register()
from unotui.commands import simulate as sim  # noqa: E402

ap = argparse.ArgumentParser()
ap.add_argument("--bots", required=True)
ap.add_argument("--rules", default="official")
ap.add_argument("--games", type=int, default=400)
ap.add_argument("--seed", type=int, default=5101)
ap.add_argument("--think", type=float, default=None)
a = ap.parse_args()
ns = argparse.Namespace(players=None, games=a.games, seed=a.seed, rules=a.rules, bots=a.bots,
                        rounds_only=True, json=True, think=a.think, jobs=1, position=None)
setup = sim.parse_setup(ns)
s = sim.simulate(setup)
print(json.dumps({"bots": a.bots, "rules": a.rules, "games": s.games, "seed": a.seed,
                  "by_kind": s.by_kind, "paired": s.paired, "seconds": round(s.seconds, 1)}),
      flush=True)
