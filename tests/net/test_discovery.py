"""LAN discovery (net.discovery, ``unotui discover``), on 127.0.0.1 only.

Other test runs may advertise on loopback at the same time, so every test names its tables
uniquely and looks only for those. Waits are polling loops with generous limits, never timing
assertions.
"""

from __future__ import annotations

import asyncio
import json
import os
import uuid
from collections.abc import Callable

import pytest
from zeroconf import InterfaceChoice

from net.discovery import (
    ENV_VAR,
    SERVICE_TYPE,
    Advertiser,
    Browser,
    DiscoveryUnavailable,
    TableInfo,
    _local_addresses,
    advertising_for,
    discover,
    mdns_interfaces,
    on_loopback,
    table_txt,
)
from net.protocol import PROTOCOL_VERSION
from unotui.cli import main
from unotui.commands.discover import format_tables

LOOPBACK = ["127.0.0.1"]
PATIENCE = 5.0  # seconds a poll may take before the test fails (normal: well under 1.5 s)


def unique_name(label: str) -> str:
    return f"{label} {uuid.uuid4().hex[:8]}"


def state(taken: int, *, seats: int = 4, phase: str = "lobby", password: bool = False
          ) -> dict[str, str]:
    return table_txt(seats=seats, taken=taken, phase=phase, password=password)


async def eventually(predicate: Callable[[], bool], patience: float = PATIENCE) -> bool:
    """Poll ``predicate`` until it holds or ``patience`` seconds pass."""
    loop = asyncio.get_running_loop()
    deadline = loop.time() + patience
    while not predicate():
        if loop.time() > deadline:
            return False
        await asyncio.sleep(0.02)
    return True


def test_the_suite_keeps_mdns_on_loopback() -> None:
    assert os.environ[ENV_VAR] == "127.0.0.1"
    assert mdns_interfaces() == ["127.0.0.1"]


@pytest.mark.parametrize(("bind", "interfaces", "where", "at"), [
    # a table on every interface: advertised as the setting says, at the interfaces' addresses
    ("0.0.0.0", "127.0.0.1", ["127.0.0.1"], None),
    ("::", "all", InterfaceChoice.All, None),
    # a table on 127.0.0.1 is reachable from this computer only: advertised there only (it
    # was advertised on the LAN, at addresses where nothing listened for it)
    ("127.0.0.1", "all", ["127.0.0.1"], "127.0.0.1"),
    ("::1", "192.168.1.20", ["::1"], "::1"),
    ("127.0.0.1", "127.0.0.1,192.168.1.20", ["127.0.0.1"], "127.0.0.1"),
    # a table on one LAN address: advertised at it, on its interface unless others are listed
    ("192.168.1.20", "all", ["192.168.1.20"], "192.168.1.20"),
    ("192.168.1.20", "127.0.0.1", ["127.0.0.1"], "192.168.1.20"),
    ("myhost.local", "127.0.0.1", ["127.0.0.1"], None),
])
def test_a_table_on_one_address_is_advertised_where_it_can_be_reached(
        bind: str, interfaces: str, where: object, at: str | None) -> None:
    """(Computed only: nothing is advertised.)"""
    assert advertising_for(bind, interfaces) == (where, at)
    assert on_loopback(advertising_for(bind, interfaces)[0]) is (
        isinstance(where, list) and where[0] in ("127.0.0.1", "::1"))


async def test_a_hosted_table_appears_in_discover_with_its_state() -> None:
    name = unique_name("Alice's table")
    async with Advertiser(name, 40123, state(1, seats=6, password=True),
                          interfaces=LOOPBACK) as host:
        tables = await discover(PATIENCE, interfaces=LOOPBACK,
                                until=lambda ts: any(t.name == name for t in ts))
        mine = [t for t in tables if t.name == name]
    assert mine == [TableInfo(
        name=name, host="127.0.0.1", port=40123, proto=PROTOCOL_VERSION, seats=6, taken=1,
        phase="lobby", password=True, service=str(host.service),
        addresses=("127.0.0.1",),
    )]
    assert host.service == mine[0].service and mine[0].service.startswith(name)
    assert mine[0].address == "127.0.0.1:40123"


async def test_a_browser_sees_seats_fill_and_the_table_leave() -> None:
    name = unique_name("Bob's table")
    events: list[tuple[str, TableInfo]] = []
    browser = Browser(lambda kind, table: events.append((kind, table)), interfaces=LOOPBACK)
    await browser.start()
    host = Advertiser(name, 40124, state(1), interfaces=LOOPBACK)
    try:
        await host.start()
        service = host.service
        assert service is not None

        def seen(taken: int, phase: str) -> Callable[[], bool]:
            return lambda: (t := browser.tables.get(service)) is not None and (
                t.taken, t.phase) == (taken, phase)

        assert await eventually(seen(1, "lobby"))
        await host.update({"taken": "2"})
        assert await eventually(seen(2, "lobby"))
        await host.update({"taken": "4", "phase": "playing"})
        assert await eventually(seen(4, "playing"))
        assert browser.tables[service].full

        await host.stop()
        assert await eventually(lambda: service not in browser.tables)
        await host.stop()  # a second stop is harmless
    finally:
        await host.stop()
        await browser.stop()
    mine = [(kind, t.taken, t.phase) for kind, t in events if t.service == service]
    assert mine[0] == ("added", 1, "lobby")
    assert ("updated", 2, "lobby") in mine
    assert ("updated", 4, "playing") in mine
    assert mine[-1][0] == "removed"


