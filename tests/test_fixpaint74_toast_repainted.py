"""fixpaint74 (ssh69 #2): a notice taken away must be taken off the terminal too.

A visitor in a 40×12 window pressed a key 6 s after the "Window too small … Make it larger."
notice came up: the app took the notice away, but the terminal kept its picture over the log
and the hand until Ctrl+L or a resize. Textual finds the cells a removed widget covered by
comparing the screen's layout with the one before; after a scroll that one is only rebuilt when
next asked for, and asked for between the toast's removal and the next layout (it was, in a
real terminal) it no longer held the toast — nothing was drawn where it had been. The app now
draws the toast's cells again once it is gone (``UnoApp._unnotify``).

The test reads what the terminal is sent (every frame ``App._display`` writes, applied to a
grid of cells), not the app's own picture of the screen (which was right all along), and makes
the rebuild happen where the real terminal had it: before each layout of the screen."""

from __future__ import annotations

import asyncio
from typing import Any

from rich.cells import cell_len
from rich.segment import ControlType

from unotui.app import NOTICE_READ_AFTER


class Terminal:
    """The cells a terminal shows, from the frames the app writes to it."""

    def __init__(self, app: Any, width: int, height: int) -> None:
        self.cells = [[" "] * width for _ in range(height)]
        self.width, self.height = width, height
        display = app._display

        def _display(screen: Any, renderable: Any) -> None:
            if renderable is not None and not app._batch_count:
                self.feed(app, renderable)
            display(screen, renderable)

        app._display = _display

    def feed(self, app: Any, renderable: Any) -> None:
        x = y = 0
        options = app.console.options.update(width=self.width)
        for segment in app.console.render(renderable, options):
            if segment.control:
                for code in segment.control:
                    if code[0] == ControlType.CURSOR_MOVE_TO:
                        x, y = code[1], code[2]
                continue
            if segment.text == "\n":
                x, y = 0, y + 1
                continue
            for char in segment.text:
                if 0 <= y < self.height and 0 <= x < self.width:
                    self.cells[y][x] = char
                x += max(1, cell_len(char))

    def text(self) -> str:
        return "\n".join("".join(row) for row in self.cells)


def rebuild_before_each_layout(screen: Any) -> None:
    """What the real terminal had: the screen's layout rebuilt lazily (as after a scroll, and
    something asking for a widget's place) before the layout that follows a removal."""
    layout = screen._refresh_layout

    def _refresh_layout(size: Any = None, scroll: bool = False) -> None:
        screen._compositor._full_map_invalidated = True
        _ = screen._compositor.full_map
        layout(size, scroll)

    screen._refresh_layout = _refresh_layout


async def test_a_key_takes_the_small_window_notice_off_the_terminal() -> None:
    from unotui.app import build_app
    from unotui.screens.table import TableScreen

    app = build_app(lang="en", ascii_only=False, bots=3, seed=7, bot_delay=0)
    terminal = Terminal(app, 40, 12)
    async with app.run_test(size=(40, 12), notifications=True) as pilot:
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and "Make it larger" in terminal.text():
                break
            await pilot.pause(0.01)
        assert "Make it larger" in terminal.text(), terminal.text()
        rebuild_before_each_layout(app.screen)
        await asyncio.sleep(NOTICE_READ_AFTER + 0.2)
        await pilot.press("x")  # (any key: the notice was read)
        for _ in range(100):
            await pilot.pause(0.02)
            if "Make it larger" not in terminal.text():
                break
        assert not [n for n in app._notifications if n.title == "Window too small"]
        assert "Make it larger" not in terminal.text(), terminal.text()
        assert "▌" not in terminal.text(), terminal.text()  # (the toast's left edge)
