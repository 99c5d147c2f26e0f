"""newbie82 #7 (small): `unotui host --name 'A very long table name for the Friday evening UNO
club' --bind 127.0.0.1 --port 20710` (the app, not --headless) opens a lobby titled

    Lobby of A very long table name for the Friday ev · 9/10 seats taken

— the name cut to 40 characters in the middle of a word, with no "…" and no word about it.
The headless host says "Its name was cut to 40 characters, as every table's is."
(unotui/commands/host.py, newbie44 #10); the app's host, who typed the name, is told nothing,
and every guest reads "Friday ev" in the join list and the lobby."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_screen

from unotui.screens.lobby import LobbyScreen

LONG = "A very long table name for the Friday evening UNO club"


@pytest.fixture(autouse=True)
def _isolated(fixed_settings: Any) -> Any:
    return fixed_settings


async def test_the_apps_host_is_told_the_tables_name_was_cut() -> None:
    app = hosting_app(loopback_plan(LONG, seats=2, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.pause(0.5)
        said = " ".join([screen_text(app), *(str(n.message) for n in app._notifications)])
        assert "Friday ev" in said  # (the table's name as cut)
        assert "cut" in said or "…" in said, said
