"""review69 #7: newbie56 #1 mended for a table joined by *address* only. A player whose seat is
kept at one address of a table (here ``127.0.0.1:PORT``, as they typed it), whose app started
again finds the same table in the LAN list under another address (``localhost:PORT`` here; a
LAN address in a home): a match is under way, so the row is full, and ``JoinScreen.join_table``
asks "Full — watch instead?" before connecting at all, since ``kept_seats.token_for`` knows no
seat at the row's address — although the row carries the table's identity (TXT ``id``), which
``kept_at_other_address`` matches. Yes: the player watches a bot play their own seat (the very
newbie56 #1), as a spectator ``sit_where_kept`` never runs for. (A password table asks for the
password too, where the token would be enough.)"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import joined_table, screen_text, wait_for, wait_table
from test_kept_seats import first_view_of_a_match, wait_for_host

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


def lan_of(info: Any) -> Any:
    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        on_change("added", info)

        async def stop() -> None:
            pass
        return stop
    return browser


async def test_a_full_lan_row_of_the_table_where_the_seat_is_kept_under_another_address() -> None:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.dialogs import ConfirmDialog

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat, hand = view["seat"], sorted(view["hand"])
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        port = host.address[1]
        info = TableInfo(name="Den", host="localhost", port=port, proto=PROTOCOL_VERSION,
                         seats=2, taken=2, phase="playing", password=False,
                         service="Den._unotui._tcp.local.", table_id=host.table.table_id)
        again = make_app(lambda: [JoinScreen(browse=lan_of(info), name="Bo")],
                         ascii_only=False, animations=False)
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(again), "the list")
            again.screen.query_one("#tables").focus()
            await pilot.press("enter")
            await pilot.pause(0.5)
            assert not any(isinstance(s, ConfirmDialog) for s in again.screen_stack), \
                "asked 'Full — watch instead?' at the table that keeps Bo's seat"
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
