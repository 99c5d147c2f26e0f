"""Benchmark: does thinking stall anything? Ping round trips to a host whose hard bots think, and
the app's event loop and re-render at a table with hard bots — with the bots' thinking in the
worker pool (as shipped, :mod:`net.botpool`) and, for comparison, run inline on the event loop.

    .venv/bin/python bench/bot_latency.py                  # both parts, both modes, about 2 min
    .venv/bin/python bench/bot_latency.py --seconds 10     # shorter slices
    .venv/bin/python bench/bot_latency.py --json           # one JSON object
    .venv/bin/python bench/bot_latency.py --write          # also append to docs/PERFORMANCE.md

``ping``    A host in its own process (``--host-child``), on 127.0.0.1: 4 seats, 3 hard bots
            (default budget, ``bot_delay`` 0, so one of them is nearly always thinking) and one
            player, a client in this process that plays its turns with a normal bot; the rounds
            follow each other at once (target score 10000, no pause). A second client, watching,
            sends a ``ping`` every 20 ms and times each ``pong`` (perf_counter, this process).
            Reported: round-trip p50/p99/max over all pings, and how many decisions the hard bots
            made meanwhile. Target: p99 ≤ 10 ms with the pool.
``app``     In this process, the app headless at 120×40 on a local game (in-memory transport,
            the same host code) against 3 hard bots, ``bot_delay`` 0, the player's turns played
            by a normal bot through the app's link. Two measures while the bots play: the event
            loop's stalls (a 5 ms ticker's lateness; a stall delays every frame by as much) and,
            per view the table screen receives, the time from its handler starting until the
            next frame is painted and turned into escape sequences (this includes waiting for
            Textual's next 60 Hz refresh tick, up to 16.7 ms, which is how the app paints). Target:
            the re-render (the per-view cost measured by ``bench/startup.py``) never held up by
            bots: loop stalls p99 well under 16 ms. The ticks are also split (since 2026-12-01
            11:00 UTC): those while the table alone is on screen, and those during a screen
            change (a results screen or a dialog opening or closing, from the push or pop until
            that screen's first painted frame: one-off work a player expects; the player here
            is ready at once, so a results screen opens every fraction of a second), each also
            as the CPU time the loop's thread used between two ticks (the stall without the
            machine's other jobs' share). The garbage collector is set up as ``unotui play``
            sets it (:mod:`unotui.startup`: paused until the first frame, then what exists is
            frozen); before that date the app part ran without it, every full collection pass
            walking the whole app.

``inline`` runs the same with hard bots on the event loop (``net.botpool.THINKERS`` emptied), to
show what the pool buys. Each part is bounded by ``--seconds`` per mode. Loopback only.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as _dt
import json
import os
import platform
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "PERFORMANCE.md"
SIZE = (120, 40)
#: The modes: hard bots thinking in the pool (as shipped), hard bots on the event loop (before),
#: and normal bots (a baseline: the same table's traffic and rendering, no thinking at all).
MODES = ("pool", "inline", "normal")
KIND = {"pool": "hard", "inline": "hard", "normal": "normal"}
LABEL = {"pool": "3 hard bots, thinking in the worker pool",
         "inline": "3 hard bots, thinking inline (before)",
         "normal": "3 normal bots (baseline, no thinking)"}


def pct(values: list[float], q: float) -> float | None:
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(q / 100 * (len(ordered) - 1)))]


def summary(values: list[float]) -> dict[str, Any]:
    """Milliseconds: count, p50, p99, max."""
    ms = [v * 1000 for v in values]
    return {"n": len(ms), "p50": pct(ms, 50), "p99": pct(ms, 99), "max": max(ms) if ms else None}


def _inline(enabled: bool) -> None:
    """Run thinking bots on the event loop (for the comparison only)."""
    if enabled:
        from net import botpool

        botpool.THINKERS = frozenset()


# ------------------------------------------------------------------------- the host child
async def host_child(mode: str) -> None:
    """A table with 3 bots on 127.0.0.1 (hard, or normal for ``mode`` "normal"); prints its
    port, runs until stdin closes."""
    _inline(mode == "inline")
    from core.rules import Rules
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="bench", seats=4, rules=Rules(target_score=10000), seed="bench",
                            bot_delay=0.0, round_pause=0.0, heartbeat=3600, idle_timeout=7200,
                            msg_burst=10**6, msg_rate=1e6))
    _, port = await host.start_server("127.0.0.1", 0)
    for seat in (1, 2, 3):
        host.table.add_bot(KIND[mode], seat)
    print(port, flush=True)
    loop = asyncio.get_running_loop()
    await loop.run_in_executor(None, sys.stdin.read)  # until the parent closes our stdin
    decisions = sum(getattr(s.bot, "searches", 0) or 0 for s in host.table.seats)
    print(json.dumps({"actions": host.table.actions_applied, "searches": decisions}), flush=True)
    await host.close()
    from net.botpool import shutdown_shared

    shutdown_shared()


async def play_turns(client: Any, stop: asyncio.Event) -> None:
    """Play the client's seat with a normal bot (ready between rounds)."""
    from core.actions import action_from_wire
    from core.bots import make_bot

    bot = make_bot("normal", "bench/player")
    done = -1
    while not stop.is_set():
        view = client.last_view  # (the newest view may have come before this task started)
        if view is not None and view["state_id"] != done and view.get("legal"):
            done = view["state_id"]
            choice = bot.act(view)
            if choice is not None and choice in [action_from_wire(w) for w in view["legal"]]:
                await client.act(choice, state_id=view["state_id"])
        msg = await client.recv()
        if msg.get("t") == "round_end":
            await client.ready()
        elif msg.get("t") == "error":  # refused (e.g. the table moved on): look again
            done = -1


