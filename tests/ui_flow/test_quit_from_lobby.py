"""Quitting the app from a table's lobby (q, Ctrl-Q, Ctrl-C — over SSH too, where the session's
app simply ends) is leaving the table: the seat is free at once, not held for the reconnect
window as after a dropped connection."""

from __future__ import annotations

import asyncio

import pytest
from flow_kit import joined_table, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen

WAIT = 20.0


def _names(host: object) -> list[str]:
    return [s.display for s in host.table.seats if s.kind == "human"]  # type: ignore[attr-defined]


@pytest.mark.parametrize("key", ["ctrl+q", "ctrl+c"])
async def test_quitting_the_app_in_a_lobby_gives_the_seat_up_at_once(key: str) -> None:
    async with joined_table(name="Quit", seats=3, reconnect_window=60.0) as (host, ann, app):
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_screen(pilot, LobbyScreen, "Bo's lobby")
            await wait_for(pilot, lambda: "Bo" in _names(host), "Bo seated")
            await pilot.press(key)
            await wait_for(pilot, lambda: not app.is_running, "the app ended")

        async def freed() -> None:
            while "Bo" in _names(host):
                await asyncio.sleep(0.05)
        await asyncio.wait_for(freed(), WAIT)  # well inside the 60 s reconnect window
        assert _names(host) == ["Ann"]
        lobby = await ann.recv("lobby", timeout=WAIT)
        while any(s.get("name") == "Bo" for s in lobby["seats"]):
            lobby = await ann.recv("lobby", timeout=WAIT)  # Ann's lobby shows the free seat
