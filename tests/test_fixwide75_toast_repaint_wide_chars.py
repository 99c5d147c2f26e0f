"""fixwide75 (ssh70 #3): a Chinese player who narrows the window (the "Window too small"
notice comes up) and widens it again (the notice goes) must see every character of the table.

The app drew the notice's cells again 2 s after it went (``UnoApp._repaint_once_gone`` waited
for the toast's box, which Textual's removal leaves in place), as a region taken at the narrow
size: its right edge, the narrow window's less the toast rack's scrollbar, ran through the wide
screen, and Textual cuts a region's update there — a space over the first half of a wide
character, which the terminal takes as erasing it whole: "颜色" read "  色" until Ctrl+L.

The test reads what the terminal is sent (every frame ``App._display`` writes), applied to a
grid of cells that erases a wide character whenever either of its halves is written over, as
terminals do (tmux, xterm), and compares it with the app's own picture of the screen."""

from __future__ import annotations

import re
from typing import Any

from rich.cells import cell_len

#: what a frame holds: a move (row;column H), another sequence (its colours, modes), a character
_CODES = re.compile(r"(\x1b\[(\d+);(\d+)H)"
                    r"|(\x1b\[[0-9;?<>=]*[ -/]*[@-~]|\x1b\][^\x07\x1b]*(?:\x07|\x1b\\)|\x1b[^\[\]])"
                    r"|(.)", re.DOTALL)


class WideTerminal:
    """The cells a terminal shows, from the frames the app writes to it; a wide character's
    second cell is ``""``, and writing over either half of one blanks the other."""

    def __init__(self, app: Any, width: int, height: int) -> None:
        self.width, self.height = width, height
        self.cells = [[" "] * width for _ in range(height)]
        display = app._display

        def _display(screen: Any, renderable: Any) -> None:
            if renderable is not None and not app._batch_count:
                self.feed(app, renderable)
            display(screen, renderable)

        app._display = _display

    def resize(self, width: int, height: int) -> None:
        """As the terminal does: lines cut or padded (a cut wide character blanked)."""
        rows = [(row + [" "] * width)[:width] for row in self.cells[:height]]
        rows += [[" "] * width for _ in range(height - len(rows))]
        for row in rows:
            if row and row[-1] != "" and cell_len(row[-1]) == 2:
                row[-1] = " "
        self.cells, self.width, self.height = rows, width, height

    def _put(self, x: int, y: int, char: str) -> None:
        row, wide = self.cells[y], cell_len(char) == 2
        for cell in range(x, x + (2 if wide else 1)):
            if cell >= self.width:
                break
            if row[cell] == "" and cell > 0:  # (the second half of one: it goes whole)
                row[cell - 1] = " "
            if cell + 1 < self.width and row[cell + 1] == "":  # (the first half of one)
                row[cell + 1] = " "
        if wide and x + 1 >= self.width:
            row[x] = " "
            return
        row[x] = char
        if wide:
            row[x + 1] = ""

    def feed(self, app: Any, renderable: Any) -> None:
        """Apply a frame as the driver writes it: a compositor's update rendered by its own
        ``render_segments`` (which cuts a region's line at its right edge: Rich's rendering of
        it does not), anything else by the console."""
        render = getattr(renderable, "render_segments", None)
        if render is not None:
            sent = render(app.console)
        else:
            options = app.console.options.update(width=self.width)
            sent = app.console._render_buffer(app.console.render(renderable, options))
        x = y = 0
        for move, row, column, other, char in _CODES.findall(sent):
            if move:
                y, x = int(row) - 1, int(column) - 1
            elif other:
                continue
            elif char == "\r":
                x = 0
            elif char == "\n":
                y += 1
            else:
                if 0 <= y < self.height and 0 <= x < self.width:
                    self._put(x, y, char)
                x += max(1, cell_len(char))

    def text(self) -> str:
        return "\n".join("".join(row) for row in self.cells)