async def ping_part(seconds: float, mode: str) -> dict[str, Any]:
    from net.client import Client

    proc = subprocess.Popen([sys.executable, __file__, "--host-child", mode],
                            stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, cwd=ROOT)
    assert proc.stdout is not None and proc.stdin is not None
    port = int(proc.stdout.readline())
    player = await Client.connect_tcp("127.0.0.1", port, "Player", idle_timeout=3600)
    watcher = await Client.connect_tcp("127.0.0.1", port, "Watcher", spectate=True,
                                       idle_timeout=3600)
    stop = asyncio.Event()
    await player.start()
    playing = asyncio.get_running_loop().create_task(play_turns(player, stop))
    rtts: list[float] = []
    pending: dict[int, float] = {}

    async def read_pongs() -> None:
        while True:
            msg = await watcher.recv("pong")
            t = pending.pop(int(msg.get("n", -1)), None)
            if t is not None:
                rtts.append(time.perf_counter() - t)

    reading = asyncio.get_running_loop().create_task(read_pongs())
    await asyncio.sleep(1.0)  # the workers start, the first round is dealt
    end = time.perf_counter() + seconds
    n = 0
    while time.perf_counter() < end:
        n += 1
        pending[n] = time.perf_counter()
        await watcher.send({"t": "ping", "n": n})
        await asyncio.sleep(0.02)
    await asyncio.sleep(0.5)
    stop.set()
    for task in (playing, reading):
        task.cancel()
        with contextlib.suppress(BaseException):
            await task
    await player.close()
    await watcher.close()
    proc.stdin.close()
    stats = json.loads(proc.stdout.readline() or "{}")
    proc.wait(30)
    return {**summary(rtts), "lost": len(pending), **stats}


