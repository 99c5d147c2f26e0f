"""fixform74's left-alone: a table closed from its lobby gave the Host form still open its
bots, seats and rules back, but the Host form opened again from the menu started from those
the table had been *opened* with (saved then), not those it closed with: a player who added a
hard bot in the lobby, closed the table and came back through the menu found it gone again."""

from __future__ import annotations

import json
from pathlib import Path

from flow_kit import menu_app_for, press, replace_text, screen_text, wait_for, wait_screen

from unotui.dialogs import ConfirmDialog
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen


async def test_the_menus_host_form_starts_from_the_table_as_it_closed(
        fixed_settings: Path) -> None:
    app = menu_app_for("Zoe", "kept")
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("h")
        await wait_screen(pilot, HostSetupScreen)
        await replace_text(pilot, "table-name", "Den")
        await pilot.press("ctrl+o")
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        table = lobby.session.host.table
        await lobby.session.client.add_bot("hard")
        await wait_for(pilot, lambda: [s.bot_kind for s in table.seats if s.kind == "bot"]
                       == ["hard"], "a hard bot seated")
        await press(pilot, "escape")
        await wait_screen(pilot, ConfirmDialog, "close the table?")
        await press(pilot, "y")
        await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Ctrl+O opens it again" in screen_text(app), "closed")
        await press(pilot, "escape")
        await wait_screen(pilot, MenuScreen, "back at the menu")
        await pilot.press("h")
        form = await wait_screen(pilot, HostSetupScreen, "the Host form again")
        plan = form.plan()
        assert (plan.bots, plan.bot_levels) == (1, ("hard",)), "the bot added in the lobby"
        saved = json.loads((fixed_settings / "settings.json").read_text())
        assert saved["table_bot_levels"] == ["hard"]
