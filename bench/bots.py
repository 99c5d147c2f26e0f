"""Benchmark: the bots' decision times, and their strength tables (results in docs/BOTS.md).

    .venv/bin/python bench/bots.py time                      # hard's decision time at its default budget
    .venv/bin/python bench/bots.py time --think 0.5 --rounds 40
    .venv/bin/python bench/bots.py strength --rounds 2000    # the table of docs/BOTS.md (bounded)
    .venv/bin/python bench/bots.py strength --only hard-normal --rounds 20000 --jobs 2
    .venv/bin/python bench/bots.py fidelity --rounds 300     # playout policies against normal's choices
    .venv/bin/python bench/bots.py variant --set search_at=4 --rounds 3000 --seed 201 \
        --out /tmp/a.json --against /tmp/base.json        # hard variant, paired with a run

``time`` plays ``--rounds`` 4-player rounds (hard at seat 0 against three normals, official rules
unless ``--rules``) and times every call of the hard bot's ``act`` (wall clock and this process's
CPU time): all calls, and the calls that searched. It prints p50/p95/p99/max in milliseconds.

``variant`` plays hard against three normals over the same paired deals as ``strength`` (no
baseline table; single rounds, or whole matches with ``--matches``), with class attributes of
``HardBot`` — normal's tuning weights included, changed for hard alone — or constants of its
modules changed (``--set search_at=4 --set lacks_bonus=8 --set worlds.WIN_BONUS=100``),
writes each game's outcome to ``--out``, and with ``--against FILE`` prints the paired
difference with that earlier run: the two runs play the same deals with the same bot seeds, so
a game differs only once a decision differs.
``--oracle all|colours|next|small`` is a diagnostic, not a bot: the hard bot's sampled worlds
are the *true* table (draw pile reshuffled), with the hidden hands redealt except what the mode
keeps — every hand (``all``), each hand's colours (``colours``: cards redealt within their
colour), the next player's hand (``next``), hands of two cards or fewer (``small``). It measures
what perfect inference of that part of the hidden cards would buy (docs/BOTS.md).

``strength --only hard-bluffer`` (and the other ``STYLE_MATCHUPS``) plays a level against three
players of another style, written apart from the bots (bench/styles.py).

``fidelity`` plays ``--rounds`` rounds of four normals and asks each playout policy of hard's
search (``core.bots.worlds.POLICIES``) what it would do at each of their decisions, on the true
table: the share of decisions where it chooses as normal does (all, and in the endgame, where
hard searches), and the commonest disagreements (docs/BOTS.md, wave 12).

``strength`` runs the matchups of docs/BOTS.md through ``unotui simulate``'s own code (seats
rotated over paired deals, 95% intervals, paired differences), ``--rounds`` single rounds each
(whole matches with ``--matches``), on ``--jobs`` processes. Each row is printed as it finishes;
``--json`` prints one object per row instead.

Timing figures depend on the machine and its load: say how busy it was when recording them.
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.autoplay import play_match
from core.bots import DEFAULT_THINK, HardBot, make_bot
from core.rules import load_rules

#: name: (bots, rules preset)
MATCHUPS: dict[str, tuple[str, str]] = {
    "hard-normal": ("hard,normal,normal,normal", "official"),
    "hard-normal-house": ("hard,normal,normal,normal", "house"),
    "hard-normal-party": ("hard,normal,normal,normal", "chinese-party"),
    "normal-easy": ("normal,easy,easy,easy", "official"),
    "normal-basic": ("normal,basic,basic,basic", "official"),
    "easy-greedy": ("easy,greedy,greedy,greedy", "official"),
    "normal-greedy": ("normal,greedy,greedy,greedy", "official"),
    "hard-greedy": ("hard,greedy,greedy,greedy", "official"),
    "basic-greedy": ("basic,greedy,greedy,greedy", "official"),
}
#: each level against three players of another style (bench/styles.py), official rules
STYLE_MATCHUPS: dict[str, tuple[str, str]] = {
    f"{level}-{style}": (",".join([level] + [style] * 3), "official")
    for level in ("easy", "normal", "hard")
    for style in ("bluffer", "hoarder", "aggressor", "randomlegal")
}
#: each level against three players of opp62's styles (bench/styles62.py), official rules and
#: (``-house``, ``-party``) the house and chinese-party presets
STYLE_MATCHUPS.update({
    f"{level}-{style}{suffix}": (",".join([level] + [style] * 3), rules)
    for level in ("easy", "normal", "hard")
    for style in ("closer62", "steer62", "sizer62", "bait62", "jumper62")
    for suffix, rules in (("", "official"), ("-house", "house"), ("-party", "chinese-party"))
})


class Timed:
    """Wraps a hard bot and times each decision."""

    def __init__(self, bot: HardBot) -> None:
        self.bot = bot
        self.name = bot.name
        self.wall: list[float] = []
        self.cpu: list[float] = []
        self.searched: list[float] = []

    def act(self, view: dict[str, Any]) -> Any:
        before = self.bot.searches
        w0, c0 = time.perf_counter(), time.process_time()
        out = self.bot.act(view)
        wall, cpu = time.perf_counter() - w0, time.process_time() - c0
        self.wall.append(wall)
        self.cpu.append(cpu)
        if self.bot.searches > before:
            self.searched.append(wall)
        return out


def _pct(values: list[float], q: float) -> float:
    if not values:
        return 0.0
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(q * len(ordered)))] * 1000


def run_time(args: argparse.Namespace) -> dict[str, Any]:
    for item in args.set:
        name, _, value = item.partition("=")
        _set(name, value)
    rules = load_rules(args.rules)
    timed = Timed(HardBot("bench/time", args.think))
    for r in range(args.rounds):
        bots = [timed, *(make_bot("normal", f"bench/{r}/{s}") for s in range(1, 4))]
        play_match(rules, 4, f"bench/time/{r}", bots, rounds_only=True)
    bot = timed.bot
    out: dict[str, Any] = {"think": bot.think, "steps": bot.steps,
                           "rounds": args.rounds, "decisions": len(timed.wall),
                           "searches": len(timed.searched),
                           "worlds_per_search": bot.worlds / max(1, bot.searches),
                           "steps_per_search": bot.used / max(1, bot.searches)}
    for label, values in (("all", timed.wall), ("cpu", timed.cpu), ("searched", timed.searched)):
        out[label] = {"p50": _pct(values, 0.5), "p95": _pct(values, 0.95),
                      "p99": _pct(values, 0.99), "max": max(values, default=0.0) * 1000,
                      "mean": statistics.fmean(values) * 1000 if values else 0.0}
    return out


def run_strength(args: argparse.Namespace) -> None:
    from unotui.commands import simulate as sim

    names = args.only.split(",") if args.only else list(MATCHUPS)
    if any(name in STYLE_MATCHUPS for name in names):
        import styles
        import styles62

        styles.register()
        styles62.register()
    for name in names:
        bots, rules_name = {**MATCHUPS, **STYLE_MATCHUPS}[name]
        ns = argparse.Namespace(players=None, games=args.rounds, seed=args.seed, rules=rules_name,
                                bots=bots, rounds_only=not args.matches, json=True,
                                think=args.think, jobs=args.jobs)
        setup = sim.parse_setup(ns)
        summary = sim.simulate(setup)
        first = bots.split(",")[0]
        row = {"matchup": name, "bots": bots, "rules": rules_name,
               "games": summary.games, "rounds_only": not args.matches,
               "think": args.think if args.think is not None else DEFAULT_THINK,
               "share": summary.by_kind[first], "paired": summary.paired.get(first),
               "seconds": round(summary.seconds, 1)}
        if args.json:
            print(json.dumps(row), flush=True)
        else:
            k, p = row["share"], row["paired"] or {}
            print(f"{name:<18} {summary.games:>6} {'rounds' if not args.matches else 'matches'}"
                  f"  {first} {k['share']:.1%} ({k['low']:.1%}..{k['high']:.1%})"
                  f"  paired {p.get('diff', 0):+.1%} ({p.get('low', 0):+.1%}..{p.get('high', 0):+.1%})"
                  f"  {summary.seconds:.0f} s", flush=True)


def _set(name: str, value: str) -> None:
    """Set ``HardBot.name`` or ``core.bots.<module>.NAME`` (``module.NAME``) to a Python literal."""
    import ast
    import importlib

    from core.bots import hard

    literal = ast.literal_eval(value)
    if "." in name:
        module, attr = name.rsplit(".", 1)
        target: Any = importlib.import_module(f"core.bots.{module}")
    elif hasattr(HardBot, name):
        target, attr = HardBot, name
    else:
        target, attr = hard, name
    if not hasattr(target, attr):
        raise SystemExit(f"no such setting: {name}")
    setattr(target, attr, literal)


def _oracle(mode: str) -> None:
    """Make the hard bot's worlds the true table, hidden hands redealt but for ``mode``'s part
    (see the module docstring). Reads the engine's state: a diagnostic, never a bot."""
    import core.autoplay as autoplay
    from core.bots import hard
    from core.game import GameState
    from core.rng import Rng

    table: list[GameState | None] = [None]
    real_view = autoplay.view

    def view(state: GameState, seat: int, **kw: Any) -> dict[str, Any]:
        table[0] = state
        return real_view(state, seat, **kw)

    def world(view: dict[str, Any], memory: Any, rng: Rng, *, bluff: bool | None = None,
              **_: Any) -> GameState | None:
        state = table[0]
        if state is None or view["phase"] not in ("play", "challenge"):
            return None
        w = state.copy()
        w.log = []
        w.playout = True
        me, n = view["seat"], w.players
        others = [s for s in range(n) if s != me]
        if mode == "colours":
            groups: dict[Any, list[Any]] = {}
            for c in w.draw_pile + [c for s in others for c in w.hands[s]]:
                groups.setdefault(c.color, []).append(c)
            for cards in groups.values():
                rng.shuffle(cards)
            for s in others:
                w.hands[s] = [groups[c.color].pop() for c in w.hands[s]]
            w.draw_pile = [c for cards in groups.values() for c in cards]
        else:
            kept = {"all": others, "next": [(me + w.direction) % n],
                    "small": [s for s in others if len(w.hands[s]) <= 2]}[mode]
            hidden = [s for s in others if s not in kept]
            pool = list(w.draw_pile) + [c for s in hidden for c in w.hands[s]]
            rng.shuffle(pool)
            for s in hidden:
                k = len(w.hands[s])
                w.hands[s], pool = pool[:k], pool[k:]
            w.draw_pile = pool
            if w.wd4 is not None and w.wd4.offender in hidden and bluff is not None:
                w.wd4.bluff = bluff
        rng.shuffle(w.draw_pile)
        w.unshuffled = len(w.draw_pile)
        w.rng = rng.below(1 << 62)
        return w

    autoplay.view = view  # type: ignore[assignment]
    hard.sample_world = world  # type: ignore[assignment]


