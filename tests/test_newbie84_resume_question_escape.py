"""newbie84 #2: the Host form's "Resume the unfinished match of Newbie table?" question reads
"Esc: No" on its lower edge (Chinese "Esc：否"), but Escape there answers neither: "Not opened:
Ctrl+O opens the table when you are ready." — while No opens a new table. A player who reads
"Esc: No" expects a new table, and gets none.

Repro: host a table, start its match, close it with q, y (or kill -9 its app); from the menu,
h, Ctrl+O on the form (same table name): the question's edge says "Esc: No"; Esc: nothing opens.
"""

from __future__ import annotations

from typing import Any

from textual.app import App
from textual.containers import Vertical

from unotui.dialogs import ConfirmDialog
from unotui.i18n import set_language


class _Asker(App[None]):
    def __init__(self) -> None:
        super().__init__()
        self.answers: list[Any] = []

    def on_mount(self) -> None:
        # (the question exactly as HostSetupScreen._ask_to_resume asks it)
        self.push_screen(ConfirmDialog("Resume the unfinished match of Newbie table?",
                                       "Yes: it goes on. No: a new table opens.",
                                       default=True, escape=None), self.answers.append)


async def test_the_resume_question_does_not_say_escape_means_no() -> None:
    set_language("en")
    app = _Asker()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        dialog = app.screen
        assert isinstance(dialog, ConfirmDialog)
        edge = str(dialog.query_one(Vertical).border_subtitle)
        await pilot.press("escape")
        await pilot.pause()
        # Escape answered neither (the form then opens nothing) ...
        assert app.answers == [None]
        # ... so the edge must not promise that Escape answers No
        assert "No" not in edge, f"the edge reads {edge!r} but Escape answers neither"
