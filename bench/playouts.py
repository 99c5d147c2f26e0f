"""Benchmark: random-bot playouts of single rounds, and RLCard's UNO side by side.

    .venv/bin/python bench/playouts.py                    # official rules, 4 players, ~30 s
    .venv/bin/python bench/playouts.py --seconds 2        # quicker, noisier
    .venv/bin/python bench/playouts.py --presets          # every preset in core.rules.PRESETS
    .venv/bin/python bench/playouts.py --json             # one JSON object

Each measurement plays rounds until ``--rounds`` rounds or ``--seconds`` seconds (wall clock)
have passed, whichever comes first (a round in progress is finished). Measurements run
interleaved in ``--slices`` slices, so changes in a shared machine's load fall on all of them
alike, and rates are per second of this process's CPU time (``time.process_time``). Ways of
playing measured (see bench/README.md):

``engine``    uniform choice among ``core.game.legal_actions(state, current)`` applied with
              ``apply(..., validate=False)`` — what RLCard's random agent does with its own game.
``engine-rl`` the same engine and rules, but the random player behaves like RLCard's random agent
              can only behave: a uniformly random *play* when it has one, a draw only when it has
              none, and a playable drawn card is played. Rounds are then about as long as RLCard's.
              In playout mode (``new_game(..., playout=True)``: no public log), since RLCard's
              game keeps none either: this is the like-for-like measure.
``engine-rl-log`` the same with the public log kept (what the host and the simulator run).
``autoplay``  the full bot pipeline: ``core.autoplay.play_match`` with ``random`` bots, each seeing
              only its own view (``core.view.view``), out-of-turn windows offered to every seat.
``rlcard``    RLCard's ``UnoGame`` (4 players), uniform over ``game.get_legal_actions()`` per step
              until ``game.is_over()`` — only when the ``rlcard`` package is importable. RLCard's
              UNO game ends when the first player goes out (a round), without the Wild Draw Four
              challenge, UNO calls or scoring, and a drawn card is played automatically.
``rlcard-env`` for context, RLCard as reinforcement-learning code usually drives it:
              ``rlcard.make("uno")``, ``RandomAgent`` seats, ``env.run`` (encodes every state).

rlcard is never a dependency of unotui; install it into a scratch environment to compare.
Timing figures vary with the machine and its load; the numbers of record live in
docs/PERFORMANCE.md.
"""

from __future__ import annotations

import argparse
import datetime as _dt
import json
import os
import platform
import random
import sys
import time
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from core.actions import Action, Draw, Pass, Play
from core.autoplay import play_match
from core.bots import RandomBot
from core.game import GameState, apply, legal_actions, new_game, seat_to_move
from core.rules import PRESETS, Rules, RulesError, preset

#: (issue, target ratio to RLCard's rounds/s): issue 12's like-for-like playouts, issue 2's 3×.
TARGETS = ((12, 1.0), (2, 3.0))
#: A round this long is stuck; the benchmark stops it and counts an error.
MAX_ACTIONS = 20_000


class PlayoutFailed(RuntimeError):
    """A playout that could not finish: stuck past :data:`MAX_ACTIONS`, or RLCard failing."""


@dataclass
class Result:
    """One measurement: ``rounds`` rounds with ``actions`` actions in ``seconds``."""

    name: str
    rules: str
    players: int
    rounds: int
    actions: int
    seconds: float
    errors: int = 0

    @property
    def rounds_per_second(self) -> float:
        return self.rounds / self.seconds if self.seconds else 0.0

    @property
    def actions_per_second(self) -> float:
        return self.actions / self.seconds if self.seconds else 0.0

    @property
    def actions_per_round(self) -> float:
        return self.actions / self.rounds if self.rounds else 0.0

    def to_json(self) -> dict[str, Any]:
        return {
            "name": self.name, "rules": self.rules, "players": self.players,
            "rounds": self.rounds, "actions": self.actions, "seconds": round(self.seconds, 4),
            "rounds_per_second": round(self.rounds_per_second, 2),
            "actions_per_second": round(self.actions_per_second, 1),
            "actions_per_round": round(self.actions_per_round, 2), "errors": self.errors,
        }


class Measure:
    """A playout loop measured in slices: ``one_round(k)`` plays round ``k``, returns its actions.

    Slices of different measures are interleaved, so a change in the machine's load during the
    run falls on every measure alike; each slice continues with the next round numbers.
    """

    def __init__(self, name: str, rules_name: str, players: int,
                 one_round: Callable[[int], int]) -> None:
        self.result = Result(name, rules_name, players, 0, 0, 0.0)
        self.one_round = one_round

    def run_slice(self, max_rounds: int, max_seconds: float) -> None:
        """Play until ``max_rounds`` more rounds or ``max_seconds`` of wall clock have passed."""
        res = self.result
        played = 0
        deadline = time.perf_counter() + max_seconds
        cpu = time.process_time()
        while played < max_rounds:
            try:
                res.actions += self.one_round(res.rounds + res.errors)
                res.rounds += 1
            except PlayoutFailed:
                res.errors += 1
            played += 1
            if time.perf_counter() >= deadline:
                break
        res.seconds += time.process_time() - cpu


