"""Benchmark: how fast the app shows its first frame, its peak memory, and the table's re-render.

    .venv/bin/python bench/startup.py                 # 5 trials per case, about 30 s
    .venv/bin/python bench/startup.py --trials 3      # quicker, noisier
    .venv/bin/python bench/startup.py --json          # one JSON object
    .venv/bin/python bench/startup.py --write         # also append to docs/PERFORMANCE.md (## UI)

``startup``  Each trial starts a fresh Python process on a pseudo-terminal (80×24, as a player's
             terminal: the app writes real escape sequences) and measures the wall time from just
             before the process is created to the first frame painted after the table shows the
             player's hand (``unotui play --seed 1``), or after a bare Textual "hello world" app
             shows its one line. The two cases alternate, so the shared machine's load falls on
             both alike. Peak memory is the child's ``ru_maxrss`` at that frame. The child also
             reports whether ``zeroconf`` (and the discovery module) were imported by then: they
             must not be, ``unotui play`` needs neither. Target: play within 1.5× of hello world.
``render``   In this process, headless at 120×40: the table screen receives a new view (the views
             of a seeded bot game, one after the other, as ``ViewArrived`` messages); the time
             from posting it until its handler ran, every widget handled its refresh requests and
             the screen was laid out and painted (forced at once instead of waiting for Textual's
             next 60 Hz tick) is measured per view. Target: under 16 ms.

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
        "what": what,
    }
    Path(path).write_text(json.dumps(data), encoding="utf-8")


def child(kind: str, out: str) -> int:
    """Run one case and write its report to ``out`` at the first frame."""
    if kind == "hello":
        from textual.app import App, ComposeResult
        from textual.widgets import Static

        class Hello(App[int]):
            def compose(self) -> ComposeResult:
                yield Static("Hello, world")

            def on_mount(self) -> None:
                self.call_after_refresh(self.done)

            def done(self) -> None:
                _report(out, "hello")
                self.exit(0)

        return int(Hello().run() or 0)

    # unotui play --seed 1, exactly as the command line runs it; the first view shown on the
    # table screen schedules the report for the frame that paints it
    import unotui.screens.table as table

    original = table.TableScreen._show_view
    state = {"reported": False}

    def show_view(self: Any, message: Any) -> None:
        original(self, message)
        if not state["reported"] and self.view and self.view.get("hand"):
            state["reported"] = True

            def done() -> None:
                _report(out, "play")
                self.app.exit(0)
            self.app.call_after_refresh(done)

    table.TableScreen._show_view = show_view  # type: ignore[method-assign]
    from unotui.cli import main

    return main(["play", "--seed", "1", "--name", "Zoe", "--lang", "en", "--bot-delay", "30"])


# ------------------------------------------------------------------------------ parent side
def one_start(kind: str) -> dict[str, Any] | None:
    """Start one child on a pty; return its report with ``seconds`` added (None: a miss)."""
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
               "UNOTUI_CONFIG_DIR": str(config), "UNOTUI_MDNS_INTERFACES": "127.0.0.1"}
        env.pop("NO_COLOR", None)
        start = time.time()
        proc = subprocess.Popen([sys.executable, __file__, "--child", kind, out], cwd=ROOT,
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


def startup(trials: int) -> dict[str, Any]:
    runs: dict[str, list[dict[str, Any]]] = {"hello": [], "play": []}
    misses = {"hello": 0, "play": 0}
    for _ in range(trials):
        for kind in ("hello", "play"):
            report = one_start(kind)
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


async def _render(count: int) -> dict[str, Any]:
    from unotui.app import build_app
    from unotui.messages import ViewArrived
    from unotui.screens.table import TableScreen

    views = seeded_views(count)

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
    times: list[float] = []
    cpu: list[float] = []
    async with app.run_test(size=SIZE) as pilot:
        link.queue.put_nowait({"t": "view", "view": views[0]})
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and app.screen.view is not None:
                break
            await pilot.pause(0.01)
        screen = app.screen
        assert isinstance(screen, TableScreen)
        await pilot.pause()
        for v in views[1:]:
            if app.screen is not screen:  # a dialog (colour, challenge): not the table's cost
                app.pop_screen()
                await pilot.pause()
            await pilot._wait_for_screen()
            screen._on_timer_update()  # nothing left over from the previous view
            t0, c0 = time.perf_counter(), time.process_time()
            screen.post_message(ViewArrived(v))
            while screen.view is not v:  # the message handled (the handler updates widgets)
                await asyncio.sleep(0)
            await pilot._wait_for_screen()  # every widget has handled its refresh requests
            screen._on_timer_update()  # lay out and paint now (Textual would at its next tick)
            times.append(time.perf_counter() - t0)
            cpu.append(time.process_time() - c0)
    times.sort()
    return {
        "views": len(times),
        "median_cpu_ms": statistics.median(cpu) * 1000 if cpu else None,
        "median_ms": statistics.median(times) * 1000,
        "p95_ms": times[int(len(times) * 0.95) - 1] * 1000 if times else None,
        "max_ms": times[-1] * 1000 if times else None,
        "size": f"{SIZE[0]}x{SIZE[1]}",
    }


def render(count: int) -> dict[str, Any]:
    return asyncio.run(_render(count))


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
        f"{os.cpu_count()} CPUs shared with other jobs (load average {load:.1f}).",
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
    verdict = "met" if ratio is not None and ratio <= 1.5 else "**missed**"
    lines += [
        "",
        f"Startup: play / hello world = **{f(ratio, '{:.2f}')}×** wall time (target ≤ 1.5×: "
        f"{verdict}), {f(s.get('cpu_ratio'), '{:.2f}')}× CPU time; peak memory "
        f"{f(s.get('rss_ratio'), '{:.2f}')}×.",
        "",
        f"Re-render of the table after a new view at {r['size']} ({r['views']} views of a seeded "
        f"bot game; message + handler + layout + paint): median **{f(r['median_ms'], '{:.1f}')} ms**, "
        f"p95 {f(r['p95_ms'], '{:.1f}')} ms, max {f(r['max_ms'], '{:.1f}')} ms, "
        f"median CPU {f(r['median_cpu_ms'], '{:.1f}')} ms "
        f"(target < 16 ms: {'met' if r['median_ms'] < 16 else '**missed**'}).",
        "",
    ]
    return "\n".join(lines)


def write_doc(text: str) -> None:
    """Append ``text`` under ``## UI`` (created at the end if missing); other sections untouched."""
    doc = DOC.read_text(encoding="utf-8") if DOC.exists() else "# Performance\n"
    header = "## UI"
    if header not in doc.splitlines():
        intro = ("\n## UI\n\nStartup to the first painted frame and peak memory of `unotui play`, "
                 "next to a bare Textual hello world measured in the same run, and the time to "
                 "re-render the table after a new view (`bench/startup.py`; its docstring "
                 "describes each measure).\n\n")
        doc = doc.rstrip("\n") + "\n" + intro + text
    else:
        lines = doc.splitlines(keepends=True)
        start = lines.index(header + "\n") if header + "\n" in lines else lines.index(header)
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")),
                   len(lines))
        block = "".join(lines[start:end]).rstrip("\n") + "\n\n" + text
        doc = "".join(lines[:start]) + block + ("\n" if end < len(lines) else "") + \
            "".join(lines[end:])
    DOC.write_text(doc, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--child"]:
        return child(argv[1], argv[2])
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--trials", type=int, default=5)
    parser.add_argument("--views", type=int, default=80, help="views to re-render")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    result = {"startup": startup(max(1, args.trials)), "render": render(max(2, args.views))}
    if args.json:
        print(json.dumps(result))
    else:
        print(markdown(result, argv))
    if args.write:
        write_doc(markdown(result, argv))
    return 0


if __name__ == "__main__":
    sys.path.insert(0, str(ROOT))
    raise SystemExit(main())
