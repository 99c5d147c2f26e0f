"""review75: unotui.whole_cells' partial updates against what a terminal shows.

Every update the app sends is painted onto a grid the way a terminal paints it (a double-width
character takes two cells; a character written over half of a double-width one blanks its
other half), and the grid is compared with the screen Textual means (its full render). With
Textual's own compositor both tests pass; with whole_cells installed they fail: a joined
piece is skipped when the part painted again begins inside it (stale content is left on the
terminal) and is written whole past the part painted again (over a widget on top of it that
this update did not render)."""

from __future__ import annotations

from typing import Any

from textual.app import App, ComposeResult
from textual.containers import Container, Horizontal
from textual.widgets import Static
from ui_testkit import paint_terminal

from unotui import whole_cells

WIDTH, HEIGHT = 80, 12
CHINESE = "小明同学抓到你没喊UNO你罚摸两张牌小明同学抓到你没喊"


def text_of(grid: list[list[str]]) -> list[str]:
    return ["".join(row) for row in grid]


class Layers(App[None]):
    CSS = """
    Screen { layers: base notice over; }
    Horizontal { height: 100%; }
    #left { width: 40; height: 100%; }
    #right { width: 40; height: 100%; }
    #notice { layer: notice; width: 40; height: 3; offset: 20 2; }
    #holder { layer: over; width: 8; height: 3; offset: 52 2; visibility: hidden; }
    #over { visibility: visible; width: 8; height: 3; }
    """

    def compose(self) -> ComposeResult:
        with Horizontal():
            yield Static("left " * 60, id="left")
            yield Static("right " * 60, id="right")
        yield Static("\n".join([CHINESE] * 3), id="notice")
        with Container(id="holder"):  # (hidden, as Textual's ToastHolder: only its child shows)
            yield Static("OVEROVER\nOVEROVER\nOVEROVER", id="over")


async def _run(change: Any) -> tuple[list[str], list[str]]:
    """The terminal's lines after every update is painted, and the screen Textual means."""
    assert whole_cells.install()
    app = Layers()
    grid = [[" "] * WIDTH for _ in range(HEIGHT)]
    from textual._compositor import CompositorUpdate

    shown_by_textual = app._display

    def display(screen: Any, renderable: Any) -> None:
        if isinstance(renderable, CompositorUpdate):
            paint_terminal(grid, renderable.render_segments(app.console))
        shown_by_textual(screen, renderable)

    app._display = display  # type: ignore[method-assign]
    async with app.run_test(size=(WIDTH, HEIGHT)) as pilot:
        await pilot.pause()
        await pilot.pause()
        change(app)
        await pilot.pause()
        await pilot.pause()
        meant = [[" "] * WIDTH for _ in range(HEIGHT)]
        paint_terminal(meant, app.screen._compositor.render_update(full=True).render_segments(app.console))
        return text_of(grid), text_of(meant)


async def test_review75_a_widget_over_the_middle_of_a_wide_line_leaves_its_text_when_it_goes() -> None:
    """The widget on top (#over, columns 52-59) over the middle of a notice in Chinese goes:
    the part painted again is its region, which begins inside the notice's joined piece (from
    column 20), so nothing is written there and "OVEROVER" stays on the terminal."""

    def hide(app: App[None]) -> None:
        app.query_one("#over").display = False

    terminal, meant = await _run(hide)
    assert "OVER" not in "\n".join(meant)
    assert terminal == meant, "\n".join(terminal)


async def test_review75_a_joined_piece_is_not_written_over_a_widget_on_top_of_it() -> None:
    """Only the left panel (columns 0-39) changes: its update renders the widgets over
    columns 0-39, not #over (52-59); the notice's line, joined from column 20 across the
    panels' border and #over's edges, is written whole and puts the notice's Chinese over
    "OVEROVER" on the terminal."""

    def change_left(app: App[None]) -> None:
        app.query_one("#left", Static).update("LEFT " * 60)

    terminal, meant = await _run(change_left)
    assert "OVEROVER" in meant[2]
    assert terminal == meant, "\n".join(terminal)
