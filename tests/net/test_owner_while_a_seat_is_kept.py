"""Who runs a table while a seat is kept for a player who left (``leave``: a stand-in plays it
until they take it back with their token). Ann plays alone with two bots and steps out; Zed,
a watcher, takes a bot's seat. The table is Ann's again when she comes back, whatever Zed or
she does meanwhile — or a stranger who took a bot's seat could kick her from her own match,
which gives her seat to a bot for the rest of it and forgets her token:

* net64 #2b: ``take_seat`` made Zed the owner of a table nobody ran;
* review85 #1: Zed stepped out and took his own seat back, and was the owner then;
* net65 #1: Ann stepped out a second time, and the table went to the first connected seated
  player, Zed; and a table resumed from its journal picked Zed too.

Once the match is over and Ann never came back, Zed runs the lobby. Real TCP on loopback."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from net_testkit import (
    fast_config,
    owner_with_bots,
    raw_hello,
    raw_recv,
    raw_send,
    start_host,
    take_a_bots_seat,
)

from net.host import Host
from net.journal import load
from net.protocol import ConnectionClosed, decode, read_frame


async def ann_away_zed_seated(host: Host, port: int
                              ) -> tuple[str, asyncio.StreamReader, asyncio.StreamWriter]:
    """Ann alone with two bots (held still) steps out; Zed, watching, takes a bot's seat: Ann's
    token, and Zed's connection once the lobby says he is seated."""
    ann_r, ann_w, ann_token = await owner_with_bots(host, port, "Ann")
    await raw_send(ann_w, {"t": "leave"})
    await raw_recv(ann_r, "bye")
    zed_r, zed_w, lobby = await take_a_bots_seat(port, "Zed")
    assert lobby["owner"] is False and lobby["host"] is None and host.table.owner is None
    return ann_token, zed_r, zed_w


async def zed_kicks_ann_back(port: int, ann_token: str, zed_w: asyncio.StreamWriter) -> Any:
    """Ann takes her seat back, and Zed tries to kick her: her ``welcome``, and whether the
    kick reached her."""
    ann_r, _ann_w, welcome = await raw_hello(port, "Ann", token=ann_token)
    assert welcome["rejoined"] is True
    await raw_send(zed_w, {"t": "kick", "seat": welcome["seat"]})
    codes = []
    while True:
        try:
            frame = await asyncio.wait_for(read_frame(ann_r), 1.0)
        except (TimeoutError, ConnectionClosed):
            break
        codes.append(decode(frame).get("code"))
    return welcome, "kicked" in codes


async def test_a_watcher_taking_a_bots_seat_does_not_take_the_table_from_its_player() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_token, _zed_r, zed_w = await ann_away_zed_seated(host, port)
        welcome, kicked = await zed_kicks_ann_back(port, ann_token, zed_w)
        assert welcome["owner"] is True and not kicked
    finally:
        await host.close()


async def test_a_taker_who_leaves_and_comes_back_does_not_take_the_table() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_token, zed_r, zed_w = await ann_away_zed_seated(host, port)
        zed = next(m.token for m in host.table.members.values() if m.name == "Zed")
        await raw_send(zed_w, {"t": "leave"})  # (the taker steps out ...)
        await raw_recv(zed_r, "bye")
        _r, zed_w, back = await raw_hello(port, "Zed", token=zed)  # (... and is back)
        assert back["rejoined"] is True and host.table.owner is None
        welcome, kicked = await zed_kicks_ann_back(port, ann_token, zed_w)
        assert welcome["owner"] is True and not kicked
    finally:
        await host.close()


async def test_ann_stepping_out_twice_does_not_hand_her_table_to_the_taker() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_token, _zed_r, zed_w = await ann_away_zed_seated(host, port)
        ann_r, ann_w, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["rejoined"] is True and welcome["owner"] is True
        await raw_send(ann_w, {"t": "leave"})  # (she steps out again)
        await raw_recv(ann_r, "bye")
        assert host.table.owner is None
        welcome, kicked = await zed_kicks_ann_back(port, ann_token, zed_w)
        assert welcome["owner"] is True and not kicked
    finally:
        await host.close()


async def test_a_table_resumed_while_anns_seat_is_kept_is_not_the_takers(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=3, journal=journal)
    try:
        ann_token, _zed_r, _zed_w = await ann_away_zed_seated(host, port)
    finally:
        await host.close()
    again = Host(fast_config(seats=3, journal=journal), load(journal))
    try:
        _, port = await again.start_server("127.0.0.1", 0)
        assert again.table.owner is None
        _r, _w, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["owner"] is True
    finally:
        await again.close()


async def test_once_the_match_is_over_without_her_the_taker_runs_the_lobby() -> None:
    host, port = await start_host(seats=3)
    try:
        await ann_away_zed_seated(host, port)
        host.table._back_to_lobby()  # (Ann never came back: the match over, the lobby)
        zed = next(m for m in host.table.members.values() if m.name == "Zed")
        assert host.table.owner == zed.token
    finally:
        await host.close()
