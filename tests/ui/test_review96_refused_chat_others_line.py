"""review96: a chat line the table refuses as one too many goes back into the chat line for
Enter (newbie86 #3): the panel pairs the table's refusal with the oldest of its own lines not
answered yet, a line being answered by its echo. But any chat line of the same text answers it
— another player's too (``ChatPanel._answered`` never looks at who said it). Zoe sends "hi"
(taken) and "gg" (refused as one too many); Cy's own "gg", said at that moment, reaches her
before the table's answers to hers: it is taken as the echo of her "gg", her "hi" is then
echoed, and the refusal finds no line of hers waiting. Her "gg" is lost — not put back in
the chat line — and the status only says "Your chat line was not sent … send it again",
which she must retype. The table's refusal names the line it dropped (``dropped.text``): that
line is put back, whoever said what meanwhile."""

from __future__ import annotations

from typing import Any

from ui_testkit import scripted_table, table_showing, wait_for

from unotui.widgets.log import ChatInput
from unotui.widgets.table_info import StatusLine

REFUSED = {"t": "error", "code": "rate_limited", "fatal": False,
           "message": "Too many chat messages; this chat was dropped.",
           "dropped": {"t": "chat", "text": "gg"}, "retry_after": 1.4}


def _status(app: Any) -> str:
    return " ".join(app.screen.query_one(StatusLine).text.split())


async def _say(pilot: Any, link: Any, text: str) -> None:
    sent = len(link.chats)
    await pilot.press("t", *[("space" if ch == " " else ch) for ch in text], "enter")
    await wait_for(pilot, lambda: len(link.chats) > sent)


async def test_another_players_line_of_the_same_words_does_not_answer_a_refused_one() -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]},
                                      "R9", current=1)
    async with app.run_test(size=(80, 24)) as pilot:
        screen = await table_showing(pilot, link, state)
        await _say(pilot, link, "hi")
        await _say(pilot, link, "gg")
        assert link.chats == ["hi", "gg"]
        # (Cy, seat 2, says "gg" too; then the table's answers to Zoe's two lines)
        link.feed({"t": "chat", "id": 7, "from": "Cy", "seat": 2, "text": "gg"})
        link.feed({"t": "chat", "id": 8, "from": "Zoe", "seat": 0, "text": "hi"})
        link.feed(REFUSED)
        await wait_for(pilot, lambda: "not sent" in _status(app).lower())
        for _ in range(3):
            await pilot.pause(0.05)
        fields = list(screen.query(ChatInput))
        assert fields and fields[0].value == "gg", (
            [f.value for f in fields], _status(app))
