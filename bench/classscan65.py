"""A class of decisions screened (helper opp65): a normal seat's draws where every play is a
Reverse that turns play to a previous opponent on one card.

    python bench/classscan65.py STYLE ROUNDS FORKS MAX_CASES      # e.g. normal 16000 40 160

A diagnostic, never a bot: it reads the engine's true table. A normal plays one seat (rotated)
against three players of STYLE (a level, or an opponent of bench/styles65.py), official rules.
Each such draw is forked: the Reverse and the draw played on over the same FORKS deals (every
hand the normal cannot see dealt again, bench/screen62.py's ``fork``). One JSON line a case
(the hand, the table's counts, the Reverse's share of rounds won less the draw's), then the mean
over the cases with its standard error.
"""

from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import styles65
from screen62 import fork

from core.actions import Draw, Play
from core.autoplay import MatchRecord, _offer_window, _windows_possible
from core.bots import make_bot
from core.cards import Rank
from core.game import Phase, apply, legal_actions, new_game, seat_to_move
from core.rules import load_rules
from core.view import view

styles65.register()


def main() -> int:
    style, rounds, k, most = sys.argv[1], int(sys.argv[2]), int(sys.argv[3]), int(sys.argv[4])
    rules = load_rules("official")
    wide = _windows_possible(rules)
    diffs: list[float] = []
    t0 = time.time()
    for r in range(rounds):
        me = r % 4
        kinds = [style] * 4
        kinds[me] = "normal"
        bots = [make_bot(kind, f"cs/{r}/{s}") for s, kind in enumerate(kinds)]
        st = new_game(rules, 4, f"cs/{r}")
        rec = MatchRecord(st)
        while st.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            s = seat_to_move(st)
            assert s is not None
            legal = legal_actions(st, s)
            a = bots[s].act(view(st, s, legal=legal))
            if s == me and st.phase is Phase.PLAY and len(diffs) < most:
                plays = [x for x in legal if isinstance(x, Play)]
                prev = (s - st.direction) % 4
                if plays and all(p.card.rank is Rank.REVERSE for p in plays) \
                        and len(st.hands[prev]) == 1 and isinstance(a, Draw) and not st.pending:
                    rev = next((p for p in plays if p.uno), plays[0])
                    d = [fork(st, me, rev, bots, f"cs/{r}/{i}", True)
                         - fork(st, me, a, bots, f"cs/{r}/{i}", True) for i in range(k)]
                    diffs.append(sum(d) / k)
                    print(json.dumps({"round": r, "hand": [c.code for c in st.hands[me]],
                                      "counts": [len(h) for h in st.hands],
                                      "rev_minus_draw": diffs[-1]}), flush=True)
            assert a is not None
            apply(st, s, a)
            _offer_window(st, bots, rec, wide)
    n = len(diffs)
    m = sum(diffs) / max(1, n)
    se = (sum((x - m) ** 2 for x in diffs) / max(1, n - 1) / max(1, n)) ** 0.5
    print(json.dumps({"style": style, "rounds": rounds, "cases": n, "mean": m,
                      "se_over_cases": se, "seconds": round(time.time() - t0)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
