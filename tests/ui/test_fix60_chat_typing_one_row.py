"""fix60: at 60x20 the chat's box is one line high. Pressing t there titled it "Chat: typing…"
but the line kept showing the chat's newest line (or "No messages yet. Press t"): the input
line was below it, out of sight, and what the player typed showed nowhere. While typing, that
one line is the input's; Esc gives it back to the chat's lines."""

from __future__ import annotations

from kit_fix60 import NAMES, chat_said, log_rows, table_after_a_draw_two
from ui_testkit import ScriptedLink, app_on, shown


async def test_at_60x20_what_is_typed_in_the_chat_shows() -> None:
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        await table_after_a_draw_two(pilot, app, link)
        await chat_said(pilot, app, link, "hello all")
        await pilot.press("t", "h", "i", "!")
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert "Chat: typing…" in box[0], "\n".join(box)
        chat_cell = box[1].split("││")[1]
        assert "hi!" in chat_cell and "hello all" not in chat_cell, "\n".join(box)
        await pilot.press("escape")
        await pilot.pause(0.05)
        box = log_rows(await shown(pilot))
        assert "Bo: hello all" in box[1].split("││")[1], "\n".join(box)
        assert "t: chat" in box[-1], box[-1]
