"""The command palette (Ctrl+P) in the player's language.

Textual's :class:`~textual.command.CommandPalette` writes its "No matches found" line in
English; this subclass writes it through the catalogue, as the rest of the palette's words
(the search line's placeholder, every command and its help) already are. The method it
replaces is a private one of Textual's, which is why Textual is pinned exactly
(``pyproject.toml``); ``tests/ui/test_palette.py`` fails if a new Textual moves it.
"""

from __future__ import annotations

from typing import Any

from rich.align import Align
from rich.text import Text
from textual.command import CommandList, CommandPalette, SearchIcon
from textual.widgets.option_list import Option

from .i18n import N_, _, translate_bindings

#: the footer's word for Textual's own Escape binding of the palette (translated on mount:
#: "esc Exit the command palette" stayed English at a Chinese table, newbie72 #3)
N_("Exit the command palette")


class Palette(CommandPalette):
    """The command palette whose "no matches" line is translated, and whose search line in
    ASCII mode starts with an ASCII ``>`` instead of Textual's magnifier glyph (which the
    ASCII filter could only spell ``??``, reading like an error: ux25 #13)."""

    #: the search line's mark in ASCII mode (the magnifier's two cells: ">" and a space)
    ASCII_ICON = ">"

    # (the command Enter runs in the cursor's own colours: Textual draws it in its "blurred"
    # ones — the list never has the focus, the search line has —, a primary at 30% that at
    # 256 or 16 colours is the rows' own background, so nothing showed which command was
    # chosen, looks48 #2)
    DEFAULT_CSS = """
    Palette CommandList > .option-list--option-highlighted {
        color: $block-cursor-foreground;
        background: $block-cursor-background;
        text-style: $block-cursor-text-style;
    }
    Palette CommandList:nocolor > .option-list--option-highlighted {
        text-style: reverse;
    }
    """

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        translate_bindings(self)

    def on_mount(self) -> None:
        if getattr(self.app, "ascii_only", False):
            for icon in self.query(SearchIcon):
                icon.icon = self.ASCII_ICON

    def _start_no_matches_countdown(self, search_value: str) -> None:
        """After a moment without a match for ``search_value``, say so (translated); with
        nothing typed there is nothing to say (Textual's own behaviour)."""
        self._stop_no_matches_countdown()

        def show() -> None:
            if search_value:
                self.query_one(CommandList).add_option(
                    Option(Align.center(Text(_("No matches found"), style="not bold")),
                           disabled=True, id=self._NO_MATCHES))
                self._list_visible = True
            else:
                self._list_visible = False

        self._no_matches_timer = self.set_timer(self._NO_MATCHES_COUNTDOWN, show)
