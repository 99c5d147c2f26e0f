"""net64 #1: a seated player's ``hello`` with their token (a reconnect, or a second connection
that replaces the first) builds the whole match so far again for that seat — each round played
through ``visible_log`` and encoded — on the table's one loop. net58 #1 made the watchers' history
once-built, not a seat's. At round 148 of a long match that is ~15-35 ms of CPU and ~700 KB a
hello; a hello costs only the *address's* message bucket (120 a second), not the member's, so one
client holding a token (an ordinary seated player) replayed its hello as fast as that allows and a
separate host process answered an honest player's ping in 0.5 s (p50) / 1.4 s (p90) for as long
as it went on (/work/scratch/net64/exp/ext.py). The rounds a seat has played no longer change for
it: built once per seat too (or a hello with a known token charged to the member's buckets, as
its other messages are). Real TCP on loopback."""

from __future__ import annotations

import asyncio
import copy
import struct
from typing import Any

import pytest
from net_testkit import raw_recv, raw_send, start_host

import net.host
from net.protocol import decode, encode


async def _hello(port: int, name: str, token: str | None = None) -> tuple[str, int]:
    """Say hello (with ``token``), read up to the view; the token and how many history frames."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    msg: dict[str, Any] = {"t": "hello", "proto": 3, "app": "test", "name": name}
    if token is not None:
        msg["token"] = token
    writer.write(encode(msg))
    await writer.drain()
    got, histories = "", 0
    while True:
        header = await asyncio.wait_for(reader.readexactly(4), 20)
        (length,) = struct.unpack(">I", header)
        body = decode(await reader.readexactly(length))
        if body["t"] == "welcome":
            got = body["token"]
        if body["t"] == "history":
            histories += 1
        if body["t"] == "view":
            writer.close()
            return got, histories


async def test_a_seats_history_of_rounds_played_is_made_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    host, port = await start_host(seats=2)
    made: list[int | None] = []
    plain = net.host.visible_log

    def counted(log: Any, seat: int | None) -> Any:
        made.append(seat)
        return plain(log, seat)

    monkeypatch.setattr(net.host, "visible_log", counted)
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "test", "name": "Ann"})
        await raw_recv(reader, "welcome")
        await raw_recv(reader, "lobby")
        await raw_send(writer, {"t": "add_bot"})
        await raw_send(writer, {"t": "start"})
        await raw_recv(reader, "view")
        table = host.table
        assert table.state is not None
        table.hold_bots()
        token = next(iter(table.members))
        table.past_logs = [copy.deepcopy(table.state.log) for _ in range(40)]
        _, first = await _hello(port, "Ann", token)
        assert first == 41  # (40 rounds played, and the one under way)
        made.clear()
        for _ in range(3):  # (the same seat's token again: a reconnect storm)
            await _hello(port, "Ann", token)
        assert len(made) <= 3, (
            f"3 hellos with a seat's token built {len(made)} rounds' logs for it: the 40 "
            "rounds it played no longer change, only the round under way does")
    finally:
        await host.close()


async def test_a_hello_with_a_seats_token_costs_the_members_messages_too() -> None:
    """The member's buckets are kept across reconnects (PROTOCOL.md §6 Limits: "the same
    buckets after a reconnect"); its hellos spent none of them, so a token replayed 200 times
    within the address's limit was welcomed 200 times."""
    host, port = await start_host(seats=2, msg_burst=60, msg_rate=0.001, addr_share=4)
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann"})
        token = (await raw_recv(reader, "welcome"))["token"]
        welcomed = 0
        for _ in range(200):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(encode({"t": "hello", "proto": 3, "app": "t", "name": "Ann",
                                 "token": token}))
            await writer.drain()
            header = await asyncio.wait_for(reader.readexactly(4), 20)
            (length,) = struct.unpack(">I", header)
            if decode(await reader.readexactly(length))["t"] == "welcome":
                welcomed += 1
            writer.close()
        assert welcomed <= 61, (
            f"{welcomed} hellos with one member's token welcomed, its bucket holding 60")
    finally:
        await host.close()
