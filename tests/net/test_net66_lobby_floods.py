"""net66 #2: a seated player in the lobby makes every connection at the table redraw it as often
as its message limit allows, two ways the lobby floods of net63 (a token's hello again) and
net64 #4 (``ready`` again and again) did not cover:

* moving out of the seat and back (``spectate``, ``sit``), each a ``lobby`` to everyone at once:
  measured on a headless host, one player sent each watcher 29 lobby frames a second, four
  players of one address 117 a second (134 KiB/s to every one of up to 42 connections);
* dropping the connection and joining again with its token (each a ``lobby`` with
  ``connected: false``, then ``true``): 60 drops in 1.4 s, 120 lobby frames to a watcher.

Watchers' comings and goings and readiness are combined into one ``lobby`` a second
(docs/PROTOCOL.md §4 ``lobby``); these changes, as frequent, could be too. Real TCP on loopback,
bounded (30 round trips each)."""

from __future__ import annotations

import asyncio

from net_testkit import (
    count_lobbies,
    hello,
    raw_connect,
    raw_recv,
    raw_seated,
    raw_send,
    start_host,
)

ROUND_TRIPS = 30
#: lobby frames a watcher may be sent meanwhile (one a second combined: a few)
AT_MOST = 10


async def test_moving_out_of_a_seat_and_back_does_not_flood_everyone_with_lobbies() -> None:
    host, port = await start_host(seats=4)
    writers: list[asyncio.StreamWriter] = []
    try:
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        _mr, mw = await raw_seated(port, "Mover")
        writers += [ww, mw]
        await count_lobbies(wr, 0.3)  # (the mover's arrival)
        counting = asyncio.create_task(count_lobbies(wr, 2.5))
        for _ in range(ROUND_TRIPS):
            await raw_send(mw, {"t": "spectate"})
            await raw_send(mw, {"t": "sit", "seat": 1})
        lobbies = await counting
        assert lobbies <= AT_MOST, (
            f"{ROUND_TRIPS} moves out of a seat and back: the watcher was sent {lobbies} lobby "
            "frames")
    finally:
        for writer in writers:
            writer.close()
        await host.close()


async def test_dropping_and_coming_back_does_not_flood_everyone_with_lobbies() -> None:
    host, port = await start_host(seats=4)
    writers: list[asyncio.StreamWriter] = []
    try:
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        writers.append(ww)
        dr, dw = await raw_connect(port)
        await raw_send(dw, hello("Dropper"))
        token = (await raw_recv(dr, "welcome"))["token"]
        await count_lobbies(wr, 0.3)  # (the dropper's arrival)
        counting = asyncio.create_task(count_lobbies(wr, 3.0))
        for _ in range(ROUND_TRIPS):
            dw.transport.abort()
            await asyncio.sleep(0.01)
            dr, dw = await raw_connect(port)
            await raw_send(dw, hello("Dropper", token=token))
            await raw_recv(dr, "welcome")
        writers.append(dw)
        lobbies = await counting
        assert lobbies <= AT_MOST, (
            f"{ROUND_TRIPS} drops and returns with the token: the watcher was sent {lobbies} "
            "lobby frames")
    finally:
        for writer in writers:
            writer.close()
        await host.close()
