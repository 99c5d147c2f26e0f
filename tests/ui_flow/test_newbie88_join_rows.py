"""newbie88 #5, #6: the Join list at 80 columns. A row too long for the box went on at the
box's left edge, like a row of its own; and with the address field focused, the row under the
list's cursor kept its bold underline, so two things looked chosen where Enter joins the
address."""

from __future__ import annotations

from collections.abc import Awaitable, Callable
from typing import Any

from flow_kit import screen_text, wait_for, wait_screen

LONG = "A rather long table name for testing how"


def _table(name: str, port: int) -> Any:
    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    return TableInfo(name=name, host="127.0.0.1", port=port, proto=PROTOCOL_VERSION, seats=4,
                     taken=2, phase="lobby", password=False,
                     service=f"{name}._unotui._tcp.local.")


async def browse(on_change: Callable[[str, Any], None]) -> Callable[[], Awaitable[None]]:
    on_change("added", _table(LONG, 24011))
    on_change("added", _table("Short", 24012))

    async def stop() -> None:
        pass
    return stop


async def test_a_long_row_wraps_between_its_parts_indented() -> None:
    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=browse, name="Zoe"))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "Short" in screen_text(app), "listed")
        lines = screen_text(app).splitlines()
        first = next(i for i, line in enumerate(lines) if LONG in line)
        assert lines[first].rstrip(" │").endswith("·"), lines[first]  # (broken between parts)
        assert lines[first + 1].startswith("│   waiting for players"), lines[first + 1]


async def test_the_rows_cursor_is_marked_only_while_the_list_has_the_keys() -> None:
    from textual.widgets import Input, OptionList

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    app = build_app(lang="en", ascii_only=False,
                    start=lambda: JoinScreen(browse=browse, name="Zoe"))
    async with app.run_test(size=(80, 24)) as pilot:
        join = await wait_screen(pilot, JoinScreen)
        await wait_for(pilot, lambda: "Short" in screen_text(app), "listed")
        tables = join.query_one("#tables", OptionList)
        tables.focus()
        tables.highlighted = 0
        await pilot.pause()

        def marked() -> bool:
            style = tables.get_component_rich_style("option-list--option-highlighted")
            return bool(style.underline or style.bold)

        assert marked()
        join.query_one("#address", Input).focus()
        await pilot.pause()
        assert not marked(), "the list's row still looked chosen beside the address field"
        tables.focus()
        await pilot.pause()
        assert marked()
