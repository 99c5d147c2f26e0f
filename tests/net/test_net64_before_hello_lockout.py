"""net64 #6: at most 512 connections wait for their ``hello`` at once, from every address
together (64 per address, PROTOCOL.md §6 Connections); one more is closed at once with a fatal
``rate_limited``, before a byte it sends is read. A client with a handful of addresses (loopback:
127.0.0.2 … ; on a LAN, free IPv4 addresses of its subnet) that opens 64 from each and says
nothing keeps all 512 taken for the hello timeout, again and again: then nobody gets in —
also a seated player whose connection dropped and who comes back with their token, refused
until their reconnect window runs out and a bot plays their seat (and, in the lobby, their seat
is freed). What should hold: a full waiting room makes room — the oldest waiting connection of
the address that has the most waiting is closed, as watchers are evicted (harden40 #3) — rather
than refuse whoever comes next. Shown here with the cap made 40 (the test stays within 200
connections). Real TCP on loopback."""

from __future__ import annotations

import asyncio

import pytest
from net_testkit import loopback_apart, raw_recv, raw_send, start_host

import net.host


async def test_a_full_waiting_room_does_not_keep_a_returning_player_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(net.host, "MAX_ALL_BEFORE_HELLO", 40)
    loopback_apart(monkeypatch)  # (the attacker's two addresses are other machines)
    host, port = await start_host(seats=2, hello_timeout=10.0)
    silent: list[asyncio.StreamWriter] = []
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann"})
        token = (await raw_recv(reader, "welcome"))["token"]
        writer.close()  # Ann's connection drops; her seat waits for her
        for i in range(40):  # the attacker's silent connections, from two other addresses
            _r, w = await asyncio.open_connection("127.0.0.1", port,
                                                  local_addr=(f"127.0.0.{2 + i % 2}", 0))
            silent.append(w)
        await asyncio.sleep(0.3)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann",
                                "token": token})
        answer = await raw_recv(reader)
        assert answer["t"] == "welcome", (
            f"Ann, back with her token, was answered {answer.get('code')!r}: 40 silent "
            "connections from two other addresses kept the waiting room full")
        writer.close()
    finally:
        for w in silent:
            w.close()
        await host.close()
