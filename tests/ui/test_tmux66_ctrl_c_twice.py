"""tmux66 #5: at a table, Ctrl+C asks "Leave the match? The game ends. Then unotui closes.
(y) Yes (n) No". A terminal person presses Ctrl+C again (as with most programs that ask on the
first one), or Ctrl+Q, or q — all three do nothing in the question: only y, n and Esc answer.
What should happen: the same key that asked answers yes a second time (Ctrl+C twice leaves,
as Ctrl+Q twice would)."""

from __future__ import annotations

from pathlib import Path

from ui_testkit import scripted_table, wait_for

from unotui.dialogs import ConfirmDialog
from unotui.screens.table import TableScreen


async def test_ctrl_c_twice_leaves(fixed_settings: Path) -> None:
    from unotui.i18n import set_language

    set_language("en")
    state, link, app = scripted_table({0: ["R5", "G7", "B2"], 1: ["Y1", "Y2"], 2: ["G1", "G2"],
                                       3: ["B1", "B3"]}, "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.press("ctrl+c")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        await pilot.press("ctrl+c")
        for _ in range(10):
            await pilot.pause(0.05)
        assert not isinstance(app.screen, ConfirmDialog), "a second Ctrl+C did nothing"
