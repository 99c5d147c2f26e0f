"""newbie89 #3: an app started as `python3 run.py join HOST:PORT` (the command the host shows:
"Others join with: ...") keeps that address for every later Join. The player leaves the match
with q ("Join it again under the same name to take your seat back"), the host closes the table
and opens a new one at the same port; Join then says only "Enter joins HOST:PORT; ↑ goes up to
the tables found here." — nothing about the left seat (it is gone: Enter joins the new table as
a newcomer). A Join opened without that address says "Another table is open at HOST:PORT now:
the match you left there is gone, and no seat is kept for you." (review96): JoinScreen only
looks for the left seat when it was given no address (compose: `if not self.initial_address`).
Before the table closes it does not say "your seat is kept ... Enter joins it to take the seat
back" either.

Repro: app A: python3 run.py host --bind 127.0.0.1 --port P; app B: python3 run.py join
127.0.0.1:P; A: r, s; B: q, y; A: Ctrl+Q, y; python3 run.py host --bind 127.0.0.1 --port P
(n: a new table); B: j.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import press, wait_for, wait_screen, wait_table

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


async def test_newbie89_join_started_with_an_address_says_the_left_seat_is_gone() -> None:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    host = Host(TableConfig(name="Den", seats=2, rules=Rules(), seed="left", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    address = f"127.0.0.1:{port}"
    listed: list[Any] = []
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    app.join_options = {"address": address, "name": "Bo", "browse": lan_of(listed), "probe": None}
    other: Host | None = None
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            await wait_screen(pilot, JoinScreen, "the join screen")
            await press(pilot, "enter")  # (the address given to join, filled in)
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
            # (the menu told Bo to join again to take the seat back; now that seat is gone
            # and Enter joins a stranger's table as a newcomer: say so, as a Join opened
            # without an address does)
            assert "no seat is kept" in said, said
    finally:
        await ann.close()
        await host.close()
        if other is not None:
            await other.close()
