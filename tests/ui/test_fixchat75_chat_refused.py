"""newbie86 #3, at the table: a chat line the table refuses as one too many (a non-fatal
``rate_limited`` error whose ``dropped`` is a ``chat``, docs/PROTOCOL.md §6) was lost — shown
nowhere, not kept, and the status read only "Too many messages; slow down.". The line refused
(the table names it in the error's ``dropped``, as it cleaned it) goes back into the chat line
for Enter, and the status says it was not sent and in how many seconds
(``retry_after``, rounded up) the table takes one again. A player already typing another line
keeps theirs: the status quotes the refused one."""

from __future__ import annotations

from typing import Any

from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.log import ChatInput, ChatPanel
from unotui.widgets.table_info import StatusLine


def refused(text: str | None) -> dict[str, Any]:
    """The table's refusal of the chat line ``text`` (``None``: a host of an earlier version,
    which does not name it)."""
    return {"t": "error", "code": "rate_limited", "fatal": False,
            "message": "Too many chat messages; this chat was dropped.",
            "dropped": {"t": "chat", **({"text": text} if text is not None else {})},
            "retry_after": 1.4}


def _status(app: Any) -> str:
    return " ".join(app.screen.query_one(StatusLine).text.split())


async def _say(pilot: Any, link: Any, text: str) -> None:
    sent = len(link.chats)
    await pilot.press("t", *[("space" if ch == " " else ch) for ch in text], "enter")
    await wait_for(pilot, lambda: len(link.chats) > sent)


async def test_a_refused_chat_line_is_kept_for_enter_and_said_at_the_table() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await table_showing(pilot, link, state)
        await _say(pilot, link, "first line")
        link.feed({"t": "chat", "id": 7, "from": "Zoe", "seat": 0, "text": "first line"})
        await _say(pilot, link, "second line")
        assert link.chats == ["first line", "second line"]
        link.feed(refused("second line"))
        field = screen.query_one(ChatInput)
        await wait_for(pilot, lambda: field.value == "second line")
        await wait_for(pilot, lambda: "not sent" in _status(app).lower())
        status = _status(app)
        assert "2 s" in status, status  # (1.4 s: "in 2 s", not "1 s" too early)
        assert "Too many messages; slow down." not in status
        assert field.has_focus  # (Enter sends it again)
        assert field.cursor_position == len("second line")


async def test_a_line_typed_meanwhile_stays_and_the_refused_one_is_quoted() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await table_showing(pilot, link, state)
        await _say(pilot, link, "first line")
        await pilot.press("t", "o", "k")  # (the next line under way when the refusal comes)
        field = screen.query_one(ChatInput)
        await wait_for(pilot, lambda: field.value == "ok")
        link.feed(refused("first line"))
        await wait_for(pilot, lambda: "not sent" in _status(app).lower())
        assert field.value == "ok"
        assert "first line" in _status(app)


async def test_a_refusal_with_no_line_waiting_still_says_one_was_not_sent() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await table_showing(pilot, link, state)
        link.feed(refused(None))
        await wait_for(pilot, lambda: "not sent" in _status(app).lower())
        assert screen.query_one(ChatPanel).input is None  # (nothing to put back: not opened)
