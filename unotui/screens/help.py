"""Help: the keys, and a readable summary of the active rules (official plus any differences)."""

from __future__ import annotations

from typing import Any, ClassVar

from rich.table import Table
from textual.app import ComposeResult
from textual.binding import Binding, BindingType
from textual.containers import VerticalScroll
from textual.screen import ModalScreen
from textual.widgets import Label, Static

from ..i18n import N_, _, translate_bindings


def keys() -> list[tuple[str, str]]:
    """(key, what it does) for the help screen, translated."""
    return [
        ("← → / h l", _("move through your hand")),
        ("Enter", _("play the card under the cursor (a wild asks for the colour)")),
        ("d", _("draw a card")),
        ("p", _("pass (keep the card you just drew)")),
        ("u", _("call UNO (with your second-to-last card, or while you hold one)")),
        ("c", _("catch a player who did not call UNO")),
        ("x", _("challenge a Wild Draw Four played on you")),
        ("space", _("select several cards (when multi-play is on)")),
        ("t", _("chat; Enter sends, Escape closes")),
        ("?", _("this help")),
        ("q", _("leave the table (asks first during a match)")),
        ("Ctrl+P", _("command palette: themes, keys, quit")),
    ]


ASCII_KEYS = {"← → / h l": "Left Right / h l"}


def rules_summary(view: dict[str, Any] | None) -> list[str]:
    """The active rules in a few sentences."""
    lines = [
        _("Match a card by colour, number or symbol, or play a wild card."),
        _("Skip: the next player misses a turn. Reverse: the direction changes. "
          "Draw Two: the next player draws 2 and misses a turn."),
        _("Wild: you name the colour. Wild Draw Four: you name the colour and the next player "
          "draws 4, unless they challenge. It is a bluff when you hold a card of the current "
          "colour; a caught bluffer draws 4, a wrong challenger draws 6."),
        _("If you cannot or do not want to play, draw one card; you may play it at once or "
          "keep it."),
        _("Call UNO when you play your second-to-last card. Caught without it: draw 2."),
    ]
    rules = (view or {}).get("rules") or {}
    scoring = (view or {}).get("scoring", "standard")
    target = (view or {}).get("target", 500)
    if scoring == "single":
        lines.append(_("One round only: the first to go out wins."))
    else:
        lines.append(_("The winner of a round scores the points left in the other hands "
                       "(numbers face value, action cards 20, wild cards 50). "
                       "First to {target} wins the match.", target=target))
        lines.append(_("Between rounds, each player leaves the results with Enter. The next "
                       "round is dealt when everyone at the table has, or when the countdown "
                       "on the results runs out; bots never wait, and nobody is dealt in while "
                       "every player is away."))
    if rules:
        changed = ", ".join(f"{k} = {v}" for k, v in sorted(rules.items()))
        lines.append(_("House rules differing from the official ones: {list}", list=changed))
    else:
        lines.append(_("These are Mattel's official rules, with no house rules."))
    return lines


class HelpScreen(ModalScreen[None]):
    """Keys and rules; any of Escape, ?, q or Enter closes it."""

    DEFAULT_CSS = """
    HelpScreen { align: center middle; }
    HelpScreen > VerticalScroll {
        width: 90; max-width: 100%; height: auto; max-height: 100%;
        border: thick $accent; background: $surface; padding: 0 1;
    }
    HelpScreen .title { text-style: bold; margin-top: 1; }
    """
    BINDINGS: ClassVar[list[BindingType]] = [Binding("escape,question_mark,q,enter", "close", N_("Close"))]

    def __init__(self, view: dict[str, Any] | None, ascii_only: bool = False) -> None:
        super().__init__()
        translate_bindings(self)
        self.view = view
        self.ascii_only = ascii_only

    def compose(self) -> ComposeResult:
        with VerticalScroll():
            yield Label(_("Keys"), classes="title")
            grid = Table.grid(padding=(0, 2))
            grid.add_column(no_wrap=True)
            grid.add_column(ratio=1)
            for key, text in keys():
                grid.add_row(ASCII_KEYS.get(key, key) if self.ascii_only else key, text)
            yield Static(grid)
            yield Label(_("Rules"), classes="title")
            rules = Table.grid(padding=(0, 1))
            rules.add_column(no_wrap=True)
            rules.add_column(ratio=1)
            for line in rules_summary(self.view):
                rules.add_row("-", line)
            yield Static(rules)

    def action_close(self) -> None:
        self.dismiss(None)
