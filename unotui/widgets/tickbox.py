"""A tick box whose state reads without colour: ``[x]`` ticked, ``[ ]`` not.

Textual's :class:`~textual.widgets.Checkbox` draws the same ``▐X▌`` either way and tells the two
states apart by colour alone, which a player with ``NO_COLOR``, the monochrome theme or a
colour-blind eye cannot read. :class:`TickBox` is that Checkbox (same messages, keys and styles)
with the mark spelled out; it is plain ASCII, so ``--ascii`` shows it as it is.
"""

from __future__ import annotations

from typing import Any, ClassVar

from textual.binding import Binding, BindingType
from textual.content import Content
from textual.widgets import Checkbox

from ..i18n import N_, translate_bindings

TICKED = "[x]"
UNTICKED = "[ ]"


class TickBox(Checkbox):
    """A Checkbox drawn as ``[x] Title`` / ``[ ] Title``; the footer shows its key (Space)."""

    BINDINGS: ClassVar[list[BindingType]] = [
        Binding("enter,space", "toggle_button", N_("Tick"), key_display="Space"),
    ]

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        translate_bindings(self)

    @property
    def _button(self) -> Content:
        return Content.assemble((TICKED if self.value else UNTICKED,
                                 self.get_visual_style("toggle--button")))
