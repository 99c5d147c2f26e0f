"""Soak: a host with several bot tables, clients that misbehave, and a host killed with SIGKILL.

For a bounded time (``--minutes``, default 10) one host process serves ``--tables`` tables (each
two soak clients and two bots, official rules to a low target score, so matches end and start
again). Meanwhile:

* the host is killed with ``SIGKILL`` at random intervals (``--kill-min``/``--kill-max``
  seconds) and restarted at once, every table resumed from its journal (``net.journal.load``);
  the last fifth of the run has no kills, to watch one long-lived host's memory;
* every client is a real :class:`net.client.Client` over loopback TCP played by a basic bot, that
  at random drops its connection (the client reconnects by itself), or closes and comes back
  with its token as a new client, chats, and sends stale (``state_id`` - 1) and illegal (a card
  it does not hold) actions;
* a hostile connection now and then sends garbage (a bad frame, an oversized length, an ``act``
  before ``hello``) and must be closed with a fatal error.

Checked at the end (each a count in the report; any failure makes the exit code 1):

* **nothing acknowledged is lost** — every view any client received (its round's commitment,
  state id, seat and the view itself) is exactly what replaying the final journals gives;
* **every round's deck verifies** — each ``round_end`` a client got passes
  :func:`net.honesty.verify_round` (the client's own check);
* **every client ends consistent** — after a clean shutdown (``SIGTERM``) each client that was
  connected holds the view of the journal's final state for its seat;
* **memory stays flat** — the host's resident memory (``VmRSS``) before each kill, and every 10 s
  in the final kill-free part; and the driver's own.

Everything runs on 127.0.0.1 with bounded counts (tables, clients, one hostile connection at a
time). Run: ``.venv/bin/python bench/soak.py [--minutes 10] [--tables 3] [--seed 1] [--json]``.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import hashlib
import json
import os
import random
import shutil
import signal
import socket
import statistics
import struct
import sys
import tempfile
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from core.actions import NextRound, action_from_wire  # noqa: E402
from core.bots import make_bot  # noqa: E402
from core.rules import Rules  # noqa: E402
from core.view import view  # noqa: E402
from net import honesty  # noqa: E402
from net.client import Client, JoinError  # noqa: E402
from net.protocol import PROTOCOL_VERSION, encode  # noqa: E402

SEATS = 4
HUMANS = 2  #: soak clients per table; the other seats are bots
TARGET = 150  #: low target score: matches end and start again during the run


# ---------------------------------------------------------------------------- the host process
async def serve(folder: Path, ports: list[int]) -> None:
    """Host one table per port, each resumed from its journal when it has one; run until killed
    (SIGTERM closes cleanly)."""
    from net.host import Host, TableConfig
    from net.journal import JournalError, load

    hosts = []
    for i, port in enumerate(ports):
        path = folder / f"table{i}.jsonl"
        resume = None
        if path.exists():
            with contextlib.suppress(JournalError):
                resume = load(path)
        config = TableConfig(
            name=f"soak {i}", seats=len(resume.seats) if resume else SEATS,
            rules=Rules(target_score=TARGET), bot_delay=0.05, round_pause=0.3, uno_grace=0.2,
            reconnect_window=20.0, heartbeat=2.0, idle_timeout=12.0, hello_timeout=3.0,
            journal=path)
        host = Host(config, resume)
        await host.start_server("127.0.0.1", port)
        if resume is None:
            for seat in range(HUMANS, SEATS):
                host.table.add_bot("basic", seat)
        hosts.append(host)
    stop = asyncio.Event()
    asyncio.get_running_loop().add_signal_handler(signal.SIGTERM, stop.set)
    print("ready", flush=True)
    await stop.wait()
    for host in hosts:
        await host.close()


# ------------------------------------------------------------------------------- the clients
def digest(v: Any) -> str:
    return hashlib.sha1(json.dumps(v, sort_keys=True, separators=(",", ":")).encode()).hexdigest()


@dataclass
class Tally:
    views: int = 0
    acts: int = 0
    stale_sent: int = 0
    illegal_sent: int = 0
    chats: int = 0
    drops: int = 0
    rejoins: int = 0
    reconnects: int = 0
    rounds_verified: int = 0
    rounds_failed: list[str] = field(default_factory=list)
    errors: dict[str, int] = field(default_factory=dict)
    matches_started: int = 0


class SoakClient:
    """One seat's player: a basic bot behind a real client, misbehaving at random."""

    def __init__(self, table: int, port: int, name: str, rng: random.Random, tally: Tally):
        self.table, self.port, self.name, self.rng, self.tally = table, port, name, rng, tally
        self.token: str | None = None
        self.client: Client | None = None
        self.bot = make_bot("basic", rng.randrange(1 << 30))
        self.commitment: str | None = None
        #: (commitment, state_id, seat) -> digest of every view received
        self.seen: dict[tuple[str, int, int], str] = {}
        self.last: tuple[str, int, int, str] | None = None

    async def connect(self, stop: asyncio.Event) -> None:
        while not stop.is_set():
            try:
                self.client = await Client.connect_tcp(
                    "127.0.0.1", self.port, self.name, token=self.token,
                    backoff=(0.2, 0.5, 1.0, 1.0), join_timeout=5.0)
                self.token = self.client.token
                return
            except JoinError as exc:
                self.tally.errors[f"join:{exc.code}"] = self.tally.errors.get(
                    f"join:{exc.code}", 0) + 1
                if exc.code == "table_full":
                    self.token = None
            except (OSError, TimeoutError):
                pass
            await asyncio.sleep(0.3)

    async def run(self, stop: asyncio.Event, chaos: asyncio.Event) -> None:
        await self.connect(stop)
        while not stop.is_set():
            client = self.client
            assert client is not None
            try:
                msg = await client.recv(timeout=0.5)
            except TimeoutError:
                msg = None
            if msg is not None:
                await self.handle(client, msg)
                if msg.get("t") == "_connection" and msg.get("state") == "closed":
                    await self.connect(stop)
                    continue
            if chaos.is_set() and self.rng.random() < 0.004:
                await self.misbehave(client, stop)

    async def misbehave(self, client: Client, stop: asyncio.Event) -> None:
        if self.rng.random() < 0.6:  # the network drops: the client reconnects by itself
            writer = getattr(client, "_writer", None)
            transport = getattr(writer, "transport", None)
            if transport is not None:
                transport.abort()
                self.tally.drops += 1
        else:  # the program restarts and comes back with its token
            await client.close()
            self.tally.rejoins += 1
            await self.connect(stop)

    async def handle(self, client: Client, msg: dict[str, Any]) -> None:
        t = msg.get("t")
        if t == "round_start":
            self.commitment = str(msg["commitment"])
        elif t == "view":
            v = msg["view"]
            self.tally.views += 1
            if self.commitment is not None and v.get("seat") is not None:
                key = (self.commitment, int(v["state_id"]), int(v["seat"]))
                self.seen[key] = digest(v)
                self.last = (*key, self.seen[key])
            await self.play(client, v)
        elif t == "round_end":
            if msg.get("verified"):
                self.tally.rounds_verified += 1
            else:
                self.tally.rounds_failed.append(str(msg.get("verify_reason")))
        elif t == "lobby":
            if (msg.get("phase") == "lobby" and msg.get("owner")
                    and all(s["kind"] != "empty" for s in msg["seats"])):
                await client.start()
                self.tally.matches_started += 1
        elif t == "error":
            code = str(msg.get("code"))
            self.tally.errors[code] = self.tally.errors.get(code, 0) + 1
        elif t == "_connection" and msg.get("state") == "restored":
            self.tally.reconnects += 1

    async def play(self, client: Client, v: dict[str, Any]) -> None:
        if not v.get("legal") or v["phase"] in ("round_over", "match_over"):
            return
        roll = self.rng.random()
        if roll < 0.03:
            await client.act({"type": "draw"}, state_id=max(0, v["state_id"] - 1))
            self.tally.stale_sent += 1
            return
        if roll < 0.06:
            held = set(v.get("hand") or [])
            missing = next(c for c in ("R0", "Y0", "G0", "B0", "R9", "Y9") if c not in held)
            await client.act({"type": "play", "card": missing}, state_id=v["state_id"])
            self.tally.illegal_sent += 1
            return
        if roll < 0.08:
            await client.chat(f"{self.name}: still here")
            self.tally.chats += 1
        choice = self.bot.act(v)
        if choice is not None:
            await client.act(choice, state_id=v["state_id"])
            self.tally.acts += 1


