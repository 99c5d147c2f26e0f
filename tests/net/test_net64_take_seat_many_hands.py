"""net64 #2: ``take_seat`` and the table's owner. A watcher who takes a bot's seat while the
table's only player stepped out (``leave``) became the owner for good, and kicked her out of her
own match. (That one person may take several bot seats through watcher connections is left to
the owner, who may kick them: a protocol feature to ask the owner first is not built.) Real TCP
on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_joined, raw_recv, raw_send, start_host

from net.protocol import ConnectionClosed, decode, read_frame


async def test_a_watcher_taking_a_bots_seat_does_not_take_the_table_from_its_player() -> None:
    """Ann plays alone with bots; she sends ``leave`` during the match (a stand-in plays her
    seat, and the table has no owner seated: ``lobby.host`` null). A stranger watching takes a
    bot's seat: ``take_seat`` makes them the owner, and when Ann takes her seat back with her
    token the table stays theirs — so the stranger may ``kick`` Ann, which during a match hands
    her seat to a bot for the rest of it and forgets her token: her match is lost."""
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await raw_joined(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        host.table.hold_bots()
        ann_token = host.table.owner
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w = await raw_joined(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        await raw_recv(zed_r, "view", "error")
        ann_r, ann_w = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(ann_w, {"t": "hello", "proto": 3, "app": "test", "name": "Ann",
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
