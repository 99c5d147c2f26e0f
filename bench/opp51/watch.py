"""Watch normal/hard decisions against opp51's players and log doubtful ones with positions.

    PYTHONPATH=. python bench/opp51/watch.py --bots hard,conman,conman,conman --rules official \
        --rounds 200 --seed 7 --out /tmp/w.jsonl

Each flagged decision is written with the position (docs/POSITION.md) *before* it, the seat, the
bot's choice, and what a fresh bot of the same kind (seed "opp51/fresh") chooses on that position.
"""
import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

import players  # noqa: E402

players.register()
import core.autoplay as autoplay  # noqa: E402
from core.actions import Accept, Challenge, ChooseColor, Draw, Pass, Play  # noqa: E402
from core.bots import make_bot  # noqa: E402
from core.cards import Card, Rank  # noqa: E402
from core.position import format_position, parse_position  # noqa: E402
from core.rules import load_rules  # noqa: E402
from core.view import view as real_view  # noqa: E402

CUR = {"state": None}


def spy_view(state, seat, **kw):
    CUR["state"] = state
    return real_view(state, seat, **kw)


autoplay.view = spy_view
STATS: Counter = Counter()


def nxt(state, seat, d=None):
    n = state.players
    d = state.direction if d is None else d
    return (seat + d) % n


def flags(state, seat, v, choice, kind):
    out = []
    if choice is None or v["current"] != seat:
        if choice is None and state.catchable is not None and state.catchable != seat \
                and len(state.hands[state.catchable]) == 1 \
                and any(a.get("type") == "catch" for a in v["legal"]):
            out.append("missed_catch")
        return out
    hand = list(state.hands[seat])
    legal_plays = [a for a in v["legal"] if a.get("type") == "play"]
    n1 = nxt(state, seat)
    counts = [len(h) for h in state.hands]
    # A: naming a colour held none of
    named = None
    rest = list(hand)
    if isinstance(choice, Play):
        for c in choice.cards:
            if c in rest:
                rest.remove(c)
        if choice.card.is_wild:
            named = choice.color
    elif isinstance(choice, ChooseColor):
        named = choice.color
    if named is not None:
        held = {c.color for c in rest if c.color is not None}
        if held and named not in held:
            out.append("name_none")
    # B: breaking a stack
    if state.pending and isinstance(choice, Draw | Accept):
        if legal_plays:
            out.append("stack_break")
    # C: next player on one card, a stopper held and not played
    if counts[n1] == 1 and state.pending == 0 and v["phase"] == "play":
        stoppers = []
        for a in legal_plays:
            c = Card.parse(a["card"])
            if c.rank in (Rank.SKIP, Rank.DRAW_TWO) or (c.rank is Rank.WILD_DRAW_FOUR and not v["bluff"]):
                stoppers.append(a)
            if c.rank is Rank.REVERSE and state.players > 2 and counts[nxt(state, seat, -state.direction)] > 1:
                stoppers.append(a)
            if c.rank is Rank.REVERSE and state.players == 2:
                stoppers.append(a)
        chosen_stop = isinstance(choice, Play) and any(
            Card.parse(a["card"]) == choice.card for a in stoppers)
        if stoppers and not chosen_stop:
            out.append("no_stop")
    # D: draws with a play while an opponent is on one card
    if isinstance(choice, Draw) and state.pending == 0 and v["phase"] == "play" \
            and any(counts[s] == 1 for s in range(state.players) if s != seat) and legal_plays:
        out.append("draw_vs_one")
    # E: hopeless challenge / bluff
    if isinstance(choice, Challenge) and state.wd4 is not None:
        prev = state.wd4.previous_color
        total = 25
        seen = sum(1 for c in state.discard if c.color is prev) + sum(1 for c in hand if c.color is prev)
        STATS["challenge"] += 1
        if total - seen <= 0:
            out.append("hopeless_challenge")
    if isinstance(choice, Play) and choice.card.rank is Rank.WILD_DRAW_FOUR and v["bluff"] \
            and not state.pending:
        out.append("bluff_four")
    # H: the player who just named the colour with a wild, going down to one card, moves next
    # after this play and the colour stays the one it named
    if v["phase"] == "play" and state.top_by is not None and state.top_by != seat \
            and state.discard and state.discard[-1].is_wild and counts[state.top_by] == 1 \
            and isinstance(choice, Play) and not choice.card.is_wild and not state.pending:
        r = choice.card.rank
        d = -state.direction if r is Rank.REVERSE and state.players > 2 else state.direction
        after = nxt(state, seat, d)
        if r in (Rank.SKIP, Rank.DRAW_TWO) or (r is Rank.REVERSE and state.players == 2):
            after = nxt(state, after, d)
        if after == state.top_by and choice.card.color is state.color:
            out.append("feeds_named")
    # G: reverse handing the turn to a one-card player
    if isinstance(choice, Play) and choice.card.rank is Rank.REVERSE and state.players > 2:
        if counts[nxt(state, seat, -state.direction)] == 1 and len(legal_plays) > 1:
            out.append("reverse_to_one")
    return out