# ------------------------------------------------------------------------------- the checks
def replay_journal(path: Path) -> tuple[dict[tuple[str, int, int], str], tuple[str, int] | None]:
    """Every (commitment, state_id, seat) -> view digest a client could have been sent, and the
    final (commitment, state_id)."""
    from core.game import GameState

    out: dict[tuple[str, int, int], str] = {}
    final: tuple[str, int] | None = None
    if not path.exists():
        return out, final
    state: GameState | None = None
    secret = b""

    def record() -> None:
        nonlocal final
        assert state is not None
        c = honesty.commitment(honesty.round_seed(secret, max(1, state.round_no)))
        for seat in range(state.players):
            out[(c, state.state_id, seat)] = digest(view(state, seat))
        final = (c, state.state_id)

    for line in path.read_text().splitlines():
        try:
            rec = json.loads(line)
        except json.JSONDecodeError:
            continue  # a torn last line of a killed host
        if rec.get("k") == "match":
            secret = bytes.fromhex(rec["secret"])
            state = honesty.start_match(Rules.from_dict(rec["rules"]), len(rec["seats"]), secret)
            record()
        elif rec.get("k") == "act" and state is not None:
            action = action_from_wire(rec["a"])
            if isinstance(action, NextRound):
                state = honesty.reseed_for_next_round(state, secret)
            honesty.apply_logged(state, rec["seat"], action)
            record()
    return out, final


