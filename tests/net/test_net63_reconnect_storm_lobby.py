"""net63: a seated player's client that connects again and again with its token while its
seat is connected (each ``hello`` replaces the connection before: ``error replaced``) changes
nothing anyone can see — same seat, name, ``connected: true`` — yet every connection at the
table is sent a whole ``lobby`` for each one. One address may say ``hello`` 120 times a second
(240 at once), so one player makes every other client redraw the table about 120 times a
second, for as long as they like (measured on a headless host: 300 reconnects, 402 ``lobby``
frames to a watcher). A watcher's comings and goings are combined into one ``lobby`` a second
(docs/PROTOCOL.md §4 ``lobby``) and a watcher's ``spectate`` that changes nothing is answered to
that watcher alone (net55 #2); a seat taken over by its own token again is neither.

Real TCP on loopback; bounded (30 reconnects)."""

from __future__ import annotations

import asyncio

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host

from net.protocol import decode, read_frame

RECONNECTS = 30


async def test_a_seat_reconnecting_with_its_token_does_not_flood_everyone_with_lobbies() -> None:
    host, port = await start_host(seats=4)
    writers = []
    try:
        er, ew = await raw_connect(port)
        writers.append(ew)
        await raw_send(ew, hello("Eve"))
        await raw_recv(er, "lobby")
        r, w = await raw_connect(port)
        writers.append(w)
        await raw_send(w, hello("Bob"))
        token = (await raw_recv(r, "welcome"))["token"]
        await raw_recv(r, "lobby")
        await asyncio.sleep(0.3)
        # (Eve's frames so far: Bob's arrival; read them away)
        while True:
            try:
                await asyncio.wait_for(read_frame(er), 0.3)
            except TimeoutError:
                break
        for _ in range(RECONNECTS):
            r, w = await raw_connect(port)
            writers.append(w)
            await raw_send(w, hello("Bob", token=token))
            assert (await raw_recv(r, "welcome"))["seat"] == 1
            await raw_recv(r, "lobby")
        await asyncio.sleep(1.5)
        lobbies = []
        while True:
            try:
                msg = decode(await asyncio.wait_for(read_frame(er), 0.3))
            except TimeoutError:
                break
            if msg["t"] == "lobby":
                lobbies.append(msg)
        assert all(lob == lobbies[0] for lob in lobbies), "the table did change"
        assert len(lobbies) <= 3, (
            f"{RECONNECTS} reconnects of one seat, nothing changed: Eve was sent "
            f"{len(lobbies)} identical lobby frames")
    finally:
        for wr in writers:
            wr.close()
        await host.close()
