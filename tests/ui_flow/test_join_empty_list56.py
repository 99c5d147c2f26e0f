"""newbie64 #5: on the join screen, the table chosen in the list is stopped and leaves it; the
focus stays on the empty list, the footer loses "⏎ Join", and Enter does nothing and says
nothing — though the address field holds an address, and the help says Enter joins "the
chosen table, or the address typed". Enter there now joins the address typed."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import screen_text, wait_for, wait_screen


async def test_enter_on_the_emptied_list_joins_the_address_typed() -> None:
    from textual.widgets import Input, OptionList

    from net.discovery import TableInfo
    from net.host import Host, TableConfig
    from net.protocol import PROTOCOL_VERSION
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Typed", seats=3, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    listed = TableInfo(name="Gone soon", host="127.0.0.1", port=1, proto=PROTOCOL_VERSION,
                       seats=4, taken=1, phase="lobby", password=False,
                       service="Gone soon._unotui._tcp.local.")
    changes: list[Callable[[str, Any], None]] = []

    async def browse(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        changes.append(on_change)
        on_change("added", listed)

        async def stop() -> None:
            pass
        return stop

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=browse, name="Zoe"))
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Gone soon" in screen_text(app), "listed")
            join.query_one("#address", Input).value = f"127.0.0.1:{port}"
            join.query_one("#tables", OptionList).focus()
            await pilot.pause()
            changes[0]("removed", listed)
            await wait_for(pilot, lambda: "Gone soon" not in screen_text(app), "gone")
            assert app.focused is not None and app.focused.id == "tables"
            await pilot.press("enter")
            await wait_screen(pilot, LobbyScreen)
    finally:
        await host.close()
