"""The judgement-day dialogs: the colour a throw names, and the date a player names.

A judgement day throws out the number cards spelling another player's date and names a colour
that is not among them (docs/RULES.md, ``judgement_day``). :class:`JudgementColorDialog` names
the cards that will go and offers only the colours the table allows for that throw (read from the
legal actions); a thrown colour's key says why it cannot be named instead of doing nothing.
:class:`JudgementDateDialog` is the date question, which tells a date that does not exist ("There
is no 30 February") from text that is not written as month-day.
"""

from __future__ import annotations

import calendar
from collections.abc import Sequence

from textual.widgets import Input, Static

from ..i18n import N_, _, listing
from ..widgets.cards import COLOR_LETTERS, color_name
from ..widgets.lines import Wrapped
from .choice import ColorDialog, DateDialog, date_numbers, parse_date

#: the months' names, for "There is no 30 February" (the catalogue translates each)
MONTHS = (N_("January"), N_("February"), N_("March"), N_("April"), N_("May"), N_("June"),
          N_("July"), N_("August"), N_("September"), N_("October"), N_("November"),
          N_("December"))


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
                           cards=listing(card_label(c, ascii_only) for c in cards))
        self.body_text = _("Name a colour that is not among the cards you throw.")
        self.options = [option for option in self.options if option[2] in self.allowed]

    def check_action(self, action: str, parameters: tuple[object, ...]) -> bool | None:
        if action == "choose":  # (a thrown colour's key says why, rather than nothing)
            return True
        return super().check_action(action, parameters)

    def footer_lists(self, action: str, parameters: tuple[object, ...]) -> bool:
        """Does the footer behind this box list the key of ``action``? Not a thrown colour's:
        its key only says why not (the footer listed "b Blue" of a throw of blues)."""
        return not (action == "choose" and not any(
            key == parameters[0] for key, _label, _value in self.options))

    def choose_key(self, key: str) -> None:
        color = COLOR_LETTERS.get(key.upper())
        if color is None or color in self.allowed:
            super().choose_key(key)
            return
        for body in self.query(".body").results(Static):
            body.update(Wrapped(_("{color} is among the cards you throw: name another colour.",
                                  color=color_name(color).capitalize())))


def date_error(text: str) -> str | None:
    """Why ``text`` is not a date a player can name, in words, else ``None``: written as
    month-day but no such day ("There is no 30 February."), or not written as month-day."""
    if parse_date(text) is not None:
        return None
    numbers = date_numbers(text)  # (read as the question reads a date: "2月30日" too)
    if numbers is not None:
        month, day = numbers
        if not 1 <= month <= 12:
            return _("There is no month {n}: write the month first, then the day (3-14).",
                     n=month)
        if day >= 1 and day > calendar.monthrange(2024, month)[1]:
            return _("There is no {day} {month}.", day=day, month=_(MONTHS[month - 1]))
    return _("Write the date as month-day, for example 3-14.")


class JudgementDateDialog(DateDialog):
    """The date question (:class:`~unotui.dialogs.choice.DateDialog`), whose refusal says what
    is wrong: a day the month does not have, a month that does not exist, or not month-day."""

    def on_input_submitted(self, event: Input.Submitted) -> None:
        why = date_error(event.value)
        if why is None:
            return  # (a date: the DateDialog's own handler, which runs next, answers it)
        event.stop()
        event.prevent_default()  # (DateDialog's handler would put its own words back)
        self.query_one("#date-error", Static).update(why)
