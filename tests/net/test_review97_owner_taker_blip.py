"""review97: e14459a8 (net72 #1) has a bot play a seat taken from a bot (``take_seat``) at
once when its taker's connection ends (``Table._gone`` → ``_takeover``, no reconnect window).
``_takeover`` was written for a window that ran out: it hands the table to the first seated
player still connected when the one away was its owner — "who keeps it when the owner comes
back". So an owner who watched their own table's match and took a bot's seat loses the table
for good to a guest at the first blip of their connection (a reconnect 0.1 s later): before
e14459a8 they kept it through the window, as every owner does (and still does, with a seat of
their own). A drop of the owner's connection should not hand the table on at once."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, start_host

from net.client import Client


async def test_an_owner_who_took_a_bots_seat_keeps_the_table_through_a_blip() -> None:
    host, port = await start_host(name="Den", seats=3, reconnect_window=30.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    table = host.table
    try:
        await ann.send({"t": "add_bot", "kind": "basic"})
        await ann.send({"t": "spectate"})
        for _ in range(200):
            if any(s.kind == "bot" for s in table.seats) \
                    and table.members[ann.token].seat is None:
                break
            await asyncio.sleep(0.02)
        await ann.send({"t": "start"})
        for _ in range(200):
            if table.phase == "playing":
                break
            await asyncio.sleep(0.02)
        assert table.phase == "playing", [s.kind for s in table.seats]
        bot_seat = next(i for i, s in enumerate(table.seats) if s.kind == "bot")
        await ann.send({"t": "take_seat", "seat": bot_seat})
        for _ in range(200):
            if table.members[ann.token].seat == bot_seat:
                break
            await asyncio.sleep(0.02)
        assert table.owner == ann.token
        assert ann._writer is not None
        ann._writer.transport.abort()  # (a blip: she reconnects at once)
        for _ in range(300):
            member = table.members.get(ann.token)
            if member is not None and member.conn is not None and table.owner is not None \
                    and not (table.seats[bot_seat].takeover is not None):
                break
            await asyncio.sleep(0.02)
        await asyncio.sleep(0.2)
        assert table.members[ann.token].conn is not None, "she did not come back"
        assert table.owner == ann.token, "the table went to Bob at her blip"
    finally:
        await asyncio.wait_for(ann.close(), WAIT)
        await bob.close()
        await host.close()
