"""proto71 #1: a player away when the match ended, whose lobby seat was then given up (window
run out), comes back with the old token as a newcomer: the table sends that match's
``match_end`` again with ``seat`` (the seat they played), yet the closing notice of a table
closed before the next match gives them ``seat: null`` — §4 "The table closes" says ``seat`` is
null only for one who played no seat in that match."""

from __future__ import annotations

import asyncio

from net_testkit import (
    WAIT,
    Player,
    hello,
    raw_closed,
    raw_connect,
    raw_hello,
    raw_recv,
    raw_send,
    start_host,
    until,
)

from core.rules import Rules
from net.client import Client


async def test_the_closing_notice_names_the_seat_its_match_end_again_named() -> None:
    host, port = await start_host(name="Den", seats=3, reconnect_window=0.3,
                                  rules=Rules(scoring="single"))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    _dan_r, dan_w, dan_welcome = await raw_hello(port, "Dan")
    await ann.add_bot()
    await ann.start()
    await until(lambda: host.table.phase == "playing", "the match started")
    dan_w.close()  # (Dan is away: after the window a bot plays his seat)
    end = await asyncio.wait_for(Player(ann, 1).play_until("match_end"), WAIT * 6)
    dan_seat = end["names"].index("Dan")
    await until(lambda: host.table.phase == "lobby", "the table back in its lobby")
    await asyncio.sleep(0.8)  # (his lobby window runs out: the seat is freed)
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello("Dan", token=dan_welcome["token"]))
    welcome = await raw_recv(reader, "welcome")
    assert welcome["token"] != dan_welcome["token"]  # (a newcomer's hello)
    again = await raw_recv(reader, "match_end")
    assert again["again"] is True and again["seat"] == dan_seat
    await host.close()
    frames = await raw_closed(reader)
    closing = [f for f in frames if f["t"] == "error" and f["code"] == "shutdown"][-1]
    assert closing["winner"] == end["winner"] and closing["scores"] == end["scores"]
    assert closing["seat"] == dan_seat, closing  # (null today: his row is not marked his)
    await ann.close()
    writer.close()
