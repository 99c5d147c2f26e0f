"""A client that stops reading cannot keep its connection, or its seat, for ever: a connection
the host closes (here for silence) is cut off once it has had ``CLOSE_GRACE`` seconds to take
its last frame. Before, the host's writer waited in drain() for good, its reader for a frame,
and a seated one held the match up with no end (harden40 #1). Real TCP on loopback; the socket
buffers on both sides are made small so that a few hundred chat lines fill them."""

from __future__ import annotations

import asyncio
import socket

import pytest
from net_testkit import hello, start_host, until

import net.host
from net.client import Client
from net.protocol import encode


async def test_a_seated_client_that_never_reads_is_cut_off_after_being_closed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(net.host, "CLOSE_GRACE", 0.5)
    host, port = await start_host(seats=3, heartbeat=0.2, idle_timeout=1.5, chat_burst=10_000,
                                  chat_rate=10_000.0, send_queue=100_000)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    raw = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
    raw.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
    raw.setblocking(False)
    try:
        await asyncio.get_running_loop().sock_connect(raw, ("127.0.0.1", port))
        await asyncio.get_running_loop().sock_sendall(raw, encode(hello("Zed")))
        table = host.table
        await until(lambda: any(s.member is not None and s.member.name == "Zed"
                                and s.member.conn is not None for s in table.seats), "Zed seated")
        zed = next(s.member for s in table.seats if s.member is not None and s.member.name == "Zed")
        assert zed.conn is not None
        sock = zed.conn.writer.transport.get_extra_info("socket")  # type: ignore[attr-defined]
        sock.setsockopt(socket.SOL_SOCKET, socket.SO_SNDBUF, 4096)
        for i in range(400):  # (Zed reads none of it: the host's writer to Zed stalls)
            await ann.chat(f"line {i} " + "x" * 150)
        # Zed sends nothing and reads nothing: closed as idle, then cut off after the grace
        await until(lambda: zed.conn is None, "Zed's connection gone, the seat waiting")
        assert any(s.member is zed for s in table.seats)  # (a drop: the seat waits for Zed)
    finally:
        raw.close()
        await ann.close()
        await host.close()
