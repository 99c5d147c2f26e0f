"""review88 #1: ``unotui join ADDR --name Dave`` keeps ``join_options`` ``{"name": "Dave",
"named": True}`` for the menu's Join after the table (tmux65 #6). Rules & settings, when the
player changes their name there, puts the new name in ``join_options`` (the menu's Join goes on
under it: settings.py ``_name``) but leaves ``named`` true, so the Join screen says "You join as
Eve (given with --name)." — a name nobody gave with --name, which the screen says Rules &
settings does not change, though Rules & settings just set it."""

from __future__ import annotations

from pathlib import Path

import pytest
from flow_kit import wait_for, wait_screen

from unotui import launch
from unotui.screens.join import JoinScreen
from unotui.screens.settings import SettingsScreen


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Path) -> Path:
    return fixed_settings


async def test_a_name_changed_in_settings_is_not_said_given_with_name() -> None:
    app = launch.make_app(lambda: [], animations=False)
    app.join_options = {"name": "Dave", "named": True}  # (what `join --name Dave` leaves)
    async with app.run_test(size=(100, 30)) as pilot:
        app.open_menu_choice("settings")
        settings = await wait_screen(pilot, SettingsScreen, "Rules & settings")
        field = settings.query_one("#name")
        field.value = "Eve"  # (the player types another name)
        await wait_for(pilot, lambda: app.join_options.get("name") == "Eve",
                       "the menu's Join takes the new name")
        app.pop_screen()
        app.open_menu_choice("join")
        join = await wait_screen(pilot, JoinScreen, "the join list")
        join.browse = None
        line = str(join.query_one("#join-as").render())
        assert "given with --name" not in line, line