async def test_widening_again_leaves_every_chinese_character_whole() -> None:
    from unotui.app import build_app
    from unotui.screens.table import TableScreen

    app = build_app(lang="zh", ascii_only=False, bots=3, seed=7, bot_delay=0)
    terminal = WideTerminal(app, 80, 24)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and "轮到你" in terminal.text():
                break
            await pilot.pause(0.01)
        assert "轮到你" in terminal.text(), terminal.text()
        small = "窗口太小"
        seen: list[str] = []
        for narrow in (50, 45, 55, 48):
            terminal.resize(narrow, 24)
            await pilot.resize_terminal(narrow, 24)
            for _ in range(100):
                await pilot.pause(0.02)
                if any(n.title == small for n in app._notifications):
                    break
            assert any(n.title == small for n in app._notifications)
            await pilot.pause(0.5)  # (the notice up, as a player dragging the edge sees it)
            terminal.resize(80, 24)
            await pilot.resize_terminal(80, 24)
            await pilot.pause(app.TOAST_GONE_WAIT + 0.5)  # (all the app draws after it)
            assert not any(n.title == small for n in app._notifications)
            shown = terminal.text()
            whole = "\n".join(strip.text for strip in app.screen._compositor.render_strips())
            if shown != whole:
                seen.append(f"narrowed to {narrow}, then 80 again:\n{shown}\n"
                            f"the app's own screen:\n{whole}")
        assert not seen, "\n".join(seen)


async def test_a_gone_toasts_cells_drawn_again_cut_no_wide_character() -> None:
    """Whatever region the toast covered (here the box of one at a 50-column window, which
    ends through "颜色" on the 80-column table), its cells are drawn again without a wide
    character cut at the region's edge."""
    from types import SimpleNamespace

    from textual.geometry import Region

    from unotui.app import build_app
    from unotui.screens.table import TableScreen

    app = build_app(lang="zh", ascii_only=False, bots=3, seed=7, bot_delay=0)
    terminal = WideTerminal(app, 80, 24)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and "轮到你" in terminal.text():
                break
            await pilot.pause(0.01)
        assert "颜色" in terminal.text(), terminal.text()
        await pilot.pause(0.5)  # (the bots have played: the screen holds still)
        gone = SimpleNamespace(is_attached=False)  # (a toast already taken away)
        app._repaint_once_gone(app.screen, gone, Region(0, 0, 48, 24))
        await pilot.pause(0.3)
        shown = terminal.text()
        whole = "\n".join(strip.text for strip in app.screen._compositor.render_strips())
        assert shown == whole, f"{shown}\nthe app's own screen:\n{whole}"


def rebuild_before_each_layout(screen: Any) -> None:
    """What a real terminal had in ssh69 #2 (tests/test_fixpaint74_toast_repainted.py): the
    screen's layout rebuilt lazily before the layout that follows a removal, so Textual's own
    diff of the layouts misses the removed toast's cells."""
    layout = screen._refresh_layout

    def _refresh_layout(size: Any = None, scroll: bool = False) -> None:
        screen._compositor._full_map_invalidated = True
        _ = screen._compositor.full_map
        layout(size, scroll)

    screen._refresh_layout = _refresh_layout


async def test_a_toast_taken_away_leaves_the_terminal_at_once() -> None:
    """The toast's cells are drawn again as soon as it is gone — Textual's removal leaves its
    empty box, and waiting for the box to go kept the notice's picture 2 s after the key that
    took it away."""
    import time

    from unotui.app import NOTICE_READ_AFTER, build_app
    from unotui.screens.table import TableScreen

    app = build_app(lang="en", ascii_only=False, bots=3, seed=7, bot_delay=0)
    terminal = WideTerminal(app, 40, 12)
    async with app.run_test(size=(40, 12), notifications=True) as pilot:
        for _ in range(500):
            if isinstance(app.screen, TableScreen) and "Make it larger" in terminal.text():
                break
            await pilot.pause(0.01)
        assert "Make it larger" in terminal.text(), terminal.text()
        rebuild_before_each_layout(app.screen)
        await pilot.pause(NOTICE_READ_AFTER + 0.2)
        await pilot.press("x")  # (any key: the notice was read)
        pressed = time.monotonic()
        while "Make it larger" in terminal.text() and time.monotonic() - pressed < 3:
            await pilot.pause(0.02)
        assert not [n for n in app._notifications if n.title == "Window too small"]
        assert "Make it larger" not in terminal.text(), terminal.text()
        assert time.monotonic() - pressed < 0.6, time.monotonic() - pressed