# ------------------------------------------------------------------------- the app part
async def app_part(seconds: float, mode: str) -> dict[str, Any]:
    _inline(mode == "inline")
    from core.rules import Rules
    from unotui import startup
    from unotui.app import build_app
    from unotui.link import open_local_table
    from unotui.screens.table import TableScreen

    startup.pause()  # as `unotui play` does: the collector waits for the first frame, then
    # freezes what start-up made (unotui/startup.py); without it every full pass of the collector
    # would walk the whole app again

    holder: dict[str, Any] = {}

    async def factory() -> Any:
        link = await open_local_table(Rules(target_score=10000), 3, "Zoe", 7, bot_kind=KIND[mode],
                                      bot_delay=0.0, round_pause=1.0, msg_burst=10**6,
                                      msg_rate=1e6)
        holder["link"] = link
        return link

    app = build_app(link_factory=factory, ascii_only=False, lang="en")
    frames: list[float] = []
    display = app._display

    def timed_display(screen: Any, renderable: Any) -> None:
        display(screen, renderable)
        if renderable is not None:
            if app.is_headless and hasattr(renderable, "render_segments"):
                renderable.render_segments(app.console)
            frames.append(time.perf_counter())

    app._display = timed_display  # type: ignore[method-assign]
    #: screen changes (a results screen or a dialog opening or closing): when, and the screen
    #: that then shows; the work of one lasts until its first frame is painted
    #: (each screen is known by a number: holding the screens would keep them alive, and more
    #: objects alive make the garbage collector's passes longer)
    changes: list[tuple[float, int]] = []
    serial = iter(range(1, 10**9))

    def number(screen: Any) -> int:
        if not hasattr(screen, "_bench_number"):
            screen._bench_number = next(serial)
        return int(screen._bench_number)

    def noting(do: Any) -> Any:
        def changing(*args: Any, **kwargs: Any) -> Any:
            result = do(*args, **kwargs)
            changes.append((time.perf_counter(), number(app.screen)))
            return result

        return changing

    for name in ("push_screen", "pop_screen"):
        setattr(app, name, noting(getattr(app, name)))
    painted: list[tuple[float, int]] = []
    shown = app._display

    def note_screen(screen: Any, renderable: Any) -> None:
        shown(screen, renderable)
        if renderable is not None:
            painted.append((time.perf_counter(), number(screen)))

    app._display = note_screen  # type: ignore[method-assign]
    handled: list[float] = []
    original = TableScreen._show_view

    def timed_show(self: Any, message: Any) -> None:
        handled.append(time.perf_counter())
        original(self, message)

    TableScreen._show_view = timed_show  # type: ignore[method-assign]
    lags: list[float] = []
    ticks: list[tuple[float, float, float]] = []  # (start, end, CPU time the loop used)
    try:
        async with app.run_test(size=SIZE) as pilot:
            for _ in range(1000):
                if "link" in holder and isinstance(app.screen, TableScreen):
                    break
                await pilot.pause(0.01)
            link = holder["link"]
            stop = asyncio.Event()
            playing = asyncio.get_running_loop().create_task(play_turns(_Tap(link.client), stop))
            await asyncio.sleep(1.0)
            handled.clear()
            frames.clear()
            end = time.perf_counter() + seconds
            tick = 0.005
            last, last_cpu = time.perf_counter(), time.thread_time()
            while time.perf_counter() < end:
                await asyncio.sleep(tick)
                now, cpu = time.perf_counter(), time.thread_time()
                lags.append(max(0.0, now - last - tick))
                ticks.append((last, now, cpu - last_cpu))
                last, last_cpu = now, cpu
            stop.set()
            playing.cancel()
            with contextlib.suppress(asyncio.CancelledError):
                await playing
            searches = sum(getattr(s.bot, "searches", 0) or 0
                           for s in link.host.table.seats) if link.host else 0
            views = len(handled)
    finally:
        TableScreen._show_view = original  # type: ignore[method-assign]
        startup.resume()
        from net.botpool import shutdown_shared

        shutdown_shared()
    to_frame: list[float] = []
    for t in handled:
        after = next((f for f in frames if f >= t), None)
        if after is not None:
            to_frame.append(after - t)
    # each screen change's window: from the change until that screen's first painted frame
    windows = []
    for t, screen in changes:
        done = next((p for p, s in painted if p >= t and s == screen), t)
        windows.append((t, done))
    table_lags, change_lags, table_cpu, change_cpu = [], [], [], []
    for (start, stop_, cpu), lag in zip(ticks, lags, strict=True):
        changing = any(a <= stop_ and b >= start for a, b in windows)
        (change_lags if changing else table_lags).append(lag)
        (change_cpu if changing else table_cpu).append(cpu)
    return {"views": views, "searches": searches, "loop_stall": summary(lags),
            "view_to_frame": summary(to_frame), "screen_changes": len(changes),
            "table_stall": summary(table_lags), "change_stall": summary(change_lags),
            "table_busy_cpu": summary(table_cpu), "change_busy_cpu": summary(change_cpu)}


class _Tap:
    """The app's client, read through a copy of its queue (the table screen reads the original)."""

    def __init__(self, client: Any) -> None:
        self.client = client
        self.queue: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        original = client._emit

        def emit(msg: dict[str, Any]) -> None:
            original(msg)
            self.queue.put_nowait(msg)

        client._emit = emit

    @property
    def last_view(self) -> Any:
        return self.client.last_view

    async def recv(self) -> dict[str, Any]:
        return await self.queue.get()

    async def ready(self) -> None:
        await self.client.ready()

    async def act(self, action: Any, state_id: int) -> None:
        await self.client.act(action, state_id=state_id)


