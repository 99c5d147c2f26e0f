"""``unotui simulate``: play bot matches headless and print what happened.

Contract
--------
* Plays ``--games`` whole matches (or, with ``--rounds-only``, single rounds) with one bot per
  seat through :func:`core.autoplay.play_match`, each bot seeing only its own view.
* Game ``g`` (0-based) uses the engine seed ``"simulate/{seed}/{g}"`` and the bot at seat ``s``
  the seed ``"simulate/{seed}/{g}/{s}"``, so a run is fully determined by its arguments.
* Mixed bots (``--bots hard,normal,normal,normal``) rotate over paired seeds: with ``n`` seats,
  game ``g`` deals deal ``d = g // n`` (engine seed ``"simulate/{seed}/{d}"``) and seats the kinds
  turned by ``r = g % n`` places (seat ``s`` plays ``bots[(s - r) % n]``), so every deal is played
  from every seat when ``--games`` is a multiple of ``n``. For the paired difference each deal is
  also played once by the *baseline* table (every seat the most common kind, the last named on a
  tie; bot seeds ``"simulate/{seed}/{d}/base/{s}"``). The report gives each kind's share of the
  wins with a 95% interval (per game, the kind's wins over its seats; normal approximation), and
  for every other kind the paired difference: its share minus the baseline kind's share in the
  same seats of the same deal, with its 95% interval. Chance level is ``1 / n``.
* ``--think SECONDS`` sets the hard bot's budget; ``--jobs J`` plays on ``J`` processes (default:
  every core, up to 2, from 64 games on); the results do not depend on it.
* Prints games and rounds played, mean turns per round, wins per seat, mean final points per seat,
  actions per second and a ``digest``: the SHA-256 over every final state's
  :meth:`core.game.GameState.digest` (hex, in game order). Same arguments, same digest — on every
  machine. Everything except the timing figures is deterministic.
* ``--json`` prints exactly one JSON object on stdout (keys: :data:`JSON_KEYS`).
* Bad arguments print one line on stderr and exit with code 2; a bot or engine failure during play
  prints one line and exits with code 1. Never a traceback.
* A stop signal (SIGTERM, SIGINT, SIGHUP; one ignored as it started, under ``nohup``, stays
  ignored) ends the worker processes too — none plays on — and prints one line; the exit code
  is 128 + the signal's number. A worker whose run was killed with ``-9`` ends itself.
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

from . import PRESETS_SAID

if TYPE_CHECKING:
    from core.game import GameState
    from core.rules import Rules

#: Keys of the ``--json`` object, in output order.
JSON_KEYS: tuple[str, ...] = (
    "games", "rounds", "rounds_only", "players", "seed", "rules", "rules_differences", "bots",
    "turns", "actions", "mean_turns_per_round", "wins", "mean_points", "seconds",
    "actions_per_second", "digest", "by_kind", "paired",
)

DEFAULT_PLAYERS = 4
#: the largest ``--position @FILE`` read (a position is a line of a few hundred characters)
MAX_POSITION_BYTES = 1 << 20
MIN_PLAYERS, MAX_PLAYERS = 2, 10
#: the most ``--games`` of one run: every game is scheduled, and its result kept, in memory
#: (a hundred million took gigabytes before the first was played, then a MemoryError's
#: traceback, cli52 #7); a hundred thousand matches are an hour or more of play already
MAX_GAMES = 100_000


class SimulateError(ValueError):
    """A bad command-line argument, explained in one line."""


class Stopped(BaseException):
    """A stop signal (SIGTERM, SIGINT, SIGHUP) came during the run (``signal``: its number).
    A :class:`BaseException`, as ``KeyboardInterrupt``: nothing on the way catches it."""

    def __init__(self, sig: int) -> None:
        super().__init__(sig)
        self.signal = sig


def add_arguments(parser: argparse.ArgumentParser) -> None:
    """Declare the ``simulate`` options (see the module docstring)."""
    parser.add_argument(
        "--players", type=int, default=None, metavar="N",
        help=f"players at the table, {MIN_PLAYERS}..{MAX_PLAYERS} "
             f"(default: {DEFAULT_PLAYERS}, or what the rules require)",
    )
    parser.add_argument("--games", type=int, default=100, metavar="G",
                        help=f"matches (or rounds) to play, 1..{MAX_GAMES:,} (default: 100; "
                             "each is kept in memory: for more, several runs with another "
                             "--seed)")
    parser.add_argument("--seed", type=int, default=1, metavar="S",
                        help="seed of the whole run (default: 1)")
    parser.add_argument("--rules", "--preset", default=None, metavar="PRESET|FILE",
                        help=f"a rules preset ({PRESETS_SAID}) or a TOML rules file (default: "
                             "official)")
    parser.add_argument(
        "--bots", default="normal", metavar="KIND[,KIND...]",
        help="one bot kind for every seat, or one per seat, comma-separated: easy, normal, "
             "hard, basic (the first version's bot), random (any legal card) or greedy (the "
             "plain player the strength benchmarks measure against) (default: normal, as at a table)",
    )
    parser.add_argument("--rounds-only", action="store_true",
                        help="play single rounds instead of whole matches")
    parser.add_argument("--json", action="store_true",
                        help="print one JSON object instead of the report")
    parser.add_argument("--position", default=None, metavar="TEXT|@FILE",
                        help="start every game from this position (docs/POSITION.md), or the "
                             "one in FILE; its rules= preset is used (with rules=custom, give "
                             "the rules with --rules; beside a preset, --rules is refused)")
    add_strength_arguments(parser)


def add_strength_arguments(parser: argparse.ArgumentParser) -> None:
    """The options of the strength runs: the hard bot's budget and the worker processes."""
    parser.add_argument("--think", type=float, default=None, metavar="SECONDS",
                        help="the hard bot's thinking budget per decision (default: its own)")
    parser.add_argument("--jobs", type=int, default=None, metavar="J",
                        help="worker processes (default: up to 2 cores from 64 games on)")


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
    think: float | None = None
    jobs: int = 1
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
    by_kind: dict[str, dict[str, float]] = field(default_factory=dict)
    paired: dict[str, dict[str, Any]] = field(default_factory=dict)

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
            "by_kind": self.by_kind,
            "paired": self.paired,
        }
        assert tuple(out) == JSON_KEYS
        return out


