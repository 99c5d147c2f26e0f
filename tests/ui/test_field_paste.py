"""Every field takes what fits of a paste (ssh48 #1), and a field without a ``max_length`` (the
host's port, the join address, the numbers of the rules form) takes the whole of it (review55
#1: it was cut by as many characters as the field held, "7152" with "8870" pasted after it
stayed "7152")."""

from __future__ import annotations

from textual import events
from textual.app import App, ComposeResult

from unotui.widgets.field import Field


class _One(App[None]):
    def __init__(self, value: str, **kwargs: object) -> None:
        super().__init__()
        self.start, self.kwargs = value, kwargs

    def compose(self) -> ComposeResult:
        yield Field(self.start, **self.kwargs)  # type: ignore[arg-type]


async def _paste(value: str, text: str, **kwargs: object) -> str:
    app = _One(value, **kwargs)
    async with app.run_test(size=(60, 10)) as pilot:
        field = app.query_one(Field)
        field.focus()
        await pilot.pause()
        field.cursor_position = len(field.value)
        field.post_message(events.Paste(text))
        for _ in range(5):
            await pilot.pause()
        return field.value


async def test_a_paste_into_a_field_without_max_length_is_whole() -> None:
    # (the join screen's address field: a host typed, its port pasted)
    assert await _paste("192.168.1.20:", "7152") == "192.168.1.20:7152"


async def test_a_paste_into_an_integer_field_without_max_length_is_whole() -> None:
    # (the host form's port, rules form numbers: type="integer", no max_length)
    assert await _paste("12", "345", type="integer") == "12345"


async def test_a_paste_with_max_length_still_takes_what_fits() -> None:
    assert await _paste("abc", "defgh", max_length=5) == "abcde"


async def test_a_paste_of_lines_is_one_line_joined_with_spaces_and_cut_to_fit() -> None:
    # (fixssh65, ssh64 #5: only the first line was kept; blank lines are dropped, each line
    # trimmed, and the whole cut to the room left as a one-line paste is)
    assert await _paste("", "\n  one  \n\n two\r\nthree\n", max_length=200) == "one two three"
    assert await _paste("ab", "cd\nef", max_length=6) == "abcd e"
    assert await _paste("", "  one line  ", max_length=20) == "  one line  "
    assert await _paste("", "\n\n", max_length=20) == ""