class Spy:
    def __init__(self, kind, seed, think, log, fresh_check):
        self.kind = kind
        self.bot = make_bot(kind, seed, think)
        self.name = self.bot.name
        self.think = think
        self.log = log
        self.fresh_check = fresh_check

    def act(self, v):
        state = CUR["state"]
        pos = format_position(state)
        choice = self.bot.act(v)
        seat = v["seat"]
        # what the style opponents face: answers to fours
        if state.wd4 is not None and v["current"] == seat and v["phase"] == "challenge" \
                and state.wd4.victim == seat:
            off = state.wd4.offender
            STATS[f"{self.kind}_answer_{'bluff' if state.wd4.bluff else 'fair'}_"
                  f"{type(choice).__name__}"] += 1
        fl = flags(state, seat, v, choice, self.kind)
        for f in fl:
            STATS[f"{self.kind}_{f}"] += 1
            rec = {"flag": f, "kind": self.kind, "seat": seat, "position": pos,
                   "rules": v["rules"], "choice": choice.to_wire() if choice else None,
                   "hand": v["hand"], "counts": v["counts"], "color": v["color"]}
            if self.fresh_check:
                fresh = make_bot(self.kind, "opp51/fresh", self.think)
                st = parse_position(pos, load_rules("house") if v["rules"] else None)
                fv = real_view(st, seat)
                fc = fresh.act(fv)
                rec["fresh_choice"] = fc.to_wire() if fc else None
            self.log.write(json.dumps(rec) + "\n")
        return choice


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--bots", required=True)
    ap.add_argument("--rules", default="official")
    ap.add_argument("--rounds", type=int, default=100)
    ap.add_argument("--seed", default="opp51w")
    ap.add_argument("--think", type=float, default=None)
    ap.add_argument("--out", required=True)
    a = ap.parse_args()
    kinds = a.bots.split(",")
    rules = load_rules(a.rules)
    wins = Counter()
    with open(a.out, "a") as log:
        for g in range(a.rounds):
            turn = g % len(kinds)
            seated = [kinds[(s - turn) % len(kinds)] for s in range(len(kinds))]
            bots = []
            for s, k in enumerate(seated):
                if k in ("normal", "hard"):
                    bots.append(Spy(k, f"{a.seed}/{g}/{s}", a.think, log, True))
                else:
                    bots.append(make_bot(k, f"{a.seed}/{g}/{s}"))
            rec = autoplay.play_match(rules, len(kinds), f"{a.seed}/{g // len(kinds)}", bots,
                                      rounds_only=True)
            w = rec.state.result.winner if rec.state.result else None
            if w is not None:
                wins[seated[w]] += 1
            for b in bots:
                st = getattr(b, "stats", None)
                if st:
                    for key, val in st.items():
                        STATS[f"{b.name}_{key}"] += val
    print(json.dumps({"bots": a.bots, "rules": a.rules, "rounds": a.rounds, "wins": wins,
                      "stats": STATS}))


if __name__ == "__main__":
    main()
