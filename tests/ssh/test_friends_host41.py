"""The command a door prints for friends names an address they can type: a door on every
interface printed ``ssh -p 2222 127.0.0.1``, the one address a friend must not type (ssh41 #6)."""

from __future__ import annotations

import pytest

import unotui.tables
from unotui.commands.serve_ssh import friends_host


def test_a_door_on_every_interface_is_typed_at_this_machines_lan_address(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unotui.tables, "lan_addresses", lambda: ["192.168.1.20"])
    assert friends_host("0.0.0.0", "127.0.0.1") == ("192.168.1.20", "")
    monkeypatch.setattr(unotui.tables, "lan_addresses", lambda: ["192.168.1.20", "10.0.0.5"])
    assert friends_host("0.0.0.0", "127.0.0.1") == ("192.168.1.20", "or 10.0.0.5")
    monkeypatch.setattr(unotui.tables, "lan_addresses", lambda: [])  # (none could be read)
    assert friends_host("0.0.0.0", "127.0.0.1") == ("127.0.0.1",
                                                    "or this machine's LAN address")


def test_a_door_on_one_address_is_typed_at_that_address(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(unotui.tables, "lan_addresses", lambda: ["192.168.1.20"])
    assert friends_host("127.0.0.1", "127.0.0.1") == ("127.0.0.1", "")
    assert friends_host("10.0.0.5", "10.0.0.5") == ("10.0.0.5", "")
