"""A tick box whose state reads without colour: ``[x]`` ticked, ``[ ]`` not.

Textual's :class:`~textual.widgets.Checkbox` draws the same ``▐X▌`` either way and tells the two
states apart by colour alone, which a player with ``NO_COLOR``, the monochrome theme or a
colour-blind eye cannot read. :class:`TickBox` is that Checkbox (same messages, keys and styles)
with the mark spelled out; it is plain ASCII, so ``--ascii`` shows it as it is.
"""

from __future__ import annotations

from textual.content import Content
from textual.widgets import Checkbox

TICKED = "[x]"
UNTICKED = "[ ]"


class TickBox(Checkbox):
    """A Checkbox drawn as ``[x] Title`` / ``[ ] Title``."""

    @property
    def _button(self) -> Content:
        return Content.assemble((TICKED if self.value else UNTICKED,
                                 self.get_visual_style("toggle--button")))