def rss_kib(pid: int) -> int:
    try:
        for line in Path(f"/proc/{pid}/status").read_text().splitlines():
            if line.startswith("VmRSS:"):
                return int(line.split()[1])
    except OSError:
        pass
    return 0


# ------------------------------------------------------------------------------- the driver
class HostProcess:
    def __init__(self, folder: Path, ports: list[int]) -> None:
        self.folder, self.ports = folder, ports
        self.proc: asyncio.subprocess.Process | None = None
        self.started = 0

    async def start(self) -> None:
        self.proc = await asyncio.create_subprocess_exec(
            sys.executable, __file__, "--serve", str(self.folder),
            "--ports", ",".join(map(str, self.ports)),
            stdout=asyncio.subprocess.PIPE, stderr=asyncio.subprocess.DEVNULL, cwd=ROOT)
        assert self.proc.stdout is not None
        line = await asyncio.wait_for(self.proc.stdout.readline(), 60)
        if line.strip() != b"ready":
            raise RuntimeError("the soak host did not start")
        self.started += 1

    def rss(self) -> int:
        return rss_kib(self.proc.pid) if self.proc is not None else 0

    async def kill(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGKILL)
        await self.proc.wait()

    async def terminate(self) -> None:
        assert self.proc is not None
        self.proc.send_signal(signal.SIGTERM)
        try:
            await asyncio.wait_for(self.proc.wait(), 30)
        except TimeoutError:
            self.proc.kill()
            await self.proc.wait()


