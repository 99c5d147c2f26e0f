"""net64 #2: one person plays several hands. ``take_seat`` lets any watcher take a bot's seat
during a match, with no say of the table's owner and no regard to who the watcher is: a seated
player who opens more connections (``spectate: true``, any name: a watcher needs nothing else at
a table without a password) takes every bot seat in turn, and from then on sees and plays three
hands of four against the one honest player — who, not being the owner, cannot even kick them.
What should hold: a seat is taken over only when the owner allows it (or at least, never by a
connection from a network address that already holds a seat at the table, unless the owner
allows it). Real TCP on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host

from net.protocol import ConnectionClosed, decode, read_frame


async def _join(port: int, name: str, **extra: object
                ) -> tuple[asyncio.StreamReader, asyncio.StreamWriter]:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await raw_send(writer, {"t": "hello", "proto": 2, "app": "test", "name": name, **extra})
    await raw_recv(reader, "welcome")
    return reader, writer


async def test_a_seated_player_cannot_take_the_bots_seats_through_watcher_connections() -> None:
    host, port = await start_host(seats=4)
    try:
        ann_r, ann_w = await _join(port, "Ann")  # the owner, honest
        await _join(port, "Mal")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        host.table.hold_bots()
        mal_token = next(m.token for m in host.table.members.values() if m.name == "Mal")
        for name in ("Zed", "Zoe"):  # Mal's two other connections, as watchers
            r, w = await _join(port, name, spectate=True)
            lobby = await raw_recv(r, "lobby")
            if not lobby["takeable"]:
                break
            await raw_send(w, {"t": "take_seat", "seat": lobby["takeable"][0]})
            await raw_recv(r, "view", "error")
        humans = [s.member.name for s in host.table.seats
                  if s.kind == "human" and s.member is not None and s.member.token != mal_token
                  and s.member.name != "Ann"]
        assert humans == [], (
            f"Mal, seated, took {humans} too through watcher connections, without the owner's "
            "say: one person now sees and plays "
            f"{len(humans) + 1} hands of {len(host.table.seats)}")
    finally:
        await host.close()


async def test_a_watcher_taking_a_bots_seat_does_not_take_the_table_from_its_player() -> None:
    """Ann plays alone with bots; she sends ``leave`` during the match (a stand-in plays her
    seat, and the table has no owner seated: ``lobby.host`` null). A stranger watching takes a
    bot's seat: ``take_seat`` makes them the owner, and when Ann takes her seat back with her
    token the table stays theirs — so the stranger may ``kick`` Ann, which during a match hands
    her seat to a bot for the rest of it and forgets her token: her match is lost."""
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await _join(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        host.table.hold_bots()
        ann_token = host.table.owner
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w = await _join(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        await raw_recv(zed_r, "view", "error")
        ann_r, ann_w = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(ann_w, {"t": "hello", "proto": 2, "app": "test", "name": "Ann",
                               "token": ann_token})
        welcome = await raw_recv(ann_r, "welcome")
        assert welcome["rejoined"] is True
        await raw_send(zed_w, {"t": "kick", "seat": welcome["seat"]})
        codes = []
        while True:
            try:
                frame = await asyncio.wait_for(read_frame(ann_r), 1.0)
            except (TimeoutError, ConnectionClosed):
                break
            codes.append(decode(frame).get("code"))
        assert "kicked" not in codes, (
            "a stranger who took a bot's seat became the table's owner while Ann had stepped "
            "out, kept it when she came back, and kicked her out of her own match")
    finally:
        await host.close()
