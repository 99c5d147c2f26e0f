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


def test_a_door_on_this_computer_only_says_no_friend_elsewhere_reaches_it() -> None:
    """ssh44 #3: a door on 127.0.0.1 printed "friends type  ssh -p 8451 127.0.0.1"; its "(new)"
    host key said nothing of where it was kept nor what it is for (ssh44 #5)."""
    from types import SimpleNamespace

    from unotui.commands.serve_ssh import start_lines

    config = SimpleNamespace(authorized_keys=None, password=False, key_dir="/keys/here",
                             password_file=None)
    door = SimpleNamespace(address=("127.0.0.1", 8451), fingerprint="SHA256:abc",
                           key_created=True, config=config)
    lines = start_lines(door, "127.0.0.1", notes=[])
    assert lines[0].startswith("SSH front door open on 127.0.0.1:8451: this computer only — "
                               "friends elsewhere cannot reach it")
    assert "friends type" not in lines[0] and lines[0].endswith("Here: ssh -p 8451 127.0.0.1")
    assert "(new: made now and kept in /keys/here; friends can compare it" in lines[1]


def test_a_door_on_every_interface_says_what_friends_beyond_the_network_need(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from types import SimpleNamespace

    from unotui.commands.serve_ssh import start_lines

    monkeypatch.setattr(unotui.tables, "lan_addresses", lambda: ["192.168.1.20"])
    config = SimpleNamespace(authorized_keys=None, password=False, key_dir=None,
                             password_file=None)
    door = SimpleNamespace(address=("0.0.0.0", 8451), fingerprint="SHA256:abc",
                           key_created=False, config=config)
    lines = start_lines(door, "127.0.0.1", notes=[])
    assert lines[0] == "SSH front door open on 0.0.0.0:8451: friends type  ssh -p 8451 192.168.1.20"
    assert lines[1].startswith("Friends beyond this network: your public address, with port "
                               "8451 forwarded")
    assert lines[2] == "SSH host key SHA256:abc"
