"""net57 (e): ``unotui.tables.this_machine`` misses spellings of this machine that reach it.

``this_machine`` (unotui/tables.py) says whether ``HOST:PORT`` is this machine: a loopback IP
literal (``ipaddress``; ``::ffff:127.0.0.1`` is read as its IPv4 — fine), the exact name
``localhost``, or a string equal to one of the LAN addresses. Everything else is "another
machine", though the resolver reaches this one with it: the machine's own host name
(``socket.gethostname()``, which /etc/hosts maps to a loopback or LAN address), ``localhost.``
(the fully qualified form), and the short and numeric IPv4 forms ``getaddrinfo`` accepts
(``127.1``, ``2130706433``, ``0x7f000001``, leading zeros...).

Who relies on it: the join screen's pause after wrong passwords (``password_key``,
unotui/screens/join.py) keys one table of this machine by its port so that typing the address
another way does not start the pause afresh (ssh57 #2) — the only limit on wrong passwords an
SSH door's visitors meet, since a table with a door does not count its loopback's (PROTOCOL.md
§6); and the door's ``DoorTable.holds`` (unotui/ssh/session.py). Each spelling missed is a
fresh pause: ``127.1``, ``0127.1``, ``00127.1``... endless.

Over real TCP on loopback: each spelling joins the table listening on 127.0.0.1 — so it is
this machine — yet ``this_machine`` says no, and ``password_key`` keys it apart."""

from __future__ import annotations

import socket

import pytest

from net.client import Client
from net.host import Host, TableConfig
from unotui.screens.join import password_key
from unotui.tables import this_machine

SPELLINGS = ["127.1", "2130706433", "0x7f000001", "HOSTNAME"]


@pytest.mark.parametrize("spelling", SPELLINGS)
async def test_every_spelling_that_reaches_this_machine_is_this_machine(spelling: str) -> None:
    host_name = socket.gethostname() if spelling == "HOSTNAME" else spelling
    try:
        socket.getaddrinfo(host_name, None)
    except OSError:
        pytest.skip(f"{host_name!r} does not resolve here")
    host = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    client = None
    try:
        try:
            client = await Client.connect_tcp(host_name, port, "Ann", reconnect=False)
        except OSError:
            pytest.skip(f"{host_name!r} does not reach 127.0.0.1 here")
        assert client.welcome is not None  # (this machine's table answered)
        shown = f"{host_name}:{port}"
        assert this_machine(shown), f"{shown} reached this machine's table, yet is not this_machine"
        assert password_key(shown) == password_key(f"127.0.0.1:{port}"), (
            f"{shown}: a fresh pause after wrong passwords at the same table")
    finally:
        if client is not None:
            await client.close()
        await host.close()


def test_the_loopback_names_are_this_machine_without_a_resolver() -> None:
    """``localhost.`` (fully qualified), ``ip6-localhost`` and names under ``localhost`` (RFC
    6761) are loopback in every resolver that knows them; read by name, never resolved (one
    that does not resolve here, "localhost.", was a skipped case above)."""
    for name in ("localhost.", "LOCALHOST", "ip6-localhost", "a.localhost"):
        assert this_machine(f"{name}:12500"), name
        assert password_key(f"{name}:12500") == password_key("127.0.0.1:12500"), name


def test_a_mapped_loopback_interface_is_loopback() -> None:
    """net's own loopback test for mDNS interfaces (``net.discovery._is_loopback``, used by
    ``advertising_for`` and ``on_loopback``) is ``ipaddress``'s ``is_loopback``, which on
    Python 3.11 (this venv) is False for ``::ffff:127.0.0.1``: a table bound there, or
    advertised on it, is not taken for one listed on this computer alone (the lobby's "listed
    on this computer only", and the loopback-only advertising of a loopback table). The host's
    per-address limits are fine: ``peer_address`` reads a mapped peer as its IPv4. (Pure: no
    advertising is started.)"""
    from net.discovery import on_loopback

    assert on_loopback(["127.0.0.1"])
    assert on_loopback(["::ffff:127.0.0.1"]), "::ffff:127.0.0.1 is this machine's loopback"