def parse_setup(args: argparse.Namespace) -> Setup:
    """Check every argument; raise :class:`SimulateError` with a one-line explanation."""
    from core.bots import BOTS
    from core.rules import RulesError, load_rules

    # (given or not: --rules official beside a position of rules=house was taken for no
    # --rules at all, and the position's preset was played, rules45 #6)
    explicit_rules = getattr(args, "rules", None) is not None
    if not explicit_rules:
        args.rules = "official"
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
    if args.games > MAX_GAMES:
        raise SimulateError(f"--games must be at most {MAX_GAMES:,}, not {args.games:,}: every "
                            "game of a run is kept in memory (for more, several runs with "
                            "another --seed)")
    kinds = [k.strip() for k in str(args.bots).split(",")]
    for kind in kinds:
        if kind not in BOTS:
            raise SimulateError(f"unknown bot {kind!r}; bots: {', '.join(BOTS)}")
    if getattr(args, "position", None) is None:  # (else the position's seats decide: cli49 #3)
        kinds = seat_bots(kinds, players, f"{players} players")
    think = getattr(args, "think", None)
    if think is not None and not 0 <= think <= 60:
        raise SimulateError(f"--think must be 0..60 seconds, not {think}")
    jobs = getattr(args, "jobs", None)
    if jobs is None:
        jobs = min(2, os.cpu_count() or 1) if args.games >= 64 else 1
    if not 1 <= jobs <= 64:
        raise SimulateError(f"--jobs must be 1..64, not {jobs}")
    setup = Setup(rules, args.rules, players, args.games, args.seed, kinds, args.rounds_only,
                  think, jobs)
    if getattr(args, "position", None) is not None:
        _load_position(setup, args.position, explicit_rules=explicit_rules,
                       explicit_players=args.players is not None)
    return setup


def seat_bots(kinds: list[str], seats: int, table: str) -> list[str]:
    """The bot kind at each of ``seats`` seats from ``--bots``'s ``kinds``: one for all, or one
    per seat; else :class:`SimulateError` naming the ``table`` ("4 players")."""
    if len(kinds) == 1:
        return kinds * seats
    if len(kinds) != seats:
        raise SimulateError(f"--bots names {len(kinds)} bots for {table}; give one kind for "
                            "every seat or one for all")
    return list(kinds)


