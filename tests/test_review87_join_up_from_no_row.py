"""review87: newbie78 #3 stops ↑ at the list's first row, but with no row highlighted — the
state the Join screen leaves the list in right after the player left a table that is not listed
any more (``update_list``: "not the first of strangers' tables right after leaving one … ↑/↓
picks one then", away35 #10) — Textual's ↑ still goes to the *last* row (``find_next_enabled``
from no anchor, upwards), a stranger's table listed last, and the Enter after it joins that
table: the learned "↑ up to the tables, Enter" of newbie78 #3, from the other state the list is
left in. ↑ from no row should take the first row (as ↓ does), never the last."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_newbie78_join_up_wraps import always_answers, two_tables
from textual.widgets import OptionList

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_up_with_no_row_highlighted_does_not_take_the_last_table(
        fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(browse=two_tables, probe=always_answers))
        await wait_for(pilot, lambda: "Stranger" in screen_text(app), "the list")
        await pilot.pause(0.3)
        options = app.screen.query_one("#tables", OptionList)
        options.focus()
        options.highlighted = None  # (as update_list leaves it, back from a table gone)
        await pilot.pause()
        first = options.get_option_at_index(0).id
        await pilot.press("up")
        await pilot.pause()
        at = options.highlighted
        chosen = options.get_option_at_index(at).id if at is not None else None
        assert chosen is None or chosen == first, (
            f"↑ with no row highlighted went to {chosen!r}, the last row; Enter would join it")
