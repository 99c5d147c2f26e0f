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
from test_escape_bunched40 import chat_open_then, terminal_sends
from textual.widgets import Input
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from unotui.screens.table import TableScreen
from unotui.widgets.log import ChatPanel


# ("\x1bd", an Escape and a letter, passes: the control; "\x1bb" in the chat, a text field,
# is Option+Left now, a word back: test_review84_option_arrow_in_chat)
@pytest.mark.parametrize("data", ["\x1b2", "\x1b0", "\x1bd", "\x1b2\x1b[A", "\x1b-", "\x1b="])
async def test_escape_then_a_digit_or_b_in_one_read_closes_the_chat(data: str) -> None:
    async def then(pilot: Any, app: Any, link: Any, chat: ChatPanel) -> None:
        for _ in range(20):
            await pilot.pause(0.05)
        typed = chat.query_one(Input).value
        assert not chat.typing, f"the chat is still open after {data!r}; it holds {typed!r}"
        assert typed in ("", "hi"), typed

    await chat_open_then(data, then)


@pytest.mark.parametrize("data", ["\x1bb", "\x1bb\x1b[A"])
async def test_escape_then_b_in_one_read_at_the_table_is_escape_then_b(data: str) -> None:
    """Out of a text field ESC b is still tmux's Escape typed just before b (review84 kept
    the word motion to text fields): at the table, b answers as b does (no colour to name on
    one's own turn), whatever comes behind it in the same read."""
    state = scripted_state()
    arrange(state, {0: ["R1", "R2"], 1: ["G3", "Y2"], 2: ["B3", "G4"], 3: ["G5", "B5"]},
            "B9", current=0)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        assert not isinstance(app.focused, Input)
        terminal_sends(app, data)
        await wait_for(pilot, lambda: "No colour to name now." in screen_text(app))
        assert isinstance(app.screen, TableScreen)
