"""A tweak of hard measured by helper opp63 (not a level): ``hardtw63`` spends a wild card
rather than draw when it holds two wild cards or more and no card that is no wild fits — one
wild stays whichever it plays (normal's ``spend_twin_wilds`` does so only when one other card at
most is left besides the wilds; with more, a four scored as a saved wild plus ``wd4_quiet``,
below zero, and hard never searches a draw without a penalty pending).

    python bench/tweak63.py OPP ROUNDS SEED     # paired against hard, the same deals and seeds

Plays each deal with hardtw63 in one seat (rotated) against three OPP; a round where the tweak's
condition never arose is the same round hard would play (the bot is deterministic, the same
views and scores), so only rounds where it arose are played again with hard.
"""

from __future__ import annotations

import json
import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from core.actions import Play, action_from_wire
from core.bots.hard import HardBot


class TwinWildHard(HardBot):
    name = "hardtw63"

    def __init__(self, seed: int | str = 0, think: float | None = None) -> None:
        super().__init__(seed, think)
        self.fired = 0

    def score_play(self, view: dict[str, Any], hand: list[Any], p: Play,
                   ctx: dict[str, Any]) -> float | None:
        if p.card.is_wild and sum(1 for c in hand if c.is_wild) >= 2 \
                and len(hand) > self.save_above and not ctx["pending"]:
            fits = any(isinstance(a, Play) and not a.card.is_wild
                       for a in map(action_from_wire, view["legal"]))
            if not fits:
                self.fired += 1
                keep = self.save_above
                self.save_above = len(hand)
                try:
                    return super().score_play(view, hand, p, ctx)
                finally:
                    self.save_above = keep
        return super().score_play(view, hand, p, ctx)


def register() -> None:
    import core.bots as bots

    bots.BOTS["hardtw63"] = TwinWildHard


def play(kinds: list[str], deal: int, seed: int) -> tuple[int | None, int]:
    from core.autoplay import play_match
    from core.bots import make_bot
    from core.rules import load_rules

    bots = [make_bot(k, f"tweak63/{seed}/{deal}/{s}") for s, k in enumerate(kinds)]
    rec = play_match(load_rules("official"), 4, f"tweak63/{seed}/{deal}", bots, rounds_only=True)
    fired = sum(getattr(b, "fired", 0) for b in bots)
    return (rec.state.result.winner if rec.state.result else None), fired


def main() -> int:
    import styles63

    styles63.register()
    register()
    opp, rounds, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
    diffs = []
    arose = 0
    for g in range(rounds):
        me = g % 4
        kinds = [opp] * 4
        kinds[me] = "hardtw63"
        w_new, fired = play(kinds, g, seed)
        if fired:
            arose += 1
            kinds[me] = "hard"
            w_old, _ = play(kinds, g, seed)
        else:
            w_old = w_new
        diffs.append((w_new == me) - (w_old == me))
    k = len(diffs)
    mean = sum(diffs) / k
    var = sum((d - mean) ** 2 for d in diffs) / (k - 1)
    print(json.dumps({"opp": opp, "rounds": k, "seed": seed, "arose": arose,
                      "new_minus_old": mean, "half95": 1.96 * (var / k) ** 0.5,
                      "won_new": sum(1 for d in diffs if d > 0),
                      "won_old": sum(1 for d in diffs if d < 0)}))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
