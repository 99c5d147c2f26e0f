"""newbie57 #6 (fix60): at 60x20 the log's one line read "Cy drew 2 cards and misse…": the
line the log cuts short ends after a whole word."""

from __future__ import annotations

import pytest
from kit_fix60 import NAMES, chat_said, log_rows, table_after_a_draw_two
from ui_testkit import ScriptedLink, app_on

from unotui.widgets.log import _cut


async def test_at_60x20_beside_the_chat_the_log_line_ends_after_a_whole_word() -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        await table_after_a_draw_two(pilot, app, link)
        box = log_rows(await chat_said(pilot, app, link, "hello all"))
        log_cell = box[1].split("││")[0]
        assert "Cy drew 2 cards and…" in log_cell and "misse" not in log_cell, "\n".join(box)


@pytest.mark.parametrize("row, width, mark, cut", [
    ("Cy drew 2 cards and misses", 26, "…", "Cy drew 2 cards and…"),
    ("Cy drew 2 cards and misses", 26, "...", "Cy drew 2 cards and..."),
    ("Round 1 begins, dealt by", 26, "…", "Round 1 begins, dealt by…"),  # (room for the mark)
    ("Round 1 begins, dealt by Bo", 20, "…", "Round 1 begins…"),  # (no "begins,…")
    ("   goes clockwise and on", 20, "…", "   goes clockwise…"),  # (a wrapped line's row)
    ("Bo: see https://example.org/a/long/link", 20, "…", "Bo: see https://exa…"),
    ("Supercalifragilisticexpialidocious", 20, "…", "Supercalifragilisti…"),
    ("Cy 摸了 2 张牌，并跳过一轮还有更多", 20, "…", "Cy 摸了 2 张牌，并…"),  # (18 cells)
    ("Cy 摸了 2 张牌，并跳过一轮还有更多", 21, "…", "Cy 摸了 2 张牌，并跳…"),
    ("Ana's turn is over now", 10, "…", "Ana's…"),
    ("Bo played R1; Cy drew", 15, "…", "Bo played R1…"),
])
def test_a_cut_row_keeps_whole_words(row: str, width: int, mark: str, cut: str) -> None:
    from rich.cells import cell_len

    assert _cut(row, width, mark) == cut
    assert cell_len(cut) <= width
