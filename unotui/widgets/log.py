"""The game log in words, and the chat.

:class:`LogPanel` shows the newest lines of the round's log that fit (the view carries the log, so
the panel re-renders from the view). :class:`ChatPanel` keeps the chat lines it received and an
input line that opens with ``t`` and closes with Enter (send) or Escape.
"""

from __future__ import annotations

from collections import deque
from typing import Any, ClassVar

from rich.style import Style
from rich.text import Text
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.message import Message
from textual.widgets import Input

from ..i18n import N_, _, translate_bindings
from .lines import LineWidget


class LinesView(LineWidget):
    """The newest lines that fit, wrapped to the width; older lines scroll off the top."""

    DEFAULT_CSS = """
    LinesView { height: 1fr; }
    """

    def __init__(self, placeholder: str = "", **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.lines: list[str] = []
        self.placeholder = placeholder
        self._wrapped: dict[tuple[str, int], list[str]] = {}  # (line, width) -> wrapped lines

    def set_lines(self, lines: list[str]) -> None:
        if lines != self.lines:
            self.lines = list(lines)
            self.invalidate()

    def build_lines(self, width: int, height: int) -> list[Text]:
        width = max(10, width)
        height = max(1, height)
        if not self.lines:
            return list(Text(self.placeholder, style=Style(dim=True)).wrap(self.app.console,
                                                                           width))
        wrapped: list[str] = []
        for line in self.lines[-height * 2:]:
            wrapped.extend(self._wrap(line, width))
        shown = [Text(plain) for plain in wrapped[-height:]]
        if shown:
            shown[-1].stylize(Style(bold=True))
        return shown

    def _wrap(self, line: str, width: int) -> list[str]:
        """``line`` wrapped to ``width`` cells (remembered: the log repeats its lines each view)."""
        key = (line, width)
        found = self._wrapped.get(key)
        if found is None:
            if len(self._wrapped) > 1000:
                self._wrapped.clear()
            found = [t.plain.rstrip("\n") for t in Text(line).wrap(self.app.console, width)]
            self._wrapped[key] = found
        return found


class LogPanel(LinesView):
    """What happened, newest at the bottom (in bold)."""


class ChatPanel(Vertical):
    """Chat lines and the input line (focused with ``t``)."""

    DEFAULT_CSS = """
    ChatPanel { height: 1fr; }
    ChatPanel Input { height: 1; border: none; padding: 0; }
    ChatPanel Input:focus { border: none; }
    """

    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape", "stop_typing", N_("Stop typing"))]

    class Send(Message):
        """The player finished typing: ``text`` is the line to send ("" when cancelled)."""

        def __init__(self, text: str) -> None:
            super().__init__()
            self.text = text

    def __init__(self, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        translate_bindings(self)
        self.history: deque[str] = deque(maxlen=200)

    def compose(self) -> ComposeResult:
        yield LinesView(_("No messages yet. Press t to chat."), id="chat-lines")
        yield Input(placeholder=_("t: chat (Enter sends, Esc closes)"), max_length=200,
                    id="chat-input")

    def on_resize(self) -> None:
        """The hint in the empty input says as much as fits, never a cut word."""
        from rich.cells import cell_len

        field = self.query_one(Input)
        room = self.content_size.width - 1  # (the cursor's cell)
        hints = [_("t: chat (Enter sends, Esc closes)"), _("t: chat (Enter sends)"), _("t: chat")]
        hint = next((h for h in hints if cell_len(h) <= room), hints[-1])
        if field.placeholder != hint:  # (a new hint repaints the input)
            field.placeholder = hint

    def add(self, sender: str, text: str) -> None:
        self.history.append(f"{sender}: {text}")
        self.query_one(LinesView).set_lines(list(self.history))

    def show_all(self, chats: Any) -> None:
        """Show exactly ``chats`` (the connection's ``chat`` messages, oldest first): one chat
        history per table, whichever screen shows it."""
        self.history.clear()
        for chat in chats:
            self.history.append(f"{chat.get('from') or '?'}: {chat.get('text', '')}")
        self.query_one(LinesView).set_lines(list(self.history))

    def open(self) -> None:
        """Start typing. Focus moves at once (not after pending events, as ``focus()`` would),
        so keys typed right after ``t`` land in the input even when they arrive in one burst."""
        self.screen.set_focus(self.query_one(Input))

    def close(self) -> None:
        self.query_one(Input).value = ""

    @property
    def is_open(self) -> bool:
        """The input has (or is about to get) the focus."""
        return self.screen.focused is self.query_one(Input)

    def action_stop_typing(self) -> None:
        self.close()
        self.screen.set_focus(None)
        self.post_message(self.Send(""))

    def on_input_submitted(self, event: Input.Submitted) -> None:
        event.stop()
        text = event.value.strip()
        self.close()
        self.post_message(self.Send(text))
