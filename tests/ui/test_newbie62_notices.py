"""newbie62: a notice at the table, in Chinese, read whole at 80x24."""

from __future__ import annotations

import re

import pytest
from textual.widgets._toast import Toast
from ui_testkit import ScriptedLink, app_on, paint_terminal, scripted_state, shown, wait_for

from unotui.i18n import _, set_language
from unotui.screens.table import TableScreen

NAMES = ["小明同学", "Ana", "Bo", "root"]


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


def _letters(text: str) -> str:
    return re.sub(r"[\s▌│╭╮╰╯─]", "", text)


@pytest.mark.parametrize("words", [
    ("{who} caught {target} without UNO: {draws}", {"who": "小明同学", "target": "你",
                                                   "draws": "你罚摸 2 张"}),
    ("Back at {address}: you are in your seat again; a bot held it while you were away.",
     {"address": "小明同学的牌桌"}),
], ids=["caught", "back"])
async def test_newbie62_a_chinese_notice_over_the_log_is_not_missing_characters(
        words: tuple[str, dict[str, str]]) -> None:
    """newbie62 #1: at 80x24 a guest whose missed UNO is caught reads, over the log,
    "▌ 小明同      你没喊 UNO：你罚摸 2 张" — "学抓到" are blanks — and one who joins again
    reads "回到小      的牌桌：你又坐回了自己的 / 座位；      时由机器人替你坐着。". The notices
    (TableScreen.place_notices, unotui/screens/table.py:535, puts them over the log and the
    chat) cross the border between the log and the chat panels; Textual's compositor divides
    each line of the toast at every widget edge under it (Strip.divide), and an edge that falls
    inside a double-width character blanks it and its neighbours. English notices lose
    nothing. Mended by unotui.whole_cells (pieces of one widget's wide line kept whole)."""
    link = ScriptedLink(NAMES)
    app = app_on(link, lang="zh_CN")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        msgid, values = words
        line = _(msgid, **values)
        app.notify(line, severity="warning", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        drawn = await shown(pilot)
        # (the toast's own cells: right of its "▌" edge on each row — the log's lines beside
        # it, the first dealer's draw among them, are no part of it)
        toast = "".join(row.rsplit("▌", 1)[1] for row in drawn.splitlines() if "▌" in row)
        assert _letters(line) in _letters(toast), drawn


@pytest.mark.parametrize("columns", [(0, 80), (30, 80), (42, 80), (50, 80), (0, 45), (0, 50), (0, 62)],
                         ids=lambda columns: f"{columns[0]}-{columns[1]}")
async def test_newbie62_the_terminal_is_sent_a_chinese_notice_whole(
        columns: tuple[int, int]) -> None:
    """What a terminal is sent when part of the screen is painted again (Textual's partial
    update, the path of every frame after the first) keeps a notice's Chinese whole too, also
    when the part painted begins or ends inside the notice (``columns``): the joined pieces
    reach past the next edge, and their ends are read from themselves."""
    from textual.geometry import Region

    link = ScriptedLink(NAMES)
    app = app_on(link, lang="zh_CN")
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        line = _("{who} caught {target} without UNO: {draws}", who="小明同学", target="你",
                 draws="你罚摸 2 张")
        app.notify(line, severity="warning", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        full = await shown(pilot)
        assert _letters(line) in _letters(full), full
        compositor = app.screen._compositor
        grid = [[" "] * 80 for _ in range(24)]
        paint_terminal(grid, compositor.render_update(full=True).render_segments(app.console))
        left, right = columns
        compositor._dirty_regions.add(Region(left, 0, right - left, 24))
        update = compositor.render_partial_update()
        assert update is not None
        paint_terminal(grid, update.render_segments(app.console))
        sent = "\n".join("".join(row) for row in grid)
        assert _letters(line) in _letters(sent), sent


async def test_newbie62_a_terminal_shows_the_chinese_notice_whole_as_the_table_goes_on() -> None:
    """Every update the app sends (the first screen in full, then the parts that changed),
    painted as a terminal paints it: the notice comes, the chat under it opens and is typed
    in, and the notice's Chinese is whole on the terminal throughout."""
    from textual._compositor import CompositorUpdate

    link = ScriptedLink(NAMES)
    app = app_on(link, lang="zh_CN")
    grid = [[" "] * 80 for _ in range(24)]
    shown_by_textual = app._display

    def display(screen: object, renderable: object) -> None:
        if isinstance(renderable, CompositorUpdate):
            paint_terminal(grid, renderable.render_segments(app.console))
        shown_by_textual(screen, renderable)

    app._display = display  # type: ignore[method-assign]
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        state = scripted_state()
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        line = _("{who} caught {target} without UNO: {draws}", who="小明同学", target="你",
                 draws="你罚摸 2 张")
        app.notify(line, severity="warning", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        await shown(pilot)
        sent = "\n".join("".join(row) for row in grid)
        assert _letters(line) in _letters(sent), sent
        await pilot.press("t", *"ni hao")
        await shown(pilot)
        sent = "\n".join("".join(row) for row in grid)
        assert _letters(line) in _letters(sent), sent
