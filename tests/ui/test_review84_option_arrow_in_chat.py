"""review84: macOS Terminal.app sends ``ESC b`` / ``ESC f`` for Option+Left / Option+Right by
default (its keyboard profile: "alt-left generates ESC-b, the Emacs backward-word binding";
iTerm2's "Natural Text Editing" preset does the same) — the word motions Textual's table read
them as (``ctrl+left``/``ctrl+right``, textual._ansi_sequences "iTerm natural editing keys").
tmux64 (b8a35a6a) dropped those two entries at startup, saying "No terminal sends these for a
key of its own but as Escape and the key", which is not so: now a Mac player who moves back a
word in the chat (or in the Join screen's address, the lobby's chat…) gets Escape and b — the
chat closes (the Join screen goes Back, losing the address typed) and ``b`` acts where they
are (in the lobby: add a bot). The digits' entries (Option characters no terminal sends as
ESC+digit for a key of its own) can go; b and f are a trade-off with tmux's M-b, and inside a
text field the word motion is what the player meant: keep them as ``ctrl+left/right`` there
(e.g. :func:`unotui.app.escape_then_key` leaves ``alt+b``/``alt+f`` to a focused Input as a
word motion) — tests/ui/test_tmux64_escape_digit.py's ``"\\x1bb"`` case asserts the opposite
and would change with it."""

from __future__ import annotations

from typing import Any

from test_escape_bunched40 import chat_open_then
from textual.widgets import Input

from unotui.widgets.log import ChatPanel


async def test_review84_option_left_in_the_chat_moves_a_word_back() -> None:
    async def then(pilot: Any, app: Any, link: Any, chat: ChatPanel) -> None:
        for _ in range(20):
            await pilot.pause(0.05)
        box = chat.query_one(Input)
        assert chat.typing, "Option+Left (ESC b) closed the chat"
        assert box.value == "hi" and box.cursor_position == 0, (box.value, box.cursor_position)

    await chat_open_then("\x1bb", then)


def test_escape_b_and_f_are_word_motions_in_a_text_field_only() -> None:
    """The part of review84 #1 that is keys_in's: which key ``alt+b`` / ``alt+f`` is, given
    what has the focus (the app asks it before it splits an ``alt+`` key)."""
    from types import SimpleNamespace

    from textual import events
    from textual.app import ScreenStackError
    from textual.widgets import Static, TextArea

    from unotui.keys_in import word_motion

    def motion(key: str, focused: Any) -> str | None:
        made = word_motion(events.Key(key, key[-1]), SimpleNamespace(focused=focused))
        return None if made is None else made.key

    for field in (Input(), TextArea()):
        assert motion("alt+b", field) == "ctrl+left"
        assert motion("alt+f", field) == "ctrl+right"
        assert motion("alt+d", field) is None and motion("alt+2", field) is None
        assert motion("alt+shift+b", field) is None
    for elsewhere in (Static(), None):  # (the hand, a menu, no focus: Escape, then b)
        assert motion("alt+b", elsewhere) is None and motion("alt+f", elsewhere) is None
    forwarded = events.Key("alt+b", "b")
    forwarded._forwarded = True  # (the app sends it on to the field: not asked twice)
    assert word_motion(forwarded, SimpleNamespace(focused=Input())) is None

    class NoScreen:  # (starting or ending: an App's focus raises)
        @property
        def focused(self) -> Any:
            raise ScreenStackError("No screens on stack")

    assert word_motion(events.Key("alt+b", "b"), NoScreen()) is None


async def test_option_right_after_option_left_moves_the_word_forward_again() -> None:
    async def then(pilot: Any, app: Any, link: Any, chat: ChatPanel) -> None:
        box = chat.query_one(Input)
        for _ in range(20):
            await pilot.pause(0.05)
        assert chat.typing and box.value == "hi" and box.cursor_position == 2, \
            (chat.typing, box.value, box.cursor_position)

    await chat_open_then("\x1bb\x1bf", then)
