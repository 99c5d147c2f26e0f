"""newbie86 #4: Bo joins a table by its address (not listed on the LAN), leaves its match with
q (a bot plays the seat, kept for him) and is told "Join it again under the same name to take
your seat back". He presses j at the menu, as told: the join screen opens on the LAN list,
its address field empty, the first listed table — a stranger's — under the cursor, so Enter
joins that table instead (seen in tmux: Enter led to another player's table, "hal's table is
full — watch instead?"). The table whose seat is kept for him should be what Enter joins: its
address filled in (or its row chosen)."""

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


def stranger_lan() -> Any:
    """LAN discovery that lists one stranger's table (never reached: nothing is joined)."""
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    info = TableInfo(name="Hal's table", host="127.0.0.1", port=9, proto=PROTOCOL_VERSION,
                     seats=2, taken=1, phase="lobby", password=False,
                     service="Hal's table._unotui._tcp.local.")

    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


async def test_join_after_leaving_a_match_offers_the_table_that_keeps_the_seat() -> None:
    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="left", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    address = f"127.0.0.1:{port}"
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.join_options = {"name": "Bo", "browse": stranger_lan(), "probe": None}
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            join = await wait_screen(pilot, JoinScreen, "the join screen")
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
            await press(pilot, "j")
            join = await wait_screen(pilot, JoinScreen, "the join screen again")
            await wait_for(pilot, lambda: join.query_one("#tables").option_count == 1,
                           "the stranger's table listed")
            for _ in range(5):
                await pilot.pause(0.05)
            field = join.query_one("#address")
            tables = join.query_one("#tables")
            stranger_chosen = app.focused is tables and tables.highlighted == 0
            assert getattr(field, "value", "") == address or not stranger_chosen, (
                getattr(field, "value", ""), app.focused, tables.highlighted)
    finally:
        await ann.close()
        await host.close()
