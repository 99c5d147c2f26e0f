"""net68 #3: ``leave`` in the lobby sends every connection at the table a ``lobby`` at once
(``Table._on_leave``: ``broadcast_lobby()``), where every other change of the lobby — sitting
down and standing up, dropping and coming back, watchers coming and going, ``ready`` — is
combined into one ``lobby`` a second for the others (net63, net64 #4, net66 #2, net67 #1). A
newcomer's ``hello`` takes the first free seat and its ``leave`` frees it: one client joining
and leaving again and again, each time a newcomer (no token, no password at an open table),
makes the table send every watcher and player one ``lobby`` per round trip — as fast as its
address's limits allow, 60 round trips a second (120 messages), 60 lobby frames a second to
each of up to 42 connections, what net66 #2 measured as a flood for sit/spectate (29 a
second). The same holds for a seated player's ``leave`` between matches.

What should hold: the others are sent the lobby that shows who left within a second, combined
as every other change is. Real TCP on loopback, bounded (30 round trips), the table's default
message limits."""

from __future__ import annotations

import asyncio

from net_testkit import count_lobbies, hello, raw_connect, raw_recv, raw_seated, raw_send, start_host

ROUND_TRIPS = 30
#: lobby frames a watcher may be sent meanwhile (one a second combined: a few)
AT_MOST = 10


async def test_joining_and_leaving_again_and_again_does_not_flood_everyone_with_lobbies(
        ) -> None:
    host, port = await start_host(seats=4, msg_burst=60, msg_rate=30.0)
    writers: list[asyncio.StreamWriter] = []
    try:
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        _pr, pw = await raw_seated(port, "Player")
        writers += [ww, pw]
        await count_lobbies(wr, 0.3)  # (the player's arrival)
        counting = asyncio.create_task(count_lobbies(wr, 2.5))
        for i in range(ROUND_TRIPS):
            jr, jw = await raw_connect(port)
            await raw_send(jw, hello(f"Churn{i}"))
            assert (await raw_recv(jr, "welcome"))["seat"] is not None
            await raw_send(jw, {"t": "leave"})
            await raw_recv(jr, "bye")
            jw.close()
        lobbies = await counting
        assert lobbies <= AT_MOST, (
            f"{ROUND_TRIPS} newcomers joining and leaving the lobby: the watcher was sent "
            f"{lobbies} lobby frames")
    finally:
        for writer in writers:
            writer.close()
        await host.close()
