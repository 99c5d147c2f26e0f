"""review71: as a menu door closes, a guest's seat at a table another visitor hosted through the
same door is dropped (ssh54 #2, ``drop_door_seats``) — but while that table is still in its
lobby (no match yet: its journal names no identity and no token) only when the guest's app
reached it at a *loopback* address (``DoorTable.holds``). A table hosted from the door's menu
listens on every network by default (the host form's ``last_bind``: "0.0.0.0"), and the LAN
list the guest joins it from gives this machine's LAN address (mDNS on the LAN), not
127.0.0.1: that seat is neither dropped nor said closed, and the guest's goodbye promises
"Your seat at Zoetable is kept for you …" at a table that closed with the door — the very
goodbye ssh54 #2 mended, for the address a guest of a real LAN door is given.

The seat is keyed as ``kept_seats.keep`` keys it when the row joined is this machine's LAN
address (``net.discovery.lan_addresses``). Nothing is started: no network use."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from net.discovery import lan_addresses
from unotui.ssh.session import DoorTable, drop_door_seats, seats_held


@pytest.mark.skipif(not lan_addresses(), reason="this machine has no LAN address")
def test_a_lobby_seat_at_a_door_table_reached_by_this_machines_lan_address_is_dropped(
        tmp_path: Path) -> None:
    here = lan_addresses()[0]
    key = f"[{here}]:7152|bob" if ":" in here else f"{here}:7152|bob"
    (tmp_path / "seats.json").write_text(json.dumps({key: {
        "token": "ab" * 16, "at": time.time(), "pid": os.getpid(), "table": "Zoetable",
        "table_id": "0123456789abcdef"}}), encoding="utf-8")
    # (the table hosted in another session of the door, in its lobby: door_table() reads its
    # name alone from its journal, no identity, no token)
    gone = drop_door_seats(str(tmp_path), [DoorTable("Zoetable")], os.getpid())
    assert seats_held(str(tmp_path), os.getpid()) == [], \
        "the goodbye says 'Your seat at Zoetable is kept for you'"
    assert gone == ["Zoetable"], gone
