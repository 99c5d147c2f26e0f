"""Ctrl+C quits as Ctrl+Q does on every screen and dialog (docs/SSH.md says so to visitors):
with the help open it did nothing at all (ssh43 #2), the help's copy key taking it."""

from __future__ import annotations

import pytest
from flow_kit import screen_text, wait_for
from test_menu_flow import menu_app


@pytest.mark.parametrize("keys", [("f1",), ("j", "f1"), ("s", "f1")],
                         ids=["menu", "join", "settings"])
async def test_ctrl_c_over_a_help_quits(keys: tuple[str, ...],
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.screens.help import HelpScreen

    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    app = menu_app()
    async with app.run_test(size=(80, 24)) as pilot:
        for key in keys:
            await pilot.pause(0.2)
            await pilot.press(key)
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen), "the help")
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: not app.is_running, "unotui ended")
    assert app.return_code == 0


async def test_ctrl_c_over_the_help_at_a_match_asks_first() -> None:
    app = menu_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.2)
        await pilot.press("p")
        await wait_for(pilot, lambda: "Your hand" in screen_text(app), "the table")
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: "help" in type(app.screen).__name__.lower(), "the help")
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: "Leave the match?" in screen_text(app), "the question")
        assert app.is_running