async def hostile(ports: list[int], rng: random.Random, stop: asyncio.Event,
                  counts: dict[str, int]) -> None:
    """One bad connection at a time: it must be closed with a fatal error (or just closed)."""
    frames = [
        struct.pack(">I", 10) + b"\xc1" * 10,                      # not msgpack
        struct.pack(">I", 10_000_000),                             # oversized length
        encode({"t": "act", "state_id": 1, "action": {"type": "draw"}}),  # act before hello
        encode({"t": "hello", "proto": PROTOCOL_VERSION, "app": "x", "name": "x", "evil": 1}),
    ]
    while not stop.is_set():
        await asyncio.sleep(rng.uniform(2, 6))
        try:
            reader, writer = await asyncio.wait_for(
                asyncio.open_connection("127.0.0.1", rng.choice(ports)), 5)
        except (OSError, TimeoutError):
            continue
        try:
            writer.write(rng.choice(frames))
            await writer.drain()
            data = await asyncio.wait_for(reader.read(), 10)
            key = "closed_with_fatal_error" if b"fatal" in data and b"\xc3" in data else \
                "closed"
            counts[key] = counts.get(key, 0) + 1
        except (OSError, TimeoutError):
            counts["host_gone_meanwhile"] = counts.get("host_gone_meanwhile", 0) + 1
        finally:
            writer.close()


