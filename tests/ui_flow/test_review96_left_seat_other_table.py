"""review96: the join screen offers the table where the player left a match ("You left a match
at ADDRESS, where your seat is kept until it ends: Enter joins it to take the seat back"). The
player who left is no longer connected, so when that table closes they are never told
(``kept_seats.forget_closed`` never runs for them). Its host then opens a new table at the same
address (the default port, or the same ``--port``): the LAN lists that new table — another
``table_id`` — in its lobby. The row of that table rightly says nothing is kept there
(``kept_seats.kept_there``: not the same table), but the status line still says the seat is
kept and Enter joins it: the player joins a stranger's table as a newcomer, believing they are
taking their seat back."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import press, type_text, wait_for, wait_screen, wait_table

from core.rules import Rules
from net.client import Client
from net.host import Host, TableConfig
from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen


def lan_of(listed: list[Any]) -> Any:
    """LAN discovery that lists what ``listed`` holds when the join screen starts browsing."""

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        for info in listed:
            on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


async def test_the_left_seat_is_not_offered_when_another_table_is_listed_at_its_address() -> None:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="left", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    address = f"127.0.0.1:{port}"
    listed: list[Any] = []
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.join_options = {"name": "Bo", "browse": lan_of(listed), "probe": None}
    other: Host | None = None
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            await wait_screen(pilot, JoinScreen, "the join screen")
            await press(pilot, "a")
            await type_text(pilot, address)
            await press(pilot, "enter")
            await wait_screen(pilot, LobbyScreen, "Den's lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
            await ann.start()
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.round_active(), "the first round")
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            await press(pilot, "y")
            await wait_screen(pilot, MenuScreen, "back at the menu")
            # (Den's host closes it — Bo, gone, is not told — and opens a new table at the
            # same address: another table, in its lobby, nobody's seat kept there)
            old_id = host.table.table_id
            await ann.close()
            await host.close()
            other = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="new",
                                     bot_delay=3600.0))
            await other.start_server("127.0.0.1", port)
            assert other.table.table_id != old_id
            listed.append(TableInfo(name="Den", host="127.0.0.1", port=port,
                                    proto=PROTOCOL_VERSION, seats=2, taken=0, phase="lobby",
                                    password=False, service="Den._unotui._tcp.local.",
                                    table_id=other.table.table_id))
            await press(pilot, "j")
            join = await wait_screen(pilot, JoinScreen, "the join screen again")
            await wait_for(pilot, lambda: join.query_one("#tables").option_count == 1,
                           "the new Den listed in its lobby")
            for _ in range(5):
                await pilot.pause(0.05)
            said = str(getattr(join, "_said", ""))
            assert "your seat is kept" not in said, said
            assert "Another table is open at" in said and "no seat is kept for you" in said, said
    finally:
        await ann.close()
        await host.close()
        if other is not None:
            await other.close()
