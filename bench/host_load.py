"""One process hosting many tables: 100 tables of 4 bots, each watched by 2 spectators.

Every table is a real :class:`net.host.Table` (bots play through the host pipeline, each action
journaled to nothing but broadcast as views), and every spectator is a real
:class:`net.client.Client` on the in-memory transport (so frames are encoded, framed, decoded and
queued exactly as over TCP, without the kernel's share). A finished match is restarted at once.

Two runs, each bounded by ``--seconds``:

* **flat out** — ``bot_delay=0``: how many actions per second one process can carry.
* **paced** — ``bot_delay`` of a real table (0.6 s, ``--paced-delay``): the CPU share 100 lively
  tables cost.

Reported per run: actions applied per second (all tables), CPU time / wall time, and the process's
peak resident memory (``ru_maxrss``, the whole process including Python itself).

Run: ``.venv/bin/python bench/host_load.py [--tables 100] [--seconds 20] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig
from net.local import local_connector


async def drain(client: Client, counter: list[int]) -> None:
    while True:
        await client.messages.get()
        counter[0] += 1


async def run(tables: int, seconds: float, bot_delay: float) -> dict[str, Any]:
    hosts: list[Host] = []
    clients: list[Client] = []
    received = [0]
    drains: list[asyncio.Task[None]] = []
    for i in range(tables):
        host = Host(TableConfig(name=f"T{i}", seats=4, rules=Rules(), seed=f"load{i}",
                                bot_delay=bot_delay, round_pause=bot_delay, heartbeat=3600,
                                idle_timeout=7200))
        for seat in range(4):
            host.table.add_bot("basic", seat)
        for k in range(2):
            c = Client(local_connector(host), f"Watcher {k}", spectate=True)
            await c.connect()
            clients.append(c)
            drains.append(asyncio.ensure_future(drain(c, received)))
        hosts.append(host)
    ru0 = resource.getrusage(resource.RUSAGE_SELF)
    t0 = time.perf_counter()
    base = sum(h.table.actions_applied for h in hosts)
    for h in hosts:
        h.table.start_match()
    matches = tables
    while time.perf_counter() - t0 < seconds:
        await asyncio.sleep(0.2)
        for h in hosts:
            if h.table.phase == "lobby":
                h.table.start_match()
                matches += 1
    wall = time.perf_counter() - t0
    ru1 = resource.getrusage(resource.RUSAGE_SELF)
    actions = sum(h.table.actions_applied for h in hosts) - base
    frames = received[0]
    for c in clients:
        c.reconnect = False  # the tables close first; spectators must not come back
    for h in hosts:
        await h.close()
    for c in clients:
        await c.close()
    for d in drains:
        d.cancel()
    cpu = (ru1.ru_utime - ru0.ru_utime) + (ru1.ru_stime - ru0.ru_stime)
    return {"tables": tables, "spectators": len(clients), "bot_delay": bot_delay,
            "seconds": round(wall, 2), "actions": actions,
            "actions_per_second": round(actions / wall, 1),
            "frames_received": frames, "matches_started": matches,
            "cpu_share": round(cpu / wall, 3),
            "actions_per_cpu_second": round(actions / cpu, 1) if cpu else None,
            "peak_rss_mib": round(ru1.ru_maxrss / 1024, 1)}


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--tables", type=int, default=100)
    parser.add_argument("--seconds", type=float, default=20.0)
    parser.add_argument("--paced-delay", type=float, default=0.6)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--one", type=float, default=None, metavar="DELAY",
                        help=argparse.SUPPRESS)  # internal: one run in this process
    args = parser.parse_args()
    if args.one is not None:
        print(json.dumps(asyncio.run(run(args.tables, args.seconds, args.one))))
        return
    results = []
    for delay in (0.0, args.paced_delay):  # one process per run: peak RSS is per process
        out = subprocess.run(
            [sys.executable, __file__, "--tables", str(args.tables), "--seconds",
             str(args.seconds), "--one", str(delay)],
            check=True, capture_output=True, text=True, timeout=args.seconds * 3 + 60)
        results.append(json.loads(out.stdout.strip().splitlines()[-1]))
    if args.json:
        print(json.dumps(results))
        return
    print("| run | tables | spectators | actions/s | actions/CPU-s | CPU share | peak RSS MiB "
          "| frames received |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for r in results:
        name = "flat out" if r["bot_delay"] == 0 else f"paced ({r['bot_delay']} s/bot move)"
        print(f"| {name} | {r['tables']} | {r['spectators']} | {r['actions_per_second']} | "
              f"{r['actions_per_cpu_second']} | {r['cpu_share']:.0%} | {r['peak_rss_mib']} | "
              f"{r['frames_received']} |")


if __name__ == "__main__":
    cli()
