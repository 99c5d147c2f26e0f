"""rules66 pairwise: every pair of option values the rule book names (each other option at its
default), at 2, 4 and 10 seats in turn, a short random game from fresh seeds; after every
action the table is valid, round-trips and holds 108 cards. Run:
``python tests/rules66_pairwise.py SECONDS SEED``."""

import itertools
import random
import sys
import time

sys.path.insert(0, "tests")
from rules58_fuzzkit import verify

from core import OPTIONS, Rules, apply, legal_actions, new_game
from core.game import Phase
from core.rules import RulesError

VALUES = {}
for name, opt in OPTIONS.items():
    if name in ("players",):
        continue
    if opt.choices is not None:
        VALUES[name] = list(opt.choices)
    elif name == "hand_size":
        VALUES[name] = [5, 10]
    elif name == "target_score":
        VALUES[name] = [50]


def run(seconds, seed):
    rnd = random.Random(seed)
    end = time.time() + seconds
    pairs = [((a, x), (b, y)) for a, b in itertools.combinations(VALUES, 2)
             for x in VALUES[a] for y in VALUES[b]]
    rnd.shuffle(pairs)
    done = problems = 0
    for k, ((a, x), (b, y)) in enumerate(pairs):
        if time.time() > end:
            break
        opts = {a: x, b: y}
        if opts.get("jump_in_stacks") or opts.get("jump_in_colored_only"):
            opts["jump_in"] = True
        try:
            rules = Rules(**opts)
        except RulesError:
            continue
        n = (2, 4, 10)[k % 3]
        try:
            s = new_game(rules, n, rnd.randrange(1 << 40))
        except RulesError:
            continue
        done += 1
        for _ in range(60):
            if s.phase is Phase.MATCH_OVER:
                break
            acts = [(q, act) for q in [None, *range(n)] for act in legal_actions(s, q)]
            if not acts:
                print("STUCK", opts, n, flush=True)
                problems += 1
                break
            q, act = rnd.choice(acts)
            apply(s, q, act)
            r = verify(s, f"{opts} n={n} {q} {act!r}")
            if r:
                print(r, flush=True)
                problems += 1
                break
    print(f"pairs={len(pairs)} played={done} problems={problems}", flush=True)


if __name__ == "__main__":
    run(float(sys.argv[1]), int(sys.argv[2]))
