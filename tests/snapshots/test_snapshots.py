"""Snapshots of every screen and dialog at 80×24 and 120×40 (pytest-textual-snapshot).

Everything photographed is fixed: a seeded or arranged game, fixed names, a fixed settings file,
a fake LAN list, animations off. After a deliberate change of the look, regenerate with
``pytest tests/snapshots --snapshot-update`` and review the SVGs in ``__snapshots__``.
"""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

import pytest
from snap_kit import (
    fake_browser,
    finished_state,
    lobby_screen,
    menu_app,
    no_browser,
    partners_state,
    settle,
    table_app,
    table_shown,
    table_state,
)
from textual.pilot import Pilot

from core import view

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

Case = Callable[[], tuple[Any, Callable[[Pilot[Any]], Awaitable[None]]]]


def _screen(kind: str) -> Callable[[Pilot[Any]], Awaitable[None]]:
    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == kind
                     and pilot.app.focused is not None)
    return run_before


def menu() -> tuple[Any, Any]:
    return menu_app(), _screen("MenuScreen")


def settings() -> tuple[Any, Any]:
    from unotui.screens.settings import SettingsScreen

    return menu_app(lambda: [SettingsScreen()]), _screen("SettingsScreen")


def host_setup() -> tuple[Any, Any]:
    from unotui.screens.host_setup import HostSetupScreen

    return menu_app(lambda: [HostSetupScreen()]), _screen("HostSetupScreen")


def lobby() -> tuple[Any, Any]:
    app = menu_app(lambda: [lobby_screen()])

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "LobbyScreen"
                     and "hi all" in str(pilot.app.screen.query_one("#chat-lines").lines)
                     and pilot.app.screen.discovery_note is not None)
    return app, run_before


def join() -> tuple[Any, Any]:
    from unotui.screens.join import JoinScreen

    app = menu_app(lambda: [JoinScreen(browse=fake_browser, name="Zoe")])

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "JoinScreen"
                     and len(pilot.app.screen.tables) == 2)
    return app, run_before


def join_unavailable() -> tuple[Any, Any]:
    from unotui.screens.join import JoinScreen

    app = menu_app(lambda: [JoinScreen(browse=no_browser, name="Zoe")])

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "JoinScreen"
                     and pilot.app.screen.unavailable is not None)
    return app, run_before


def _table(push: Callable[[Any], Any] | None = None, keys: tuple[str, ...] = (),
           shown: str | None = None, **kwargs: Any) -> tuple[Any, Any]:
    app, _link = table_app(table_state(), **kwargs)

    async def run_before(pilot: Pilot[Any]) -> None:
        screen = await table_shown(pilot)
        if push is not None:
            await pilot.app.push_screen(push(screen))
        if keys:
            await pilot.press(*keys)
        if shown:
            await settle(pilot, lambda: type(pilot.app.screen).__name__ == shown)
    return app, run_before


def table() -> tuple[Any, Any]:
    return _table()


def color_dialog() -> tuple[Any, Any]:
    from unotui.dialogs import ColorDialog

    return _table(lambda s: ColorDialog("W4", "red"), shown="ColorDialog")


def challenge_dialog() -> tuple[Any, Any]:
    from unotui.dialogs import ChallengeDialog

    return _table(lambda s: ChallengeDialog("Ana", "red", 5), shown="ChallengeDialog")


def player_dialog() -> tuple[Any, Any]:
    from unotui.dialogs import ChoosePlayerDialog

    return _table(lambda s: ChoosePlayerDialog("Catch whom?", [(1, "Ana"), (3, "Cy")],
                                               catches=False),  # (as the table asks it)
                  shown="ChoosePlayerDialog")


def peek_dialog() -> tuple[Any, Any]:
    from unotui.dialogs import PeekDialog

    return _table(lambda s: PeekDialog("Ana", ["Y1", "Y2", "G3", "B4", "R6"], seconds=0),
                  shown="PeekDialog")


def confirm_leave() -> tuple[Any, Any]:
    return _table(keys=("q",), shown="ConfirmDialog")


def help_screen() -> tuple[Any, Any]:
    return _table(keys=("question_mark",), shown="HelpScreen")


def history() -> tuple[Any, Any]:
    """The full-screen history after a few turns (the table saw each view)."""
    from core import Play, apply
    from core.actions import Draw, Pass
    from core.cards import Card

    state = table_state()
    app, link = table_app(state)

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
        apply(state, 0, Play(Card.parse("R5")))
        apply(state, 1, Play(Card.parse("R6")))
        apply(state, 2, Draw())
        if state.drawn is not None:
            apply(state, 2, Pass())
        apply(state, 3, Play(Card.parse("R7")))
        link.feed({"t": "view", "view": view(state, 0)})
        await settle(pilot, lambda: pilot.app.screen.view["state_id"] == state.state_id)
        await pilot.press("L")
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "HistoryScreen")
    return app, run_before


def _results(scoring: str) -> tuple[Any, Any]:
    state = finished_state(scoring)
    app, link = table_app(None)
    end = {"t": "match_end" if scoring == "single" else "round_end", "round": state.round_no,
           "verified": True, "verify_reason": "ok"}

    async def run_before(pilot: Pilot[Any]) -> None:
        link.feed(end)
        link.feed({"t": "view", "view": view(state, 0)})
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "RoundEndScreen"
                     and "checked" in str(pilot.app.screen.deck_text()))
    return app, run_before


def round_end() -> tuple[Any, Any]:
    return _results("standard")


def match_end() -> tuple[Any, Any]:
    return _results("single")


CASES: dict[str, Case] = {
    "menu": menu, "settings": settings, "host_setup": host_setup, "lobby": lobby, "join": join,
    "join_unavailable": join_unavailable, "table": table, "color_dialog": color_dialog,
    "challenge_dialog": challenge_dialog, "player_dialog": player_dialog,
    "peek_dialog": peek_dialog, "confirm_leave": confirm_leave, "help": help_screen,
    "history": history,
    "round_end": round_end, "match_end": match_end,
}


@pytest.mark.parametrize("size", SIZES)
@pytest.mark.parametrize("case", list(CASES))
def test_screen(snap_compare: Any, case: str, size: tuple[int, int]) -> None:
    app, run_before = CASES[case]()
    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", [(60, 20), (80, 24)], ids=["60x20", "80x24"])
def test_eight_seats_in_pairs_give_each_team_a_line(snap_compare: Any,
                                                    size: tuple[int, int]) -> None:
    """A big team table in a short terminal: one line a team ("T2"), partners side by side,
    their shared score once (newbie47 #3, newbie48 #1)."""
    app, _link = table_app(partners_state(),
                           names=["Alexandra", "Ana", "Bo", "Cy", "Dee", "Eli", "Fay", "Gus"])

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
    assert snap_compare(app, terminal_size=size, run_before=run_before)


def test_table_in_plain_ascii(snap_compare: Any) -> None:
    app, run_before = _table(ascii_only=True)
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_table_in_the_monochrome_theme(snap_compare: Any) -> None:
    app, run_before = _table(theme="monochrome")
    assert snap_compare(app, terminal_size=(80, 24), run_before=run_before)


def test_menu_in_plain_ascii_and_monochrome(snap_compare: Any) -> None:
    app = menu_app(ascii_only=True, theme="monochrome")
    assert snap_compare(app, terminal_size=(80, 24), run_before=_screen("MenuScreen"))
