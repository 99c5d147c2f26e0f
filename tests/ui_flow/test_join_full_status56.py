"""ssh56 #4: on the join list, Enter on one full table, "n" to "Full — watch instead?", then
Enter on a second full table: its question stood over the status line of the first, "Ann's
table is full." — the line names the table asked about."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import press, screen_text, wait_for, wait_screen


def _full(name: str, port: int) -> Any:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION, seats=2,
                     taken=2, phase="lobby", password=False,
                     service=f"{name}._unotui._tcp.local.")


async def test_the_status_under_a_full_tables_question_names_that_table() -> None:
    from textual.widgets import OptionList

    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.join import JoinScreen

    async def browse(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
        on_change("added", _full("Ann's table", 1))
        on_change("added", _full("Bo's table", 2))

        async def stop() -> None:
            pass
        return stop

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=browse, name="Zoe"))
    async with app.run_test(size=(100, 30)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "Bo's table" in screen_text(app), "listed")
        tables = join.query_one("#tables", OptionList)
        tables.focus()
        first = next(i for i in range(tables.option_count)
                     if "Ann" in str(tables.get_option_at_index(i).prompt))
        tables.highlighted = first
        await press(pilot, "enter")
        await wait_screen(pilot, ConfirmDialog, "asked of Ann's table")
        await press(pilot, "n")
        await wait_for(pilot, lambda: app.screen is join, "back")
        await wait_for(pilot, lambda: "Ann's table is full." in screen_text(app), "said")
        tables.highlighted = 1 - first
        await press(pilot, "enter")
        await wait_screen(pilot, ConfirmDialog, "asked of Bo's table")
        text = screen_text(app)
        assert "Bo's table is full." in text and "Ann's table is full." not in text, text
