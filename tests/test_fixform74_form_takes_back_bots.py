"""fixform74 (newbie84 #3): a table closed from its lobby (Escape, y) gives the Host form back
its seats and bots as they were — added there with b, removed with k, the seats changed, a
resumed journal's — as it gives back its rules and thinking time: the form said "Ctrl+O opens
it again" while showing the bots it was opened with, and Ctrl+O opened the table without the
others. A stand-in (a bot playing for a player who left) is not one of the table's bots."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen

from unotui.dialogs import ConfirmDialog
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen
from unotui.tables import LobbySession


def test_hosted_bots_are_the_tables_own_in_seat_order() -> None:
    def seat(kind: str, bot_kind: str | None = None, stand_in: bool = False) -> SimpleNamespace:
        return SimpleNamespace(kind=kind, bot_kind=bot_kind, stand_in=stand_in)

    table = SimpleNamespace(lobby_seats=5, seats=[
        seat("human"), seat("bot", "hard"), seat("bot", "normal", stand_in=True),
        seat("empty"), seat("bot", "easy")])
    assert LobbySession(client=None, host=SimpleNamespace(table=table)).hosted_bots() \
        == (5, ("hard", "easy"))
    assert LobbySession(client=None).hosted_bots() is None  # (a table joined, not hosted)


def _table_bots(lobby: LobbyScreen) -> list[str]:
    return [s.bot_kind for s in lobby.session.host.table.seats if s.kind == "bot"]



async def _closed_to_the_form(pilot: Any, app: Any) -> Any:
    """Close the hosted table from its lobby (Escape, y): the Host form it comes back to, once
    it says the table can be opened again."""
    await pilot.press("escape")
    await wait_screen(pilot, ConfirmDialog, "close the table?")
    await pilot.press("y")
    form = await wait_screen(pilot, HostSetupScreen, "back at the form")
    await wait_for(pilot, lambda: "Ctrl+O opens it again" in screen_text(app), "closed")
    await pilot.pause()
    return form

async def test_the_lobbys_seats_and_bots_come_back_and_open_again(fixed_settings: Path) -> None:
    app = hosting_app(loopback_plan("Den", seats=4, bots=2, bot_levels=("easy", "hard")))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        table = lobby.session.host.table
        assert _table_bots(lobby) == ["easy", "hard"]
        client = lobby.session.client
        await client.set_seats(6)
        await wait_for(pilot, lambda: len(table.seats) == 6, "six seats")
        easy = next(i for i, s in enumerate(table.seats) if s.bot_kind == "easy")
        await client.remove_bot(easy)
        await wait_for(pilot, lambda: _table_bots(lobby) == ["hard"], "the easy bot gone")
        await client.add_bot("normal")
        await wait_for(pilot, lambda: len(_table_bots(lobby)) == 2, "a normal bot seated")
        closing = _table_bots(lobby)  # (in seat order, wherever the new one sat)
        assert sorted(closing) == ["hard", "normal"]
        form = await _closed_to_the_form(pilot, app)
        plan = form.plan()
        assert (plan.seats, plan.bots, plan.bot_levels) == (6, 2, tuple(closing))
        # (the rows of the bots' levels shown are those two)
        shown = [form.query_one(f"#bot-row-{k}").display for k in range(4)]
        assert shown == [True, True, False, False]
        # "opens it again": with those bots
        await pilot.press("ctrl+o")
        again = await wait_screen(pilot, LobbyScreen, "the lobby again")
        await wait_for(pilot, lambda: again.session is not None
                       and sorted(_table_bots(again)) == ["hard", "normal"], "both bots back")
        assert len(again.session.host.table.seats) == 6


async def test_fewer_seats_and_no_bots_come_back_too(fixed_settings: Path) -> None:
    """The other way: the bots all removed and the seats brought down in the lobby."""
    app = hosting_app(loopback_plan("Nook", seats=5, bots=1))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        table = lobby.session.host.table
        client = lobby.session.client
        seat = next(i for i, s in enumerate(table.seats) if s.kind == "bot")
        await client.remove_bot(seat)
        await wait_for(pilot, lambda: _table_bots(lobby) == [], "the bot gone")
        await client.set_seats(3)
        await wait_for(pilot, lambda: len(table.seats) == 3, "three seats")
        form = await _closed_to_the_form(pilot, app)
        plan = form.plan()
        assert (plan.seats, plan.bots, plan.bot_levels) == (3, 0, ())
