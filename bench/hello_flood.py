"""Watchers' hellos from one address during a long match, and a connected client's pings.

A table of four easy bots plays to round ``--round`` of a match to 10,000 (about 170 rounds
kept for ``history``), then holds its bots. A watcher connected over loopback TCP pings the
table every 50 ms from a thread of its own, while another process says ``hello`` as a watcher
``--hellos`` times at ``--rate`` a second (within one address's 240 at once and 120 a second,
docs/PROTOCOL.md §6) and reads nothing. Reported: the pings' round trips (p50, p99, max) and
the host process's CPU over the flood. Every ``hello`` during a match is answered with the
match so far (one ``history`` a round), which net58 #1 found built anew for each watcher.

Loopback only (127.0.0.1, a free port); bounded: it stops by itself.

Run: ``.venv/bin/python bench/hello_flood.py [--round 170] [--hellos 330] [--rate 110] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import resource
import socket
import struct
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from core.rules import Rules
from net.host import Host, TableConfig
from net.protocol import decode, encode

H = struct.Struct(">I")

FLOOD = """
import socket, struct, sys, time
import msgpack
port, count, rate = int(sys.argv[1]), int(sys.argv[2]), float(sys.argv[3])
socks = []
for i in range(count):
    body = msgpack.packb({"t": "hello", "proto": 2, "app": "bench", "name": "N%d" % i,
                          "spectate": True})
    s = socket.socket()
    s.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    s.connect(("127.0.0.1", port))
    s.sendall(struct.pack(">I", len(body)) + body)
    socks.append(s)
    time.sleep(1 / rate)
time.sleep(2)
"""


def _cpu() -> float:
    use = resource.getrusage(resource.RUSAGE_SELF)
    return use.ru_utime + use.ru_stime


async def measure(round_no: int, hellos: int, rate: float) -> dict[str, float]:
    cfg = TableConfig(name="Long", seats=4, rules=Rules(target_score=10000, hand_size=10),
                      seed="L", bot_delay=0.0, round_pause=0.0, uno_grace=0.0,
                      jump_in_grace=0.0, max_spectators=1000, hello_timeout=5.0)
    host = Host(cfg)
    table = host.table
    for seat in range(4):
        table.add_bot("easy", seat)
    _bound, port = await host.start_server("127.0.0.1", 0)
    try:
        table.start_match()
        deadline = time.monotonic() + 300
        while table.state is not None and table.state.round_no < round_no:
            if time.monotonic() > deadline or table.phase != "playing":
                raise SystemExit(f"the bots' match did not reach round {round_no}")
            await asyncio.sleep(0.05)
        table.hold_bots()
        watch = socket.create_connection(("127.0.0.1", port))
        watch.sendall(encode({"t": "hello", "proto": 2, "app": "bench", "name": "Watch",
                              "spectate": True}))
        rtts: list[float] = []

        def exactly(n: int) -> bytes:
            got = b""
            while len(got) < n:
                part = watch.recv(n - len(got))
                if not part:
                    raise SystemExit("the host closed the watcher's connection")
                got += part
            return got

        def pinger(until: float) -> None:
            watch.settimeout(30)
            n = 0
            while time.monotonic() < until:
                n += 1
                t0 = time.monotonic()
                watch.sendall(encode({"t": "ping", "n": n}))
                while True:
                    (size,) = H.unpack(exactly(4))
                    msg = decode(exactly(size))
                    if msg["t"] == "pong" and msg.get("n") == n:
                        break
                rtts.append(time.monotonic() - t0)
                time.sleep(0.05)

        await asyncio.to_thread(pinger, time.monotonic() + 0.5)  # (its own welcome read)
        rtts.clear()
        cpu = _cpu()
        began = time.monotonic()
        flood = await asyncio.create_subprocess_exec(sys.executable, "-c", FLOOD, str(port),
                                                     str(hellos), str(rate))
        until = time.monotonic() + hellos / rate + 1.0
        await asyncio.gather(asyncio.to_thread(pinger, until), flood.wait())
        wall = time.monotonic() - began
        cpu = _cpu() - cpu
        watch.close()
        rtts.sort()
        rounds = len(table.past_logs) + 1
    finally:
        await host.close()
    pick = lambda q: rtts[min(len(rtts) - 1, int(q * len(rtts)))] * 1000  # noqa: E731
    return {"rounds": rounds, "pings": len(rtts), "p50_ms": round(pick(0.5), 2),
            "p99_ms": round(pick(0.99), 2), "max_ms": round(rtts[-1] * 1000, 2),
            "host_cpu_s": round(cpu, 2), "wall_s": round(wall, 2)}


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--round", type=int, default=170)
    parser.add_argument("--hellos", type=int, default=330)
    parser.add_argument("--rate", type=float, default=110.0)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(measure(args.round, args.hellos, args.rate))
    print(json.dumps(result) if args.json else
          "\n".join(f"{k:>12}: {v}" for k, v in result.items()))


if __name__ == "__main__":
    main()