def run_variant(args: argparse.Namespace) -> None:
    from unotui.commands import simulate as sim

    for item in args.set:
        name, _, value = item.partition("=")
        _set(name, value)
    if args.oracle:
        _oracle(args.oracle)
    ns = argparse.Namespace(players=None, games=args.rounds, seed=args.seed, rules=args.rules,
                            bots="hard,normal,normal,normal", rounds_only=not args.matches,
                            json=True, think=args.think, jobs=1)
    setup = sim.parse_setup(ns)
    games, _ = sim.schedule(setup)
    start = time.perf_counter()
    wins = []
    for game in games:
        outcome = sim.play_game(setup, game)
        wins.append(int(outcome.winner == game.kinds.index("hard")))
    k = len(wins)
    share = sum(wins) / k
    label = " ".join([*args.set, *([f"oracle={args.oracle}"] if args.oracle else []),
                      *([f"think={args.think}"] if args.think is not None else [])]) or "default"
    what = "matches" if args.matches else "rounds"
    print(f"{label}: seed {args.seed}, {k} {what} ({args.rules}): hard {share:.1%} "
          f"(± {1.96 * (share * (1 - share) / k) ** 0.5:.1%})  "
          f"{time.perf_counter() - start:.0f} s", flush=True)
    if args.out:
        Path(args.out).write_text(json.dumps({"seed": args.seed, "rules": args.rules,
                                              "label": label, "wins": wins}))
    if args.against:
        other = json.loads(Path(args.against).read_text())
        if (other["seed"], other["rules"]) != (args.seed, args.rules):
            raise SystemExit("--against: a run of another seed or rules set")
        n = min(k, len(other["wins"]))
        diffs = [a - b for a, b in zip(wins[:n], other["wins"][:n], strict=True)]
        mean = sum(diffs) / n
        var = sum((d - mean) ** 2 for d in diffs) / max(1, n - 1)
        print(f"  paired against {other['label']}: {mean:+.1%} (± {1.96 * (var / n) ** 0.5:.1%};"
              f" the outcome differs in {sum(1 for d in diffs if d)} of {n} games)")