def engine_round(rules: Rules, players: int, seed: int, rng: random.Random) -> int:
    """One round, uniform over the seat to move's legal actions; returns the action count."""
    state = new_game(rules, players, seed)
    actions = 0
    seat = seat_to_move(state)
    while seat is not None:
        apply(state, seat, rng.choice(legal_actions(state, seat)), validate=False)
        actions += 1
        if actions > MAX_ACTIONS:
            raise PlayoutFailed(f"round of seed {seed} exceeded {MAX_ACTIONS} actions")
        seat = seat_to_move(state)
    return actions


def engine_rl_round(rules: Rules, players: int, seed: int, rng: random.Random,
                    playout: bool = True) -> int:
    """One round played the way RLCard's random agent plays (see the module docstring)."""
    state: GameState = new_game(rules, players, seed, playout=playout)
    actions = 0
    seat = seat_to_move(state)
    while seat is not None:
        legal = legal_actions(state, seat)
        plays: list[Action] = [a for a in legal if type(a) is Play]
        choice: Action
        if plays:
            choice = rng.choice(plays)
        else:  # draw, else pass (keep the drawn card), else name a colour / answer a +4
            by_kind = {type(a): a for a in legal}
            choice = by_kind.get(Draw) or by_kind.get(Pass) or rng.choice(legal)
        apply(state, seat, choice, validate=False)
        actions += 1
        if actions > MAX_ACTIONS:
            raise PlayoutFailed(f"round of seed {seed} exceeded {MAX_ACTIONS} actions")
        seat = seat_to_move(state)
    return actions


def autoplay_round(rules: Rules, players: int, seed: int) -> int:
    """One round through the full bot pipeline with ``random`` bots."""
    bots = [RandomBot(f"{seed}/{seat}") for seat in range(players)]
    return play_match(rules, players, seed, bots, rounds_only=True).actions


def engine_measures(rules_name: str, players: int, seed: int) -> list[Measure]:
    """The four ways of playing ``rules_name`` (raises RulesError if it is not playable)."""
    rules = preset(rules_name)
    new_game(rules, players, seed)  # fail early on rules the engine refuses
    rng = random.Random(seed)
    rl_rng = random.Random(seed)
    log_rng = random.Random(seed)
    base = seed * 1_000_003
    return [
        Measure("engine", rules_name, players,
                lambda k: engine_round(rules, players, base + k, rng)),
        Measure("engine-rl", rules_name, players,
                lambda k: engine_rl_round(rules, players, base + k, rl_rng)),
        Measure("engine-rl-log", rules_name, players,
                lambda k: engine_rl_round(rules, players, base + k, log_rng, playout=False)),
        Measure("autoplay", rules_name, players,
                lambda k: autoplay_round(rules, players, base + k)),
    ]


def rlcard_measure(players: int, seed: int) -> Measure | None:
    """RLCard's UNO with random legal actions, or ``None`` if rlcard is not importable."""
    try:
        from rlcard.games.uno.game import UnoGame  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    game = UnoGame(num_players=players)
    game.np_random.seed(seed)
    rng = random.Random(seed)

    def one_round(_: int) -> int:
        steps = 0
        try:
            game.init_game()
            while not game.is_over():
                game.step(rng.choice(game.get_legal_actions()))
                steps += 1
                if steps > MAX_ACTIONS:
                    raise PlayoutFailed("RLCard round too long")
        except (IndexError, ValueError) as exc:  # RLCard can run out of cards to draw
            raise PlayoutFailed(f"RLCard failed: {exc!r}") from exc
        return steps

    return Measure("rlcard", "rlcard-uno", players, one_round)


def rlcard_env_measure(players: int, seed: int) -> Measure | None:
    """RLCard's usual reinforcement-learning loop: ``rlcard.make("uno")`` with ``RandomAgent``
    seats and ``env.run`` (it encodes every state for the agents), or ``None`` without rlcard."""
    try:
        import rlcard  # type: ignore[import-not-found,import-untyped,unused-ignore]
        from rlcard.agents import RandomAgent  # type: ignore[import-not-found,import-untyped,unused-ignore]
    except ImportError:
        return None
    env = rlcard.make("uno", config={"game_num_players": players, "seed": seed})
    env.set_agents([RandomAgent(num_actions=env.num_actions) for _ in range(players)])

    def one_round(_: int) -> int:
        before = env.timestep
        try:
            env.run(is_training=False)
        except (IndexError, ValueError) as exc:  # RLCard can run out of cards to draw
            raise PlayoutFailed(f"RLCard failed: {exc!r}") from exc
        return int(env.timestep - before)

    return Measure("rlcard-env", "rlcard-uno", players, one_round)


def machine() -> str:
    cpu = platform.processor() or platform.machine()
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.split(":", 1)[1].strip()
                break
    except OSError:
        pass
    return (f"{cpu}, {os.cpu_count()} cores, {platform.system()} {platform.release()}, "
            f"Python {platform.python_version()} ({platform.python_implementation()})")


