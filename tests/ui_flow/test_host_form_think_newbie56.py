"""newbie56 #2: the hard bots' thinking time set in the lobby (h) was forgotten by the Host
form once the table closed — the form showed "up to 0.1 s (default)" again and opening the
table again saved that — while the rules edited there (e) came back to it."""

from __future__ import annotations

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen

from unotui import settings as settings_mod
from unotui.dialogs import ConfirmDialog
from unotui.screens.host_setup import Choice, HostSetupScreen
from unotui.screens.lobby import LobbyScreen


async def test_the_thinking_time_set_in_the_lobby_comes_back_to_the_host_form() -> None:
    app = hosting_app(loopback_plan("Think", seats=4, bots=1, bot_kind="hard"))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "h: hard bots think up to 0.1 s" in screen_text(app),
                       "the default thinking time")
        await pilot.press("h")  # (the player's key: the next choice up)
        await wait_for(pilot, lambda: lobby.session.host.table.cfg.think == 0.25, "0.25 s")
        await pilot.press("q")
        await wait_screen(pilot, ConfirmDialog, "leave the table?")
        await pilot.press("y")
        form = await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Your table is closed" in screen_text(app), "closed")
        assert form.query_one("#think", Choice).value == 0.25
        assert form.plan().think == 0.25
        await pilot.press("ctrl+o")  # opened again: its bots think as long as they last did
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby again")
        await wait_for(pilot, lambda: "h: hard bots think up to 0.25 s" in screen_text(app),
                       "the same thinking time")
        assert lobby.session.host.table.cfg.think == 0.25
    assert settings_mod.load().table_think == 0.25  # (and the next form starts from it)


async def test_a_thinking_time_the_form_does_not_offer_comes_back_too() -> None:
    """A table opened with a time of its own (``--think 0.8``) whose lobby stepped on to 1 s:
    the form shows 1 s, and still offers 0.8 s."""
    plan = loopback_plan("Odd", seats=4, bots=1, bot_kind="hard", think=0.8)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "h: hard bots think up to 0.8 s" in screen_text(app),
                       "the command line's time")
        await pilot.press("h")
        await wait_for(pilot, lambda: lobby.session.host.table.cfg.think == 1.0, "1 s")
        await pilot.press("escape")
        await wait_screen(pilot, ConfirmDialog, "leave the table?")
        await pilot.press("y")
        form = await wait_screen(pilot, HostSetupScreen, "back at the form")
        await wait_for(pilot, lambda: "Your table is closed" in screen_text(app), "closed")
        think = form.query_one("#think", Choice)
        assert think.value == 1.0 and form.plan().think == 1.0
        assert 0.8 in [value for _label, value in think.options]  # (still offered)
