"""rules53: fuzz random legal games and compare every step with the independent checker
(tests/core/rules53_oracle.py). ``python tests/core/rules53_fuzz.py SECONDS [SEED]``."""

from __future__ import annotations

import random
import sys
import time

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parent))
import rules53_oracle as O

from core import Rules, apply, legal_actions, new_game, preset
from core.rules import RulesError


def random_rules(rnd: random.Random) -> Rules:
    base = preset(rnd.choice(["official", "house", "two-player", "official", "official"]))
    opts = {}
    if rnd.random() < 0.5:
        opts["stacking"] = rnd.choice(["off", "draw2", "same_type", "progressive", "any"])
    if rnd.random() < 0.3:
        opts["jump_in"] = rnd.random() < 0.7
        if opts["jump_in"]:
            opts["jump_in_stacks"] = rnd.random() < 0.5
            opts["jump_in_colored_only"] = rnd.random() < 0.3
    for k, vals in (("scoring", ["standard", "penalty", "single", "standard"]),
                    ("teams", ["off", "pairs"]), ("two_player_rules", [True, False]),
                    ("wd4_challenge", [True, False]), ("wd4_anytime", [False, True]),
                    ("draw_when_playable", [True, False]), ("draw_until_playable", [False, True]),
                    ("force_play", [False, True]), ("uno_penalty", [2, 4]),
                    ("false_uno_penalty", [0, 2]), ("false_catch_penalty", [0, 2]),
                    ("uno_penalty_per_catcher", [False, True]), ("seven_o", [False, True]),
                    ("hand_size", [5, 7, 10]), ("reverse_start", ["dealer", "other_side"])):
        if rnd.random() < 0.25:
            opts[k] = rnd.choice(vals)
    opts["target_score"] = rnd.choice([50, 100, 200])
    try:
        return base.replace(**opts)
    except RulesError:
        return base.replace(target_score=opts["target_score"])


def run(seconds: float, seed: int = 0, log=print,
        max_games: int | None = None) -> tuple[int, int, list[str]]:
    """Random legal games until ``seconds`` of CPU are spent (or ``max_games`` are played:
    the suite's bound, the same games on every machine)."""
    rnd = random.Random(seed)
    end = time.process_time() + seconds
    games = actions = 0
    problems: list[str] = []
    while time.process_time() < end and len(problems) < 40 \
            and (max_games is None or games < max_games):
        rules = random_rules(rnd)
        if rules.players:
            n = rules.players
        elif rules.teams == "pairs":
            n = rnd.choice([4, 6])
        else:
            n = rnd.choice([2, 2, 3, 4, 5])
        try:
            s = new_game(rules, n, rnd.randrange(1 << 30))
        except RulesError:
            continue
        games += 1
        for _step in range(3000):
            seats = [None, *range(n)]
            options = []
            for seat in seats:
                eng = set(legal_actions(s, seat))
                mine = O.legal(s, seat)
                if eng != mine:
                    p = (f"LEGAL rules={rules.differences()} n={n} seat={seat} "
                         f"engine-only={sorted(map(repr, eng - mine))[:4]} "
                         f"checker-only={sorted(map(repr, mine - eng))[:4]} pos={_pos(s)}")
                    problems.append(p)
                    log(p)
                options += [(seat, a) for a in eng]
            if not options:
                break
            # mostly the turn's own moves, plays before draws; sometimes out-of-turn ones
            turn = [(st, x) for st, x in options if st == s.current or st is None]
            plays = [(st, x) for st, x in turn if type(x).__name__ in ("Play", "Challenge")]
            if plays and rnd.random() < 0.8:
                seat, a = rnd.choice(plays)
            elif turn and rnd.random() < 0.85:
                seat, a = rnd.choice(turn)
            else:
                seat, a = rnd.choice(options)
            before = s.copy()
            apply(s, seat, a)
            actions += 1
            bad = O.expect(before, seat, a, s)
            if bad:
                p = f"STEP rules={rules.differences()} n={n} seat={seat} {a!r}: {bad} pos={_pos(before)}"
                problems.append(p)
                log(p)
                break
        if len(problems) >= 40:
            break
    return games, actions, problems


def _pos(s) -> str:
    from core.position import format_position
    return format_position(s)


if __name__ == "__main__":
    secs = float(sys.argv[1]) if len(sys.argv) > 1 else 30
    sd = int(sys.argv[2]) if len(sys.argv) > 2 else 0
    g, a, p = run(secs, sd)
    print(f"games={g} actions={a} problems={len(p)}")
