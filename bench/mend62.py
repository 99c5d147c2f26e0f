"""A trial mend of opp62 #1 (not a change to the bots): normal whose legal Wild Draw Four on a next
player with three or four cards is played only when no card that is no wild fits (it then
ranks just below the best such card).

    python bench/mend62.py official 20000 6280    # nfour62 in one seat against three normals

Prints simulate's share of nfour62 and its paired difference with a normal in the same seat of
the same deals (JSON). Measured by opp62: official +0.80 (+0.39 … +1.21) points over 20,000
rounds (seed 6280); house +0.16 (−0.68 … +1.00) over 10,000 (seed 6281).
"""
import argparse
import json
import sys

sys.path.insert(0, str(__import__("pathlib").Path(__file__).resolve().parents[1]))
from core.bots import BOTS
from core.bots.normal import NormalBot
from core.cards import Rank
from unotui.commands import simulate as sim


class Four62(NormalBot):
    name = "nfour62"
    def rank_plays(self, view, hand, actions):
        out = super().rank_plays(view, hand, actions)
        if not out or view.get("pending") or view["bluff"]:
            return out
        top = out[0][2]
        if top.card.rank is not Rank.WILD_DRAW_FOUR:
            return out
        ctx = self.context(view, hand)
        if not (ctx["nxt_opp"] and 3 <= ctx["counts"][ctx["nxt"]] <= 4 and len(hand) > 2):
            return out
        cards = [t for t in out if not t[2].card.is_wild]
        if not cards:
            return out
        best = max(t[0] for t in cards)
        out = [((best - 0.5) if t[2].card.rank is Rank.WILD_DRAW_FOUR and t[0] > best
                 else t[0], t[1], t[2]) for t in out]
        out.sort(key=lambda t: (-t[0], -t[1]))
        return out

BOTS["nfour62"] = Four62
rules, games, seed = sys.argv[1], int(sys.argv[2]), int(sys.argv[3])
ns = argparse.Namespace(players=None, games=games, seed=seed, rules=rules,
                        bots="nfour62,normal,normal,normal", rounds_only=True, json=True,
                        think=None, jobs=1)
s = sim.simulate(sim.parse_setup(ns))
print(json.dumps({"bots": "nfour62,normal,normal,normal", "rules": rules, "games": s.games,
                  "share": s.by_kind["nfour62"], "paired": s.paired.get("nfour62"),
                  "seconds": round(s.seconds, 1)}), flush=True)