def _kind(action: Any) -> str:
    """A decision's kind for the fidelity table: the card's rank (``wild`` for W/W4), ``/colour``
    when it names one; else the action's type."""
    from core.actions import Play

    if isinstance(action, Play):
        rank = "wild" if action.card.color is None else action.card.rank.name
        return rank + ("" if action.color is None else "/colour")
    return type(action).__name__


def run_fidelity(args: argparse.Namespace) -> dict[str, Any]:
    """How often each playout policy of hard's search chooses what a normal bot chooses, on
    the true table: four normals play ``--rounds`` rounds; at each decision of the seat to move
    with a choice (play, challenge, colour), every policy is asked on a copy of the true state.
    Reported over all decisions and over the endgame (someone has three cards or fewer, where
    hard searches), with the commonest disagreements (normal's choice, the policy's)."""
    from collections import Counter

    from core.autoplay import MatchRecord, _offer_window, _windows_possible
    from core.bots.worlds import POLICIES
    from core.game import Phase, apply, legal_actions, new_game, seat_to_move
    from core.view import view

    rules = load_rules(args.rules)
    names = args.policy.split(",") if args.policy else list(POLICIES)
    asked = (Phase.PLAY, Phase.CHALLENGE, Phase.CHOOSE_COLOR)
    agree = {n: Counter() for n in names}
    differ = {n: Counter() for n in names}
    for r in range(args.rounds):
        state = new_game(rules, 4, f"bench/fidelity/{args.seed}/{r}")
        bots = [make_bot("normal", f"bench/fidelity/{args.seed}/{r}/{s}") for s in range(4)]
        rec = MatchRecord(state)
        wide = _windows_possible(rules)
        while state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            seat = seat_to_move(state)
            assert seat is not None
            legal = legal_actions(state, seat)
            choice = bots[seat].act(view(state, seat, legal=legal))
            assert choice is not None
            if len(legal) > 1 and state.phase in asked:
                end = min(len(h) for h in state.hands) <= 3
                for n in names:
                    same = POLICIES[n](state.copy(), seat, legal) == choice
                    agree[n][("all", same)] += 1
                    agree[n][("endgame", same)] += end
                    if not same:
                        differ[n][(_kind(choice), _kind(POLICIES[n](state.copy(), seat, legal)))] += 1
            apply(state, seat, choice, validate=choice not in legal)
            _offer_window(state, bots, rec, wide)
    out: dict[str, Any] = {"rounds": args.rounds, "rules": args.rules, "policies": {}}
    for n in names:
        row = {}
        for part in ("all", "endgame"):
            yes, no = agree[n][(part, True)], agree[n][(part, False)]
            row[part] = {"decisions": yes + no, "agree": yes / max(1, yes + no)}
        row["differ"] = [[a, b, k] for (a, b), k in differ[n].most_common(6)]
        out["policies"][n] = row
    return out


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    sub = parser.add_subparsers(dest="what", required=True)
    t = sub.add_parser("time", help="hard's decision time")
    t.add_argument("--think", type=float, default=None)
    t.add_argument("--rounds", type=int, default=30)
    t.add_argument("--rules", default="official")
    t.add_argument("--json", action="store_true")
    t.add_argument("--set", action="append", default=[], metavar="NAME=VALUE",
                   help="as for variant: time a hard variant")
    s = sub.add_parser("strength", help="the strength table")
    s.add_argument("--rounds", type=int, default=2000)
    s.add_argument("--matches", action="store_true", help="whole matches instead of rounds")
    s.add_argument("--only", default="",
                   help=f"comma-separated: {', '.join(MATCHUPS)}; and against other styles "
                        f"(bench/styles.py): {', '.join(STYLE_MATCHUPS)}")
    s.add_argument("--think", type=float, default=None)
    s.add_argument("--jobs", type=int, default=None)
    s.add_argument("--seed", type=int, default=1)
    s.add_argument("--json", action="store_true")
    v = sub.add_parser("variant", help="a hard variant against three normals, paired with a run")
    v.add_argument("--set", action="append", default=[], metavar="NAME=VALUE")
    v.add_argument("--oracle", choices=("all", "colours", "next", "small"), default=None)
    v.add_argument("--rounds", type=int, default=3000)
    v.add_argument("--matches", action="store_true", help="whole matches instead of rounds")
    v.add_argument("--seed", type=int, default=201)
    v.add_argument("--rules", default="official")
    v.add_argument("--think", type=float, default=None)
    v.add_argument("--out", default="")
    v.add_argument("--against", default="")
    f = sub.add_parser("fidelity", help="how often a playout policy chooses as normal does")
    f.add_argument("--rounds", type=int, default=300)
    f.add_argument("--rules", default="official")
    f.add_argument("--seed", type=int, default=1)
    f.add_argument("--policy", default="", help="comma-separated (default: every policy)")
    f.add_argument("--json", action="store_true")
    args = parser.parse_args()
    if args.what == "fidelity":
        result = run_fidelity(args)
        if args.json:
            print(json.dumps(result))
            return 0
        print(f"{result['rounds']} rounds of four normals ({result['rules']}): each playout "
              "policy's choice against normal's, on the true table")
        for n, row in result["policies"].items():
            print(f"  {n:<12} all {row['all']['agree']:6.1%} of {row['all']['decisions']:>6}   "
                  f"endgame {row['endgame']['agree']:6.1%} of {row['endgame']['decisions']:>6}")
            for a, b, k in row["differ"]:
                print(f"      {k:>5}  normal {a:<16} policy {b}")
        return 0
    if args.what == "variant":
        run_variant(args)
        return 0
    if args.what == "time":
        out = run_time(args)
        if args.json:
            print(json.dumps(out))
        else:
            print(f"hard at think={out['think']} s ({out['steps']} engine steps a search): "
                  f"{out['decisions']} decisions in {out['rounds']} rounds, "
                  f"{out['searches']} searched, {out['worlds_per_search']:.0f} worlds and "
                  f"{out['steps_per_search']:.0f} steps a search")
            for label in ("all", "cpu", "searched"):
                v = out[label]
                print(f"  {label:<9} p50 {v['p50']:7.1f} ms  p95 {v['p95']:7.1f} ms  "
                      f"p99 {v['p99']:7.1f} ms  max {v['max']:7.1f} ms  mean {v['mean']:6.1f} ms")
        return 0
    run_strength(args)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
