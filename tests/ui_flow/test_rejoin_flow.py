"""A play-tester (80×24), a guest in a LAN match, pressed q and then y at "A bot takes over your
seat for the rest of the match.", joined the table again from the LAN list and read "Joined
Friday as a newcomer: the table no longer holds the seat you had there.": all that was left was
to watch a bot play their hand for the remaining rounds. Now the question says that a bot plays
only until the player joins again, and joining again during the match gives the seat back."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import press, screen_text, wait_for, wait_screen, wait_table

from core.rules import Rules
from net.client import Client
from net.discovery import TableInfo
from net.host import Host, TableConfig
from net.protocol import PROTOCOL_VERSION

LEAVE_WORDS = "A bot plays your seat until you join this table again during this match."


def lan_now(host: Host, port: int) -> Any:
    """A stand-in for LAN discovery that lists ``host``'s table as it is when browsing starts
    (a running match is listed with every seat taken)."""
    async def browser(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        table = host.table
        on_change("added", TableInfo(name="Friday", host="127.0.0.1", port=port,
                                     proto=PROTOCOL_VERSION, seats=len(table.seats),
                                     taken=table.taken(), phase=table.phase, password=False,
                                     service="Friday._unotui._tcp.local."))

        async def stop() -> None:
            pass
        return stop
    return browser


def shown(app: Any, region: Any) -> str:
    """The words the screen shows in ``region``, lines run together."""
    lines = screen_text(app).splitlines()[region.y:region.y + region.height]
    return " ".join(" ".join(line[region.x:region.x + region.width] for line in lines).split())


async def test_a_guest_who_left_by_mistake_joins_again_from_the_lan_list_into_their_seat() -> None:
    from unotui.dialogs import ConfirmDialog
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.menu import MenuScreen

    host = Host(TableConfig(name="Friday", seats=3, rules=Rules(), seed="friday",
                            bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    app = make_app(lambda: [], ascii_only=False, animations=False)
    app.join_options = {"name": "Bo", "browse": lan_now(host, port)}
    try:
        await ann.add_bot("normal")
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await press(pilot, "j")
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Friday" in screen_text(app), "the LAN list")
            app.screen.query_one("#tables").focus()
            await press(pilot, "enter")
            await wait_for(pilot, lambda: host.table.taken() == 3, "Bo seated")
            await ann.start()
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None and table.view.get("hand"),
                           "Bo's hand")
            seat, hand = table.view["seat"], sorted(table.view["hand"])
            await press(pilot, "q")
            dialog = await wait_screen(pilot, ConfirmDialog, "Leave the match?")
            await wait_for(pilot, lambda: shown(app, dialog.query_one(".body").region)
                           == LEAVE_WORDS, "the question's words, whole, at 80×24")
            await press(pilot, "y")
            await wait_screen(pilot, MenuScreen, "back at the menu")
            await wait_for(pilot, lambda: host.table.seats[seat].stand_in, "a bot plays for Bo")
            await press(pilot, "j")
            await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Friday" in screen_text(app), "the LAN list again")
            app.screen.query_one("#tables").focus()
            await press(pilot, "enter")  # (listed full: no "watch instead?", the seat is kept)
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None and table.view.get("hand"),
                           "the seat's view")
            assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
            assert not any(isinstance(s, ConfirmDialog) for s in app.screen_stack)
            notes = " ".join(str(n.message) for n in app._notifications)
            assert "you are in your seat again; a bot held it while you were away" in notes
            assert "as a newcomer" not in notes
            back = "You are back in your seat: the bot stepped aside."
            await wait_for(pilot, lambda: back in table.match_log.lines(table.names, seat),
                           "the table's log says so too")
            assert host.table.seats[seat].kind == "human" and not host.table.seats[seat].stand_in
    finally:
        await ann.close()
        await host.close()
