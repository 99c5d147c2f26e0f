"""review86 #1: a table resumed from its journal forgets that a player who *left* a seat had
taken it from a bot (``took_over``): the journal's ``seat`` line for the stand-in writes no
``took_over``, and :meth:`Table._resume` builds the seat's ``left`` member without it. So the
taker who comes back first, with his token, becomes the owner of a table whose seat is still
kept for its player, and may kick her when she is back (the case net64 #2b / review85 #1 closed
for a table that was not restarted)."""

from __future__ import annotations

from pathlib import Path

from net_testkit import fast_config, raw_hello, raw_recv, raw_send, start_host
from test_owner_while_a_seat_is_kept import ann_away_zed_seated

from net.host import Host
from net.journal import load


async def test_a_resumed_table_still_knows_the_taker_who_left(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=3, journal=journal)
    try:
        ann_token, zed_r, zed_w = await ann_away_zed_seated(host, port)
        zed = next(m.token for m in host.table.members.values() if m.name == "Zed")
        await raw_send(zed_w, {"t": "leave"})  # (the taker steps out too: both seats kept)
        await raw_recv(zed_r, "bye")
    finally:
        await host.close()
    again = Host(fast_config(seats=3, journal=journal), load(journal))
    try:
        _, port = await again.start_server("127.0.0.1", 0)
        assert again.table.owner is None
        _r, _w, back = await raw_hello(port, "Zed", token=zed)
        assert back["rejoined"] is True
        # (without the restart Zed is not the owner here: test_a_taker_who_leaves_and_comes_back)
        assert again.table.owner is None, "the taker owns the table while Ann's seat is kept"
        _r2, _w2, welcome = await raw_hello(port, "Ann", token=ann_token)
        assert welcome["owner"] is True
    finally:
        await again.close()
