"""Benchmark: how fast the app shows its first frame, its peak memory, and the table's re-render.

    .venv/bin/python bench/startup.py                 # 5 trials per case, about 30 s
    .venv/bin/python bench/startup.py --trials 3      # quicker, noisier
    .venv/bin/python bench/startup.py --cold          # recompile the sources on every start
    .venv/bin/python bench/startup.py --json          # one JSON object
    .venv/bin/python bench/startup.py --write         # also append to docs/PERFORMANCE.md (## UI)

``startup``  Each trial starts a fresh Python process on a pseudo-terminal (80×24, as a player's
             terminal: the app writes real escape sequences) and measures the wall time from just
             before the process is created to the first frame painted after the table shows the
             player's hand (``unotui play --seed 1``), or after a bare Textual "hello world" app
             shows its one line: the moment Textual hands that frame to the terminal (its
             ``App._display``). (Until 2026-12-01 the report waited for a ``call_after_refresh``
             callback instead, which runs only after whatever else is queued by then — for play
             a few more frames, ~15 ms; ``--at refresh`` measures that way.) The two cases
             alternate, so the shared machine's load falls on
             both alike; "CPU s" is the child's own CPU time up to that frame, steadier than wall
             time on a busy machine. Peak memory is the child's ``ru_maxrss`` at that frame. The
             child also reports whether ``zeroconf`` (and the discovery module) were imported by
             then: they must not be, ``unotui play`` needs neither. Bytecode is cached (in a
             temporary ``PYTHONPYCACHEPREFIX``, after one uncounted start of each case) as for
             an installed app, and so are the parsed themes (``UNOTUI_CACHE_DIR``, in the same
             folder); ``--cold`` keeps the environment's bytecode setting and gives every start
             an empty theme cache, which in this
             repository's development environment (``PYTHONDONTWRITEBYTECODE=1``) recompiles
             unotui, core and net from source on every start while Textual's bytecode comes
             precompiled from site-packages. Target: play within 1.35× of hello world.
``render``   In this process, headless at 120×40: the table screen receives a new view (the views
             of a seeded 4-player bot game seen from seat 0, one after the other, as
             ``ViewArrived`` messages). Per view, the time from posting the message until the
             screen has settled: the handler ran, every widget handled its messages, the screen
             was laid out and painted (forced at once instead of waiting up to 1/60 s for
             Textual's next tick), the frame was turned into the terminal's escape sequences
             (which a headless app skips), and whatever waits for that paint (a Footer rebuilding
             its keys, another layout, another frame) ran too, until nothing is pending. Also
             reported: the time until the handler returned (that alone is ~1.5 ms, the number an
             earlier measure reported; it only marks widgets for repainting) and until the first
             frame, and what one settle costs when nothing is pending (the instrument's own
             overhead, paid once per view: it posts a callback to every widget and waits).
             Target: median under 16 ms. Then the same through the first 10 rounds of a seeded
             match of normal bots (``--match-rounds``): the median CPU time per view in play in
             rounds 1, 5 and 10, which must not grow with the match (its log grows), and apart,
             the round's last view, which opens the results screen (a screen change).

Instructions, exactly (not disturbed by the machine's load): run one child under callgrind on a
pseudo-terminal as :func:`one_start` does, with ``PYTHONHASHSEED=0`` and
``UNOTUI_BENCH_STOP_AT_REPORT=1`` (the child then ends at its report, so the count is start-up
only, without the app's shut-down; without it the count includes the shut-down, as the counts in
docs/PERFORMANCE.md before 2026-12-01 08:40 UTC did), e.g.
``valgrind --tool=callgrind .venv/bin/python bench/startup.py --child play OUT frame``.

Nothing here touches the network: the local game runs over the in-memory transport.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as _dt
import json
import os
import platform
import pty
import select
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "PERFORMANCE.md"
LIMIT = 60.0  #: seconds one child may take before it counts as a miss
SIZE = (120, 40)
TARGET = 1.35  #: play's first frame within this many times a Textual hello world's


# ------------------------------------------------------------------------------- child side
def _report(path: str, what: str) -> None:
    import resource

    data = {
        "done": time.time(),
        "cpu_s": time.process_time(),
        "maxrss_kb": resource.getrusage(resource.RUSAGE_SELF).ru_maxrss,
        "zeroconf": "zeroconf" in sys.modules,
        "discovery": "net.discovery" in sys.modules,
        "modules": len(sys.modules),
        "module_names": sorted(sys.modules),
        "what": what,
    }
    Path(path).write_text(json.dumps(data), encoding="utf-8")
    if os.environ.get("UNOTUI_BENCH_STOP_AT_REPORT"):
        # for counting instructions (callgrind) up to the frame itself: what the app does to
        # shut down afterwards (its host, its driver's thread) is not start-up
        sys.stdout.flush()
        os._exit(0)


def _report_at_first_frame(ready: Any, out: str, what: str) -> None:
    """Report (and end the app) when Textual hands the terminal the first frame after
    ``ready()`` became true: the frame that shows what is measured."""
    from textual.app import App

    display = App._display

    def timed_display(app: Any, screen: Any, renderable: Any) -> None:
        display(app, screen, renderable)
        if renderable is not None and ready() and not getattr(app, "_bench_reported", False):
            app._bench_reported = True
            _report(out, what)
            app.exit(0)

    App._display = timed_display  # type: ignore[method-assign]


def child(kind: str, out: str, at: str = "frame") -> int:
    """Run one case and write its report to ``out`` at its first frame (``at="frame"``: the
    first frame handed to the terminal once the content is there; ``at="refresh"``: the
    earlier instrument, a ``call_after_refresh`` callback, which runs only after whatever else
    is queued by then, often several frames later)."""
    state = {"ready": False}
    if kind == "hello":
        if at == "frame":
            _report_at_first_frame(lambda: state["ready"], out, kind)
        from textual.app import App, ComposeResult
        from textual.widgets import Static

        class Hello(App[int]):
            def compose(self) -> ComposeResult:
                yield Static("Hello, world")

            def on_mount(self) -> None:
                state["ready"] = True
                if at == "refresh":
                    self.call_after_refresh(self.done)

            def done(self) -> None:
                _report(out, "hello")
                self.exit(0)

        return int(Hello().run() or 0)

    # unotui play --seed 1, exactly as the command line runs it; the first view shown on the
    # table screen with the player's hand makes the next frame the one measured
    import unotui.screens.table as table

    original = table.TableScreen._show_view

    def show_view(self: Any, message: Any) -> None:
        original(self, message)
        if not state["ready"] and self.view and self.view.get("hand"):
            state["ready"] = True

            def done() -> None:
                _report(out, "play")
                self.app.exit(0)
            if at == "refresh":
                self.app.call_after_refresh(done)

    table.TableScreen._show_view = show_view  # type: ignore[method-assign]

    def complete() -> bool:
        """The hand is shown, and so are every seat and the footer's keys (a frame painted
        before the layout caught up with the first view shows the hand alone)."""
        if not state["ready"]:
            return False
        from textual.app import active_app

        from unotui.widgets.footer import KeysLine
        from unotui.widgets.table_info import PlayersPanel

        screen = active_app.get().screen
        if not isinstance(screen, table.TableScreen) or screen.view is None:
            return False
        players = screen.query(PlayersPanel)
        keys = screen.query(KeysLine)
        return bool(players and keys
                    and players.first().size.height >= 1 + int(screen.view["players"])
                    and keys.first().keys and keys.first().size.width > 0)

    if at == "frame":
        _report_at_first_frame(complete, out, "play")
    from unotui.cli import main

    return main(["play", "--seed", "1", "--name", "Zoe", "--lang", "en", "--bot-delay", "30"])


# ------------------------------------------------------------------------------ parent side
def one_start(kind: str, pycache: str | None = None, at: str = "frame") -> dict[str, Any] | None:
    """Start one child on a pty; return its report with ``seconds`` added (None: a miss).

    ``pycache``: a directory for compiled bytecode (``PYTHONPYCACHEPREFIX``), so that modules are
    compiled once, as an installed app's are, and for the parsed-theme cache
    (``UNOTUI_CACHE_DIR``, its ``unotui-cache`` folder), so themes are parsed once too; ``None``
    keeps the environment's choice of bytecode and starts with an empty theme cache."""
    with tempfile.TemporaryDirectory() as tmp:
        out = str(Path(tmp) / "report.json")
        config = Path(tmp) / "config"
        config.mkdir()
        (config / "settings.json").write_text('{"name": "Zoe"}', encoding="utf-8")
        master, slave = pty.openpty()
        import fcntl
        import struct
        import termios

        fcntl.ioctl(slave, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        env = {**os.environ, "TERM": "xterm-256color", "LANG": "C.UTF-8", "LC_ALL": "C.UTF-8",
               "UNOTUI_CONFIG_DIR": str(config), "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
               "UNOTUI_CACHE_DIR": str(Path(pycache or tmp) / "unotui-cache")}
        env.pop("NO_COLOR", None)
        if pycache is not None:
            env.pop("PYTHONDONTWRITEBYTECODE", None)
            env["PYTHONPYCACHEPREFIX"] = pycache
        start = time.time()
        proc = subprocess.Popen([sys.executable, __file__, "--child", kind, out, at], cwd=ROOT,
                                stdin=slave, stdout=slave, stderr=slave, env=env,
                                close_fds=True)
        os.close(slave)
        deadline = time.monotonic() + LIMIT
        try:
            while time.monotonic() < deadline:
                ready, _w, _x = select.select([master], [], [], 0.05)
                if ready:
                    with contextlib.suppress(OSError):
                        os.read(master, 65536)  # drain what the app paints
                if proc.poll() is not None:
                    break
        finally:
            if proc.poll() is None:
                proc.kill()
            proc.wait(timeout=10)
            os.close(master)
        try:
            report: dict[str, Any] = json.loads(Path(out).read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return None
        report["seconds"] = report["done"] - start
        return report


def startup(trials: int, cold: bool = False, at: str = "frame") -> dict[str, Any]:
    """Alternate hello world and play ``trials`` times each. Unless ``cold``, the bytecode is
    cached (in a temporary directory, after one uncounted start of each) as it is for an
    installed app: otherwise, where ``PYTHONDONTWRITEBYTECODE`` is set (this repository's
    development environment), every start compiles unotui, core and net from source — Textual
    itself comes precompiled from site-packages — which is no player's situation."""
    import shutil

    runs: dict[str, list[dict[str, Any]]] = {"hello": [], "play": []}
    misses = {"hello": 0, "play": 0}
    pycache = None if cold else tempfile.mkdtemp(prefix="unotui-bench-pycache-")
    try:
        if pycache is not None:
            for kind in ("hello", "play"):
                one_start(kind, pycache, at)  # compile once; not counted
        out = _startup_trials(trials, pycache, runs, misses, at)
    finally:
        if pycache is not None:
            shutil.rmtree(pycache, ignore_errors=True)
    out["bytecode"] = "compiled on every start" if cold else "cached"
    out["at"] = at
    return out


def _startup_trials(trials: int, pycache: str | None, runs: dict[str, list[dict[str, Any]]],
                    misses: dict[str, int], at: str = "frame") -> dict[str, Any]:
    for _ in range(trials):
        for kind in ("hello", "play"):
            report = one_start(kind, pycache, at)
            if report is None:
                misses[kind] += 1
            else:
                runs[kind].append(report)
    out: dict[str, Any] = {}
    for kind, reports in runs.items():
        secs = [r["seconds"] for r in reports]
        cpus = [r["cpu_s"] for r in reports]
        out[kind] = {
            "median_cpu_s": statistics.median(cpus) if cpus else None,
            "median_s": statistics.median(secs) if secs else None,
            "min_s": min(secs) if secs else None,
            "max_s": max(secs) if secs else None,
            "peak_rss_mib": (statistics.median(r["maxrss_kb"] for r in reports) / 1024
                             if reports else None),
            "modules": statistics.median(r["modules"] for r in reports) if reports else None,
            "zeroconf_imported": any(r["zeroconf"] for r in reports),
            "discovery_imported": any(r["discovery"] for r in reports),
            "trials": len(reports), "misses": misses[kind],
        }
    if out["hello"]["median_s"] and out["play"]["median_s"]:
        out["ratio"] = out["play"]["median_s"] / out["hello"]["median_s"]
        out["cpu_ratio"] = out["play"]["median_cpu_s"] / out["hello"]["median_cpu_s"]
        out["rss_ratio"] = out["play"]["peak_rss_mib"] / out["hello"]["peak_rss_mib"]
    return out


def seeded_views(count: int) -> list[dict[str, Any]]:
    """Successive views of seat 0 in a seeded 4-player bot game."""
    from core import Phase, Rules, apply, new_game, seat_to_move, view
    from core.bots import make_bot

    state = new_game(Rules(), 4, "bench/render")
    bots = [make_bot("basic", f"bench/{s}") for s in range(4)]
    views = [view(state, 0)]
    while len(views) < count and state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
        seat = seat_to_move(state)
        assert seat is not None
        action = bots[seat].act(view(state, seat))
        assert action is not None
        apply(state, seat, action)
        if state.phase not in (Phase.ROUND_OVER, Phase.MATCH_OVER):
            views.append(view(state, 0))
    return views


def match_views(rounds: int) -> list[dict[str, Any]]:
    """Successive views of seat 0 through the first ``rounds`` rounds of a seeded 4-player match
    of normal bots (each round's last view is its ``round_over``)."""
    from core import Phase, Rules, apply, new_game, seat_to_move, view
    from core.actions import NextRound
    from core.bots import make_bot

    state = new_game(Rules(target_score=10000), 4, "bench/match")
    bots = [make_bot("normal", f"bench/{s}") for s in range(4)]
    views = [view(state, 0)]
    played = 1
    while state.phase is not Phase.MATCH_OVER:
        if state.phase is Phase.ROUND_OVER:
            if played >= rounds:
                break
            apply(state, None, NextRound())
            played += 1
        else:
            seat = seat_to_move(state)
            assert seat is not None
            action = bots[seat].act(view(state, seat))
            assert action is not None
            apply(state, seat, action)
        views.append(view(state, 0))
    return views


async def _render(count: int, views: list[dict[str, Any]] | None = None) -> dict[str, Any]:
    """The re-render measure over ``views`` (default: :func:`seeded_views` of ``count``); the
    result's ``per_view`` lists each view's round, phase and CPU milliseconds."""
    from unotui.app import build_app
    from unotui.messages import ViewArrived
    from unotui.screens.table import TableScreen

    views = seeded_views(count) if views is None else views

    class Link:
        def __init__(self) -> None:
            self.seat = 0
            self.names = ["Zoe", "Ana", "Bo", "Cy"]
            self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()

        async def act(self, action: dict[str, Any]) -> None: ...
        async def chat(self, text: str) -> None: ...
        async def next_round(self) -> None: ...
        async def leave(self) -> None: ...
        async def close(self) -> None: ...

        async def messages(self) -> Any:
            while True:
                yield await self.queue.get()

    link = Link()

    async def factory() -> Any:
        return link

    app = build_app(link_factory=factory, ascii_only=False, lang="en")
    frames: list[float] = []
    display = app._display

    def timed_display(screen: Any, renderable: Any) -> None:
        """Textual hands each frame here; headless, it would not turn it into the terminal's
        escape sequences, so do that too (the cost of painting on a real terminal)."""
        display(screen, renderable)
        if renderable is not None:
            if app.is_headless and hasattr(renderable, "render_segments"):
                renderable.render_segments(app.console)
            frames.append(time.perf_counter())

    app._display = timed_display  # type: ignore[method-assign]

    async def settle() -> None:
        """Do now whatever the screen has pending: every widget's messages, the layout, the
        paint, the callbacks waiting for that paint (a Footer rebuilding) — until nothing is."""
        for _ in range(100):
            await pilot._wait_for_screen()
            s = app.screen
            if not (s._layout_required or s._scroll_required or s._repaint_required
                    or s._dirty_widgets or s._callbacks or s._recompose_required):
                return
            s._on_timer_update()  # what Textual's 60 Hz tick would do, at once

    handled: list[float] = []
    first: list[float] = []
    full: list[float] = []
    cpu: list[float] = []
    per_view: list[tuple[Any, str, float]] = []
    async with app.run_test(size=SIZE) as pilot:
        link.queue.put_nowait({"t": "view", "view": views[0]})
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and app.screen.view is not None:
                break
            await pilot.pause(0.01)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await pilot.pause()
        await settle()
        idle: list[float] = []
        for _ in range(20):  # what settling costs when there is nothing to do: the instrument
            t = time.perf_counter()
            await settle()
            idle.append(time.perf_counter() - t)
        for v in views[1:]:
            # a dialog (colour, challenge) or the results: not the table's cost (the round's
            # first view closes the results itself, as it does at a table)
            while app.screen is not screen and not (
                    type(app.screen).__name__ == "RoundEndScreen"
                    and v["phase"] not in ("round_over", "match_over")):
                app.pop_screen()
            await settle()  # nothing left over from the previous view
            frames.clear()
            t0, c0 = time.perf_counter(), time.process_time()
            screen.post_message(ViewArrived(v))
            while screen.view is not v:  # until the handler ran (it updates the widgets' data)
                await asyncio.sleep(0)
            t1 = time.perf_counter()
            await settle()
            t2, c2 = time.perf_counter(), time.process_time()
            if not frames:  # nothing to paint: the view is shown as it was
                frames.append(t2)
            handled.append(t1 - t0)
            first.append(frames[0] - t0)
            full.append(t2 - t0)
            cpu.append(c2 - c0)
            per_view.append((v.get("round"), v["phase"], (c2 - c0) * 1000))

    def ms(values: list[float], q: float | None = None) -> float | None:
        if not values:
            return None
        if q is None:
            return statistics.median(values) * 1000
        ordered = sorted(values)
        return ordered[min(len(ordered) - 1, int(len(ordered) * q))] * 1000

    return {
        "views": len(full),
        "median_ms": ms(full), "p95_ms": ms(full, 0.95), "max_ms": ms(full, 1.0),
        "median_cpu_ms": ms(cpu),
        "median_first_frame_ms": ms(first),
        "median_handler_ms": ms(handled),
        "idle_settle_ms": ms(idle),
        "size": f"{SIZE[0]}x{SIZE[1]}",
        "per_view": per_view,
    }


def render(count: int) -> dict[str, Any]:
    out = asyncio.run(_render(count))
    out.pop("per_view")
    return out


def render_match(rounds: int, at: tuple[int, ...] = (1, 5, 10)) -> dict[str, Any]:
    """Does the re-render cost grow as the match (and its log) grows? The views of the first
    ``rounds`` rounds of a match, measured as :func:`render` does; per round in ``at``: the median
    and p90 CPU ms of its views in play, and the CPU ms of its ``round_over`` view (which opens
    the results screen: a screen change, not a re-render)."""
    result = asyncio.run(_render(0, match_views(rounds)))
    out: dict[str, Any] = {"rounds": rounds, "size": result["size"], "per_round": {}}
    for number in at:
        playing = sorted(c for r, phase, c in result["per_view"]
                         if r == number and phase != "round_over")
        ended = [c for r, phase, c in result["per_view"] if r == number and phase == "round_over"]
        if playing:
            out["per_round"][number] = {
                "views": len(playing), "median_cpu_ms": statistics.median(playing),
                "p90_cpu_ms": playing[min(len(playing) - 1, int(len(playing) * 0.9))],
                "results_screen_cpu_ms": ended[0] if ended else None}
    return out


def markdown(result: dict[str, Any], argv: list[str]) -> str:
    s, r = result["startup"], result["render"]
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    load = os.getloadavg()[0]

    def f(v: Any, fmt: str = "{:.3f}") -> str:
        return "—" if v is None else fmt.format(v)

    lines = [
        f"### {when} — `bench/startup.py {' '.join(argv)}`".rstrip() + "",
        "",
        f"python {platform.python_version()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} CPUs shared with other jobs (load average {load:.1f}); bytecode "
        f"{s.get('bytecode', 'cached')}; reported at "
        f"{'the first frame' if s.get('at', 'frame') == 'frame' else 'a call_after_refresh'}.",
        "",
        "| first frame | median s | min s | max s | CPU s | peak RSS MiB | modules | zeroconf |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | --- |",
    ]
    for kind, label in (("hello", "Textual hello world"), ("play", "`unotui play --seed 1`")):
        c = s[kind]
        lines.append(f"| {label} | {f(c['median_s'])} | {f(c['min_s'])} | {f(c['max_s'])} | "
                     f"{f(c['median_cpu_s'])} | {f(c['peak_rss_mib'], '{:.1f}')} | "
                     f"{f(c['modules'], '{:.0f}')} | "
                     f"{'yes' if c['zeroconf_imported'] else 'no'} |")
    ratio = s.get("ratio")
    verdict = "met" if ratio is not None and ratio <= TARGET else "**missed**"
    lines += [
        "",
        f"Startup: play / hello world = **{f(ratio, '{:.2f}')}×** wall time (target ≤ {TARGET}×: "
        f"{verdict}), {f(s.get('cpu_ratio'), '{:.2f}')}× CPU time; peak memory "
        f"{f(s.get('rss_ratio'), '{:.2f}')}×.",
        "",
        f"Re-render of the table after a new view at {r['size']} ({r['views']} views of a seeded "
        f"bot game; message, handler, layout, paint, escape sequences and follow-up frames until "
        f"settled): median **{f(r['median_ms'], '{:.1f}')} ms**, "
        f"p95 {f(r['p95_ms'], '{:.1f}')} ms, max {f(r['max_ms'], '{:.1f}')} ms, "
        f"median CPU {f(r['median_cpu_ms'], '{:.1f}')} ms; first frame after "
        f"{f(r['median_first_frame_ms'], '{:.1f}')} ms, handler alone "
        f"{f(r['median_handler_ms'], '{:.1f}')} ms (medians); the benchmark's own final "
        f"check that nothing is pending costs {f(r.get('idle_settle_ms'), '{:.1f}')} ms of each "
        f"view's time "
        f"(target < 16 ms: {'met' if r['median_ms'] < 16 else '**missed**'}).",
        "",
    ]
    match = r.get("match")
    if match:
        rows = "; ".join(
            f"round {n}: median {f(m['median_cpu_ms'], '{:.1f}')} ms, p90 "
            f"{f(m['p90_cpu_ms'], '{:.1f}')} ms over {m['views']} views, results screen "
            f"{f(m['results_screen_cpu_ms'], '{:.0f}')} ms"
            for n, m in match["per_round"].items())
        lines += [f"Through a {match['rounds']}-round match (CPU per view in play): {rows}.", ""]
    return "\n".join(lines)


def write_doc(text: str) -> None:
    """Append ``text`` under ``## UI`` (created at the end if missing); other sections untouched."""
    from perfdoc import append_to_section  # bench/ is this script's folder

    append_to_section(
        "## UI",
        "Startup to the first painted frame and peak memory of `unotui play`, next to a bare "
        "Textual hello world measured in the same run, and the time to re-render the table "
        "after a new view (`bench/startup.py`; its docstring describes each measure).", text, DOC)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        return child(argv[1], argv[2], *argv[3:4])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--views", type=int, default=80, help="views to re-render")
    parser.add_argument("--cold", action="store_true",
                        help="keep the environment's bytecode setting (with PYTHONDONTWRITEBYTECODE "
                             "every start compiles the sources)")
    parser.add_argument("--at", choices=("frame", "refresh"), default="frame",
                        help="report at the first frame showing the content (default), or at a "
                             "call_after_refresh callback (the instrument before 2026-12-01)")
    parser.add_argument("--match-rounds", type=int, default=10,
                        help="re-render through this many rounds of a match, reported after "
                             "rounds 1, 5 and 10 (0: skip)")
    parser.add_argument("--skip-render", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--skip-startup", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    result: dict[str, Any] = {}
    if not args.skip_startup:
        result["startup"] = startup(max(1, args.trials), cold=args.cold, at=args.at)
    if not args.skip_render:
        result["render"] = render(max(2, args.views))
        if args.match_rounds > 0:
            result["render"]["match"] = render_match(args.match_rounds)
    if args.json or len(result) < 2:
        print(json.dumps(result))
    else:
        print(markdown(result, argv))
    if args.write and len(result) == 2:
        write_doc(markdown(result, argv))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
