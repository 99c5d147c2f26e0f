"""review85: fixnet65 (net64 #2b) keeps a watcher who takes a bot's seat from becoming the
owner while a seat is kept for the player who left (``Table._seat_human(taken_over=True)``).
But the taker's seat, once taken, is a player's like any: the taker sends ``leave`` and at once
``hello`` with its token, ``_take_back`` seats it again through ``_seat_human`` *without*
``taken_over`` — and a table with no owner gives itself to whoever comes back. Ann's seat is
still kept for her; the stranger owns the table and kicks her when she is back: the attack of
net64 #2b, one step longer. Real TCP on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_joined, raw_recv, raw_send, start_host

from net.protocol import ConnectionClosed, decode, read_frame


async def test_a_taker_who_leaves_and_comes_back_does_not_take_the_table_from_its_player(
) -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await raw_joined(port, "Ann")
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        table = host.table
        table.hold_bots()
        ann_token = table.owner
        await raw_send(ann_w, {"t": "leave"})
        await raw_recv(ann_r, "bye")
        zed_r, zed_w = await raw_joined(port, "Zed", spectate=True)
        lobby = await raw_recv(zed_r, "lobby")
        await raw_send(zed_w, {"t": "take_seat", "seat": lobby["takeable"][0]})
        while True:
            lobby = await raw_recv(zed_r, "lobby")
            if lobby["you"] is not None:
                break
        zed_token = next(m.token for m in table.members.values() if m.name == "Zed")
        assert table.owner is None  # (fixnet65: so far so good)
        await raw_send(zed_w, {"t": "leave"})  # (the taker steps out ...)
        await raw_recv(zed_r, "bye")
        zed_r, zed_w = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(zed_w, {"t": "hello", "proto": 3, "app": "test", "name": "Zed",
                               "token": zed_token})  # (... and takes its seat back)
        assert (await raw_recv(zed_r, "welcome"))["rejoined"] is True
        await asyncio.sleep(0.1)
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
            "the stranger who took a bot's seat left and came back, became the owner while "
            "Ann's seat was kept for her, and kicked her out of her own match")
    finally:
        await host.close()
