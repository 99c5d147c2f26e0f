"""The client against a broken or hostile host: it never hangs silently and never crashes."""

from __future__ import annotations

import asyncio
import struct
from typing import Any

from net_testkit import WAIT

from net.client import Client
from net.protocol import decode, encode, read_frame


async def test_a_garbage_frame_from_the_host_counts_as_a_lost_connection_and_it_reconnects() -> None:
    hellos: list[dict[str, object]] = []

    async def fake_host(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        hello = decode(await read_frame(reader))
        hellos.append(hello)
        writer.write(encode({"t": "welcome", "seat": 0, "token": "ab" * 16, "name": "Ann",
                             "owner": True}))
        if len(hellos) == 1:
            writer.write(encode({"t": "round_start", "round": "x", "state_id": "y"}))  # wrong types
            writer.write(struct.pack(">I", 3) + b"\xc1\xc1\xc1")  # not msgpack
        else:
            writer.write(encode({"t": "lobby", "you": 0, "owner": True, "seats": []}))
        await writer.drain()
        await asyncio.sleep(0.5)
        writer.close()

    server = await asyncio.start_server(fake_host, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        c = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.01,))
        states = []
        while "restored" not in states:
            msg = await c.recv("_connection", timeout=WAIT)
            states.append(msg["state"])
        assert states[0] == "lost"
        assert hellos[1].get("token") == "ab" * 16, "it came back with its token"
        lobby = await c.recv("lobby", timeout=WAIT)
        assert lobby["you"] == 0
        await c.close()
    finally:
        server.close()


def test_the_seats_whose_players_left_come_from_the_lobby_or_from_the_notices() -> None:
    """The lobby of a running match marks the seats bots finish for players who left
    (``stand_in``); a host of an earlier version marks none, and then the takeover notices
    alone say it (found in review: every such lobby emptied the set)."""
    async def nowhere() -> Any:
        raise OSError("not used")

    c = Client(nowhere, "Zoe")
    seat = {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "normal"}
    c._track({"t": "notice", "kind": "takeover", "seat": 1, "name": "Bo", "why": "left"})
    c._track({"t": "lobby", "phase": "playing", "seats": [{}, seat]})  # (an earlier host)
    assert c.left_seats == {1}
    c._track({"t": "lobby", "phase": "playing",
              "seats": [{**seat, "stand_in": False}, {**seat, "stand_in": True}]})
    assert c.left_seats == {1}
    c._track({"t": "lobby", "phase": "playing",  # a new match: nobody has left it
              "seats": [{**seat, "stand_in": False}, {**seat, "stand_in": False}]})
    assert c.left_seats == set()
    # a player who left takes the seat back (a ``back`` notice): not "Bo's bot" any more, also
    # with a host that marks no stand_in seats
    c._track({"t": "notice", "kind": "takeover", "seat": 1, "name": "Bo", "why": "left"})
    assert c.left_seats == {1}
    c._track({"t": "notice", "kind": "back", "seat": 1, "name": "Bo", "why": "left"})
    assert c.left_seats == set()
