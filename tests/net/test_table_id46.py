"""review46 #3 (newbie43 #3 with the usual names): the join list told tables at one address
apart by name, so a table resumed under another name lost "your seat is kept", and a new table
of the same name (every table is "<player>'s table" unless renamed) kept it wrongly. A table has
an identity of its own now: ``welcome.table_id`` and TXT ``id``, kept by its journal."""

from __future__ import annotations

from pathlib import Path

from net_testkit import fast_config, start_host, until
from test_reconnect_resume import journaled_match

from net.client import Client
from net.discovery import TableInfo, table_txt
from net.host import Host
from net.journal import load
from net.protocol import valid_table_id
from unotui import kept_seats
from unotui.kept_seats import Listing


async def test_a_table_says_its_identity_and_keeps_it_when_resumed(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, _port, ann, bob = await journaled_match(journal)
    await until(lambda: host.table.phase == "playing", "the match started")
    table_id = host.table.table_id
    assert valid_table_id(table_id)
    assert (ann.welcome or {})["table_id"] == table_id and host._txt()["id"] == table_id
    await host.close()
    await ann.close()
    await bob.close()
    again = Host(fast_config(seats=3, journal=journal, name="Renamed"), load(journal))
    other, _port = await start_host(seats=3)
    try:
        await again.start_server("127.0.0.1", 0)
        zoe = await Client.connect_tcp("127.0.0.1", again.address[1], "Zoe")
        assert (zoe.welcome or {})["table_id"] == table_id  # (another name, the same table)
        assert other.table.table_id != table_id  # (a new table: a new identity)
        await zoe.close()
    finally:
        await again.close()
        await other.close()


def test_the_list_reads_the_identity_and_ignores_one_that_is_none() -> None:
    txt = {"proto": "2", "name": "Friday",
           **table_txt(seats=4, taken=1, phase="lobby", password=False, table_id="0123abcd" * 2)}
    info = TableInfo.from_service("Friday (ab12cd)._unotui._tcp.local.", 7620, ["127.0.0.1"],
                                  txt)
    assert info is not None and info.table_id == "0123abcd" * 2
    for odd in ("XYZ", "12", "\x1b[31m", "0123ABCD0123ABCD", "a" * 40):
        info = TableInfo.from_service("Friday (ab12cd)._unotui._tcp.local.", 7620,
                                      ["127.0.0.1"], {**txt, "id": odd})
        assert info is not None and info.table_id == ""


def test_a_seat_is_kept_at_its_own_table_whatever_the_names() -> None:
    address, token = "127.0.0.1:8392", "ef" * 16
    kept_seats.keep(address, "Bea", token,
                    **kept_seats.welcome_table({"table": "Ann's table", "table_id": "aa" * 8}))
    # (resumed under another name: the same table)
    assert kept_seats.seat_for(address, "Bea", Listing("Friday night", "playing", "aa" * 8)) == token
    # (a new table of the same name: another table)
    assert kept_seats.seat_for(address, "Bea", Listing("Ann's table", "playing", "bb" * 8)) is None
    assert kept_seats.seat_names(address, Listing("Ann's table", "playing", "bb" * 8)) == []
    # (a table of an earlier version says no identity: told apart by name, as before)
    assert kept_seats.seat_for(address, "Bea", Listing("Ann's table", "playing")) == token
    assert kept_seats.seat_for(address, "Bea", Listing("Late", "playing")) is None
    # (kept on the entry when the same seat is kept again without a welcome at hand)
    kept_seats.keep(address, "Bea", token)
    assert kept_seats.seat_for(address, "Bea", Listing("Ann's table", "playing", "bb" * 8)) is None
