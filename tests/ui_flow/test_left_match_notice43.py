"""newbie43 #13: a guest who left a match under way (q, then y: "A bot plays your seat until
you join this table again") landed on the main menu with nothing saying where their seat
was; Ctrl+Q's goodbye in the terminal said it, the menu did not."""

from __future__ import annotations

from flow_kit import menu_app_for, press, type_text, wait_for, wait_screen, wait_table


async def test_a_guest_who_left_a_match_is_told_on_the_menu_where_the_seat_waits() -> None:
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.menu import MenuScreen

    host = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    app = menu_app_for("Bo", "left", bot_delay=3600.0)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, MenuScreen)
            await pilot.press("j")
            await wait_screen(pilot, JoinScreen)
            await pilot.press("a", "end", "ctrl+u")
            await type_text(pilot, f"127.0.0.1:{port}")
            await pilot.press("enter")
            await wait_screen(pilot, LobbyScreen, "Bo's lobby")
            await ann.start()
            await wait_table(pilot)
            await press(pilot, "q")
            await wait_screen(pilot, ConfirmDialog, "the leave question")
            await press(pilot, "y")
            await wait_screen(pilot, MenuScreen, "the menu")
            await wait_for(pilot, lambda: any(
                "You left Den: a bot plays your seat" in n.message
                for n in app._notifications), "the notice")
            assert "Join it again under the same name" in " ".join(
                n.message for n in app._notifications)
        # (kept while that match goes on; not once the table is back in its lobby: the
        # table gives the seat up when the match ends, newbie43 #3)
        from unotui import kept_seats
        from unotui.kept_seats import Listing

        address = f"127.0.0.1:{port}"
        assert kept_seats.seat_for(address, "Bo", Listing("Den", "playing")) is not None
        assert kept_seats.seat_for(address, "Bo", Listing("Den", "lobby")) is None
        assert kept_seats.seat_for(address, "Bo", Listing("Late", "playing")) is None
    finally:
        await ann.close()
        await host.close()