def _load_position(setup: Setup, spec: str, *, explicit_rules: bool,
                   explicit_players: bool) -> None:
    """Read ``--position`` (text, or ``@FILE``) into ``setup``: its rules and table size come
    from the position unless given; an impossible or unreadable one is a :class:`SimulateError`."""
    from core.position import InvalidPosition, PositionError, check_position, parse_position
    from net.files import NotAFile, read_bounded

    text = spec
    if spec.startswith("@"):
        try:  # (bounded, as every file unotui reads: a FIFO waited for a writer for ever, and
            # /dev/zero was read until a MemoryError's traceback, cli51 #4)
            raw = read_bounded(spec[1:], MAX_POSITION_BYTES)
            # (its last line's end is no part of it, nor a byte-order mark before its first,
            # which a Windows editor writes: it was refused, cli52 #12)
            text = raw.decode("utf-8-sig").strip()
        except (OSError, UnicodeDecodeError, NotAFile) as exc:
            why = exc.strerror if isinstance(exc, OSError) and exc.strerror else \
                "not UTF-8 text" if isinstance(exc, UnicodeDecodeError) else str(exc)
            raise SimulateError(f"cannot read the position file {spec[1:]!r}: {why}") from None
    try:
        state = parse_position(text, setup.rules if explicit_rules else None)
        check_position(state)
    except (PositionError, InvalidPosition) as exc:
        raise SimulateError(_one_line(str(exc))) from None
    if explicit_players and state.players != setup.players:
        raise SimulateError(f"the position has {state.players} seats, not --players "
                            f"{setup.players}")
    over = state.phase.value == "match_over" or (setup.rounds_only
                                                 and state.phase.value == "round_over")
    if over:  # (every "game" was the finished one, its winner counted again: cli49 #13)
        raise SimulateError(f"the position's {'round' if setup.rounds_only else 'match'} is "
                            "over: there is nothing to play (give one still under way)")
    setup.bots = seat_bots(setup.bots, state.players,
                           f"a position with {state.players} seats")
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


@dataclass(frozen=True)
class Game:
    """One game to play: its deal, the kind at every seat and the bots' seed prefix."""

    index: int
    deal: int
    kinds: tuple[str, ...]
    bot_seed: str


@dataclass(frozen=True)
class Outcome:
    """What one game produced (plain data: it comes back from a worker process)."""

    winner: int | None
    scores: tuple[int, ...]
    rounds: int
    turns: int
    actions: int
    digest: str


def schedule(setup: Setup) -> tuple[list[Game], list[Game]]:
    """The games of a run and, for mixed bots, the baseline games (one per deal)."""
    n = setup.players
    base = setup.seed
    if len(set(setup.bots)) == 1:
        return [Game(g, g, tuple(setup.bots), f"simulate/{base}/{g}")
                for g in range(setup.games)], []
    games = []
    for g in range(setup.games):
        deal, turn = divmod(g, n)
        kinds = tuple(setup.bots[(s - turn) % n] for s in range(n))
        games.append(Game(g, deal, kinds, f"simulate/{base}/{deal}" + (f"/r{turn}" if turn else "")))
    kind = baseline_kind(setup.bots)
    deals = games[-1].deal + 1
    return games, [Game(d, d, (kind,) * n, f"simulate/{base}/{d}/base") for d in range(deals)]


def baseline_kind(kinds: list[str]) -> str:
    """The most common kind (the last named on a tie): what the others are measured against."""
    return max(reversed(kinds), key=kinds.count)


def play_game(setup: Setup, game: Game) -> Outcome:
    """Play one game (a whole match, or one round with ``rounds_only``)."""
    from core.autoplay import play_match
    from core.bots import make_bot

    bots = [make_bot(kind, f"{game.bot_seed}/{seat}", setup.think)
            for seat, kind in enumerate(game.kinds)]
    rec = play_match(setup.rules, setup.players, f"simulate/{setup.seed}/{game.deal}", bots,
                     rounds_only=setup.rounds_only, start=start_state(setup, game.deal))
    state = rec.state
    winner = state.match_winner if state.match_winner is not None else (
        state.result.winner if state.result is not None else None)
    return Outcome(winner, tuple(state.scores), rec.rounds, rec.turns, rec.actions,
                   state.digest())


