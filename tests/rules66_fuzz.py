"""rules66 fuzz: reachable states under *many options at once* (each option on with p=0.6, not
0.4 of a preset), 10-seat tables with 10 cards each (the draw pile runs dry), and out-of-turn
actions (catches, calls, jump-ins, death numbers, judgements) chosen as often as turn moves.
Every state: valid, round-trips (text and GameState.to_dict/from_dict), 108 cards.
Run: ``python tests/rules66_fuzz.py SECONDS SEED``."""

import random
import sys
import time
import traceback

sys.path.insert(0, "tests")
import contextlib
import os

from rules58_fuzzkit import OPTS, verify

from core import GameState, Play, Rules, apply, legal_actions, new_game
from core.game import Phase
from core.rules import RulesError

SEATS = [int(x) for x in os.environ.get("R66_SEATS", "2,2,3,4,6,9,10,10").split(",")]


def many_rules(rnd):
    opts = {k: rnd.choice(v) for k, v in OPTS.items() if rnd.random() < 0.6}
    if rnd.random() < 0.6:
        opts["jump_in"] = True
        opts["jump_in_stacks"] = rnd.random() < 0.5
        opts["jump_in_colored_only"] = rnd.random() < 0.2
    opts["target_score"] = rnd.choice([50, 60, 100])
    for _ in range(20):
        try:
            return Rules(**opts)
        except RulesError:
            opts.pop(rnd.choice(list(opts)))
    return Rules()


def run(seconds, seed, log=print):
    rnd = random.Random(seed)
    end = time.time() + seconds
    games = acts = 0
    problems, seen = [], set()

    def report(p):
        key = p.split(" pos=")[0][:160]
        if key not in seen:
            seen.add(key)
            problems.append(p)
            log(p, flush=True)

    while time.time() < end and len(problems) < 30:
        rules = many_rules(rnd)
        n = rules.players or rnd.choice(SEATS)
        if n >= 9 and rnd.random() < 0.7:
            with contextlib.suppress(RulesError):
                rules = rules.replace(hand_size=10)
        try:
            s = new_game(rules, n, rnd.randrange(1 << 40))
        except RulesError:
            continue
        games += 1
        for _step in range(2500):
            if s.phase is Phase.MATCH_OVER or time.time() > end:
                break
            opts = [(q, a) for q in [None, *range(n)] for a in legal_actions(s, q)]
            if not opts:
                report(f"STUCK rules={rules.differences()}")
                break
            turn = [(q, a) for q, a in opts if q == s.current or q is None]
            other = [x for x in opts if x not in turn]
            if not turn or (other and rnd.random() < 0.35):
                other = other or opts
                q, a = rnd.choice(other)
            else:
                plays = [x for x in turn if isinstance(x[1], Play)]
                q, a = rnd.choice(plays if plays and rnd.random() < 0.75 else turn)
            try:
                apply(s, q, a)
            except Exception as e:
                report(f"LEGAL FAILS {type(e).__name__}: {e} rules={rules.differences()} "
                       f"seat={q} {a!r}\n{traceback.format_exc(limit=4)}")
                break
            acts += 1
            r = verify(s, f"rules={rules.differences()} n={n} seat={q} {a!r}")
            if r:
                report(r)
                break
            if acts % 50:
                continue
            try:  # (every 50th: from_dict deep-copies the whole log, ~50 ms late in a round)
                back = GameState.from_dict(s.to_dict())
                if back.to_dict() != s.to_dict():
                    report(f"DICT ROUNDTRIP differs rules={rules.differences()}")
            except Exception as e:
                report(f"FROM_DICT refuses {type(e).__name__}: {e} rules={rules.differences()}")
                break
    log(f"games={games} actions={acts} problems={len(problems)}", flush=True)
    return problems


if __name__ == "__main__":
    run(float(sys.argv[1]), int(sys.argv[2]))
