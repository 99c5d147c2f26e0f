"""How a card looks: short labels, colour names and box drawings, in Unicode or plain ASCII.

Colour is never the only signal: every label starts with the card's colour letter (``R``, ``Y``,
``G``, ``B``; ``W`` for a wild card), and symbols have an ASCII spelling. Styles come from the
theme's card variables (``card-red`` …) so every theme, including monochrome, recolours cards.
"""

from __future__ import annotations

from dataclasses import dataclass

from rich.style import Style

from ..i18n import _

COLOR_LETTERS = {"R": "red", "Y": "yellow", "G": "green", "B": "blue"}

#: rank code -> (unicode symbol, ascii symbol)
_SYMBOLS: dict[str, tuple[str, str]] = {
    "S": ("⊘", "S"),
    "R": ("⇄", "R"),
    "D": ("+2", "+2"),
}

#: Default card colours when a theme does not define them.
DEFAULT_CARD_COLORS: dict[str, str] = {
    "card-red": "#e53935",
    "card-yellow": "#fdd835",
    "card-green": "#43a047",
    "card-blue": "#1e88e5",
    "card-wild": "#212121",
    "card-text": "#000000",
    "card-wild-text": "#ffffff",
}


def card_color(code: str) -> str | None:
    """The colour name of a card code (``None`` for wild cards)."""
    if code in ("W", "W4"):
        return None
    return COLOR_LETTERS.get(code[:1])


def card_label(code: str, ascii_only: bool = False) -> str:
    """A 1–3 character face: ``R5``, ``R⊘`` (Skip), ``R⇄`` (Reverse), ``R+2``, ``W``, ``W+4``.

    In ASCII: ``R5``, ``RS``, ``RR``, ``R+2``, ``W``, ``W+4``. Always starts with a colour letter.
    """
    if code == "W":
        return "W"
    if code == "W4":
        return "W+4"
    letter, rank = code[:1], code[1:]
    symbol = _SYMBOLS.get(rank)
    if symbol is None:
        return code
    return letter + symbol[1 if ascii_only else 0]


def color_name(color: str | None) -> str:
    """Translated colour name (``None``: "no colour")."""
    names = {
        "red": _("red"),
        "yellow": _("yellow"),
        "green": _("green"),
        "blue": _("blue"),
    }
    return names.get(color or "", _("no colour"))


def card_name(code: str) -> str:
    """A card in words for the log and dialogs: "R5", "Red Skip", "Wild Draw Four"."""
    if code == "W":
        return _("Wild")
    if code == "W4":
        return _("Wild Draw Four")
    color = card_color(code)
    rank = code[1:]
    words = {"S": _("Skip"), "R": _("Reverse"), "D": _("Draw Two")}.get(rank)
    if words is None:
        return code
    return _("{color} {rank}", color=color_name(color).capitalize(), rank=words)


def card_points(code: str) -> int:
    """Scoring value of a card code."""
    if code in ("W", "W4"):
        return 50
    rank = code[1:]
    return int(rank) if rank.isdigit() else 20


@dataclass(frozen=True)
class Glyphs:
    """The box-drawing and marker characters of one drawing mode."""

    top_left: str
    top_right: str
    bottom_left: str
    bottom_right: str
    horizontal: str
    vertical: str
    cursor: str
    selected: str
    clockwise: str
    counter_clockwise: str
    turn: str
    bullet: str
    ellipsis: str


UNICODE = Glyphs("┌", "┐", "└", "┘", "─", "│", "▲", "●", "↻", "↺", "▶", "·", "…")
ASCII = Glyphs("+", "+", "+", "+", "-", "|", "^", "*", ">>", "<<", ">", "-", "...")


def glyphs(ascii_only: bool) -> Glyphs:
    return ASCII if ascii_only else UNICODE


CARD_WIDTH = 5  #: columns of one drawn card, borders included
CARD_INNER = CARD_WIDTH - 2


def card_face_style(code: str, variables: dict[str, str], *, dim: bool = False,
                    bold: bool = True) -> Style:
    """Style of a card's face: its colour as background, readable text on it."""
    color = card_color(code)
    if color is None:
        bg = variables.get("card-wild", DEFAULT_CARD_COLORS["card-wild"])
        fg = variables.get("card-wild-text", DEFAULT_CARD_COLORS["card-wild-text"])
    else:
        bg = variables.get(f"card-{color}", DEFAULT_CARD_COLORS[f"card-{color}"])
        fg = variables.get("card-text", DEFAULT_CARD_COLORS["card-text"])
    return Style(color=fg, bgcolor=bg, bold=bold and not dim, dim=dim)


def color_style(color: str | None, variables: dict[str, str]) -> Style:
    """A style showing a colour name in that colour (bold, so it reads in monochrome too)."""
    if color is None:
        return Style(bold=True)
    bg = variables.get(f"card-{color}", DEFAULT_CARD_COLORS[f"card-{color}"])
    fg = variables.get("card-text", DEFAULT_CARD_COLORS["card-text"])
    return Style(color=fg, bgcolor=bg, bold=True)


def centered(label: str, width: int = CARD_INNER) -> str:
    """``label`` centred in ``width`` cells (labels are at most 3 cells)."""
    label = label[:width]
    pad = width - len(label)
    left = pad // 2
    return " " * left + label + " " * (pad - left)
