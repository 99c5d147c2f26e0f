"""review70: the LAN row path of review69 #4 (``JoinScreen.join_table`` with ``elsewhere``,
b9df1ef0) joins the address where the seat is kept through the ordinary ``connect`` /
``_join_table`` worker — not through ``kept_seats.sit_where_kept`` — so the two mends of
review69 made there (31d69c84) do not hold on this path:

* #1 the kept address gets no 3 s bound: one that swallows the connect (a LAN address of
  yesterday, a firewall that drops) holds "Joining 127.0.0.1:PORT…" for the kernel's SYN retries
  (about two minutes) before the row the player chose is joined;
* #2 the password typed in the join screen's field (for the row's table) is sent to the kept
  address, which may be another table's now;
* and a refusal there (a full lobby) is shown as if the player had asked for that address —
  "Full — watch instead?" — and then the row is joined (or asked about) on top of it: two
  dialogs, one for an address the player never chose.

Ports: review70's own range (9740-9759), on 127.0.0.1 only."""

from __future__ import annotations

import asyncio
import json
import socket
import time
from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import screen_text, wait_for
from net_testkit import hellos_of

from unotui import kept_seats
from unotui.launch import make_app
from unotui.screens.join import JoinScreen

TABLE_ID = "0123456789abcdef"


def lan_of(info: Any) -> Any:
    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


def keep_seat_at(address: str) -> None:
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps({f"{address}|Bo": {
        "token": "ab" * 16, "at": time.time(), "table": "Den", "table_id": TABLE_ID}}),
        encoding="utf-8")


def row(port: int, **over: Any) -> Any:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    fields: dict[str, Any] = dict(name="Den", host="localhost", port=port,
                                  proto=PROTOCOL_VERSION, seats=4, taken=1, phase="lobby",
                                  password=False, service="Den._unotui._tcp.local.",
                                  table_id=TABLE_ID)
    fields.update(over)
    return TableInfo(**fields)


def app_for(info: Any) -> Any:
    return make_app(lambda: [JoinScreen(browse=lan_of(info), name="Bo")],
                    ascii_only=False, animations=False)


async def test_a_kept_address_that_swallows_the_connect_does_not_hold_the_lan_row() -> None:
    from net.host import Host, TableConfig

    den = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    await den.start_server("127.0.0.1", 9741)
    # (a listener whose accept queue is full drops every SYN, as an address gone from the LAN)
    silent = socket.socket()
    silent.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
    silent.bind(("127.0.0.1", 9742))
    silent.listen(0)
    fillers: list[socket.socket] = []
    for _ in range(3):
        s = socket.socket()
        s.setblocking(False)
        s.connect_ex(("127.0.0.1", 9742))
        fillers.append(s)
    await asyncio.sleep(0.3)
    keep_seat_at("127.0.0.1:9742")
    app = app_for(row(9741))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(app), "the list")
            app.screen.query_one("#tables").focus()
            await pilot.press("enter")
            started = time.monotonic()
            while time.monotonic() - started < 12:  # (4x review69's 3 s bound)
                if "Joining 127.0.0.1:9742" not in " ".join(screen_text(app).split()):
                    break
                await pilot.pause(0.2)
            text = " ".join(screen_text(app).split())
            assert "Joining 127.0.0.1:9742" not in text, \
                "12 s after Enter on the row, still joining the silent kept address"
    finally:
        for s in fillers:
            s.close()
        silent.close()
        await den.close()


async def test_the_password_typed_is_not_sent_to_the_kept_address_of_a_lan_row() -> None:
    from textual.widgets import Input

    from net.host import Host, TableConfig

    den = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0, password="secret"))
    await den.start_server("127.0.0.1", 9743)
    other = Host(TableConfig(name="Elsewhere", seats=4, bot_delay=3600.0))
    hellos = hellos_of(other)
    await other.start_server("127.0.0.1", 9744)
    keep_seat_at("127.0.0.1:9744")  # (now another table answers there)
    app = app_for(row(9743, password=True))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(app), "the list")
            app.screen.query_one("#password", Input).value = "secret"  # (Den's password)
            app.screen.query_one("#tables").focus()
            await pilot.press("enter")
            for _ in range(50):
                if hellos:
                    break
                await pilot.pause(0.1)
            assert hellos, "the kept address was asked"
            assert all("password" not in h for h in hellos), \
                f"Den's password went to the table at the kept address: {hellos}"
    finally:
        await other.close()
        await den.close()


async def test_a_full_lobby_at_the_kept_address_and_the_full_row_ask_twice() -> None:
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import ConfirmDialog

    den = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    await den.start_server("127.0.0.1", 9745)
    den.table.table_id = TABLE_ID
    ann = await Client.connect_tcp("127.0.0.1", 9745, "Ann")
    cy = await Client.connect_tcp("127.0.0.1", 9745, "Cy")
    # (Bo's seat was kept at 127.0.0.1 and given up since: the lobby is full)
    keep_seat_at("127.0.0.1:9745")
    app = app_for(row(9745, seats=2, taken=2))  # (the same table, listed as localhost)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(app), "the list")
            app.screen.query_one("#tables").focus()
            await pilot.press("enter")
            await pilot.pause(2.0)
            dialogs = [s for s in app.screen_stack if isinstance(s, ConfirmDialog)]
            assert len(dialogs) <= 1, \
                f"{len(dialogs)} 'Full — watch instead?' dialogs stacked for one Enter"
    finally:
        await ann.close()
        await cy.close()
        await den.close()


async def test_a_seat_no_longer_kept_at_the_other_address_of_the_rows_table() -> None:
    """The same table at both addresses (its row ``localhost``, the seat kept at ``127.0.0.1``),
    which keeps that seat no more (its lobby gave it up): one Enter should seat Bo once, as
    "Bo". Here the kept address seats a newcomer "Bo" and leaves at once, the row is then joined
    while that newcomer may still be there ("Bo 2"), and that join asks the kept address again
    (``sit_where_kept``: the entry is still there) — the others at the table watch Bo come and
    go three times."""
    from net.host import Host, TableConfig

    den = Host(TableConfig(name="Den", seats=4, bot_delay=3600.0))
    await den.start_server("127.0.0.1", 9747)
    den.table.table_id = TABLE_ID
    hellos = hellos_of(den)
    keep_seat_at("127.0.0.1:9747")
    app = app_for(row(9747))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(app), "the list")
            app.screen.query_one("#tables").focus()
            await pilot.press("enter")
            await wait_for(pilot, lambda: not isinstance(app.screen, JoinScreen), "the lobby")
            await pilot.pause(1.0)
            names = [s.member.name for s in den.table.seats if s.member is not None]
            assert names == ["Bo"], names
            # (the kept address once, then the row: two at most; the third asks the kept
            # address again, which had just said it keeps no seat)
            assert len(hellos) <= 2, f"one Enter, {len(hellos)} hellos: {hellos}"
    finally:
        await den.close()