# ------------------------------------------------------------------------- report
def markdown(result: dict[str, Any], argv: list[str]) -> str:
    when = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")

    def f(v: Any, fmt: str = "{:.1f}") -> str:
        return "—" if v is None else fmt.format(v)

    lines = [
        f"### {when} — `bench/bot_latency.py {' '.join(argv)}`".rstrip(),
        "",
        f"python {platform.python_version()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} CPUs shared with other jobs (load average before "
        f"{result['load_before']:.1f}, after {result['load_after']:.1f}). Hard bots at their "
        f"default budget; `bot_delay` 0, so they think nearly all the time.",
        "",
        "| host | pings | RTT p50 ms | p99 ms | max ms | host actions | searches |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for mode in MODES:
        p = result.get("ping", {}).get(mode)
        if p:
            lines.append(f"| {LABEL[mode]} | {p['n']} | {f(p['p50'], '{:.2f}')} | {f(p['p99'], '{:.2f}')} | "
                         f"{f(p['max'])} | {p.get('actions', '—')} | {p.get('searches', '—')} |")
    lines += [
        "",
        "| app at a table with | views | loop stall p50 ms | p99 ms | max ms | "
        "view → painted frame p50 ms | p99 ms | max ms |",
        "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
    ]
    for mode in MODES:
        a = result.get("app", {}).get(mode)
        if a:
            s, v = a["loop_stall"], a["view_to_frame"]
            lines.append(f"| {LABEL[mode]} | {a['views']} | {f(s['p50'], '{:.2f}')} | {f(s['p99'])} | "
                         f"{f(s['max'])} | {f(v['p50'])} | {f(v['p99'])} | {f(v['max'])} |")
    split = [mode for mode in MODES if "table_stall" in result.get("app", {}).get(mode, {})]
    if split:
        lines += [
            "",
            "The same ticks split: while the table alone is on screen, and during a screen change "
            "(from a results screen or dialog opening or closing until its first frame); and the "
            "CPU time the event loop's thread used between two ticks (the stall without the "
            "machine's other jobs).",
            "",
            "| app at a table with | table: ticks | stall p99 ms | max ms | CPU p99 ms | "
            "screen changes | their ticks | stall p99 ms | max ms | CPU p99 ms |",
            "| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |",
        ]
        for mode in split:
            a = result["app"][mode]
            t, tc, c, cc = (a["table_stall"], a["table_busy_cpu"], a["change_stall"],
                            a["change_busy_cpu"])
            lines.append(f"| {LABEL[mode]} | {t['n']} | {f(t['p99'])} | {f(t['max'])} | "
                         f"{f(tc['p99'])} | {a['screen_changes']} | {c['n']} | {f(c['p99'])} | "
                         f"{f(c['max'])} | {f(cc['p99'])} |")
    pool_ping = result.get("ping", {}).get("pool", {}).get("p99")
    pool_stall = result.get("app", {}).get("pool", {}).get("loop_stall", {}).get("p99")
    lines += [
        "",
        f"Targets: host ping p99 ≤ 10 ms with hard bots thinking: "
        f"{'met' if pool_ping is not None and pool_ping <= 10 else '**missed**'} "
        f"({f(pool_ping, '{:.2f}')} ms); the app's loop never stalled long enough to push a "
        f"re-render past 16 ms (stall p99 {f(pool_stall, '{:.2f}')} ms: "
        f"{'met' if pool_stall is not None and pool_stall < 16 else '**missed**'}). "
        "'view → painted frame' includes waiting for Textual's next 60 Hz tick.",
        "",
    ]
    return "\n".join(lines)


def write_doc(text: str) -> None:
    """Append ``text`` under ``## Bots`` (created at the end if missing), nothing else touched."""
    from perfdoc import append_to_section  # bench/ is this script's folder

    append_to_section(
        "## Bots thinking off the event loop",
        "Whether hard bots' thinking stalls the host or the app\n(`bench/bot_latency.py`; its "
        "docstring describes each measure). Hard bots think\nin a pool of two worker processes "
        "(`net/botpool.py`).", text, DOC)


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["--host-child"]:
        asyncio.run(host_child(argv[1]))
        return 0
    parser = argparse.ArgumentParser(description=(__doc__ or "").split("\n")[0])
    parser.add_argument("--seconds", type=float, default=20.0, help="per part and mode")
    parser.add_argument("--modes", default=",".join(MODES),
                        help=f"comma-separated, of {', '.join(MODES)} (default: all)")
    parser.add_argument("--parts", default="ping,app", help="comma-separated, of ping, app")
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--write", action="store_true")
    args = parser.parse_args(argv)
    seconds = max(2.0, min(args.seconds, 120.0))
    result: dict[str, Any] = {"load_before": os.getloadavg()[0], "ping": {}, "app": {}}
    modes = [m for m in MODES if m in args.modes.split(",")]
    parts = args.parts.split(",")
    for mode in modes if "ping" in parts else []:
        result["ping"][mode] = asyncio.run(ping_part(seconds, mode))
    # "inline" changes this process's THINKERS for good: its app part runs last
    for mode in sorted(modes, key=lambda m: m == "inline") if "app" in parts else []:
        result["app"][mode] = asyncio.run(app_part(seconds, mode))
    result["load_after"] = os.getloadavg()[0]
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
