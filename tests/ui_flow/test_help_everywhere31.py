"""ux31 #9: keys that did nothing — ``?`` on the join screen and the Host form (neither footer
offered help), and ``q`` in the lobby (it leaves a table and the results). Each now does what it
does elsewhere."""

from __future__ import annotations

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen

from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.help import HelpScreen
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.join import JoinScreen
from unotui.screens.lobby import LobbyScreen


async def test_the_join_screen_and_the_host_form_have_help() -> None:
    app = make_app(lambda: [JoinScreen(browse=None, name="Gus")], ascii_only=False,
                   animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen, "the join screen")
        assert "Help" in screen_text(app).splitlines()[-1]  # (the footer offers it)
        from textual.widgets import Input

        address = join.query_one("#address", Input)
        address.focus()
        await pilot.press("question_mark")  # typed into the address field that has the focus
        await pilot.pause()
        assert app.screen is join and address.value.endswith("?")
        await pilot.press("f1")  # (the key that works there too)
        await wait_screen(pilot, HelpScreen, "the join screen's help")
        text = " ".join(screen_text(app).split())
        assert "type an address: HOST:PORT" in text
        assert "Tables open on this network appear in the list by themselves" in text
        assert "Rules" not in text.split("This screen")[1]  # (no table, no rules)
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is join, "back")
        await pilot.press("escape")
        app.push_screen(HostSetupScreen())
        form = await wait_screen(pilot, HostSetupScreen, "the Host form")
        assert "F1 Help" in screen_text(app).splitlines()[-1]
        await pilot.press("f1")
        await wait_screen(pilot, HelpScreen, "the form's help")
        text = " ".join(screen_text(app).split())
        assert "open the table" in text and "The rules below are those of the form" in text
        assert "Rules" in text  # (the form's rules, as they stand)
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is form, "back to the form")


async def test_q_in_the_lobby_asks_to_leave_as_escape_does() -> None:
    app = hosting_app(loopback_plan("Q table", seats=3, bots=1))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("q")
        await wait_screen(pilot, ConfirmDialog, "the question")
        # (its own table, which closes for everyone: asked as q at the table asks, newbie63 #7)
        assert "Close the table?" in screen_text(app)
        await pilot.press("n")
        await wait_for(pilot, lambda: app.screen is lobby, "the lobby again")


async def test_a_watchers_help_says_how_to_get_a_seat() -> None:
    """ux31 #5: a friend who came late and watched read only chat, log and q in the help, and
    nothing said they could sit down after the match."""
    from textual.app import App

    class Host(App[None]):
        def on_mount(self) -> None:
            self.push_screen(HelpScreen({"seat": None, "rules": {}}))

    app = Host()
    async with app.run_test(size=(80, 30)) as pilot:
        await wait_screen(pilot, HelpScreen, "the help")
        text = " ".join(screen_text(app).split())
        assert "You watch this match" in text and "This screen" in text
        notes = " ".join(app.screen.notes or [])
        assert "r sits you down in a free seat" in notes and "free a bot's seat with k" in notes
    seated = HelpScreen({"seat": 0, "rules": {}})
    assert "You watch this match" not in " ".join(seated.notes or [])  # (a player's: the hand)
