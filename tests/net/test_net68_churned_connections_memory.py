"""net68 #1: every connection that joins during a match is sent the match so far (``history``,
up to ``HISTORY_BYTES`` = 4 MiB), and one the host then closes — a watcher ``evicted`` by the
next one at the spectator cap, a seat's connection ``replaced`` by a ``hello`` with its token —
keeps what it was not sent for ``CLOSE_GRACE`` (5 s) before it is cut off. On Python 3.11
asyncio's transport copies every frame written into its own buffer, so each such connection
that does not read holds its own copy of the history in the host's memory: one client that
opens watchers (or replays its token) as fast as its address's limits let it (120 ``hello`` a
second) and never reads makes the host hold ~600 histories at once — 2.4 GB at a 4 MiB
history. The send queue is bounded in frames (512), not in bytes, and nothing bounds the bytes
held for connections being closed.

Measured on loopback (a 4-seat table at round 153, history 520 KB,
the host's sockets given a 16 KB send buffer as on a link slower than loopback): 300 watchers
at 60 a second, none reading, took the host from 83 MB to 225 MB (transport buffers 146 MB),
back to 84 MB only once they had all been cut off. On loopback with the kernel's own buffers
(megabytes per socket) the same bytes are held by the kernel instead.

What should hold: the bytes the host holds for one address's connections that do not read
stay within a bound that does not grow with how many it opens and has closed — here, a few
times what the watchers the cap lets stay would hold. Real TCP on loopback; the host's send
buffers are made small (4 KB) so that what a peer does not read stays in the host's process,
as it does on a real network."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct
from typing import Any

import pytest
from net_testkit import (
    hello,
    raw_closed,
    raw_joined,
    raw_recv,
    raw_send,
    start_host,
    tracked_conns,
    until,
)

import net.host
from core.rules import Rules
from net.host import Host
from net.protocol import decode, encode

#: history of the match so far at least this long before the churn begins
HISTORY = 150_000
WATCHERS = 40  # connections opened, each a watcher that never reads
CAP = 4  # the table's spectator cap


def _small_send_buffers(monkeypatch: pytest.MonkeyPatch) -> list[net.host.Conn]:
    """Give every accepted socket a 4 KB send buffer, and record every connection."""
    conns = tracked_conns(monkeypatch)
    on_tcp = Host._on_tcp

    async def small(self: Host, reader: asyncio.StreamReader,
                    writer: asyncio.StreamWriter) -> None:
        writer.get_extra_info("socket").setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        await on_tcp(self, reader, writer)

    monkeypatch.setattr(Host, "_on_tcp", small)
    return conns


def _held(conns: list[net.host.Conn]) -> int:
    """Bytes the host holds, not yet sent, for every connection still open."""
    total = 0
    for c in conns:
        if c.task.done():
            continue
        transport = getattr(c.writer, "transport", None)
        if transport is not None and not transport.is_closing():
            total += transport.get_write_buffer_size()
        total += sum(len(f) for f in c._out)
    return total


async def _long_match(host: Host, port: int) -> tuple[asyncio.StreamReader,
                                                       asyncio.StreamWriter, str, int]:
    """A match of an owner and three bots played on until its history is ``HISTORY`` bytes,
    then held still: the owner's connection (it reads nothing meanwhile: its seat is its
    token's), its token and the history's length."""
    reader, writer = await raw_joined(port, "Own")
    for _ in range(3):
        await raw_send(writer, {"t": "add_bot", "kind": "easy"})
    await raw_send(writer, {"t": "start"})
    await raw_recv(reader, "view")
    token = host.table.owner
    assert token is not None
    await raw_send(writer, {"t": "leave"})  # (a stand-in plays the seat: the bots run alone)
    table = host.table
    await until(lambda: table.state is not None and table.phase == "playing"
                and sum(map(len, table.match_so_far(None))) >= HISTORY, "a long history")
    table.hold_bots()
    writer.close()
    return reader, writer, token, sum(map(len, table.match_so_far(None)))


def _never_reading(port: int) -> socket.socket:
    sock = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    sock.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    sock.setblocking(False)
    return sock


async def _open(port: int, msg: dict[str, Any]) -> socket.socket:
    loop = asyncio.get_running_loop()
    sock = _never_reading(port)
    await loop.sock_connect(sock, ("127.0.0.1", port))
    await loop.sock_sendall(sock, encode(msg))
    return sock


async def _peak(conns: list[net.host.Conn], seconds: float) -> int:
    peak = 0
    for _ in range(int(seconds / 0.05)):
        peak = max(peak, _held(conns))
        await asyncio.sleep(0.05)
    return peak


async def test_watchers_evicted_at_the_cap_do_not_each_keep_a_copy_of_the_history(
        monkeypatch: pytest.MonkeyPatch) -> None:
    conns = _small_send_buffers(monkeypatch)
    host, port = await start_host(seats=4, rules=Rules(target_score=10000), max_spectators=CAP)
    socks: list[socket.socket] = []
    try:
        _r, _w, _token, history = await _long_match(host, port)
        for i in range(WATCHERS):  # (each one past the cap evicts the longest idle: its own)
            socks.append(await _open(port, hello(f"W{i}", spectate=True)))
        await until(lambda: sum(1 for c in conns if c.member is not None
                                or c.closing) >= WATCHERS, "every watcher welcomed")
        peak = await _peak(conns, 1.0)
        bound = 3 * (CAP + 1) * history
        assert peak <= bound, (
            f"{WATCHERS} watchers that never read, {CAP} at most at the table, made the host "
            f"hold {peak:,} bytes unsent ({peak / history:.0f} copies of the {history:,}-byte "
            f"history); at most {bound:,} expected")
    finally:
        for s in socks:
            s.close()
        await host.close()


async def test_a_token_replayed_on_new_connections_does_not_pile_up_copies_of_the_history(
        monkeypatch: pytest.MonkeyPatch) -> None:
    conns = _small_send_buffers(monkeypatch)
    host, port = await start_host(seats=4, rules=Rules(target_score=10000))
    socks: list[socket.socket] = []
    try:
        _r, _w, token, history = await _long_match(host, port)
        # (the first hello takes the seat back from its stand-in; each later one replaces the
        # connection before it, which the host closes: none of them reads)
        for _ in range(WATCHERS):
            socks.append(await _open(port, hello("Own", token=token)))
            await asyncio.sleep(0.01)
        await until(lambda: sum(1 for c in conns if c.member is not None
                                or c.closing) >= WATCHERS, "every hello handled")
        peak = await _peak(conns, 1.0)
        bound = 3 * 2 * history
        assert peak <= bound, (
            f"{WATCHERS} hellos with one seat's token, none of them reading, made the host "
            f"hold {peak:,} bytes unsent ({peak / history:.0f} copies of the {history:,}-byte "
            f"history) for connections it had replaced; at most {bound:,} expected")
    finally:
        for s in socks:
            s.close()
        await host.close()



async def _read_to_the_end(sock: socket.socket) -> tuple[list[dict[str, Any]], bool]:
    """Every frame ``sock`` is sent until its end of stream, and whether that end came (not a
    reset)."""
    loop = asyncio.get_running_loop()
    data = b""
    ended = False
    with contextlib.suppress(ConnectionError):
        while chunk := await asyncio.wait_for(loop.sock_recv(sock, 65536), 8.0):
            data += chunk
        ended = True
    frames: list[dict[str, Any]] = []
    while len(data) >= 4:
        (n,) = struct.unpack(">I", data[:4])
        if len(data) < 4 + n:
            break
        frames.append(decode(data[4:4 + n]))
        data = data[4 + n:]
    return frames, ended


async def test_an_ssh_doors_visitors_evicted_together_keep_their_grace(
        monkeypatch: pytest.MonkeyPatch) -> None:
    # (every visitor of a door comes from the table's loopback: a few of them evicted at once,
    # whose apps are slow to read the match so far, are not cut off as one churning address)
    _small_send_buffers(monkeypatch)
    host, port = await start_host(seats=4, rules=Rules(target_score=10000), max_spectators=CAP,
                                  ssh_port=20522)
    socks: list[socket.socket] = []
    try:
        await _long_match(host, port)
        for i in range(CAP + 6):
            socks.append(await _open(port, hello(f"V{i}", spectate=True)))
            await asyncio.sleep(0.02)
        evicted = socks[:6]
        for sock in evicted:
            frames, ended = await _read_to_the_end(sock)
            assert ended and frames and frames[-1].get("code") == "evicted", (
                f"a door's visitor evicted with 5 others was cut off: "
                f"{[f['t'] for f in frames[-3:]]}, {'ended' if ended else 'reset'}")
    finally:
        for s in socks:
            s.close()
        await host.close()


async def test_everyone_from_one_address_is_told_that_the_table_closes() -> None:
    # (the table closing closes every connection at once: each is given its grace)
    host, port = await start_host(seats=4, max_spectators=10)
    readers = []
    try:
        for i in range(8):  # (their welcome and lobby left unread: they read after the close)
            r, w = await raw_joined(port, f"P{i}", spectate=i >= 4)
            readers.append((r, w))
    finally:
        await host.close()
    for r, w in readers:
        frames = await raw_closed(r)
        assert frames and frames[-1]["t"] == "error" and frames[-1]["code"] == "shutdown", \
            [f["t"] for f in frames]
        w.close()
