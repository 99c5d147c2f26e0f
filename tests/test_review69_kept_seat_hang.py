"""review69 #1: ``kept_seats.sit_where_kept`` connects to the *other* address where a seat is
kept with no time limit of its own. That address is by nature one the player did not type (a
LAN address of yesterday, a tunnel's): when it swallows the connection attempt (a host whose
Wi-Fi address changed, a firewall that drops, a listener whose queue is full), the kernel
retries the SYN for about two minutes. All that time the join screen says "Joining
localhost:PORT…" and ``join --text`` prints nothing, although the table typed answered at
once — and the newcomer's connection stays open at the table (in a lobby, as a second seat
"Bo 2"). A connection refused falls back at once (tested by the author); one that hangs does
not fall back at all until the OS gives up."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from pathlib import Path
from typing import Any

import pytest
from net_testkit import hellos_of

from unotui import kept_seats


class _Newcomer:
    """What ``sit_where_kept`` reads of the connection the table typed gave."""

    def __init__(self, table_id: str) -> None:
        self.welcome = {"table": "Den", "table_id": table_id, "seat": None}
        self.left = False

    async def leave(self) -> None:
        self.left = True


async def test_a_kept_address_that_swallows_the_connect_does_not_hold_the_join(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "config"))
    # (a listener whose accept queue is full drops every SYN: the connect hangs, as one to an
    # address that no longer exists on the network does)
    listener = socket.socket()
    listener.bind(("127.0.0.1", 0))
    listener.listen(0)
    port = listener.getsockname()[1]
    fillers: list[socket.socket] = []
    for _ in range(3):
        s = socket.socket()
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", port))
        fillers.append(s)
    await asyncio.sleep(0.3)
    table_id = "0123456789abcdef"
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps({f"127.0.0.1:{port}|Bo": {
        "token": "ab" * 16, "at": time.time(), "table": "Den", "table_id": table_id}}),
        encoding="utf-8")
    newcomer: Any = _Newcomer(table_id)
    assert kept_seats.kept_at_other_address("localhost:7999", "Bo", newcomer.welcome) \
        == f"127.0.0.1:{port}"
    started = time.monotonic()
    try:
        kept, there = await asyncio.wait_for(
            kept_seats.sit_where_kept(newcomer, "localhost:7999", "Bo"), 20)
    except TimeoutError:
        pytest.fail("sit_where_kept still waited for the other address after 20 s: the join of "
                    "a table that answered at once hangs for the kernel's SYN retries (~2 min)")
    finally:
        for s in fillers:
            s.close()
        listener.close()
    assert kept is newcomer and there == "localhost:7999"
    assert time.monotonic() - started < 20


async def test_the_password_typed_for_one_address_is_not_sent_to_the_kept_one(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """review69 #4: ``sit_where_kept`` sends the other address the *password* typed (or
    remembered) for the address the player joined. A seat's token is enough to take it back
    (the host checks no password for a known token: ``Table._hello``), so the password is of
    no use there — and what answers at the kept address is not known to be that table (a LAN
    address handed to another machine since, a tunnel's port reused: the token goes there by
    design, "where it was given", but the password of the table the player typed did not have
    to). Here another table now answers at the kept address and reads the password."""
    from net.host import Host, TableConfig

    monkeypatch.setenv("UNOTUI_CONFIG_DIR", str(tmp_path / "config"))
    other = Host(TableConfig(name="Elsewhere", seats=4, bot_delay=3600.0))
    hellos = hellos_of(other)
    _bind, port = await other.start_server("127.0.0.1", 0)
    try:
        table_id = "0123456789abcdef"
        kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
        kept_seats.path().write_text(json.dumps({f"127.0.0.1:{port}|Bo": {
            "token": "ab" * 16, "at": time.time(), "table": "Den", "table_id": table_id}}),
            encoding="utf-8")
        newcomer: Any = _Newcomer(table_id)
        kept, _there = await asyncio.wait_for(
            kept_seats.sit_where_kept(newcomer, "localhost:7999", "Bo"), 10)
        assert kept is newcomer  # (that table keeps no seat: the newcomer's connection stays)
        assert hellos, "the kept address was asked"
        assert all("password" not in h for h in hellos), hellos
    finally:
        await other.close()
