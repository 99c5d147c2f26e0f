"""newbie79 #9: a Chinese player types through an input method, and pastes: at the table (80x24,
60x20, 100x30 alike), t then a paste of a line longer than the chat box — the first one after
the table opened — leaves the box showing the line's *start*, the cursor at its end out of view:

    ╭─ 聊天：输入中… ────────────╮
    │ 这一把我手里全是数字牌，等 │      (pasted: "…等着死亡数字一把翻盘"; End changes nothing)

Only the next key typed scrolls the field to its cursor; a second paste, later, shows the end
as it should. (English alike: "this is a long english cha". The chat box is 26 cells wide: a
Chinese line of 13 characters already fills it.)"""

from __future__ import annotations

from typing import Any

from rich.cells import cell_len
from textual import events
from ui_testkit import footer_text, scripted_table, wait_for

from unotui.i18n import set_language
from unotui.screens.table import TableScreen
from unotui.widgets.log import ChatInput

LINE = "这一把我手里全是数字牌，等着死亡数字一把翻盘"


async def _started(pilot: Any, link: Any, state: Any) -> None:
    link.feed_view(state)
    await wait_for(pilot, lambda: isinstance(pilot.app.screen, TableScreen)
                   and pilot.app.screen.view is not None)
    await pilot.pause()
    await wait_for(pilot, lambda: footer_text(pilot.app).strip() != "")


async def test_newbie79_the_first_chat_paste_shows_where_the_cursor_is() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=0, app={"lang": "zh_CN"})
    try:
        async with app.run_test(size=(80, 24)) as pilot:
            await _started(pilot, link, state)
            await pilot.press("t")
            field = app.screen.query_one(ChatInput)
            await wait_for(pilot, lambda: field.has_focus)
            app.post_message(events.Paste(LINE))  # (as a terminal delivers a paste)
            await wait_for(pilot, lambda: field.value == LINE)
            for _ in range(5):
                await pilot.pause()
            assert field.cursor_position == len(LINE)
            width = field.content_region.width
            assert cell_len(LINE) > width  # (the case: the line is wider than the box)
            shown = field.scroll_offset.x
            # the cursor (at the end of the line) is in view
            assert cell_len(LINE) - shown <= width, (shown, width)
    finally:
        set_language("en")
