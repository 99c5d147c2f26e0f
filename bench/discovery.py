"""Benchmark: how fast LAN discovery shows tables, on loopback only (127.0.0.1).

    .venv/bin/python bench/discovery.py                # 5 trials per case, about 80 s
    .venv/bin/python bench/discovery.py --trials 2     # quicker, noisier
    .venv/bin/python bench/discovery.py --json         # one JSON object
    .venv/bin/python bench/discovery.py --write        # also append to docs/PERFORMANCE.md

The table is advertised by a child process (as a real host would be); the browser runs here,
each trial in a fresh zeroconf instance. Everything uses 127.0.0.1, never another interface.

``new host``            a browser is running; the host starts. Time from the host's ``start()``
                        to the browser listing the table: name probing, ~1.2 s by protocol timers.
``existing, QM``        the host has been quiet for over a second; a new browser asking multicast
                        (QM) questions starts. Time from its ``start()`` to the listing.
``existing, default``   the same with zeroconf's default first question (QU: "reply unicast").
``... , N bystanders``  the same while N other mDNS instances run on the machine (other tests,
                        other apps). They all share port 5353, so the kernel hands a unicast reply
                        to one of them, often not the one that asked: that browser only learns of
                        the table from its next (multicast) query about a second later.
``existing, QM, <1 s``  as QM, but the host multicast its records less than a second earlier, so it
                        must hold the answer back for that second (RFC 6762 section 6 rate limit).

Every wait is bounded (``--patience`` seconds); a trial that runs out counts as a miss.
"""

from __future__ import annotations

import argparse
import asyncio
import datetime as _dt
import json
import os
import platform
import statistics
import sys
import time
import uuid
from collections.abc import Awaitable, Callable
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["UNOTUI_MDNS_INTERFACES"] = "127.0.0.1"  # never anything else, whatever the caller set

from net.discovery import Advertiser, Browser, table_txt  # noqa: E402

LOOPBACK = ["127.0.0.1"]
QUIET = 1.2  # seconds to let records age past the one-second multicast rate limit
PORT = 41001


async def serve(name: str) -> None:
    """Child process: advertise ``name``; stdin line ``taken N`` updates it; EOF stops."""
    loop = asyncio.get_running_loop()
    host = Advertiser(name, PORT, table_txt(seats=4, taken=0, phase="lobby", password=False),
                      interfaces=LOOPBACK)
    print("starting", flush=True)
    await host.start()
    print("ready", flush=True)
    while line := await loop.run_in_executor(None, sys.stdin.readline):
        if line.startswith("taken "):
            await host.update({"taken": line.split()[1]})
            print("updated", flush=True)
    await host.stop()


class Host:
    """The advertising child process."""

    def __init__(self) -> None:
        self.name = f"bench {uuid.uuid4().hex[:8]}"
        self.proc: asyncio.subprocess.Process | None = None
        self.updates = 0

    async def spawn(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--serve", self.name,
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.PIPE)
        await self.expect("starting")

    async def expect(self, word: str) -> None:
        assert self.proc is not None and self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 30)
        if line.decode().strip() != word:
            raise RuntimeError(f"the advertising process said {line!r}, not {word!r}")

    async def update(self) -> None:
        assert self.proc is not None and self.proc.stdin is not None
        self.updates += 1
        self.proc.stdin.write(f"taken {self.updates % 4}\n".encode())
        await self.proc.stdin.drain()
        await self.expect("updated")

    async def close(self) -> None:
        if self.proc is None:
            return
        assert self.proc.stdin is not None
        self.proc.stdin.close()
        try:
            await asyncio.wait_for(self.proc.wait(), 10)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()


def _lists(browser: Browser, name: str) -> Callable[[], bool]:
    return lambda: any(t.name == name for t in browser.tables.values())


async def _until(predicate: Callable[[], bool], since: float, patience: float) -> float | None:
    """Seconds from ``since`` until ``predicate()`` holds (polled every 5 ms), or ``None``."""
    while not predicate():
        if time.perf_counter() - since > patience:
            return None
        await asyncio.sleep(0.005)
    return time.perf_counter() - since


async def new_host(patience: float) -> float | None:
    """Browser first, then a new host: seconds from the host's start until it is listed."""
    browser = Browser(interfaces=LOOPBACK)
    await browser.start()
    host = Host()
    try:
        await host.spawn()
        return await _until(_lists(browser, host.name), time.perf_counter(), patience)
    finally:
        await host.close()
        await browser.stop()


async def existing_host(host: Host, patience: float, *, qm: bool, quiet: bool) -> float | None:
    """The host already advertising; a new browser: seconds from its start to the listing."""
    if quiet:
        await asyncio.sleep(QUIET)
    else:  # the host multicasts its records again, then we ask half a second later
        await host.update()
        await asyncio.sleep(0.5)
    browser = Browser(interfaces=LOOPBACK, qm=qm)
    since = time.perf_counter()
    await browser.start()
    try:
        return await _until(_lists(browser, host.name), since, patience)
    finally:
        await browser.stop()


Case = Callable[[float], Awaitable[float | None]]


