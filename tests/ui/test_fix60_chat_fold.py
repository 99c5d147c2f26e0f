"""newbie57 #6 (fix60): at 60x20, the smallest size the app supports, the bottom of the table
read

    │ Cy drew 2 cards and misse… ││ No messages yet. Press t   │
    ╰─── PgUp/PgDn · L: history ─╯╰────────────────── t: chat ─╯

the log one line cut mid-word while an empty chat box took half the width. While the chat is
empty and the log shows two lines or fewer, the chat's box gives the log its width and the log's
edge names t; a message, or t, brings the box back. At 80x24 and 100x30 nothing changes."""

from __future__ import annotations

import pytest
from kit_fix60 import NAMES, WHOLE, chat_said, log_rows, table_after_a_draw_two
from ui_testkit import ScriptedLink, app_on, shown, wait_for


@pytest.mark.parametrize("size", [(60, 20), (60, 21)])
async def test_in_a_short_table_an_empty_chat_gives_the_log_the_width(
        size: tuple[int, int]) -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        text = await table_after_a_draw_two(pilot, app, link)
        box = log_rows(text)
        assert WHOLE in box[-2], "\n".join(box)  # (the whole line: no "misse…")
        assert "Chat" not in "\n".join(box) and "No messages yet" not in text, text
        assert box[0].startswith("╭─ Log ─") and "╮╭" not in box[0], box[0]
        assert box[0].endswith("╮") and len(box[0]) == size[0], box[0]
        assert "L: history · t: chat" in box[-1], box[-1]  # (t is named: the footer drops it)


async def test_at_60x20_a_chat_message_brings_the_chat_box_back() -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        await table_after_a_draw_two(pilot, app, link)
        box = log_rows(await chat_said(pilot, app, link, "hello all"))
        assert "─ Chat ─" in box[0], "\n".join(box)
        assert "Bo: hello all" in box[1].split("││")[1], "\n".join(box)
        assert box[-1].endswith("t: chat ─╯") and "history · t: chat" not in box[-1], box[-1]


async def test_at_60x20_t_opens_the_chat_and_esc_with_nothing_said_folds_it() -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        await table_after_a_draw_two(pilot, app, link)
        await pilot.press("t")
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert "Chat: typing…" in box[0], "\n".join(box)
        await pilot.press("h", "i", "!")
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert "hi!" in box[1].split("││")[1], "\n".join(box)
        await pilot.press("escape")  # nothing sent, the chat still empty: folded again
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert WHOLE in box[1] and "Chat" not in box[0], "\n".join(box)


async def test_at_60x20_a_line_sent_keeps_the_chat_box() -> None:
    """Enter sends; the box does not fold away while the table's echo is on its way."""
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        await table_after_a_draw_two(pilot, app, link)
        await pilot.press("t", "h", "i", "enter")
        await wait_for(pilot, lambda: link.chats == ["hi"])
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert "─ Chat ─" in box[0], "\n".join(box)


@pytest.mark.parametrize("size", [(60, 22), (80, 24), (100, 30)])
async def test_with_room_the_empty_chat_box_stays(size: tuple[int, int]) -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        box = log_rows(await table_after_a_draw_two(pilot, app, link))
        assert "─ Chat ─" in box[0] and "No messages yet. Press t" in box[1], "\n".join(box)
        assert any("t: chat (Enter sends" in row for row in box), "\n".join(box)
        assert "L: history ─╯╰" in box[-1] and "t: chat ─╯" not in box[-1], box[-1]
