"""review69 #2: as a menu door closes, a guest's seat at a table another visitor hosted through
the same door (still in its lobby: no match yet, so its journal says no identity) is found by
the table's name at a loopback address — ``DoorTable.holds`` reads the address as the key's
part before its *last* ``|`` and the host as the part before that part's last ``:``. A name
may hold both (the host keeps ``|`` and ``:`` in names): for the player "a:b|c" the address
read is ``127.0.0.1:7152|a``, no loopback, so the seat is neither dropped nor said closed, and
the goodbye promises "Your seat at Zoetable is kept for you" at a table that closed with the
door (ssh54 #2 again, for such names). ``kept_seats`` itself splits a key at its *first* ``|``
(``kept_at_other_address``). An address typed with a full-width colon (``127.0.0.1：7152``,
which ``tables.parse_address`` reads as typed) is not seen as loopback either, nor an
IPv4-mapped loopback (``[::ffff:127.0.0.1]:7152``), which ``tables.loopback_address`` — the
same test written once already — does see: ``session._loopback`` is a second copy of it."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from unotui.ssh.session import DoorTable, drop_door_seats, seats_held


def _seats(folder: Path, key: str) -> None:
    (folder / "seats.json").write_text(json.dumps({key: {
        "token": "ab" * 16, "at": time.time(), "pid": os.getpid(), "table": "Zoetable"}}),
        encoding="utf-8")


@pytest.mark.parametrize("key", ["127.0.0.1:7152|a:b|c", "127.0.0.1\uff1a7152|Zoe",
                                 "[::ffff:127.0.0.1]:7152|Zoe"])
def test_a_seat_at_a_lobby_table_hosted_through_the_door_is_dropped_whatever_the_name(
        tmp_path: Path, key: str) -> None:
    _seats(tmp_path, key)
    # (the control: a plain name at that address is dropped)
    assert DoorTable("Zoetable").holds("127.0.0.1:7152|Zoe",
                                       {"token": "x", "table": "Zoetable", "at": 1.0})
    gone = drop_door_seats(str(tmp_path), [DoorTable("Zoetable")], os.getpid())
    assert gone == ["Zoetable"], gone
    assert seats_held(str(tmp_path), os.getpid()) == []
