"""newbie80 #6 and #11: in a table's lobby a seated player had no key to get up and watch (the
protocol's ``spectate`` was offered nowhere: to watch a friend's match one had to leave the
table and join again as a watcher), and a watcher at a full table read "r Sit down" in the
footer, a key that could only say every seat was taken. Now ``w`` gets a seated player up to
watch (``r`` sits down again while a seat is free), and the footer offers ``r Sit down`` only
while a seat is free. A real table on loopback."""

from __future__ import annotations

import asyncio
from typing import ClassVar

from flow_kit import joined_table, screen_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen


def _seated(host: object) -> list[str]:
    return [s.display for s in host.table.seats if s.kind == "human"]  # type: ignore[attr-defined]


def _footer(app: object) -> str:
    lines = screen_text(app).splitlines()  # type: ignore[arg-type]
    return lines[-1] if lines else ""


async def test_w_gets_a_seated_player_up_to_watch_and_r_sits_down_again() -> None:
    async with joined_table(name="Den", seats=2) as (host, _ann, app), \
        app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: "Bo" in _seated(host), "Bo seated")
        await wait_for(pilot, lambda: "w Watch" in _footer(app), "w offered to Bo seated")
        await pilot.press("w")
        await wait_for(pilot, lambda: "Bo" not in _seated(host), "Bo up from his seat")
        await wait_for(pilot, lambda: app.screen.watching(), "Bo's lobby showing him watching")
        bo = next(m for m in host.table.members.values() if m.name == "Bo")
        assert bo.conn is not None and bo.seat is None, "Bo left the table instead of watching"
        await wait_for(pilot, lambda: "r Sit down" in _footer(app), "r offered to sit again")
        assert "w Watch" not in _footer(app)
        await pilot.press("r")
        await wait_for(pilot, lambda: "Bo" in _seated(host), "Bo seated again")


async def test_a_watcher_at_a_full_table_is_not_offered_to_sit_down() -> None:
    async with joined_table(name="Den", seats=2) as (host, ann, app), \
        app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await wait_for(pilot, lambda: "Bo" in _seated(host), "Bo seated")
        await pilot.press("w")
        await wait_for(pilot, lambda: "r Sit down" in _footer(app), "Bo watching")
        await ann.add_bot()  # (the seat Bo left is a bot's now: the table is full)
        await wait_for(pilot, lambda: "r Sit down" not in _footer(app),
                       "the footer without r Sit down, every seat taken")
        await pilot.press("r")
        await wait_for(pilot, lambda: "every seat is taken" in screen_text(app),
                       "r saying every seat is taken")
        await asyncio.sleep(0.2)
        assert "Bo" not in _seated(host)


async def test_the_text_clients_w_gets_a_seated_player_up_to_watch() -> None:
    from unotui.commands import join

    sent: list[str] = []

    class _Client:
        seat = 1
        lobby: ClassVar[dict[str, object]] = {"t": "lobby", "phase": "lobby", "seats": [
            {"kind": "human", "name": "Ann", "ready": False},
            {"kind": "human", "name": "Bo", "ready": False}]}
        last_view = None

        async def spectate(self) -> None:
            sent.append("spectate")

    assert await join._command(_Client(), "w")
    assert sent == ["spectate"]
    assert " w get up and watch (lobby) " in join.help_text()
