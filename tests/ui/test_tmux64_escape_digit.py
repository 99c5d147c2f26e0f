"""tmux64: an Escape and a digit (or b, f, - or =) that reach the app in one read — tmux's
default escape-time, an SSH link that brings keys in bunches, a Mac's Option as Meta — are
lost both: Textual's reader (textual._ansi_sequences.ANSI_SEQUENCES_KEYS) makes "\\x1b1" … "\\x1b0"
the macOS Option characters ¡ ™ £ ¢ ∞ § ¶ • ª º, "\\x1bb"/"\\x1bf" ctrl+left/right, never
alt+DIGIT, which is all :func:`unotui.app.escape_then_key` splits (its test builds an
``alt+7`` Key by hand that the real reader never makes). Live: in tmux, ``?`` then Escape and
2 at once leaves the help open and the cursor where it was; ``send-keys M-3`` at the table
does nothing; from the chat, Escape+2 types "™" into the chat."""

from __future__ import annotations

from typing import Any

import pytest
from test_escape_bunched40 import chat_open_then
from textual.widgets import Input

from unotui.widgets.log import ChatPanel


# ("\x1bd", an Escape and a letter, passes: the control)
@pytest.mark.parametrize("data", ["\x1b2", "\x1b0", "\x1bb", "\x1bd"])
async def test_escape_then_a_digit_or_b_in_one_read_closes_the_chat(data: str) -> None:
    async def then(pilot: Any, app: Any, link: Any, chat: ChatPanel) -> None:
        for _ in range(20):
            await pilot.pause(0.05)
        typed = chat.query_one(Input).value
        assert not chat.typing, f"the chat is still open after {data!r}; it holds {typed!r}"
        assert typed in ("", "hi"), typed

    await chat_open_then(data, then)
