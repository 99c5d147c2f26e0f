"""The Ctrl+C question over SSH at 60x20 (ssh48 #2): the dialog came up scrolled, its question
"Leave the match?" out of sight, the visitor reading only "A bot plays your seat … Then your
SSH session ends. (y) Yes (n) No". Placed first in the rows the table spares, it fell back to
the middle of the screen, but kept the scrollbar those rows brought, which narrowed the text to
a line more than the height measured."""

from __future__ import annotations

from pathlib import Path

from ui_testkit import screen_text, scripted_table, wait_for

from unotui.dialogs import ConfirmDialog
from unotui.screens.table import TableScreen


async def test_ctrl_c_question_is_visible_at_60x20_over_ssh(fixed_settings: Path) -> None:
    from unotui.i18n import set_language

    set_language("en")
    state, link, app = scripted_table({0: ["R5", "G7", "B2"], 1: ["Y1", "Y2"], 2: ["G1", "G2"],
                                       3: ["B1", "B3"]}, "R9", current=1)
    app.ssh_door = "table"
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await wait_for(pilot, lambda: "Then your SSH session" in screen_text(app))
        for _ in range(5):
            await pilot.pause(0.05)
        text = screen_text(app)
        assert "Leave the match?" in text, text