async def measure(trials: int, patience: float, bystanders: int) -> dict[str, dict[str, object]]:
    results: dict[str, dict[str, object]] = {}

    async def run(name: str, case: Case) -> None:
        times: list[float] = []
        for _ in range(trials):
            seconds = await case(patience)
            if seconds is not None:
                times.append(seconds)
        results[name] = {
            "trials": trials, "misses": trials - len(times),
            "median_s": round(statistics.median(times), 3) if times else None,
            "min_s": round(min(times), 3) if times else None,
            "max_s": round(max(times), 3) if times else None,
        }

    await run("new host", new_host)
    host = Host()
    await host.spawn()
    await host.expect("ready")
    try:
        await run("existing, QM", lambda p: existing_host(host, p, qm=True, quiet=True))
        await run("existing, default", lambda p: existing_host(host, p, qm=False, quiet=True))
        others = [Browser(interfaces=LOOPBACK) for _ in range(bystanders)]
        for other in others:
            await other.start()
        try:
            await run(f"existing, QM, {bystanders} bystanders",
                      lambda p: existing_host(host, p, qm=True, quiet=True))
            await run(f"existing, default, {bystanders} bystanders",
                      lambda p: existing_host(host, p, qm=False, quiet=True))
        finally:
            for other in others:
                await other.stop()
        await run("existing, QM, <1 s", lambda p: existing_host(host, p, qm=True, quiet=False))
    finally:
        await host.close()
    return results


def _fmt(value: object) -> str:
    return "-" if value is None else f"{value:.3f}"


INTRO = """\
Time until a table shows in a browser's list, on loopback (`bench/discovery.py`; its docstring
describes each case). A new host is visible only after zeroconf's name probing (~1.2 s, protocol
timers). A browser started later asks with multicast (QM) questions, as `net.discovery.Browser`
does, and finds an existing host in a fraction of a second even with other mDNS instances on the
machine; zeroconf's default first question asks for a unicast reply, which is fastest when the
asker is alone on port 5353 but lost to another socket when it is not (then ~1.1 s). Whatever the
question, a host that multicast its records less than a second earlier must wait out that second.
"""


def markdown(results: dict[str, dict[str, object]], trials: int, bystanders: int) -> str:
    lines = [
        f"### {_dt.datetime.now(_dt.UTC):%Y-%m-%d %H:%M} UTC — "
        f"`bench/discovery.py --trials {trials} --bystanders {bystanders}`",
        "",
        f"Loopback only (127.0.0.1), python {platform.python_version()}, "
        f"{platform.system()} {platform.machine()}, {os.cpu_count()} CPUs.",
        "",
        "| case | median s | min s | max s | misses |",
        "| --- | ---: | ---: | ---: | ---: |",
    ]
    for name, r in results.items():
        lines.append(f"| {name} | {_fmt(r['median_s'])} | {_fmt(r['min_s'])} | "
                     f"{_fmt(r['max_s'])} | {r['misses']}/{r['trials']} |")
    return "\n".join(lines) + "\n"


def append_to_performance(text: str, path: Path = ROOT / "docs" / "PERFORMANCE.md") -> None:
    """Add ``text`` at the end of the ``## Discovery`` section (created if missing), leaving
    every other section as it is."""
    doc = path.read_text(encoding="utf-8") if path.exists() else "# Performance\n"
    lines = doc.splitlines(keepends=True)
    try:
        start = next(i for i, line in enumerate(lines) if line.strip() == "## Discovery")
    except StopIteration:
        doc = doc.rstrip("\n") + "\n\n## Discovery\n\n" + INTRO + "\n" + text
    else:
        end = next((i for i in range(start + 1, len(lines)) if lines[i].startswith("## ")),
                   len(lines))
        section = "".join(lines[start:end]).rstrip("\n") + "\n\n" + text
        rest = "".join(lines[end:])
        doc = "".join(lines[:start]) + section + ("\n" + rest if rest else "")
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(doc, encoding="utf-8")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--trials", type=int, default=5, help="trials per case (1..50)")
    parser.add_argument("--patience", type=float, default=5.0,
                        help="seconds a trial may wait before it counts as a miss")
    parser.add_argument("--bystanders", type=int, default=2,
                        help="other mDNS instances running in the bystander cases (0..10)")
    parser.add_argument("--serve", metavar="NAME", help=argparse.SUPPRESS)
    parser.add_argument("--json", action="store_true", help="print one JSON object")
    parser.add_argument("--write", action="store_true",
                        help="append the results to docs/PERFORMANCE.md under ## Discovery")
    args = parser.parse_args(argv)
    if args.serve:
        asyncio.run(serve(args.serve))
        return 0
    if not (1 <= args.trials <= 50 and 0 < args.patience <= 30 and 0 <= args.bystanders <= 10):
        parser.error("--trials must be 1..50, --patience 0..30 s, --bystanders 0..10")
    results = asyncio.run(measure(args.trials, args.patience, args.bystanders))
    if args.json:
        print(json.dumps({"trials": args.trials, "bystanders": args.bystanders,
                          "results": results}))
    else:
        print(markdown(results, args.trials, args.bystanders))
    if args.write:
        append_to_performance(markdown(results, args.trials, args.bystanders))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
