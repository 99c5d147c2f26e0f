"""Helpers for the network tests: fast table configs, raw frame I/O, bot-driven clients, and a
checker that every view a client received is exactly that seat's view of the journaled state."""

from __future__ import annotations

import asyncio
import json
import os
import struct
from collections.abc import Callable
from pathlib import Path
from typing import Any

from core.actions import NextRound, action_from_wire
from core.bots import make_bot
from core.game import GameState
from core.rules import Rules
from core.view import view
from net.client import Client
from net.honesty import apply_logged, reseed_for_next_round, start_match
from net.host import Conn, Host, TableConfig
from net.protocol import PROTOCOL_VERSION, decode, encode, read_frame

WAIT = 20.0  # generous upper bound for any single wait; never a timing assertion


def fast_config(**kw: Any) -> TableConfig:
    """A table with every delay at zero or tiny, reproducible."""
    base = TableConfig(name="Test table", seats=4, rules=Rules(target_score=50), seed="t",
                       bot_delay=0.0, round_pause=0.0, hello_timeout=0.3, heartbeat=30.0,
                       idle_timeout=60.0, reconnect_window=30.0, uno_grace=0.0, jump_in_grace=0.0,
                       msg_burst=10_000, msg_rate=10_000.0)
    return base.replace(**kw)


async def start_host(**kw: Any) -> tuple[Host, int]:
    host = Host(fast_config(**kw))
    _, port = await host.start_server("127.0.0.1", 0)
    return host, port


def fill_disk(journal: Any) -> None:
    """Every later write of the open :class:`net.journal.Journal` ``journal`` fails, as on a
    full disk (ENOSPC): its file is now ``/dev/full``."""
    assert journal._fd is not None
    full = os.open("/dev/full", os.O_WRONLY)
    os.dup2(full, journal._fd)
    os.close(full)


