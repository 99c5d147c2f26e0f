"""review86 #2: the owner protection of net64 #2b / review85 #1 / net65 #1 covers a player who
*left* (``leave``) only. Ann plays alone with two bots; Zed, watching, takes a bot's seat; Ann's
connection drops (Wi-Fi) and stays down past the reconnect window: :meth:`Table._takeover`
hands the table to the first connected seated player, Zed — the stranger who took a bot's seat
minutes ago — who kicks her when she is back (her seat a bot's for the rest of the match, her
token forgotten). The same harm net64 #2b closed for ``leave``."""

from __future__ import annotations

import asyncio

from net_testkit import owner_with_bots, raw_hello, raw_send, start_host, take_a_bots_seat, until

from net.protocol import ConnectionClosed, decode, read_frame


async def test_a_taker_does_not_get_the_table_of_a_player_whose_connection_dropped() -> None:
    host, port = await start_host(seats=3, reconnect_window=0.3)
    try:
        _ann_r, ann_w, ann_token = await owner_with_bots(host, port, "Ann")
        _zed_r, zed_w, _lobby = await take_a_bots_seat(port, "Zed")
        ann_w.close()  # (her connection drops, and stays down past the window)
        ann = host.table.members[ann_token]
        await until(lambda: ann.conn is None and ann.waiting is None, "Ann taken over")
        await asyncio.sleep(0.05)
        zed = next(m.token for m in host.table.members.values() if m.name == "Zed")
        assert host.table.owner != zed, "the stranger who took a bot's seat owns Ann's table"
        ann_r, _ann_w, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["seat"] is not None
        await raw_send(zed_w, {"t": "kick", "seat": welcome["seat"]})
        codes = []
        while True:
            try:
                frame = await asyncio.wait_for(read_frame(ann_r), 1.0)
            except (TimeoutError, ConnectionClosed):
                break
            codes.append(decode(frame).get("code"))
        assert "kicked" not in codes, "Zed kicked Ann from her own match"
    finally:
        await host.close()
