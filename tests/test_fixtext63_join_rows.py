"""fixtext63 (newbie71 #2): one address is one row on the Join list, its newest record, in the
place the address was first found; the cursor on the killed host's ghost row goes to the row of
the table resumed at its address."""

from __future__ import annotations

from net.discovery import TableInfo
from net.protocol import PROTOCOL_VERSION
from unotui.screens.join import JoinScreen


def _table(name: str, token: str, port: int, taken: int = 1) -> TableInfo:
    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                     seats=3, taken=taken, phase="lobby", password=False,
                     service=f"{name} ({token})._unotui._tcp.local.", owner="root")


def test_the_newest_record_of_an_address_is_listed_where_the_address_was_found() -> None:
    screen = JoinScreen(browse=None, probe=None)
    ghost = _table("root's table", "a1b2c3", 15601)
    other = _table("Bo's table", "0f0f0f", 15602)
    resumed = _table("root's table", "d4e5f6", 15601, taken=2)
    for table in (ghost, other, resumed):
        screen._table_changed("added", table)
    assert [t.service for t in screen.listed_tables()] == [resumed.service, other.service]
    ids = [t.service for t in screen.listed_tables()]
    assert screen.row_of(ghost.service, ids) == 0  # (the cursor on the ghost: the same row)
    assert screen.row_of(other.service, ids) == 1
    assert screen.row_of("gone._unotui._tcp.local.", ids) is None
    screen._table_changed("updated", ghost)  # (should the old record be heard of again: newest)
    assert [t.service for t in screen.listed_tables()] == [ghost.service, other.service]
    screen._table_changed("removed", ghost)  # (its records expired: the resumed table's row)
    assert [t.service for t in screen.listed_tables()] == [resumed.service, other.service]


def test_a_table_whose_address_changes_keeps_its_row() -> None:
    """(its records updated: no row moves under the cursor, as before one address was one row)"""
    screen = JoinScreen(browse=None, probe=None)
    first = _table("Ann's table", "aaaaaa", 15603)
    second = _table("Bo's table", "bbbbbb", 15604)
    for table in (first, second):
        screen._table_changed("added", table)
    moved = _table("Ann's table", "aaaaaa", 15605)
    screen._table_changed("updated", moved)
    assert [t.port for t in screen.listed_tables()] == [15605, 15604]
    screen._table_changed("removed", moved)
    screen._table_changed("added", moved)  # (gone a moment and listed again: last, ux31 #3)
    assert [t.port for t in screen.listed_tables()] == [15604, 15605]