def write_match(path: Path) -> None:
    """A journal at ``path`` holding one match of two basic bots just begun (its ``match``
    line alone), written as a table writes it."""
    from net import honesty
    from net.journal import Journal

    journal = Journal(path)
    journal.match({"table": "T", "rules": Rules().to_dict(),
                   "secret": honesty.secret_from_seed("r").hex(), "owner": None,
                   "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                             for i in range(2)]})
    journal.close()


async def raw_connect(port: int) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    return await asyncio.open_connection("127.0.0.1", port)


async def raw_hello(port: int, name: str = "Raw", **extra: Any
                    ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, dict[str, Any]]:
    """A raw connection that said ``hello`` as ``name`` (with ``extra`` fields), and its
    ``welcome``; what follows it (the ``lobby``…) is left unread."""
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello(name, **extra))
    return reader, writer, await raw_recv(reader, "welcome")


async def raw_joined(port: int, name: str = "Raw", **extra: Any
                     ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """:func:`raw_hello`'s connection, without its ``welcome``."""
    reader, writer, _welcome = await raw_hello(port, name, **extra)
    return reader, writer


async def raw_seated(port: int, name: str = "Raw", **extra: Any
                     ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    """A raw connection that said ``hello`` as ``name`` (with ``extra`` fields) and read its
    ``welcome`` and first ``lobby``: a player (or watcher) at the table, ready for what the
    test sends next."""
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello(name, **extra))
    await raw_recv(reader, "welcome")
    await raw_recv(reader, "lobby")
    return reader, writer


async def owner_with_bots(host: Host, port: int, name: str, bots: int = 2
                          ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, str]:
    """``name`` joins ``host``'s empty table (so owns it), adds ``bots`` bots and starts the
    match; the bots are then held still: the owner's connection (its first ``view`` read) and
    token."""
    reader, writer = await raw_joined(port, name)
    for _ in range(bots):
        await raw_send(writer, {"t": "add_bot"})
    await raw_send(writer, {"t": "start"})
    await raw_recv(reader, "view")
    host.table.hold_bots()
    token = host.table.owner
    assert token is not None
    return reader, writer, token


async def take_a_bots_seat(port: int, name: str
                           ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter, dict[str, Any]]:
    """``name`` joins as a watcher and takes the first seat a bot plays that it may take:
    its connection, and the first ``lobby`` that says it is seated."""
    reader, writer = await raw_joined(port, name, spectate=True)
    lobby = await raw_recv(reader, "lobby")
    await raw_send(writer, {"t": "take_seat", "seat": lobby["takeable"][0]})
    while lobby["you"] is None:
        lobby = await raw_recv(reader, "lobby")
    return reader, writer, lobby


def tracked_conns(monkeypatch: Any) -> list[Conn]:
    """Every connection the host makes from now on (``Conn``), in order, recorded as it is
    made (``monkeypatch``: the test's)."""
    conns: list[Conn] = []
    init = Conn.__init__

    def tracked(self: Conn, *args: Any, **kw: Any) -> None:
        init(self, *args, **kw)
        conns.append(self)

    monkeypatch.setattr(Conn, "__init__", tracked)
    return conns


async def raw_send(writer: asyncio.StreamWriter, msg: dict[str, Any]) -> None:
    writer.write(encode(msg))
    await writer.drain()


async def raw_recv(reader: asyncio.StreamReader, *types: str) -> dict[str, Any]:
    """The next frame (of one of ``types`` if given)."""
    while True:
        msg = decode(await asyncio.wait_for(read_frame(reader), WAIT))
        if not types or msg["t"] in types:
            return msg


async def count_lobbies(reader: asyncio.StreamReader, seconds: float) -> int:
    """How many ``lobby`` frames ``reader`` is sent within ``seconds`` (frames up to 1 MiB)."""
    count = 0
    loop = asyncio.get_running_loop()
    end = loop.time() + seconds
    while (left := end - loop.time()) > 0:
        try:
            frame = await asyncio.wait_for(read_frame(reader, 1 << 20), left)
        except TimeoutError:
            break
        count += decode(frame)["t"] == "lobby"
    return count


async def raw_closed(reader: asyncio.StreamReader) -> list[dict[str, Any]]:
    """Read frames until the host closes the stream; return them."""
    out: list[dict[str, Any]] = []
    while True:
        try:
            header = await asyncio.wait_for(reader.readexactly(4), WAIT)
        except asyncio.IncompleteReadError:
            return out
        (n,) = struct.unpack(">I", header)
        out.append(decode(await reader.readexactly(n)))


def hellos_of(host: Host) -> list[dict[str, Any]]:
    """Every ``hello`` ``host``'s table reads from now on (each still handled as ever), in the
    list returned: what a client sent a table, a token or a password, is seen."""
    hellos: list[dict[str, Any]] = []
    handle = host.table._hello

    def recording(conn: Any, msg: dict[str, Any]) -> None:
        hellos.append(dict(msg))
        handle(conn, msg)

    host.table._hello = recording  # type: ignore[method-assign]
    return hellos


def hello(name: str = "Raw", **extra: Any) -> dict[str, Any]:
    return {"t": "hello", "proto": PROTOCOL_VERSION, "app": "test", "name": name, **extra}


async def until(predicate: Callable[[], Any], what: str = "the expected state") -> None:
    """Wait (bounded) until ``predicate()`` holds; the bound is a hang guard, not a timing
    test."""
    for _ in range(int(WAIT / 0.01)):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError(f"never happened: {what}")


async def until_closed(client: Client) -> list[dict[str, Any]]:
    """Every message ``client`` gets until its ``_connection`` ``closed`` (the last one)."""
    seen: list[dict[str, Any]] = []
    while True:
        msg = await client.recv(timeout=WAIT)
        seen.append(msg)
        if msg["t"] == "_connection" and msg["state"] == "closed":
            return seen


class Player:
    """A client played by a basic bot that records every message it gets."""

    def __init__(self, client: Client, seed: int = 0) -> None:
        self.client = client
        self.bot = make_bot("basic", seed)
        self.seen: list[dict[str, Any]] = []
        self.views: list[dict[str, Any]] = []  # (view dicts, with the seat at receipt)

    async def play_until(self, *stop: str, act: bool = True) -> dict[str, Any]:
        """Handle messages (acting on views) until one of type ``stop`` arrives. Starts by acting
        on the client's latest view, in case it was read before."""
        v = self.client.last_view
        if act and v is not None and v["legal"]:
            choice = self.bot.act(v)
            if choice is not None:
                await self.client.act(choice, state_id=v["state_id"])
        while True:
            msg = await self.client.recv(timeout=WAIT)
            self.seen.append(msg)
            if msg["t"] == "view":
                self.views.append({"seat": self.client.seat, "view": msg["view"]})
                v = msg["view"]
                if act and v["legal"] and v["phase"] not in ("round_over", "match_over"):
                    choice = self.bot.act(v)
                    if choice is not None:
                        await self.client.act(choice, state_id=v["state_id"])
            if msg["t"] in stop:
                return msg


def replay_views(journal: Path, seats: set[int | None]) -> dict[tuple[int, int | None], Any]:
    """Replay the last match of a journal; return view(state, seat) for every state id."""
    lines = [json.loads(x) for x in journal.read_text().splitlines() if x]
    start = max(i for i, r in enumerate(lines) if r["k"] == "match")
    header = lines[start]
    secret = bytes.fromhex(header["secret"])
    state: GameState = start_match(Rules.from_dict(header["rules"]), len(header["seats"]), secret)
    out: dict[tuple[int, int | None], Any] = {}

    def record() -> None:
        for s in seats:
            out[(state.state_id, s)] = view(state, s)

    record()
    for rec in lines[start + 1:]:
        if rec["k"] != "act":
            continue
        action = action_from_wire(rec["a"])
        if isinstance(action, NextRound):
            state = reseed_for_next_round(state, secret)
        apply_logged(state, rec["seat"], action)
        record()
    return out


async def expect_fatal_frames(reader: asyncio.StreamReader) -> dict[str, Any]:
    """The last frame before the host closes the stream, which must be a fatal error."""
    frames = await raw_closed(reader)
    assert frames and frames[-1]["t"] == "error" and frames[-1]["fatal"], frames
    return frames[-1]


def loopback_apart(monkeypatch: Any) -> None:
    """Let 127.0.0.2 and 127.0.0.3 stand for two other machines, for a test of limits per
    address: the host counts every loopback address as one (``net.host.peer_address``, net64
    #3), and a test has no other address to connect from."""
    import net.host

    real = net.host.peer_address
    apart = {"127.0.0.2": "192.0.2.2", "127.0.0.3": "192.0.2.3"}  # (TEST-NET-1: nobody's)

    def peer_address(writer: Any) -> str:
        peer = writer.get_extra_info("peername")
        if isinstance(peer, tuple) and peer and peer[0] in apart:
            return apart[peer[0]]
        return real(writer)

    monkeypatch.setattr(net.host, "peer_address", peer_address)
