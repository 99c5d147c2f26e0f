"""The judgement-day dialogs: the colour a throw names.

A judgement day throws out the number cards spelling another player's date and names a colour
that is not among them (docs/RULES.md, ``judgement_day``). :class:`JudgementColorDialog` names
the cards that will go and offers only the colours the table allows for that throw (read from the
legal actions); a thrown colour's key says why it cannot be named instead of doing nothing.
"""

from __future__ import annotations

from collections.abc import Sequence

from textual.widgets import Static

from ..i18n import _
from ..widgets.cards import COLOR_LETTERS, color_name
from .choice import ColorDialog


class JudgementColorDialog(ColorDialog):
    """The colour of a judgement day on ``who``: ``cards`` are thrown out (named in the dialog),
    ``allowed`` are the colours the table accepts for that throw; Escape cancels."""

    def __init__(self, who: str, cards: Sequence[str], allowed: Sequence[str],
                 ascii_only: bool = False) -> None:
        super().__init__(ascii_only=ascii_only)
        from ..widgets.cards import card_label

        self.allowed = [c for c in COLOR_LETTERS.values() if c in allowed]
        self.title_text = _("Judgement day on {who}: choose the colour", who=who)
        if cards:
            self.facts = _("You throw out {cards}",
                           cards=", ".join(card_label(c, ascii_only) for c in cards))
        self.body_text = _("Name a colour that is not among the cards you throw.")
        self.options = [option for option in self.options if option[2] in self.allowed]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":  # (a thrown colour's key says why, rather than nothing)
            return True
        return super().check_action(action, parameters)

    def choose_key(self, key: str) -> None:
        color = COLOR_LETTERS.get(key.upper())
        if color is None or color in self.allowed:
            super().choose_key(key)
            return
        for body in self.query(".body").results(Static):
            body.update(_("{color} is among the cards you throw: name another colour.",
                          color=color_name(color).capitalize()))

