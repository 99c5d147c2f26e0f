"""``unotui simulate``: play bot matches headless and print what happened.

Contract
--------
* Plays ``--games`` whole matches (or, with ``--rounds-only``, single rounds) with one bot per
  seat through :func:`core.autoplay.play_match`, each bot seeing only its own view.
* Game ``g`` (0-based) uses the engine seed ``"simulate/{seed}/{g}"`` and the bot at seat ``s``
  the seed ``"simulate/{seed}/{g}/{s}"``, so a run is fully determined by its arguments.
* Prints games and rounds played, mean turns per round, wins per seat, mean final points per seat,
  actions per second and a ``digest``: the SHA-256 over every final state's
  :meth:`core.game.GameState.digest` (hex, in game order). Same arguments, same digest — on every
  machine. Everything except the timing figures is deterministic.
* ``--json`` prints exactly one JSON object on stdout (keys: :data:`JSON_KEYS`).
* Bad arguments print one line on stderr and exit with code 2; a bot or engine failure during play
  prints one line and exits with code 1. Never a traceback.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import sys
import time
from dataclasses import dataclass, field
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from core.game import GameState
    from core.rules import Rules

#: Keys of the ``--json`` object, in output order.
JSON_KEYS: tuple[str, ...] = (
    "games", "rounds", "rounds_only", "players", "seed", "rules", "rules_differences", "bots",
    "turns", "actions", "mean_turns_per_round", "wins", "mean_points", "seconds",
    "actions_per_second", "digest",
)

DEFAULT_PLAYERS = 4
MIN_PLAYERS, MAX_PLAYERS = 2, 10


class SimulateError(ValueError):
    """A bad command-line argument, explained in one line."""


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the ``simulate`` options (see the module docstring)."""
    parser.add_argument(
        "--players", type=int, default=None, metavar="N",
        help=f"players at the table, {MIN_PLAYERS}..{MAX_PLAYERS} "
             f"(default: {DEFAULT_PLAYERS}, or what the rules require)",
    )
    parser.add_argument("--games", type=int, default=100, metavar="G",
                        help="matches (or rounds) to play (default: 100)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seed of the whole run (default: 1)")
    parser.add_argument("--rules", default="official", metavar="PRESET|FILE",
                        help="a rules preset name or a TOML rules file (default: official)")
    parser.add_argument(
        "--bots", default="basic", metavar="KIND[,KIND...]",
        help="one bot kind for every seat, or one per seat, comma-separated (default: basic)",
    )
    parser.add_argument("--rounds-only", action="store_true",
                        help="play single rounds instead of whole matches")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object instead of the report")
    parser.add_argument("--position", default=None, metavar="TEXT|@FILE",
                        help="start every game from this position (docs/POSITION.md), or the "
                             "one in FILE; its rules= preset is used unless --rules is given")


@dataclass
class Setup:
    """Validated arguments of one run."""

    rules: Rules
    rules_name: str
    players: int
    games: int
    seed: int
    bots: list[str]
    rounds_only: bool
    position: str | None = None  #: every game starts from this position (checked)


@dataclass
class Summary:
    """What a run produced; everything but ``seconds`` is deterministic."""

    setup: Setup
    games: int = 0
    rounds: int = 0
    turns: int = 0
    actions: int = 0
    wins: list[int] = field(default_factory=list)
    points: list[int] = field(default_factory=list)
    seconds: float = 0.0
    digest: str = ""

    def to_json(self) -> dict[str, Any]:
        s = self.setup
        out: dict[str, Any] = {
            "games": self.games,
            "rounds": self.rounds,
            "rounds_only": s.rounds_only,
            "players": s.players,
            "seed": s.seed,
            "rules": s.rules_name,
            "rules_differences": s.rules.differences(),
            "bots": list(s.bots),
            "turns": self.turns,
            "actions": self.actions,
            "mean_turns_per_round": self.turns / self.rounds if self.rounds else 0.0,
            "wins": list(self.wins),
            "mean_points": [p / self.games if self.games else 0.0 for p in self.points],
            "seconds": self.seconds,
            "actions_per_second": self.actions / self.seconds if self.seconds > 0 else 0.0,
            "digest": self.digest,
        }
        assert tuple(out) == JSON_KEYS
        return out


def parse_setup(args: argparse.Namespace) -> Setup:
    """Check every argument; raise :class:`SimulateError` with a one-line explanation."""
    from core.bots import BOTS
    from core.rules import RulesError, load_rules

    try:
        rules = load_rules(args.rules)
    except (RulesError, TypeError, ValueError) as exc:
        raise SimulateError(_one_line(str(exc))) from None
    players = args.players
    if players is None:
        players = rules.players or DEFAULT_PLAYERS
    if not MIN_PLAYERS <= players <= MAX_PLAYERS:
        raise SimulateError(f"--players must be {MIN_PLAYERS}..{MAX_PLAYERS}, not {players}")
    if rules.players and rules.players != players:
        raise SimulateError(
            f"the rules {args.rules!r} are for exactly {rules.players} players, not {players}"
        )
    if args.games < 1:
        raise SimulateError(f"--games must be at least 1, not {args.games}")
    kinds = [k.strip() for k in str(args.bots).split(",")]
    for kind in kinds:
        if kind not in BOTS:
            raise SimulateError(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}")
    if len(kinds) == 1:
        kinds *= players
    if len(kinds) != players:
        raise SimulateError(
            f"--bots names {len(kinds)} bots for {players} players; "
            "give one kind for every seat or one for all"
        )
    setup = Setup(rules, args.rules, players, args.games, args.seed, kinds, args.rounds_only)
    if getattr(args, "position", None) is not None:
        _load_position(setup, args.position, explicit_rules=args.rules != "official",
                       explicit_players=args.players is not None)
    return setup


