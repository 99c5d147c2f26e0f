"""fixform74 (newbie84 #2): a yes/no question's lower edge says what Escape answers. The Host
form's "Resume the unfinished match?" read "Esc: No" (Chinese "Esc：否") while Escape answered
neither — nothing opened ("Not opened: Ctrl+O opens the table when you are ready."), and No
opens a new table. Its edge reads "Esc: Cancel" now ("Esc：取消"); every other yes/no question,
where Escape does answer No, still reads "Esc: No"."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table
from textual.app import App
from textual.containers import Vertical

from unotui.dialogs import ConfirmDialog
from unotui.i18n import set_language
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen


class _Asker(App[None]):
    def __init__(self, escape: bool | None) -> None:
        super().__init__()
        self.escape = escape
        self.answers: list[Any] = []

    def on_mount(self) -> None:
        self.push_screen(ConfirmDialog("Go?", "Yes or no.", escape=self.escape),
                         self.answers.append)


async def _edge_and_answer(escape: bool | None) -> tuple[str, Any]:
    app = _Asker(escape)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        edge = str(app.screen.query_one(Vertical).border_subtitle)
        await pilot.press("escape")
        await pilot.pause()
        return edge, app.answers[0]


async def test_each_edge_says_what_escape_answers() -> None:
    set_language("en")
    try:
        assert await _edge_and_answer(False) == ("Esc: No", False)  # (as every other question)
        assert await _edge_and_answer(None) == ("Esc: Cancel", None)
        assert await _edge_and_answer(True) == ("Esc: Yes", True)
        set_language("zh_CN")
        assert await _edge_and_answer(False) == ("Esc：否", False)
        assert await _edge_and_answer(None) == ("Esc：取消", None)
    finally:
        set_language("en")


async def test_the_forms_resume_question_says_escape_cancels(fixed_settings: Path) -> None:
    """The question as the form asks it (a table of a waiting match's name opened again)."""
    first = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        await wait_table(pilot)
        lobby.session.host.table.went_away = True  # (its app stopped by a signal, not closed)

    again = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    async with again.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, ConfirmDialog, "the question")
        text = screen_text(again)
        assert "Esc: Cancel" in text and "Esc: No" not in text, text
        await pilot.press("escape")
        await wait_screen(pilot, HostSetupScreen, "the form again")
        # (and Escape does what the edge says: nothing opened)
        await wait_for(pilot, lambda: "Not opened" in screen_text(again), "said")
