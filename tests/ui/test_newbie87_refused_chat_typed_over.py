"""newbie87 #1: a chat line the table refused as one too many is put back into the chat line
(newbie86 #3, fixchat75) — but the first key the player types next replaces the whole kept line
instead of adding to it: the line is put back selected (the input selects its text as it gets
the focus). Played in tmux: six lines fast, the sixth refused and shown kept; the next key ('t',
to chat again) and the words after it were sent as 't快 c', and '快 b' was gone for good,
neither sent nor quoted."""

from __future__ import annotations

from test_fixchat75_chat_refused import _say, refused
from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.log import ChatInput


async def test_typing_after_a_refused_line_is_put_back_adds_to_it() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await table_showing(pilot, link, state)
        await _say(pilot, link, "second line")
        link.feed(refused("second line"))
        field = screen.query_one(ChatInput)
        await wait_for(pilot, lambda: field.value == "second line")
        await pilot.pause()
        await pilot.press("space", "o", "k")
        await pilot.pause()
        assert field.value == "second line ok", (
            f"the kept line was typed over: {field.value!r}")
