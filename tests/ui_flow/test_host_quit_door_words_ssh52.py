"""ssh52, the door's goodbye after its host quit mid-match: the hosting player read "Its match
can be opened again later" (and the command), its SSH visitors only "Den was closed by its
host." The notice the door's goodbye is written from says the match can go on, so a visitor
reads that their seat waits and the same ssh command takes them back."""

from __future__ import annotations

from flow_kit import press, screen_text, wait_for, wait_screen


async def test_the_door_goodbye_says_the_match_of_a_host_who_quit_can_go_on() -> None:
    from flow_kit import hosting_app, loopback_plan, wait_table

    from net.client import Client
    from unotui.connection import closed_text
    from unotui.dialogs import ConfirmDialog, TableClosedDialog
    from unotui.screens.lobby import LobbyScreen

    app = hosting_app(loopback_plan("Den", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
        table_host = lobby.session.host
        guest = await Client.connect_tcp("127.0.0.1", table_host.address[1], "Bo")
        await wait_for(pilot, lambda: table_host.table.taken() == 3, "Bo seated")
        await press(pilot, "s")
        await wait_table(pilot)
        await guest.recv("view", timeout=20.0)
        await press(pilot, "q")
        await wait_screen(pilot, ConfirmDialog, "Leave the match?")
        await press(pilot, "y")
        await wait_screen(pilot, TableClosedDialog, "the final scores, for the host too")
        said = " ".join(screen_text(app).split())
        assert "You closed Den." in said and "Its match can be opened again later:" in said
        assert "No round had been played to its end" in said, said  # (as they were)
        notice = app.closed_notice
        await guest.close()
    assert isinstance(notice, dict)
    goodbye = " ".join(closed_text(notice, ssh=True, everyone=True).split())
    assert "was closed by its host" not in goodbye, goodbye
    assert "Its match can go on" in goodbye and "the same ssh command" in goodbye, goodbye
