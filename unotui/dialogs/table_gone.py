"""The two dialogs of a table that went away.

:class:`TableClosedDialog`: the host closed the table (its words and the final scores); Enter or
Escape closes it, over the join list or the menu the app went back to.
:class:`TableGoneDialog`: the table stopped answering and the client gave up after the
reconnect window; ``r`` tries again (dismissed with ``"retry"``), Escape or ``q`` leaves the
table (``"leave"``). Both are modal: no key reaches the screen below.
"""

from __future__ import annotations

from typing import ClassVar

from rich.cells import cell_len
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import Vertical
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ..i18n import N_, _, translate_bindings
from ..widgets.lines import Wrapped

_CSS = """
{name} {{ align: center middle; }}
{name} > Vertical {{
    width: 60; max-width: 100%; height: auto; max-height: 100%;
    border: thick $warning; background: $surface; padding: 0 1;
}}
{name} .title {{ text-style: bold; width: 100%; }}
{name} .body {{ width: 100%; margin: 1 0; }}
{name} .keys {{ width: 100%; color: $text-muted; }}
"""


class TableClosedDialog(ModalScreen[None]):
    """The host closed the table: say so once; Enter or Escape closes this. The same dialog
    with ``closed=False`` says something else about the table (its match is gone, the table
    itself goes on): the table closing later must still be said then."""

    DEFAULT_CSS = _CSS.format(name="TableClosedDialog")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,escape,q", "close", N_("OK")),
    ]

    def __init__(self, text: str, closed: bool = True) -> None:
        super().__init__()
        translate_bindings(self)
        self.text = text
        self.closed = closed  #: it says the table closed (said once: :meth:`Flow.table_closed`)

    def compose(self) -> ComposeResult:
        title, _sep, rest = self.text.partition("\n")
        with Vertical() as box:
            # (as wide as a command it shows, which the screen allows: a resume command's
            # journal path was broken in the middle of its name at 60 columns, newbie52 #5)
            box.styles.width = max(60, unbroken_width(self.text) + 4)  # (border and padding)
            yield Label(title, classes="title")
            if rest.strip():
                yield Static(rest.strip("\n"), classes="body", markup=False)
            yield Label(_("Enter: OK"), classes="keys")

    def action_close(self) -> None:
        self.dismiss(None)


def unbroken_width(text: str) -> int:
    """The cells ``text`` needs so that nothing in it is broken: its longest word, and a line
    shown indented (a command to copy, "  python3 -m unotui host --resume …") whole."""
    widths = [cell_len(line) if line.startswith("  ") else
              max((cell_len(word) for word in line.split()), default=0)
              for line in text.splitlines()]
    return max(widths, default=0)


class TableGoneDialog(ModalScreen[str]):
    """The table stopped answering: ``r`` tries again, Escape/``q`` leaves. ``match``: a
    match was under way there, which its host can resume; else (its lobby) there is nothing to
    resume, and the host opens a new table (newbie38 #1: ``host --resume`` then found an older,
    unrelated match)."""

    DEFAULT_CSS = _CSS.format(name="TableGoneDialog")
    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("r", "retry", N_("Try again")),
        Binding("escape,q", "leave", N_("Leave")),
    ]

    def __init__(self, text: str, match: bool = True, watching: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.text = text
        self.match = match
        self.watching = watching  #: a watcher's: no seat to speak of (newbie81 #3)

    def compose(self) -> ComposeResult:
        with Vertical():
            # (wrapped by Wrapped: Rich broke a Chinese sentence only at its spaces, a whole run
            # of it jumping to the next row and leaving ragged rows, newbie91 #2)
            yield Label(Wrapped(self.text), classes="title")
            # (what may have happened, and what r does then — not the host's command: only the
            # host can run it, and "the table keeps your seat while it keeps it" said nothing,
            # newbie91 #3; ux33 #8 told guests what the host can do)
            yield Static(Wrapped(
                _("Perhaps its host's app stopped: once the host opens the table again, r "
                  "takes you back to watching.") if self.match and self.watching else
                _("Perhaps its host's app stopped. Your seat is kept for a while: once the "
                  "host opens the table again, r takes you back to it.") if self.match else
                _("Perhaps its host's app stopped, and no match was under way to resume: once "
                  "the host opens a table at the same address again, r joins it.")),
                classes="body", markup=False)
            yield Label(_("r: try again · Esc: leave the table"), classes="keys")

    def action_retry(self) -> None:
        self.dismiss("retry")

    def action_leave(self) -> None:
        self.dismiss("leave")
