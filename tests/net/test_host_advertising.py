"""The host advertises its table on loopback mDNS and keeps the TXT entries current."""

from __future__ import annotations

import logging
import uuid

import pytest
from net_testkit import fast_config

from net.client import Client
from net.discovery import TableInfo, discover
from net.host import Host

LOOPBACK = ["127.0.0.1"]


async def find(name: str, taken: int) -> list[TableInfo]:
    tables = await discover(10.0, interfaces=LOOPBACK, until=lambda ts: any(
        t.name == name and t.taken == taken for t in ts))
    return [t for t in tables if t.name == name]


async def test_hosted_table_is_advertised_and_its_seats_update(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    name = f"Net table {uuid.uuid4().hex[:8]}"
    host = Host(fast_config(name=name, seats=3, password="pw"))
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        assert await host.advertise() is None
        found = await find(name, 0)
        assert [(t.port, t.seats, t.taken, t.phase, t.password) for t in found] == [
            (port, 3, 0, "lobby", True)]
        c = await Client.connect_tcp("127.0.0.1", port, "Ann", password="pw")
        found = await find(name, 1)
        assert found and found[0].taken == 1
        await c.close()
    finally:
        await host.close()


async def test_hosting_goes_on_when_discovery_cannot_start(
        monkeypatch: pytest.MonkeyPatch, caplog: pytest.LogCaptureFixture) -> None:
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "not-an-address")
    host = Host(fast_config())
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        with caplog.at_level(logging.WARNING):
            why = await host.advertise()
        assert why is not None and "discovery is off" in why
        # (returned for the caller to say, not warned as well: a headless host printed the
        # line twice, cli49 #8)
        assert not [r for r in caplog.records if r.levelno >= logging.WARNING], caplog.text
        c = await Client.connect_tcp("127.0.0.1", port, "Ann")
        assert c.seat == 0
        await c.close()
    finally:
        await host.close()


async def test_a_long_table_name_is_the_same_in_the_listing_and_at_the_table(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """A name longer than a listing holds is cut once, by the host: the LAN list and the joined
    table (``welcome``, ``lobby``) show the same name."""
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    long_name = f"Net table {uuid.uuid4().hex[:8]} with a rather long name\tto cut"
    host = Host(fast_config(name=long_name, seats=3))
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        shown = host.config.name
        assert len(shown) == 40 and long_name.startswith(shown) and "\t" not in shown
        assert await host.advertise() is None
        assert [t.port for t in await find(shown, 0)] == [port]
        c = await Client.connect_tcp("127.0.0.1", port, "Ann")
        assert c.welcome is not None and c.welcome["table"] == shown
        assert (await c.recv("lobby", timeout=10.0))["table"] == shown
        await c.close()
    finally:
        await host.close()