def _play_chunk(setup: Setup, games: list[Game]) -> list[Outcome]:
    return [play_game(setup, g) for g in games]


def _play_all(setup: Setup, games: list[Game], progress: bool, done: list[int],
              total: int) -> list[Outcome]:
    """Every game's outcome, in order; on ``setup.jobs`` processes when more than one."""
    def tick(k: int) -> None:
        done[0] += k
        if progress:
            print(f"\r  playing {done[0]}/{total} ...", end="", file=sys.stderr, flush=True)

    if setup.jobs <= 1 or len(games) < 2:
        out = []
        for g in games:
            out.append(play_game(setup, g))
            tick(1)
        return out
    from concurrent.futures import ProcessPoolExecutor

    size = max(1, min(50, len(games) // (setup.jobs * 4) or 1))
    chunks = [games[i:i + size] for i in range(0, len(games), size)]
    results: list[Outcome] = []
    pool = ProcessPoolExecutor(max_workers=setup.jobs, initializer=_worker_start,
                               initargs=(os.getpid(),))
    try:
        futures = [pool.submit(_play_chunk, setup, c) for c in chunks]
        for f in futures:
            part = f.result()
            results += part
            tick(len(part))
    except BaseException:
        _end_workers(pool)  # (a stop signal, a failed game: not left playing, cli51 #3)
        raise
    pool.shutdown()
    return results


def _worker_start(parent: int) -> None:
    """Each worker process starts here: it ignores Ctrl-C (the run's own process owns it and
    ends the workers, :func:`_end_workers`: a terminal's Ctrl-C reaches every process of the
    group), and it ends itself once ``parent`` is gone (killed with ``-9``), as a table's bot
    workers do (:mod:`net.botpool`). SIGTERM and SIGHUP end it as they end any process: forked,
    it inherited the run's own handler of them, took the pool's terminate for a stop of the
    games under way and played its next ones (review63 #1). One the run ignores stays ignored:
    under ``nohup`` the terminal's hang-up killed every worker of a run that outlived it
    (review64 #6)."""
    import signal

    from net.botpool import end_with_parent, ignore_interrupt

    for sig in (signal.SIGTERM, signal.SIGHUP):
        if signal.getsignal(sig) is not signal.SIG_IGN:
            signal.signal(sig, signal.SIG_DFL)
    ignore_interrupt()
    end_with_parent(parent)


def _end_workers(pool: Any) -> None:
    """Stop ``pool`` without waiting for the games its workers are playing: no new one starts,
    and each worker is terminated (a ``with`` block's shutdown waited for every chunk under way,
    and a run ended by SIGTERM left its workers playing on, reparented to init, cli51 #3)."""
    import contextlib

    from net.botpool import end_executor

    for proc in end_executor(pool):
        with contextlib.suppress(Exception):
            proc.join(5)


def _interval(values: list[float]) -> tuple[float, float, float]:
    """Mean and its 95% interval (normal approximation)."""
    k = len(values)
    if not k:
        return 0.0, 0.0, 0.0
    mean = sum(values) / k
    if k < 2:
        return mean, mean, mean
    var = sum((v - mean) ** 2 for v in values) / (k - 1)
    half = 1.96 * (var / k) ** 0.5
    return mean, mean - half, mean + half


def strength(setup: Setup, games: list[Game], outcomes: list[Outcome],
             base_games: list[Game], base_outcomes: list[Outcome]
             ) -> tuple[dict[str, dict[str, float]], dict[str, dict[str, Any]]]:
    """Each kind's share of the wins (with its interval) and the paired differences."""
    by_kind: dict[str, dict[str, float]] = {}
    paired: dict[str, dict[str, Any]] = {}
    base_by_deal = {g.deal: o for g, o in zip(base_games, base_outcomes, strict=True)}
    base_kind = baseline_kind(setup.bots) if base_games else None
    for kind in dict.fromkeys(setup.bots):
        shares: list[float] = []
        diffs: list[float] = []
        for g, o in zip(games, outcomes, strict=True):
            seats = [s for s, k in enumerate(g.kinds) if k == kind]
            won = (o.winner in seats) / len(seats)
            shares.append(won)
            b = base_by_deal.get(g.deal)
            if b is not None and kind != base_kind:
                diffs.append(won - (b.winner in seats) / len(seats))
        mean, low, high = _interval(shares)
        by_kind[kind] = {"seats": float(setup.bots.count(kind)), "share": mean, "low": low,
                         "high": high}
        if diffs:
            d, dl, dh = _interval(diffs)
            paired[kind] = {"baseline": base_kind, "diff": d, "low": dl, "high": dh,
                            "games": len(diffs)}
    return by_kind, paired


def simulate(setup: Setup, progress: bool = False) -> Summary:
    """Play every game of ``setup`` and summarise. Raises what the engine or a bot raises."""
    summary = Summary(setup, wins=[0] * setup.players, points=[0] * setup.players)
    digest = hashlib.sha256()
    start = time.perf_counter()
    games, base_games = schedule(setup)
    done = [0]
    total = len(games) + len(base_games)
    outcomes = _play_all(setup, games, progress, done, total)
    base_outcomes = _play_all(setup, base_games, progress, done, total)
    for outcome in outcomes:
        if outcome.winner is not None:
            summary.wins[outcome.winner] += 1
        for seat, score in enumerate(outcome.scores):
            summary.points[seat] += score
        summary.games += 1
        summary.rounds += outcome.rounds
        summary.turns += outcome.turns
        summary.actions += outcome.actions
        digest.update(outcome.digest.encode("ascii"))
    summary.by_kind, summary.paired = strength(setup, games, outcomes, base_games, base_outcomes)
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
        label = s.bots[seat] if len(set(s.bots)) == 1 else "rotated"
        lines.append(f"  {seat:>4}  {label:<7} {wins:>5}  {share:>6.1%}"
                     f"   {data['mean_points'][seat]:>11.1f}")
    if len(summary.by_kind) > 1:
        lines += ["", f"  seats rotated over {summary.games} games (chance {1 / s.players:.1%})",
                  "  bot      share   95% interval"]
        for kind, k in summary.by_kind.items():
            lines.append(f"  {kind:<7} {k['share']:>6.1%}   {k['low']:.1%} .. {k['high']:.1%}")
        for kind, p in summary.paired.items():
            lines.append(f"  {kind} - {p['baseline']} in the same seats of the same deals: "
                         f"{p['diff']:+.1%} ({p['low']:+.1%} .. {p['high']:+.1%})")
    lines += ["", f"  digest  {summary.digest}"]
    return "\n".join(lines)


def run(args: argparse.Namespace) -> int:
    """Entry point of ``unotui simulate``: 0 on success, 2 for bad arguments, 1 if play fails."""
    try:
        setup = parse_setup(args)
    except SimulateError as exc:
        print(f"unotui simulate: error: {exc}", file=sys.stderr)
        return 2
    import signal

    from core.autoplay import StuckRound
    from core.game import IllegalAction

    def stopped(sig: int, _frame: Any) -> None:
        for other in before:  # (once: a second signal does not cut short the workers' end)
            signal.signal(other, signal.SIG_IGN)
        raise Stopped(sig)

    before = {sig: signal.getsignal(sig) for sig in (signal.SIGTERM, signal.SIGHUP,
                                                     signal.SIGINT)}  # (INT: kill -INT, Ctrl-C)
    for sig, handler in before.items():
        if handler is not signal.SIG_IGN:  # (nohup's SIGHUP stays ignored)
            signal.signal(sig, stopped)
    try:
        summary = simulate(setup, progress=not args.json and sys.stderr.isatty())
    except (StuckRound, IllegalAction) as exc:
        why = f" ({exc.reason})" if isinstance(exc, IllegalAction) else ""
        print(f"unotui simulate: error: play failed{why}: {_one_line(str(exc))}", file=sys.stderr)
        return 1
    except Stopped as exc:  # (its workers ended already: _play_all)
        if not args.json and sys.stderr.isatty():
            print(file=sys.stderr)  # (after the progress line)
        print(f"unotui simulate: stopped by {signal.Signals(exc.signal).name} before its games "
              "were played; nothing to report", file=sys.stderr)
        return 128 + exc.signal
    finally:
        for sig, handler in before.items():  # (the report is printed as before)
            signal.signal(sig, handler)
    text = json.dumps(summary.to_json()) if args.json else report(summary)
    # (an output that cannot take it — piped into `head`, a full disk — is the command line's
    # to say, as for every command: unotui.cli.output_failed)
    print(text, flush=True)
    return 0
