"""Modal dialogs. Each is a ``ModalScreen[T]`` with its own CSS and key bindings, dismissed with
its answer (or ``None`` when cancelled with Escape, where cancelling is allowed)."""

from .choice import (
    ChallengeDialog,
    ChoosePlayerDialog,
    ColorDialog,
    ConfirmDialog,
    DateDialog,
    OptionsDialog,
    PeekDialog,
    parse_date,
)
from .table_gone import TableClosedDialog, TableGoneDialog

__all__ = ["ChallengeDialog", "ChoosePlayerDialog", "ColorDialog", "ConfirmDialog", "DateDialog",
           "OptionsDialog", "PeekDialog", "TableClosedDialog", "TableGoneDialog", "parse_date"]
