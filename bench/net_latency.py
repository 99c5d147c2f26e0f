"""Latency of one move over loopback TCP: from a client sending ``act`` to the last of 10 clients
receiving the view that follows, next to a bare asyncio + msgpack broadcast of the same fan-out.

Both measurements run in this one process, interleaved in slices (so a change of load on a shared
machine falls on both alike), on 127.0.0.1 only:

* **unotui** — a :class:`net.host.Host` with 10 human seats (no bots), 10 :class:`net.client.Client`
  connections. The seat to move sends its first legal turn action (a play, else a draw); the clock
  stops when every client has the view with the new state id. The host runs the whole pipeline
  (schema, seat, state id, engine legality, apply, journal off) and sends 10 different views.
* **bare** — a server that, for each 1-frame request, ``msgpack.packb``s for each of the 10
  clients the last view message that client got from the real host (same data, same size) and
  writes it; each client reads with ``readexactly`` and ``unpackb``. No validation, no game.

Run: ``.venv/bin/python bench/net_latency.py [--moves 600] [--seconds 60] [--json]``. Bounded by
both a move count and a wall-clock limit.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import statistics
import struct
import sys
import time
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import msgpack

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig

FANOUT = 10


def pct(values: list[float], p: float) -> float:
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, round(p / 100 * (len(ordered) - 1)))]


class UnotuiSetup:
    async def start(self) -> None:
        self.host = Host(TableConfig(name="bench", seats=FANOUT, rules=Rules(target_score=10000),
                                     seed="bench", bot_delay=0.0, round_pause=0.0,
                                     msg_burst=10**6, msg_rate=1e6, heartbeat=3600,
                                     idle_timeout=7200, send_queue=10_000))
        _, port = await self.host.start_server("127.0.0.1", 0)
        self.clients = [await Client.connect_tcp("127.0.0.1", port, f"P{i}") for i in range(FANOUT)]
        await self.clients[0].start()
        await self._settle(0)

    async def _settle(self, state_id: int) -> None:
        """Wait until every client holds a view with id >= state_id (draining their queues)."""
        async def one(c: Client) -> None:
            while c.last_view is None or c.last_view["state_id"] < state_id or not c.messages.empty():
                await c.messages.get()
        await asyncio.gather(*(one(c) for c in self.clients))

    async def move(self) -> float:
        st = self.host.table.state
        assert st is not None
        sid = st.state_id
        mover = self.clients[st.current]
        v = mover.last_view
        assert v is not None and v["state_id"] == sid
        turn = [a for a in v["legal"] if a["type"] not in ("uno", "catch")]
        plays = [a for a in turn if a["type"] == "play"]
        action = (plays or turn)[0]
        t0 = time.perf_counter()
        await mover.act(action, state_id=sid)
        await self._settle(sid + 1)
        elapsed = time.perf_counter() - t0
        # between rounds the host deals at once (round_pause 0): wait for the deal too
        st = self.host.table.state
        while st is None or st.phase.value in ("round_over", "match_over"):
            if self.host.table.phase != "playing":
                await self.clients[0].start()
            await asyncio.sleep(0.001)
            st = self.host.table.state
        await self._settle(st.state_id)
        return elapsed

    async def stop(self) -> None:
        for c in self.clients:
            await c.close()
        await self.host.close()


class BareSetup:
    """Sends each client the message it got last from the real host (same data, same sizes)."""

    def __init__(self, ours: UnotuiSetup) -> None:
        self.ours = ours
        self.payloads: list[dict[str, Any]] = []

    def refresh(self) -> None:
        self.payloads = [{"t": "view", "view": c.last_view, "timer": None}
                         for c in self.ours.clients]

    async def start(self) -> None:
        writers: list[asyncio.StreamWriter] = []
        ready = asyncio.Event()

        async def on_conn(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
            writers.append(writer)
            if len(writers) == FANOUT:
                ready.set()
            try:
                while True:
                    (n,) = struct.unpack(">I", await reader.readexactly(4))
                    msgpack.unpackb(await reader.readexactly(n), raw=False)
                    for w, payload in zip(writers, self.payloads, strict=True):
                        body = msgpack.packb(payload, use_bin_type=True)
                        w.write(struct.pack(">I", len(body)) + body)
                    await asyncio.gather(*(w.drain() for w in writers))
            except (asyncio.IncompleteReadError, ConnectionError, asyncio.CancelledError):
                writer.close()

        self.server = await asyncio.start_server(on_conn, "127.0.0.1", 0)
        port = self.server.sockets[0].getsockname()[1]
        self.conns = [await asyncio.open_connection("127.0.0.1", port) for _ in range(FANOUT)]
        await ready.wait()

    async def move(self) -> float:
        async def receive(reader: asyncio.StreamReader) -> None:
            (n,) = struct.unpack(">I", await reader.readexactly(4))
            msgpack.unpackb(await reader.readexactly(n), raw=False, strict_map_key=True)

        req = msgpack.packb({"t": "act", "state_id": 1, "action": {"type": "draw"}})
        t0 = time.perf_counter()
        w = self.conns[0][1]
        w.write(struct.pack(">I", len(req)) + req)
        await w.drain()
        await asyncio.gather(*(receive(r) for r, _ in self.conns))
        return time.perf_counter() - t0

    async def stop(self) -> None:
        for _, w in self.conns:
            w.close()
        await asyncio.sleep(0.1)  # let the server's handlers see the end of their streams
        self.server.close()


async def main(moves: int, seconds: float, slices: int) -> dict[str, Any]:
    ours = UnotuiSetup()
    await ours.start()
    bare = BareSetup(ours)
    bare.refresh()
    await bare.start()
    got: dict[str, list[float]] = {"unotui": [], "bare": []}
    sizes: list[int] = []
    deadline = time.monotonic() + seconds
    per_slice = max(1, moves // slices)
    for _ in range(slices):
        for name, setup in (("unotui", ours), ("bare", bare)):
            bare.refresh()
            sizes.append(len(msgpack.packb(bare.payloads[0])))
            for _ in range(per_slice):
                if time.monotonic() > deadline:
                    break
                got[name].append(await setup.move())  # type: ignore[attr-defined]
    await ours.stop()
    await bare.stop()
    out: dict[str, Any] = {"fanout": FANOUT, "view_bytes": int(statistics.fmean(sizes))}
    for name, values in got.items():
        out[name] = {"n": len(values), "p50_ms": pct(values, 50) * 1e3,
                     "p99_ms": pct(values, 99) * 1e3, "mean_ms": statistics.fmean(values) * 1e3}
    out["p50_ratio"] = out["unotui"]["p50_ms"] / out["bare"]["p50_ms"]
    return out


def cli() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=600, help="moves per measurement")
    parser.add_argument("--seconds", type=float, default=60.0, help="wall-clock limit")
    parser.add_argument("--slices", type=int, default=4)
    parser.add_argument("--json", action="store_true")
    args = parser.parse_args()
    result = asyncio.run(main(args.moves, args.seconds, args.slices))
    if args.json:
        print(json.dumps(result))
        return
    print(f"fan-out {FANOUT} clients, view ~{result['view_bytes']} bytes, loopback TCP")
    print("| path | moves | p50 ms | p99 ms | mean ms |\n| --- | ---: | ---: | ---: | ---: |")
    for name in ("unotui", "bare"):
        r = result[name]
        print(f"| {name} | {r['n']} | {r['p50_ms']:.3f} | {r['p99_ms']:.3f} | {r['mean_ms']:.3f} |")
    print(f"p50 ratio unotui/bare: {result['p50_ratio']:.2f}x (target <= 3x)")


if __name__ == "__main__":
    cli()
