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
address (``net.discovery.lan_addresses``, here said to be 192.0.2.2, whatever this machine has).
Nothing is started: no network use."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest

from unotui.ssh.session import DoorTable, drop_door_seats, seats_held


def test_a_lobby_seat_at_a_door_table_reached_by_this_machines_lan_address_is_dropped(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import net.discovery

    monkeypatch.setattr(net.discovery, "lan_addresses", lambda: ["192.0.2.2"])
    key = "192.0.2.2:7152|bob"
    (tmp_path / "seats.json").write_text(json.dumps({key: {
        "token": "ab" * 16, "at": time.time(), "pid": os.getpid(), "table": "Zoetable",
        "table_id": "0123456789abcdef"}}), encoding="utf-8")
    # (the table hosted in another session of the door, in its lobby: door_table() reads its
    # name alone from its journal, no identity, no token)
    gone = drop_door_seats(str(tmp_path), [DoorTable("Zoetable")], os.getpid())
    assert seats_held(str(tmp_path), os.getpid()) == [], \
        "the goodbye says 'Your seat at Zoetable is kept for you'"
    assert gone == ["Zoetable"], gone


def test_a_lobby_seat_of_that_name_at_another_machine_stays_kept(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table of the same name on another machine of the LAN did not close with this door."""
    import net.discovery

    monkeypatch.setattr(net.discovery, "lan_addresses", lambda: ["192.0.2.2"])
    (tmp_path / "seats.json").write_text(json.dumps({"192.0.2.9:7152|bob": {
        "token": "ab" * 16, "at": time.time(), "pid": os.getpid(), "table": "Zoetable",
        "table_id": "0123456789abcdef"}}), encoding="utf-8")
    assert drop_door_seats(str(tmp_path), [DoorTable("Zoetable")], os.getpid()) == []
    assert seats_held(str(tmp_path), os.getpid()) != []
