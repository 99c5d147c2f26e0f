"""ssh64: a paste of more than one line into a one-line field (the chat line, a name) keeps
only its first line, and a paste whose first line is empty — text copied with the line break
before it, as a terminal selection dragged from the end of the line above gives — puts in
nothing at all, without a word. Seen over the SSH door in tmux: ``t`` at a table, then a
bracketed paste of "\\nhello after newline" left the chat line empty; a paste of
"hello from amy\\nsecond line" sent "hello from amy" only."""

from __future__ import annotations

from textual import events
from textual.app import App, ComposeResult

from unotui.widgets.field import Field


class _One(App[None]):
    def compose(self) -> ComposeResult:
        yield Field("", max_length=200)


async def _paste(text: str) -> str:
    app = _One()
    async with app.run_test(size=(60, 10)) as pilot:
        field = app.query_one(Field)
        field.focus()
        await pilot.pause()
        field.post_message(events.Paste(text))
        for _ in range(5):
            await pilot.pause()
        return field.value


async def test_a_paste_after_a_line_break_is_not_lost() -> None:
    assert "hello after newline" in await _paste("\nhello after newline")


async def test_a_paste_of_two_lines_keeps_the_second() -> None:
    value = await _paste("hello from amy\nsecond line")
    assert "hello from amy" in value and "second line" in value
