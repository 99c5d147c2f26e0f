"""The tables one app hosts one after another close for their guest alike, and a table screen
whose table went away can always be left.

A play-tester's guest, who had been told "TableA was closed by its host." and pressed Enter,
joined the host's next table from the same app; when that host's terminal closed (SIGHUP), the
guest read "The table is closing." and then a frozen table, waiting for the host's seat as if
it were alive, and none of q, Ctrl+Q, Ctrl+C left it. The first message's "it is showing" flag
was to be cleared by the dialog's result callback, which Textual runs on the screen that asked
for the dialog: the table screen, popped on the way to the join list, so it never ran; every
later closed table was then not told, and its screen, marked as leaving, ignored the quit keys.
"""

from __future__ import annotations

import signal
from typing import Any

from flow_kit import (
    menu_app_for,
    press,
    replace_text,
    screen_text,
    type_text,
    wait_for,
    wait_screen,
    wait_table,
)


def app_for(name: str) -> Any:
    return menu_app_for(name, "again", bot_delay=3600.0)


async def test_the_second_table_an_app_hosts_closes_for_its_guest_as_the_first_did() -> None:
    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.host_setup import HostSetupScreen
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen

    host_app, guest_app = app_for("Ann"), app_for("Gus")
    async with guest_app.run_test(size=(80, 24)) as guest:
        await wait_screen(guest, MenuScreen)
        await guest.press("j")
        await wait_screen(guest, JoinScreen)
        async with host_app.run_test(size=(80, 24)) as host:
            for name in ("TableA", "TableB"):
                await wait_screen(host, MenuScreen)
                await host.press("h")
                await wait_screen(host, HostSetupScreen)
                await replace_text(host, "table-name", name)
                await host.press("ctrl+o")
                lobby = await wait_screen(host, LobbyScreen, "the host's lobby")
                address = lobby.session.address
                assert address is not None
                await guest.press("a", "end", "ctrl+u")
                await type_text(guest, address)
                await guest.press("enter")
                await wait_screen(guest, LobbyScreen, "the guest's lobby")
                await wait_for(host, lambda: "Gus" in screen_text(host_app), "Gus seated")
                await press(host, "s")
                await wait_table(host)
                await wait_table(guest)
                if name == "TableA":  # the host leaves the first match: its table closes
                    await press(host, "q")
                    await wait_screen(host, ConfirmDialog)
                    await press(host, "y")
                    await wait_screen(guest, TableClosedDialog, "TableA's closing")
                    assert "TableA was closed by its host." in screen_text(guest_app)
                    await press(guest, "enter")
                    await wait_screen(guest, JoinScreen, "back on the join list")
                    # (the host who closed it reads its final scores too, over the menu)
                    await wait_screen(host, TableClosedDialog, "the host's closing message")
                    assert "You closed TableA." in screen_text(host_app)
                    await press(host, "enter")
            host_app._stopped_by(signal.SIGHUP)  # (its terminal closed: the app ends)
        await wait_screen(guest, TableClosedDialog, "TableB's closing")
        text = screen_text(guest_app)  # (stopped by a signal: its match can go on, ux28 #9)
        assert "TableB stopped: its host's app ended." in text and "Its match can go on" in text
        assert "No round had been played" in text  # (stopped in round 1: nobody had scored)
        await press(guest, "enter")
        await wait_screen(guest, JoinScreen, "back on the join list again")


async def test_a_table_screen_whose_table_went_away_still_leaves_on_q_and_ctrl_q() -> None:
    """Whatever left it behind, a table screen marked as leaving with nothing under way to
    take it off leaves on the quit keys instead of ignoring them: q for the menu, Ctrl+Q (and
    Ctrl+C, the same) out of unotui."""
    from unotui.link import demo_link
    from unotui.screens.menu import MenuScreen
    from unotui.screens.table import TableScreen

    for key in ("q", "ctrl+q", "ctrl+c"):
        app = app_for("Gus")
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, MenuScreen)
            table = TableScreen(demo_link())
            await app.push_screen(table)
            await wait_for(pilot, lambda t=table: t.view is not None, "the table")
            table.closed = True  # (as a table that went away without taking the screen off)
            await press(pilot, key)
            if key == "q":
                await wait_screen(pilot, MenuScreen, f"the menu after {key}")
            else:  # (Ctrl+Q, and Ctrl+C, quit unotui: tests/ui_flow/test_leaving_flow25.py)
                await wait_for(pilot, lambda a=app: a.return_code is not None, f"end: {key}")
