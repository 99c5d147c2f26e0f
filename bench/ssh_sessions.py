"""Benchmark: many friends playing over SSH at once through the front door.

    .venv/bin/python bench/ssh_sessions.py                  # 20 sessions, 30 keys each (~1 min)
    .venv/bin/python bench/ssh_sessions.py --sessions 5 --keys 10
    .venv/bin/python bench/ssh_sessions.py --write          # also append to docs/PERFORMANCE.md

Set-up (all on loopback): two tables (``unotui host --headless`` subprocesses, seats for half
the sessions each), each with its own front door (``unotui serve-ssh --table``, a subprocess);
half the sessions go through each door. Each client is asyncssh's, with a PTY of 80×24 and
TERM=xterm-256color. Every player presses ``s`` and the table's owner (the first to join) starts
the match, so every session shows a live table (nobody plays a card: the match waits on its
first player).

Measured:
* **memory per session**: the proportional set size (PSS, shared pages split fairly) of every
  session process, from ``/proc/PID/smaps_rollup``, once all sessions show their table; and the
  front door process's own RSS growth.
* **keystroke-to-frame latency**: each session, concurrently, waits for its screen to be quiet
  (no output for 150 ms), sends a key that moves the card cursor (``l``/``h`` alternately: a
  change drawn by the app alone, no network round trip to the table), and times until the first
  bytes of the redraw arrive at the client. p50/p99 over all sessions and keys. Target p99 ≤
  50 ms.
* **server CPU**: user+system CPU seconds of the front door processes and all session processes
  during the latency phase, as a share of one core and of the machine's two.
* **a crash**: one session's process is killed with SIGSEGV; the others must still answer a key.
* **in-process estimate**: for the alternative design (one app per session inside the server),
  a separate process builds N headless apps at the main menu and reports RSS growth per app.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import datetime as _dt
import json
import os
import platform
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
DOC = ROOT / "docs" / "PERFORMANCE.md"
sys.path.insert(0, str(ROOT))
QUIET = 0.15
_TICKS = os.sysconf("SC_CLK_TCK")


def _cpu(pid: int) -> float:
    try:
        fields = Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()
    except OSError:
        return 0.0
    return (int(fields[11]) + int(fields[12])) / _TICKS


def _children(pid: int) -> list[int]:
    out = subprocess.run(["pgrep", "-P", str(pid)], capture_output=True, text=True,
                         check=False).stdout
    return [int(p) for p in out.split()]


def _pss_kib(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/smaps_rollup").read_text()
    except OSError:
        return 0
    found = re.search(r"^Pss:\s+(\d+) kB", text, re.M)
    return int(found.group(1)) if found else 0


def _rss_kib(pid: int) -> int:
    try:
        text = Path(f"/proc/{pid}/status").read_text()
    except OSError:
        return 0
    found = re.search(r"^VmRSS:\s+(\d+) kB", text, re.M)
    return int(found.group(1)) if found else 0


def _start(argv: list[str], env: dict[str, str], marker: str) -> tuple[subprocess.Popen[str], str]:
    proc = subprocess.Popen([sys.executable, "-m", "unotui", *argv], stdout=subprocess.PIPE,
                            stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
    assert proc.stdout is not None
    seen = ""
    while marker not in seen:
        line = proc.stdout.readline()
        if not line:
            raise SystemExit(f"unotui {argv[0]} stopped:\n{seen}")
        seen += line
    return proc, seen


class Player:
    def __init__(self, index: int) -> None:
        self.index = index
        self.raw = bytearray()
        self.process: Any = None
        self.conn: Any = None
        self.latencies: list[float] = []
        self.event = asyncio.Event()

    async def reader(self) -> None:
        while True:
            chunk = await self.process.stdout.read(65536)
            if not chunk:
                return
            self.raw += chunk
            self.last = time.perf_counter()
            self.event.set()

    async def until(self, text: bytes, limit: float = 60.0) -> None:
        deadline = time.monotonic() + limit
        while text not in re.sub(rb"\x1b\[[0-9;?]*[ -/]*[@-~]", b"", bytes(self.raw)):
            if time.monotonic() > deadline:
                tail = re.sub(rb"\x1b\[[0-9;?]*[ -/]*[@-~]", b"", bytes(self.raw[-3000:]))
                raise TimeoutError(f"session {self.index} never showed {text!r}: "
                                   f"{tail.decode('utf-8', 'replace')}")
            self.event.clear()
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self.event.wait(), 1.0)

    async def quiet(self) -> None:
        while time.perf_counter() - self.last < QUIET:
            await asyncio.sleep(QUIET - (time.perf_counter() - self.last) + 0.005)

    async def key(self, key: bytes) -> float:
        await self.quiet()
        self.event.clear()
        start = time.perf_counter()
        self.process.stdin.write(key)
        await asyncio.wait_for(self.event.wait(), 10.0)
        return time.perf_counter() - start


async def _connect(port: int, index: int) -> Player:
    import asyncssh

    player = Player(index)
    player.last = time.perf_counter()
    player.conn = await asyncssh.connect("127.0.0.1", port, username=f"p{index}",
                                         known_hosts=None, client_keys=None, agent_path=None)
    player.process = await player.conn.create_process(term_type="xterm-256color",
                                                      term_size=(80, 24), encoding=None)
    asyncio.get_running_loop().create_task(player.reader())
    return player


async def measure(sessions: int, keys: int, tmp: Path) -> dict[str, Any]:
    env = dict(os.environ, UNOTUI_SSH_DIR=str(tmp / "keys"), UNOTUI_MDNS_INTERFACES="127.0.0.1",
               PYTHONUNBUFFERED="1")
    procs: list[subprocess.Popen[str]] = []
    try:
        doors = []
        half = (sessions + 1) // 2
        for name, count in (("A", half), ("B", sessions - half)):
            if count == 0:
                continue
            table, text = _start(["host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                                  "--seats", str(max(2, count)), "--no-advertise", "--name",
                                  f"Bench {name}", "--journal", str(tmp / f"{name}.jsonl")],
                                 env, "Journal:")
            procs.append(table)
            table_port = int(re.search(r"open on 127\.0\.0\.1:(\d+)", text).group(1))  # type: ignore[union-attr]
            door, text = _start(["serve-ssh", "--bind", "127.0.0.1", "--port", "0", "--table",
                                 f"127.0.0.1:{table_port}", "--max-sessions", "64",
                                 "--per-minute", "1000"], env, "Players go to")
            procs.append(door)
            doors.append((door, int(re.search(r"ssh -p (\d+)", text).group(1)), count))  # type: ignore[union-attr]
        door_rss0 = sum(_rss_kib(d.pid) for d, _, _ in doors)
        started = time.perf_counter()
        players: list[Player] = []
        for _door, port, count in doors:
            group = await asyncio.gather(*(_connect(port, len(players) + i) for i in range(count)))
            await asyncio.gather(*(p.until(b"Lobby of Bench") for p in group))
            for p in group:  # whoever joined first owns the table: its s starts the match
                p.process.stdin.write(b"s")
            await asyncio.gather(*(p.until(b"Your hand") for p in group))
            players.extend(group)
        all_in = time.perf_counter() - started
        await asyncio.sleep(1.0)
        children = [c for d, _, _ in doors for c in _children(d.pid)]
        pss = [_pss_kib(c) for c in children]
        rss = [_rss_kib(c) for c in children]
        door_growth = (sum(_rss_kib(d.pid) for d, _, _ in doors) - door_rss0) / max(1, sessions)
        watched = [d.pid for d, _, _ in doors] + children
        cpu0 = sum(_cpu(p) for p in watched)
        t0 = time.perf_counter()

        async def typing(p: Player) -> None:
            for i in range(keys):
                p.latencies.append(await p.key(b"l" if i % 2 == 0 else b"h"))

        await asyncio.gather(*(typing(p) for p in players))
        wall = time.perf_counter() - t0
        cpu = sum(_cpu(p) for p in watched) - cpu0
        lat = sorted(x * 1000 for p in players for x in p.latencies)
        # a crash: one session's process dies; the others still answer
        victim = children[0]
        os.kill(victim, signal.SIGSEGV)
        await asyncio.sleep(0.5)
        survivors = []
        for p in players:
            with contextlib.suppress(Exception):
                await asyncio.wait_for(p.key(b"l"), 5.0)
                survivors.append(p.index)
        for p in players:
            p.conn.close()
        return {
            "sessions": sessions, "keys_each": keys, "all_at_table_s": round(all_in, 2),
            "pss_mib_median": round(statistics.median(pss) / 1024, 1) if pss else None,
            "rss_mib_median": round(statistics.median(rss) / 1024, 1) if rss else None,
            "pss_mib_total": round(sum(pss) / 1024, 1),
            "door_rss_growth_kib_per_session": round(door_growth),
            "latency_ms_p50": round(statistics.median(lat), 1),
            "latency_ms_p90": round(lat[int(0.90 * (len(lat) - 1))], 1),
            "latency_ms_p99": round(lat[int(0.99 * (len(lat) - 1))], 1),
            "latency_ms_max": round(lat[-1], 1), "samples": len(lat),
            "cpu_s": round(cpu, 2), "wall_s": round(wall, 2),
            "cpu_share_of_one_core": round(cpu / wall, 2),
            "crash_survivors": len(survivors), "crash_expected": sessions - 1,
            "load_before": None,
        }
    finally:
        for proc in procs:
            proc.send_signal(signal.SIGTERM)
        for proc in procs:
            try:
                proc.wait(15)
            except subprocess.TimeoutExpired:
                proc.kill()
                proc.wait()


INPROCESS_CHILD = r"""
import asyncio, json, re, sys
from pathlib import Path
def rss():
    return int(re.search(r"^VmRSS:\s+(\d+) kB", Path("/proc/self/status").read_text(), re.M).group(1))