def rlcard_version() -> str | None:
    try:
        from importlib.metadata import version
        return version("rlcard")
    except Exception:
        return None


def markdown(results: list[Result], rl: Result | None) -> str:
    """The results as a Markdown table (a ``failed`` column only when some round failed)."""
    every = [*results, *([rl] if rl else [])]
    failed = any(r.errors for r in every)
    head = ("| measure | rules | players | rounds | rounds/s | actions/s | actions/round |"
            + (" × RLCard rounds/s |" if rl else "") + (" failed |" if failed else ""))
    rule = "|---|---|---:|---:|---:|---:|---:|" + ("---:|" if rl else "") + ("---:|" if failed else "")
    rows = [head, rule]
    for r in every:
        row = (f"| {r.name} | {r.rules} | {r.players} | {r.rounds:,} | {r.rounds_per_second:,.1f}"
               f" | {r.actions_per_second:,.0f} | {r.actions_per_round:,.1f} |")
        if rl:
            row += f" {r.rounds_per_second / rl.rounds_per_second:.2f} |"
        if failed:
            row += f" {r.errors} |"
        rows.append(row)
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0] if __doc__ else None)
    parser.add_argument("--rounds", type=int, default=20_000, help="max rounds per measurement")
    parser.add_argument("--seconds", type=float, default=8.0, help="max seconds per measurement")
    parser.add_argument("--slices", type=int, default=4,
                        help="interleave the measurements in this many slices (default: 4)")
    parser.add_argument("--players", type=int, default=4)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--presets", action="store_true",
                        help="also measure every rules preset (at its own player count)")
    parser.add_argument("--no-rlcard", action="store_true", help="skip RLCard even if installed")
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    args = parser.parse_args(argv)
    if (args.rounds < 1 or not 0 < args.seconds <= 600 or not 2 <= args.players <= 10
            or not 1 <= args.slices <= 100):
        parser.error("need --rounds >= 1, 0 < --seconds <= 600, 2 <= --players <= 10, "
                     "1 <= --slices <= 100")

    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    measures = engine_measures("official", args.players, args.seed)
    skipped: dict[str, str] = {}
    if args.presets:
        for name in PRESETS:
            if name == "official":
                continue
            try:
                measures += engine_measures(name, preset(name).players or args.players, args.seed)
            except (RulesError, ValueError) as exc:  # a preset the engine cannot play (yet)
                skipped[name] = f"{type(exc).__name__}: {exc}"
    rl_measure = None if args.no_rlcard else rlcard_measure(args.players, args.seed)
    if rl_measure is not None:
        measures.append(rl_measure)
        env_measure = rlcard_env_measure(args.players, args.seed)
        if env_measure is not None:
            measures.append(env_measure)
    for k in range(args.slices):
        rounds_left = -(-args.rounds // args.slices)
        for m in measures:
            try:
                m.run_slice(rounds_left, args.seconds / args.slices)
            except Exception as exc:  # a preset whose playouts break: report it, measure the rest
                skipped[f"{m.result.name}/{m.result.rules}"] = f"{type(exc).__name__}: {exc}"
        measures = [m for m in measures if f"{m.result.name}/{m.result.rules}" not in skipped]
        if not args.json:
            print(f"  slice {k + 1}/{args.slices} done", file=sys.stderr, flush=True)
    results = [m.result for m in measures if m is not rl_measure]
    rl = rl_measure.result if rl_measure is not None and rl_measure in measures else None
    ours = [r for r in results if not r.name.startswith("rlcard")]
    command = "python bench/playouts.py " + " ".join(sys.argv[1:] if argv is None else argv)
    if args.json:
        print(json.dumps({
            "date": stamp, "machine": machine(), "command": command.strip(),
            "rlcard": rlcard_version() if rl else None,
            "results": [r.to_json() for r in results],
            "rlcard_result": rl.to_json() if rl else None, "skipped": skipped,
            "ratios": {f"{r.name}/{r.rules}": r.rounds_per_second / rl.rounds_per_second
                       for r in results} if rl else None,
        }))
        return 0
    print(f"date:    {stamp}\nmachine: {machine()}\ncommand: {command.strip()}")
    if rl:
        print(f"rlcard:  {rlcard_version()}")
    else:
        print("rlcard:  not importable; no comparison")
    print()
    print(markdown(results, rl))
    for name, why in skipped.items():
        print(f"\n{name} not measured: {why}")
    if rl:
        print()
        for r in ours:
            if r.rules != "official":
                continue
            ratio = r.rounds_per_second / rl.rounds_per_second
            verdicts = ", ".join(
                f"{'meets' if ratio >= target else 'misses'} issue {issue}'s {target:g}×"
                for issue, target in TARGETS)
            print(f"{r.name:>13}: {ratio:5.2f}× RLCard's rounds/s, "
                  f"{r.actions_per_second / rl.actions_per_second:5.2f}× its actions/s "
                  f"({verdicts})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
