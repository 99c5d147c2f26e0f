"""Fuzz (helper opp62): every level answers random legal positions with a listed action.

    python bench/fuzz62.py SECONDS SEED

Positions: a game under a preset (cycled over every preset, half of them with random extra
options, tests/rules58_fuzzkit.random_rules) at 2-10 seats played a random number of random
legal steps, then perturbed (tests/rules60_posfuzz.perturb) and kept only when valid, half of
them read back from their position text (no log: a bot must not need one). Then every seat with
a legal action asks each level (a fresh bot, and one that has followed the round) for its
choice: it must not raise, must be one of the legal actions, and must not be None for the seat
to move. The level bots then play on a few steps. Prints each problem once, then a summary.
"""

from __future__ import annotations

import random
import sys
import time
import traceback
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parents[1] / "tests"))

from rules58_fuzzkit import random_rules
from rules60_posfuzz import perturb

from core.actions import NextRound
from core.bots import LEVELS, make_bot
from core.game import Phase, apply, legal_actions, new_game, seat_to_move
from core.position import PositionStatus, format_position, parse_position, position_status
from core.rules import PRESETS, RulesError, preset
from core.view import view


def main() -> int:
    seconds, seed = float(sys.argv[1]), int(sys.argv[2])
    rnd = random.Random(seed)
    end = time.monotonic() + seconds
    seen: set[str] = set()
    problems: list[str] = []
    asks = positions = 0
    by_preset: dict[str, int] = {}
    names = list(PRESETS)
    k = 0
    while time.monotonic() < end and len(problems) < 30:
        name = names[k % len(names)]
        k += 1
        rules = preset(name)
        if rnd.random() < 0.4:
            rules, name = random_rules(rnd), "random-options"
        n = rules.players or rnd.randint(2, 10)
        try:
            s = new_game(rules, n, rnd.randrange(1 << 30))
        except RulesError:
            continue
        for _ in range(rnd.randrange(120)):
            if s.phase is Phase.MATCH_OVER:
                break
            if s.phase is Phase.ROUND_OVER:
                apply(s, None, NextRound())
                continue
            opts = [(q, a) for q in range(n) for a in legal_actions(s, q)]
            if not opts:
                break
            q, a = rnd.choice(opts)
            apply(s, q, a)
        for _ in range(rnd.randrange(0, 4)):
            t = perturb(rnd, s)
            if position_status(t) == PositionStatus.VALID:
                s = t
        if rnd.random() < 0.5:
            s = parse_position(format_position(s), s.rules, rnd.randrange(1000))
        if s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            continue
        positions += 1
        by_preset[name] = by_preset.get(name, 0) + 1
        followers = {lv: [make_bot(lv, f"fuzz62/{seed}/{positions}/{lv}/{q}", 0.02)
                          for q in range(n)] for lv in LEVELS}
        for step in range(rnd.randrange(1, 12)):
            if s.phase in (Phase.ROUND_OVER, Phase.MATCH_OVER):
                break
            mover = seat_to_move(s)
            chosen = None
            for q in range(n):
                legal = legal_actions(s, q)
                if not legal:
                    continue
                for lv in LEVELS:
                    for bot in (make_bot(lv, f"fresh/{positions}/{q}", 0.02), followers[lv][q]):
                        asks += 1
                        text = format_position(s)
                        try:
                            a = bot.act(view(s, q, legal=legal))
                        except Exception as e:
                            msg = (f"RAISE {lv} seat {q}: {e!r} rules={s.rules.differences()} "
                                   f"pos={text}\n{traceback.format_exc(limit=3)}")
                            key = f"RAISE {lv} {type(e).__name__} {traceback.format_exc(limit=3)[-300:]}"
                            if key not in seen:
                                seen.add(key)
                                problems.append(msg)
                                print(msg, flush=True)
                            continue
                        bad = None
                        if a is None and q == mover:
                            bad = "NONE on its own turn"
                        elif a is not None and a not in legal:
                            bad = f"NOT LISTED {a!r}"
                        if bad:
                            key = f"{bad.split()[0]} {lv} {s.phase.name}"
                            if key not in seen:
                                seen.add(key)
                                msg = f"{bad} {lv} seat {q} rules={s.rules.differences()} pos={text}"
                                problems.append(msg)
                                print(msg, flush=True)
                        if bot is followers[lv][q] and a is not None and q == mover \
                                and lv == LEVELS[step % 3]:
                            chosen = (q, a)
            if chosen is None:
                break
            try:
                apply(s, *chosen)
            except Exception as e:
                print(f"APPLY {chosen!r}: {e!r} pos={format_position(s)}", flush=True)
                break
    print(f"fuzz62 seed {seed}: {positions} positions {by_preset}, {asks} decisions asked, "
          f"{len(problems)} problems", flush=True)
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
