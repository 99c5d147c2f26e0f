"""The lobby's help of a table this app hosts offers `host --resume` (its journal brings it
back) — but not to a visitor of the SSH menu door hosting through it, who runs no command and
whose table closes with the session (as ssh56 #3 said of the menu's help)."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, wait_screen


@pytest.mark.parametrize("door", [None, "menu"])
async def test_the_lobby_help_offers_resume_only_outside_a_door(door: str | None) -> None:
    from unotui.screens.lobby import LobbyScreen

    shown: list[Any] = []
    app = hosting_app(loopback_plan("Help table", seats=3, bots=1))
    app.ssh_door = door
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        app.show_help = lambda *args, **kwargs: shown.append(kwargs.get("keys"))
        lobby.action_help()
        await pilot.pause()
        keys = " ".join(f"{key} {what}" for key, what in shown[-1])
        assert ("--resume" in keys) is (door is None), keys