async def test_two_tables_with_the_same_name_are_both_listed() -> None:
    name = unique_name("Friday night")
    first = Advertiser(name, 40125, state(0), interfaces=LOOPBACK)
    second = Advertiser(name, 40126, state(3), interfaces=LOOPBACK)
    try:
        await asyncio.gather(first.start(), second.start())
        assert first.service != second.service
        tables = await discover(
            PATIENCE, interfaces=LOOPBACK,
            until=lambda ts: {t.port for t in ts if t.name == name} == {40125, 40126})
    finally:
        await asyncio.gather(first.stop(), second.stop())
    mine = sorted((t.port, t.taken, t.service) for t in tables if t.name == name)
    assert mine == [(40125, 0, first.service), (40126, 3, second.service)]


async def test_an_update_made_while_probing_is_announced() -> None:
    name = unique_name("Early bird")
    host = Advertiser(name, 40127, state(0), interfaces=LOOPBACK)
    try:
        starting = asyncio.ensure_future(host.start())
        await asyncio.sleep(0)
        await host.update({"taken": "2"})
        await starting
        tables = await discover(PATIENCE, interfaces=LOOPBACK,
                                until=lambda ts: any(t.name == name for t in ts))
    finally:
        await host.stop()
    assert [t.taken for t in tables if t.name == name] == [2]


async def test_discover_command_prints_json_with_an_advertised_table(
    capsys: pytest.CaptureFixture[str],
) -> None:
    name = unique_name("JSON table")
    async with Advertiser(name, 40128, state(2, seats=5), interfaces=LOOPBACK):
        code = await asyncio.to_thread(main, ["discover", "--json", "--timeout", "2.5"])
    out, err = capsys.readouterr()
    assert code == 0, err
    tables = json.loads(out)
    assert isinstance(tables, list)
    [mine] = [t for t in tables if t["name"] == name]
    assert {k: mine[k] for k in ("name", "host", "port", "proto", "seats", "taken", "phase",
                                  "password")} == {
        "name": name, "host": "127.0.0.1", "port": 40128, "proto": PROTOCOL_VERSION,
        "seats": 5, "taken": 2, "phase": "lobby", "password": False,
    }


def test_the_table_list_shows_address_seats_phase_and_warnings() -> None:
    def table(name: str, port: int, **kw: object) -> TableInfo:
        fields: dict[str, object] = dict(
            name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION, seats=4, taken=1,
            phase="lobby", password=False, service=f"{name}.{SERVICE_TYPE}")
        fields.update(kw)
        return TableInfo(**fields)  # type: ignore[arg-type]

    text = format_tables([
        table("Open", 7001),
        table("Locked", 7002, password=True, taken=4, phase="playing"),
        table("Old", 7003, proto=PROTOCOL_VERSION + 1),
    ])
    lines = text.splitlines()
    assert lines[0].split() == ["TABLE", "ADDRESS", "SEATS", "PHASE"]
    assert lines[1].split() == ["Open", "127.0.0.1:7001", "1/4", "lobby"]
    assert lines[2].split()[:4] == ["Locked", "127.0.0.1:7002", "4/4", "playing"]
    assert "password" in lines[2] and "full" in lines[2]
    assert f"protocol {PROTOCOL_VERSION + 1}" in lines[3]


@pytest.mark.parametrize(("value", "reason"), [
    ("not-an-address", "is not an IP address"),
    ("0.0.0.0", "names no single interface"),
    ("224.0.0.251", "names no single interface"),
    ("198.51.100.77", "no network interface of this machine has that address"),
])
async def test_a_bad_interface_setting_is_explained_not_a_crash(
    value: str, reason: str, monkeypatch: pytest.MonkeyPatch,
    capsys: pytest.CaptureFixture[str],
) -> None:
    assert "198.51.100.77" not in _local_addresses()  # the "foreign" address really is foreign
    monkeypatch.setenv(ENV_VAR, value)
    with pytest.raises(DiscoveryUnavailable, match=reason):
        await Browser().start()
    host = Advertiser("Nowhere", 40129, state(0))
    with pytest.raises(DiscoveryUnavailable, match=reason):
        await host.start()
    await host.stop()

    code = await asyncio.to_thread(main, ["discover", "--json", "--timeout", "0.1"])
    out, err = capsys.readouterr()
    assert code == 1
    assert out == ""
    assert reason in err and "unotui join HOST:PORT" in err
    assert len(err.strip().splitlines()) == 1 and "Traceback" not in err