async def main(n):
    from contextlib import AsyncExitStack
    from unotui.launch import make_app
    before = None
    async with AsyncExitStack() as stack:
        sizes = []
        for i in range(n + 1):
            app = make_app(lambda: [], lang="en")
            pilot = await stack.enter_async_context(app.run_test(size=(80, 24)))
            await pilot.pause()
            sizes.append(rss())
        print(json.dumps({"per_app_kib": (sizes[-1] - sizes[0]) / n, "first_kib": sizes[0]}))
asyncio.run(main(int(sys.argv[1])))
"""


def inprocess_estimate(n: int, tmp: Path) -> dict[str, Any]:
    env = dict(os.environ, UNOTUI_CONFIG_DIR=str(tmp / "cfg"), UNOTUI_MDNS_INTERFACES="127.0.0.1")
    done = subprocess.run([sys.executable, "-c", INPROCESS_CHILD, str(n)], capture_output=True,
                          text=True, env=env, cwd=ROOT, timeout=300, check=False)
    try:
        data = json.loads(done.stdout.strip().splitlines()[-1])
    except (IndexError, ValueError):
        return {"error": done.stderr.strip().splitlines()[-1:] or ["no output"]}
    return {"apps": n, "rss_mib_per_app": round(data["per_app_kib"] / 1024, 1),
            "rss_mib_first": round(data["first_kib"] / 1024, 1)}


def report(result: dict[str, Any], estimate: dict[str, Any], load: str) -> str:
    stamp = _dt.datetime.now(_dt.UTC).strftime("%Y-%m-%d %H:%M UTC")
    r = result
    target = "met" if r["latency_ms_p99"] <= 50 else f"missed by {r['latency_ms_p99'] - 50:.1f} ms"
    lines = [
        f"### {stamp} — `bench/ssh_sessions.py --sessions {r['sessions']} --keys {r['keys_each']}`",
        "",
        f"python {platform.python_version()}, {platform.system()} {platform.machine()}, "
        f"{os.cpu_count()} CPUs shared with seven other helpers' jobs (load average before: {load}).",
        "",
        "| measure | value |", "| --- | ---: |",
        f"| sessions at their table (all connected, lobby, match started) | {r['all_at_table_s']} s |",
        f"| memory per session process, PSS median | {r['pss_mib_median']} MiB |",
        f"| memory per session process, RSS median | {r['rss_mib_median']} MiB |",
        f"| all session processes, PSS total | {r['pss_mib_total']} MiB |",
        f"| front door process growth per session | {r['door_rss_growth_kib_per_session']} KiB |",
        f"| keystroke → first bytes of the redraw, p50 | {r['latency_ms_p50']} ms |",
        f"| p90 | {r['latency_ms_p90']} ms |",
        f"| p99 | **{r['latency_ms_p99']} ms** (target ≤ 50 ms: {target}) |",
        f"| max ({r['samples']} samples) | {r['latency_ms_max']} ms |",
        f"| server CPU during typing (doors + sessions) | {r['cpu_s']} s in {r['wall_s']} s = "
        f"{r['cpu_share_of_one_core']:.0%} of one core |",
        f"| one session killed with SIGSEGV: others still answering | {r['crash_survivors']} of "
        f"{r['crash_expected']} |",
    ]
    if "rss_mib_per_app" in estimate:
        lines.append(f"| in-process alternative: RSS growth per extra headless app | "
                     f"{estimate['rss_mib_per_app']} MiB (first app: process at "
                     f"{estimate['rss_mib_first']} MiB) |")
    return "\n".join(lines) + "\n"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sessions", type=int, default=20)
    parser.add_argument("--keys", type=int, default=30)
    parser.add_argument("--inprocess", type=int, default=5, help="apps for the in-process estimate")
    parser.add_argument("--write", action="store_true")
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    load = ", ".join(f"{x:.1f}" for x in os.getloadavg())
    with tempfile.TemporaryDirectory(prefix="unotui-bench-ssh-") as tmp:
        result = asyncio.run(measure(args.sessions, args.keys, Path(tmp)))
        result["load_before"] = load
        estimate = inprocess_estimate(args.inprocess, Path(tmp)) if args.inprocess else {}
    if args.json:
        print(json.dumps({"ssh": result, "inprocess": estimate}))
    else:
        text = report(result, estimate, load)
        print(text)
        if args.write:
            with DOC.open("a", encoding="utf-8") as out:
                out.write("\n" + text)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
