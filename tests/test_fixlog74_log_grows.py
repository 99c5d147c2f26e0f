"""fixlog74 (newbie84 #4): a log scrolled back, its box grown taller, keeps its first line at the
top and shows the newer lines under it, as a terminal does: no blank rows stand under
"N newer lines below" while newer lines are hidden. Scrolling at one size is not undone."""

from __future__ import annotations

from textual.app import App, ComposeResult

from unotui.i18n import set_language
from unotui.widgets.log import LinesView


class _OneLog(App[None]):
    def compose(self) -> ComposeResult:
        yield LinesView()


def _rows(app: _OneLog) -> list[str]:
    return [strip.text.rstrip() for strip in app.screen._compositor.render_strips()]


async def test_a_taller_box_keeps_the_first_line_and_brings_newer_lines_under_it() -> None:
    set_language("en")
    app = _OneLog()
    async with app.run_test(size=(60, 8)) as pilot:
        view = app.query_one(LinesView)
        view.set_lines([f"Bo played R{n}" for n in range(1, 41)])  # 40 lines, 8 rows
        await pilot.pause()
        view.scroll_back(10)
        await pilot.pause()
        rows = _rows(app)
        assert rows[0] == "Bo played R24" and rows[6] == "Bo played R30", rows
        assert rows[7].startswith("10 newer lines below"), rows
        await pilot.resize_terminal(60, 12)
        await pilot.pause()
        await pilot.pause()
        rows = _rows(app)
        assert rows[0] == "Bo played R24", rows  # (the first line stays)
        assert rows[10] == "Bo played R34", rows
        assert rows[11].startswith("6 newer lines below"), rows
        assert view.back == 6
        # (at this size, scrolling back again is not undone at the next paint)
        view.scroll_back(3)
        await pilot.pause()
        rows = _rows(app)
        assert rows[0] == "Bo played R21" and rows[11].startswith("9 newer lines below"), rows


async def test_every_newer_line_that_fits_shows_and_the_marker_goes() -> None:
    set_language("en")
    app = _OneLog()
    async with app.run_test(size=(60, 8)) as pilot:
        view = app.query_one(LinesView)
        view.set_lines([f"Bo played R{n}" for n in range(1, 21)])
        await pilot.pause()
        view.scroll_back(3)
        await pilot.pause()
        await pilot.resize_terminal(60, 15)  # the first line shown (R11) and all after it fit
        await pilot.pause()
        await pilot.pause()
        rows = _rows(app)
        assert view.back == 0
        assert not any("newer line" in row for row in rows), rows
        assert rows[-1] == "Bo played R20" and "" not in rows, rows  # (older lines above)


async def test_wrapped_lines_count_their_rows_when_the_box_grows() -> None:
    set_language("en")
    app = _OneLog()
    long = "Ana played a Wild Draw Four and chose green, and Bo drew four cards"
    async with app.run_test(size=(40, 8)) as pilot:
        view = app.query_one(LinesView)
        view.set_lines([f"line {n}" for n in range(1, 21)] + [long, "line 22", long])
        await pilot.pause()
        view.scroll_back(4)  # (the newest four: line 20, the long one, line 22, the long one)
        await pilot.pause()
        assert _rows(app)[0] == "line 13"
        await pilot.resize_terminal(40, 10)  # two more rows: line 20 only (the long one is two)
        await pilot.pause()
        await pilot.pause()
        rows = _rows(app)
        # (the row left over shows an older line above rather than stand blank)
        assert rows[0] == "line 12" and rows[8] == "line 20", rows
        assert rows[9].startswith("3 newer lines below"), rows
        await pilot.resize_terminal(40, 12)  # the long one too, its two rows
        await pilot.pause()
        await pilot.pause()
        rows = _rows(app)
        assert rows[0] == "line 12" and rows[9] == "Ana played a Wild Draw Four and chose", rows
        assert rows[10].strip() == "green, and Bo drew four cards", rows
        assert rows[11].startswith("2 newer lines below"), rows
