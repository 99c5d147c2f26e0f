"""The table's owner edits the rules from the lobby with the keyboard (e, a preset, Ctrl+O) and
every lobby shows them; a refusal from the table shows in the status line; players who do not run
the table have no such key."""

from __future__ import annotations

from flow_kit import (
    choose,
    hosting_app,
    joined_table,
    loopback_plan,
    screen_text,
    wait_for,
    wait_screen,
)

from core.rules import Rules, preset
from net.client import Client
from unotui.screens.host_setup import HostPlan
from unotui.screens.lobby import LobbyScreen, RulesDialog

WAIT = 20.0


async def test_the_owner_picks_a_preset_in_the_lobby_and_everyone_sees_it() -> None:
    plan = HostPlan(table_name="Rules", seats=3, bots=1, rules=Rules(), bind="127.0.0.1", port=0,
                    advertise=False, seed="rules", bot_delay=0.0)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Ana · normal  bot" in screen_text(app), "the bot")
        host = lobby.session.host
        port = int(str(lobby.session.address).rsplit(":", 1)[1])
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        try:
            await wait_for(pilot, lambda: "Bob" in screen_text(app), "Bob at the table")
            # the host is told who came in (the seat list alone changes silently)
            await wait_for(pilot, lambda: "Bob sat down at the table." in screen_text(app),
                           "the arrival told")
            assert "Official rules" in screen_text(app) and "e Rules" in screen_text(app)

            await pilot.press("e")
            dialog = await wait_screen(pilot, RulesDialog, "the rules editor")
            # its keys are on its border (the lobby's footer below shows the lobby's), and ↓
            # goes to the next field
            assert "Left/Right: change a choice · Esc: cancel · Ctrl+O: use" in screen_text(app)
            assert app.focused is not None and app.focused.id == "rules-preset"
            await pilot.press("down")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "opt-hand_size", "the next field")
            await pilot.press("up")
            await wait_for(pilot, lambda: app.focused is not None
                           and app.focused.id == "rules-preset", "the preset again")
            await choose(pilot, "rules-preset", "house")
            await wait_for(pilot, lambda: "Preset: house" in screen_text(app), "the summary")
            await pilot.press("ctrl+o")
            await wait_for(pilot, lambda: app.screen is lobby, "back in the lobby")
            await wait_for(pilot, lambda: "Preset: house" in screen_text(app), "the new rules")
            assert "The table's rules changed" in screen_text(app)
            assert host.table.rules == preset("house")
            while (await bob.recv("lobby", timeout=WAIT))["rules"] != preset("house").to_dict():
                pass  # Bob's lobby carries them too

            # rules the table cannot use: its refusal shows in the status line, nothing changes
            await pilot.press("e")
            dialog = await wait_screen(pilot, RulesDialog, "the rules editor again")
            assert dialog.query_one("#rules-preset").value == "house"
            dialog.query_one("#opt-players").focus()  # (Tab would get there too, more slowly)
            await pilot.press("end", "ctrl+u", "5")
            await wait_for(pilot, lambda: dialog.query_one("#opt-players").value == "5", "5")
            await pilot.press("ctrl+o")
            await wait_for(pilot, lambda: "The table refused these rules" in screen_text(app),
                           "the refusal")
            assert app.screen is lobby and "5 seats" in screen_text(app)
            assert "Traceback" not in screen_text(app)
            assert "Preset: house" in screen_text(app) and host.table.rules == preset("house")

            await pilot.press("e")  # the same rules again: taken, and the status line moves on
            await wait_screen(pilot, RulesDialog, "the rules editor, unchanged")
            await pilot.press("ctrl+o")
            await wait_for(pilot, lambda: app.screen is lobby
                           and "Waiting for players" in screen_text(app), "the greeting again")
            assert "Sending the new rules" not in screen_text(app)

            await pilot.press("e")  # Escape closes the editor without changing anything
            await wait_screen(pilot, RulesDialog, "the rules editor once more")
            await pilot.press("escape")
            await wait_for(pilot, lambda: app.screen is lobby, "back in the lobby")
            assert host.table.rules == preset("house")
        finally:
            await bob.close()


async def test_a_player_who_does_not_run_the_table_cannot_edit_its_rules() -> None:
    async with joined_table(name="Ann's", seats=2, seed="rules", bot_delay=0.0) as (_, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: "Official rules" in screen_text(app), "the rules")
        assert "e Rules" not in screen_text(app) and "r Ready" in screen_text(app)
        await pilot.press("e")
        await pilot.pause()
        assert app.screen is lobby  # no editor for Bo
        await ann.set_rules(preset="house")
        await wait_for(pilot, lambda: "Preset: house" in screen_text(app), "the new rules")
        assert "The table's rules changed" in screen_text(app)


async def test_rules_edited_in_the_lobby_come_back_to_the_host_form_when_the_table_closes() -> None:
    """Reopening a closed table (Ctrl+O on the form) plays the rules last chosen in its lobby,
    not quietly the ones it was first opened with."""
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.host_setup import HostSetupScreen

    app = hosting_app(loopback_plan("Again"))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("e")
        await wait_screen(pilot, RulesDialog, "the rules editor")
        await choose(pilot, "opt-scoring", "single")
        await pilot.press("ctrl+o")
        await wait_for(pilot, lambda: "Scoring: single" in screen_text(app), "the rules taken")
        await pilot.press("escape")
        await wait_screen(pilot, ConfirmDialog)
        await pilot.press("y")
        form = await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Your table is closed" in screen_text(app), "closed")
        assert form.plan().rules.scoring == "single"
        await pilot.press("ctrl+o")  # opened again: with those rules
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby again")
        await wait_for(pilot, lambda: "Scoring: single" in screen_text(app), "the same rules")
        assert lobby.session.host.table.rules.scoring == "single"


async def test_rules_that_cannot_go_together_are_said_once_in_a_players_words() -> None:
    """newbie44 #8: Challenge UNO scoring with teams showed "These rules cannot be used: rules
    option 'teams' cannot be combined with scoring = "challenge"" twice in the editor."""
    app = hosting_app(loopback_plan("Teams", seats=4))
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("e")
        dialog = await wait_screen(pilot, RulesDialog, "the rules editor")
        await choose(pilot, "opt-teams", "pairs")
        await choose(pilot, "opt-scoring", "challenge")
        said = "Teams do not play Challenge UNO scoring"
        await wait_for(pilot, lambda: said in " ".join(screen_text(app).split()), "said")
        assert " ".join(screen_text(app).split()).count(said) == 1
        assert "rules option" not in screen_text(app)
        await pilot.press("ctrl+o")  # (refused: the editor stays, and says it once)
        await pilot.pause(0.1)
        assert app.screen is dialog
        assert " ".join(screen_text(app).split()).count(said) == 1


def test_every_rules_error_a_form_can_make_is_in_a_players_words() -> None:
    from core.rules import Rules, RulesError
    from unotui.widgets.rules_form import rules_problem

    for options, said in (({"teams": "pairs", "scoring": "challenge"}, "Teams do not play"),
                          ({"jump_in_stacks": True}, "needs Jump-in on"),
                          ({"teams": "triples", "players": 4},
                           "4 players cannot be split into teams of 3")):
        try:
            Rules(**options)
        except RulesError as exc:
            assert said in rules_problem(exc, options), rules_problem(exc, options)
        else:
            raise AssertionError(f"{options} were accepted")