async def drive(args: argparse.Namespace) -> dict[str, Any]:
    rng = random.Random(args.seed)
    folder = Path(tempfile.mkdtemp(prefix="unotui-soak-"))
    ports = []
    for _ in range(args.tables):
        with socket.socket() as s:
            s.bind(("127.0.0.1", 0))
            ports.append(s.getsockname()[1])
    host = HostProcess(folder, ports)
    await host.start()
    tally = Tally()
    clients = [SoakClient(t, ports[t], f"P{t}-{h}", random.Random(rng.random()), tally)
               for t in range(args.tables) for h in range(HUMANS)]
    stop, chaos = asyncio.Event(), asyncio.Event()
    chaos.set()
    hostile_counts: dict[str, int] = {}
    tasks = [asyncio.create_task(c.run(stop, chaos)) for c in clients]
    tasks.append(asyncio.create_task(hostile(ports, rng, chaos_stop := asyncio.Event(),
                                             hostile_counts)))
    loop = asyncio.get_running_loop()
    began = loop.time()
    end = began + args.minutes * 60
    calm = began + args.minutes * 60 * 0.8  # no kills after this
    kills: list[dict[str, float]] = []
    calm_rss: list[int] = []
    driver_rss: list[int] = []
    incarnation = loop.time()
    while loop.time() < end:
        now = loop.time()
        if now < calm:
            wait = rng.uniform(args.kill_min, args.kill_max)
            await asyncio.sleep(min(wait, max(0.0, calm - now)))
            if loop.time() >= calm:
                continue
            kills.append({"uptime_s": round(loop.time() - incarnation, 1),
                          "rss_kib": host.rss()})
            driver_rss.append(rss_kib(os.getpid()))
            await host.kill()
            await host.start()
            incarnation = loop.time()
        else:
            await asyncio.sleep(min(10.0, max(0.0, end - now)))
            calm_rss.append(host.rss())
            driver_rss.append(rss_kib(os.getpid()))
    # wind down: no more chaos, let everyone reconnect and the tables settle, then a clean stop
    chaos.clear()
    chaos_stop.set()
    await asyncio.sleep(5)
    connected = [c for c in clients if c.client is not None and c.client.connected]
    await host.terminate()
    await asyncio.sleep(2)  # the last frames and the shutdown errors arrive
    stop.set()
    await asyncio.gather(*tasks, return_exceptions=True)
    for c in clients:
        if c.client is not None:
            await c.client.close()
    # checks
    lost, mismatched, total_seen = 0, 0, 0
    finals: dict[int, tuple[str, int] | None] = {}
    for t in range(args.tables):
        replayed, finals[t] = replay_journal(folder / f"table{t}.jsonl")
        for c in clients:
            if c.table != t:
                continue
            for key, d in c.seen.items():
                total_seen += 1
                if key not in replayed:
                    lost += 1
                elif replayed[key] != d:
                    mismatched += 1
    inconsistent = [c.name for c in connected
                    if c.last is None or finals[c.table] is None
                    or (c.last[0], c.last[1]) != finals[c.table]]
    kill_rss = [k["rss_kib"] for k in kills if k["rss_kib"]]
    third = max(1, len(kill_rss) // 3)
    report = {
        "minutes": args.minutes, "tables": args.tables, "clients": len(clients),
        "host_starts": host.started, "kills": len(kills),
        "views_received": tally.views, "distinct_views_checked": total_seen,
        "views_lost": lost, "views_mismatched": mismatched,
        "rounds_verified": tally.rounds_verified, "rounds_failed": len(tally.rounds_failed),
        "rounds_failed_reasons": sorted(set(tally.rounds_failed))[:5],
        "clients_connected_at_end": len(connected), "clients_inconsistent": inconsistent,
        "acts": tally.acts, "stale_sent": tally.stale_sent, "illegal_sent": tally.illegal_sent,
        "chats": tally.chats, "drops": tally.drops, "rejoins": tally.rejoins,
        "reconnects_restored": tally.reconnects, "matches_started": tally.matches_started,
        "errors_received": dict(sorted(tally.errors.items())), "hostile": hostile_counts,
        "host_rss_mib_at_kills_first_third": round(statistics.median(kill_rss[:third]) / 1024, 1)
        if kill_rss else None,
        "host_rss_mib_at_kills_last_third": round(statistics.median(kill_rss[-third:]) / 1024, 1)
        if kill_rss else None,
        "host_rss_mib_calm": [round(r / 1024, 1) for r in calm_rss],
        "driver_rss_mib_first_last": [round(driver_rss[0] / 1024, 1),
                                      round(driver_rss[-1] / 1024, 1)] if driver_rss else None,
        "journal_kib": sum((folder / f"table{t}.jsonl").stat().st_size
                           for t in range(args.tables)
                           if (folder / f"table{t}.jsonl").exists()) // 1024,
        "load_average": os.getloadavg()[0],
    }
    calm_ok = not calm_rss or max(calm_rss) <= 1.25 * min(calm_rss)
    kills_ok = not kill_rss or report["host_rss_mib_at_kills_last_third"] <= \
        1.25 * report["host_rss_mib_at_kills_first_third"]
    report["memory_flat"] = calm_ok and kills_ok
    report["ok"] = (lost == 0 and mismatched == 0 and not tally.rounds_failed
                    and not inconsistent and report["memory_flat"]
                    and tally.rounds_verified > 0)
    shutil.rmtree(folder, ignore_errors=True)
    return report


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--minutes", type=float, default=10.0)
    parser.add_argument("--tables", type=int, default=3)
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument("--kill-min", type=float, default=8.0)
    parser.add_argument("--kill-max", type=float, default=30.0)
    parser.add_argument("--json", action="store_true")
    parser.add_argument("--serve", default=None, help=argparse.SUPPRESS)
    parser.add_argument("--ports", default="", help=argparse.SUPPRESS)
    args = parser.parse_args()
    if args.serve:
        asyncio.run(serve(Path(args.serve), [int(p) for p in args.ports.split(",")]))
        return 0
    if not 0 < args.minutes <= 60 or not 1 <= args.tables <= 10:
        parser.error("--minutes must be in (0, 60] and --tables in 1..10")
    report = asyncio.run(drive(args))
    if args.json:
        print(json.dumps(report))
    else:
        for key, value in report.items():
            print(f"{key:36} {value}")
    return 0 if report["ok"] else 1


if __name__ == "__main__":
    sys.exit(main())