@pytest.mark.parametrize(("value", "expected"), [
    ("127.0.0.1", ["127.0.0.1"]),
    (" 127.0.0.1 , 127.0.0.1,", ["127.0.0.1"]),
    ("127.0.0.1,::1", ["127.0.0.1", "::1"]),
    ("all", InterfaceChoice.All),
    ("", InterfaceChoice.All),
])
def test_interface_setting_is_read_from_the_environment(
    value: str, expected: object, monkeypatch: pytest.MonkeyPatch,
) -> None:
    monkeypatch.setenv(ENV_VAR, value)
    assert mdns_interfaces() == expected
    assert mdns_interfaces("127.0.0.1") == ["127.0.0.1"]  # a flag wins over the environment


def test_hostile_txt_is_cleaned_before_anyone_prints_it() -> None:
    table = TableInfo.from_service(
        f"Evil.{SERVICE_TYPE}", 7777, ["fd00::9", "127.0.0.1"],
        {"name": "\x1b[2J\x1b]0;pwned\x07Mallory\n" + "x" * 100, "seats": "999",
         "taken": "-3", "phase": "<script>", "proto": "-1", "pw": "1"},
    )
    assert table is not None
    assert "\x1b" not in table.name and "\x07" not in table.name and "\n" not in table.name
    assert table.name.startswith("Mallory x")  # (the escapes gone whole: no "[2J", no "0;pwned")
    assert len(table.name) <= 40
    assert (table.seats, table.taken, table.phase, table.proto) == (10, 0, "unknown", 0)
    assert table.host == "127.0.0.1" and table.password
    numbers = {"proto": "2", "seats": "4", "taken": "0"}
    unnamed = TableInfo.from_service(f"Plain table.{SERVICE_TYPE}", 7777, ["127.0.0.1"], numbers)
    assert unnamed is not None and unnamed.name == "Plain table"
    assert TableInfo.from_service(f"X.{SERVICE_TYPE}", 7777, [], {"name": "X"}) is None


@pytest.mark.parametrize("port, addresses, txt", [
    (7777, ["127.0.0.1"], {}),  # no TXT: some other program's service
    (7777, ["127.0.0.1"], {"proto": "one", "seats": "4", "taken": "0"}),
    (7777, ["127.0.0.1"], {"proto": "2", "seats": "4"}),
    (0, ["127.0.0.1"], {"proto": "2", "seats": "4", "taken": "0"}),
    (7777, ["fe80::1"], {"proto": "2", "seats": "4", "taken": "0"}),  # link-local, no scope
])
def test_records_that_cannot_be_a_table_are_not_listed(
    port: int, addresses: list[str], txt: dict[str, str],
) -> None:
    assert TableInfo.from_service(f"Odd.{SERVICE_TYPE}", port, addresses, txt) is None


async def test_a_host_on_loopback_advertises_on_loopback_whatever_the_setting(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """``host --bind 127.0.0.1`` with mDNS on every interface was listed on the LAN at this
    machine's LAN addresses, where nothing listened. (A stand-in advertiser: nothing is sent.)"""
    import net.discovery
    from net.host import Host, TableConfig

    asked: list[tuple[object, object]] = []

    class Recorded:
        def __init__(self, name: str, port: int, txt: object, *, interfaces: object = None,
                     host_ip: object = None) -> None:
            asked.append((interfaces, host_ip))

        async def start(self) -> None:
            return None

        async def update(self, txt: object) -> None:
            return None

        async def stop(self) -> None:
            return None

    monkeypatch.setattr(net.discovery, "Advertiser", Recorded)
    host = Host(TableConfig(name="Den", seats=2))
    await host.start_server("127.0.0.1", 0)
    try:
        assert await host.advertise("all") is None
        assert asked == [(["127.0.0.1"], "127.0.0.1")] and host.listed_locally
    finally:
        await host.close()


async def test_an_entry_dropped_from_the_advertisement_leaves_the_listing() -> None:
    """The advertisement's entries were only merged: an owner who left stayed named (``by``)
    on the table, "Spare (host: Dave) · 0/4 seats" (newbie42 #2). ``drop`` removes one."""
    name = unique_name("Dave's table")
    browser = Browser(interfaces=LOOPBACK)
    await browser.start()
    host = Advertiser(name, 40130, {**state(1), "by": "Dave"}, interfaces=LOOPBACK)
    try:
        await host.start()
        service = host.service
        assert service is not None
        assert await eventually(lambda: (t := browser.tables.get(service)) is not None
                                and t.owner == "Dave")
        await host.update(state(0), drop=("by",))
        assert await eventually(lambda: (t := browser.tables.get(service)) is not None
                                and (t.taken, t.owner) == (0, ""))
    finally:
        await host.stop()
        await browser.stop()