def _load_position(setup: Setup, spec: str, *, explicit_rules: bool,
                   explicit_players: bool) -> None:
    """Read ``--position`` (text, or ``@FILE``) into ``setup``: its rules and table size come
    from the position unless given; an impossible or unreadable one is a :class:`SimulateError`."""
    from core.position import InvalidPosition, PositionError, check_position, parse_position

    text = spec
    if spec.startswith("@"):
        try:
            with open(spec[1:], encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError) as exc:
            raise SimulateError(f"cannot read the position file {spec[1:]!r}: "
                                f"{exc.strerror if isinstance(exc, OSError) else exc}") from None
    try:
        state = parse_position(text, setup.rules if explicit_rules else None)
        check_position(state)
    except (PositionError, InvalidPosition) as exc:
        raise SimulateError(_one_line(str(exc))) from None
    if explicit_players and state.players != setup.players:
        raise SimulateError(f"the position has {state.players} seats, not --players "
                            f"{setup.players}")
    if len(set(setup.bots)) == 1:
        setup.bots = setup.bots[:1] * state.players
    if len(setup.bots) != state.players:
        raise SimulateError(f"--bots names {len(setup.bots)} bots for a position with "
                            f"{state.players} seats")
    if not explicit_rules:
        named = [t[6:] for t in text.split() if t.startswith("rules=")]
        setup.rules_name = named[0] if named else "official"
    setup.rules, setup.players = state.rules, state.players
    setup.position = " ".join(text.split())


def start_state(setup: Setup, game: int) -> GameState | None:
    """Game ``game``'s starting state: the position with the cards under ``*`` shuffled by the
    game's seed, or None (a new game)."""
    if setup.position is None:
        return None
    from core.position import parse_position

    return parse_position(setup.position, setup.rules, seed=f"simulate/{setup.seed}/{game}")


def _one_line(text: str) -> str:
    return " ".join(text.split())


def simulate(setup: Setup, progress: bool = False) -> Summary:
    """Play every game of ``setup`` and summarise. Raises what the engine or a bot raises."""
    from core.autoplay import play_match
    from core.bots import make_bot

    summary = Summary(setup, wins=[0] * setup.players, points=[0] * setup.players)
    digest = hashlib.sha256()
    start = time.perf_counter()
    for game in range(setup.games):
        bots = [make_bot(kind, f"simulate/{setup.seed}/{game}/{seat}")
                for seat, kind in enumerate(setup.bots)]
        rec = play_match(setup.rules, setup.players, f"simulate/{setup.seed}/{game}", bots,
                         rounds_only=setup.rounds_only, start=start_state(setup, game))
        state = rec.state
        winner = state.match_winner if state.match_winner is not None else (
            state.result.winner if state.result is not None else None)
        if winner is not None:
            summary.wins[winner] += 1
        for seat, score in enumerate(state.scores):
            summary.points[seat] += score
        summary.games += 1
        summary.rounds += rec.rounds
        summary.turns += rec.turns
        summary.actions += rec.actions
        digest.update(state.digest().encode("ascii"))
        if progress:
            print(f"\r  playing {game + 1}/{setup.games} ...", end="", file=sys.stderr, flush=True)
    summary.seconds = time.perf_counter() - start
    if progress:
        print("\r" + " " * 40 + "\r", end="", file=sys.stderr, flush=True)
    summary.digest = digest.hexdigest()
    return summary


def report(summary: Summary) -> str:
    """The human-readable report."""
    s = summary.setup
    data = summary.to_json()
    what = ("round" if s.rounds_only else "match") + ("" if summary.games == 1 else
                                                         ("s" if s.rounds_only else "es"))
    lines = [
        f"unotui simulate: {summary.games} {what}, {s.players} players, rules {s.rules_name}, "
        f"seed {s.seed}",
        "",
        f"  games played       {summary.games:>10,}",
        f"  rounds played      {summary.rounds:>10,}",
        f"  mean turns/round   {data['mean_turns_per_round']:>10.1f}",
        f"  actions            {summary.actions:>10,}  in {summary.seconds:.2f} s",
        f"  actions/second     {data['actions_per_second']:>10,.0f}",
        "",
        "  seat  bot      wins   share   mean points",
    ]
    for seat in range(s.players):
        wins = summary.wins[seat]
        share = wins / summary.games if summary.games else 0.0
        lines.append(f"  {seat:>4}  {s.bots[seat]:<7} {wins:>5}  {share:>6.1%}"
                     f"   {data['mean_points'][seat]:>11.1f}")
    lines += ["", f"  digest  {summary.digest}"]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Entry point of ``unotui simulate``: 0 on success, 2 for bad arguments, 1 if play fails."""
    try:
        setup = parse_setup(args)
    except SimulateError as exc:
        print(f"unotui simulate: error: {exc}", file=sys.stderr)
        return 2
    from core.autoplay import StuckRound
    from core.game import IllegalAction

    try:
        summary = simulate(setup, progress=not args.json and sys.stderr.isatty())
    except (StuckRound, IllegalAction) as exc:
        why = f" ({exc.reason})" if isinstance(exc, IllegalAction) else ""
        print(f"unotui simulate: error: play failed{why}: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    text = json.dumps(summary.to_json()) if args.json else report(summary)
    try:
        print(text, flush=True)
    except BrokenPipeError:  # e.g. piped into `head`: stop quietly, as other tools do
        devnull = os.open(os.devnull, os.O_WRONLY)
        os.dup2(devnull, sys.stdout.fileno())  # so the interpreter's final flush stays quiet
        return 1
    return 0
