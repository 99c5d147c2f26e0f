"""How a card looks: short labels, colour names and box drawings, in Unicode or plain ASCII.

Colour is never the only signal: every label starts with the card's colour letter (``R``, ``Y``,
``G``, ``B``; ``W`` for a wild card), and symbols have an ASCII spelling. Styles come from the
theme's card variables (``card-red`` …) so every theme, including monochrome, recolours cards.
"""

from __future__ import annotations

from collections.abc import Collection
from operator import attrgetter
from typing import Any

from rich.color import Color, ColorParseError
from rich.style import Style
from rich.text import Text

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


def card_points(code: str) -> int:
    """Scoring value of a card code."""
    if code in ("W", "W4"):
        return 50
    rank = code[1:]
    return int(rank) if rank.isdigit() else 20


#: :class:`Glyphs`' fields, in the order of its constructor
_GLYPH_FIELDS = ("top_left", "top_right", "bottom_left", "bottom_right", "horizontal", "vertical",
                 "cursor", "selected", "clockwise", "counter_clockwise", "turn", "bullet",
                 "ellipsis", "fresh")
_glyph_values = attrgetter(*_GLYPH_FIELDS)


class Glyphs:
    """The box-drawing and marker characters of one drawing mode (``fresh`` marks a card that
    just came into your hand). An immutable record, equal and hashing by its fields (written
    out: a frozen dataclass executes generated code at import, ~10 M instructions of every
    start of the app)."""

    __slots__ = _GLYPH_FIELDS
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
    fresh: str

    def __init__(self, *chars: str) -> None:
        if len(chars) != len(_GLYPH_FIELDS):
            raise TypeError(f"Glyphs takes {len(_GLYPH_FIELDS)} characters, not {len(chars)}")
        for name, char in zip(_GLYPH_FIELDS, chars, strict=True):
            object.__setattr__(self, name, char)

    def __setattr__(self, name: str, value: object) -> None:
        raise AttributeError(f"Glyphs are read-only: cannot set {name!r}")

    def __delattr__(self, name: str) -> None:
        raise AttributeError(f"Glyphs are read-only: cannot delete {name!r}")

    def __eq__(self, other: object) -> bool:
        if other.__class__ is not self.__class__:
            return NotImplemented
        return bool(_glyph_values(self) == _glyph_values(other))

    def __hash__(self) -> int:
        return hash(_glyph_values(self))

    def __repr__(self) -> str:
        shown = ", ".join(f"{n}={v!r}" for n, v in zip(_GLYPH_FIELDS, _glyph_values(self),
                                                       strict=True))
        return f"Glyphs({shown})"


UNICODE = Glyphs("┌", "┐", "└", "┘", "─", "│", "▲", "●", "↻", "↺", "▶", "·", "…", "✦")
ASCII = Glyphs("+", "+", "+", "+", "-", "|", "^", "*", ">>", "<<", ">", "-", "...", "n")

#: the order of a sorted hand: colours, then wild cards
_COLOR_ORDER = {"R": 0, "Y": 1, "G": 2, "B": 3}
#: within a colour: numbers, then Skip, Reverse, Draw Two; Wild before Wild Draw Four
_RANK_ORDER = {**{str(n): n for n in range(10)}, "S": 10, "R": 11, "D": 12}


def sort_key(code: str) -> tuple[int, int, str]:
    """Where ``code`` goes in a hand sorted by colour, then rank (wild cards last)."""
    if code in ("W", "W4"):
        return (4, 0 if code == "W" else 1, code)
    return (_COLOR_ORDER.get(code[:1], 5), _RANK_ORDER.get(code[1:], 13), code)


def sort_cards(codes: list[str]) -> list[str]:
    """``codes`` sorted by colour (red, yellow, green, blue, then wild cards), then rank."""
    return sorted(codes, key=sort_key)


def symbol_legend(ascii_only: bool = False, width: int | None = None,
                  held: Collection[str] = ()) -> str:
    """What the symbols on the cards mean, in one line ("⊘ Skip · ⇄ Reverse · …"). With
    ``width``, the most that fits in that many cells: whole entries only, the least needed
    (the wild cards, then Draw Two, then the new-card mark) dropped first — but those of the
    cards ``held`` (codes: "W4", "RD"…) last: at 60 columns a hand holding W+4 was told every
    symbol but its own (newbie47 #8); "" when not even Skip fits. (The ``?`` of a Wild Draw
    Four that would be a bluff is explained in the hand's title, not here: with it the line
    no longer fitted 80 columns, and lost W+4.)"""
    from rich.cells import cell_len

    g = glyphs(ascii_only)
    skip, reverse = (_SYMBOLS[r][1 if ascii_only else 0] for r in ("S", "R"))
    # (symbol, words, rank: the lower, the longer it stays when room is short)
    entries = [(skip, _("Skip"), 0), (reverse, _("Reverse"), 1), ("+2", _("Draw Two"), 3),
               ("W", _("Wild"), 4), ("W+4", _("Wild Draw Four"), 5), (g.fresh, _("new"), 2)]
    # (a language that calls a card by its symbol, "+2", is not told "+2 +2": it is told
    # what the card does — leaving it out lost the +2 from the Chinese legend)
    entries = [(s, _("draws two cards") if w == s == "+2" else w, r) for s, w, r in entries]
    entries = [e for e in entries if e[1] != e[0]]
    # (the colour letters, where the language's colour words do not start with them: a Chinese
    # player learnt B = 蓝 only from the colour chip, newbie91 #10; dropped first for room)
    colours = [_(name) for name in ("red", "yellow", "green", "blue")]
    if any(not word.upper().startswith(letter) for word, letter in zip(colours, "RYGB", strict=True)):
        entries.append(("RYGB", "".join(colours), 6))
    # (the symbol each card held shows: "W4" the W+4, "RS" the Skip's…)
    shown = {{"W4": "W+4", "W": "W"}.get(c) or {"S": skip, "R": reverse, "D": "+2"}.get(c[1:])
             for c in held if isinstance(c, str)}
    entries = [(sym, words, rank - 100 if sym in shown else rank)
               for sym, words, rank in entries]
    for keep in sorted({rank for _s, _w, rank in entries} | {max(r for *_x, r in entries) + 1},
                       reverse=True):
        text = f" {g.bullet} ".join(f"{symbol} {words}" for symbol, words, rank in entries
                                    if rank < keep)
        if width is None or cell_len(text) <= width:
            return text
    return ""


def glyphs(ascii_only: bool) -> Glyphs:
    return ASCII if ascii_only else UNICODE


CARD_WIDTH = 5  #: columns of one drawn card, borders included
CARD_INNER = CARD_WIDTH - 2
BIG_CARD_WIDTH = 7  #: columns of one card of a hand drawn big (a roomy terminal)
BIG_CARD_INNER = BIG_CARD_WIDTH - 2
#: the smallest terminal whose table draws its cards big: the hand's cards 7 columns by 5
#: lines, the top card 9 by 7 (at 80×24 every line is needed, so cards stay 5 by 3 there)
BIG_TABLE = (96, 34)


def big_table(width: int, height: int) -> bool:
    """Does a terminal of this size draw the table's cards big (:data:`BIG_TABLE`)?"""
    return width >= BIG_TABLE[0] and height >= BIG_TABLE[1]


def card_box(label: str, inner_width: int, inner_height: int, g: Glyphs, edge: Style,
             face: Style, *, corners: bool = False) -> list[Text]:
    """One card as ``inner_height + 2`` lines of ``inner_width + 2`` cells: a border in
    ``edge``, a face in ``face`` with ``label`` on its middle row; with ``corners`` the label
    also stands in the face's top left and bottom right corners, as on a printed card."""
    # (every part a span of its own: a style for the whole line would reach the face too)
    top = Text(end="")
    top.append(g.top_left + g.horizontal * inner_width + g.top_right, edge)
    bottom = Text(end="")
    bottom.append(g.bottom_left + g.horizontal * inner_width + g.bottom_right, edge)
    lines = [top]
    middle = inner_height // 2
    for row in range(inner_height):
        if row == middle:
            inside = centered(label, inner_width)
        elif corners and row == 0:
            inside = label[:inner_width].ljust(inner_width)
        elif corners and row == inner_height - 1:
            inside = label[:inner_width].rjust(inner_width)
        else:
            inside = " " * inner_width
        line = Text(end="")
        line.append(g.vertical, edge)
        line.append(inside, face)
        line.append(g.vertical, edge)
        lines.append(line)
    lines.append(bottom)
    return lines


#: On a 16-colour terminal each card colour is drawn in the bright ANSI colour of its name, given
#: as the RGB that Rich's 16-colour palette maps back to that very colour (an ANSI name would go
#: through Textual's truecolor filter and come back as another colour: red as magenta).
ANSI_CARD_COLORS: dict[str, str] = {
    "card-red": "#ff5555",  # ANSI 9, bright red
    "card-yellow": "#ffff55",  # ANSI 11, bright yellow
    "card-green": "#55ff55",  # ANSI 10, bright green
    "card-blue": "#5555ff",  # ANSI 12, bright blue
}


def _chromatic(value: str) -> bool:
    """Whether the colour ``value`` is a colour rather than a grey (a monochrome theme's cards
    stay grey on a 16-colour terminal)."""
    try:
        red, green, blue = Color.parse(value).get_truecolor()
    except ColorParseError:
        return False
    high, low = max(red, green, blue), min(red, green, blue)
    return high >= 80 and (high - low) / high >= 0.3


def card_variables(app: Any) -> dict[str, str]:
    """The theme's variables as the card styles should read them in ``app``'s terminal.

    Where the terminal shows 16 colours (``TERM=xterm-16color``, ``linux``, ``screen``…), the
    nearest of the 16 to a theme's green is grey and to its blue cyan (ux32 #2): the four card
    colours a theme gives in colour are then replaced by :data:`ANSI_CARD_COLORS`, or by the
    theme's own ``card-red-16`` … when it has them (the colour-blind theme: bright red beside
    bright green is what it exists to avoid). Elsewhere, and for a theme whose cards are grey,
    the variables as they are."""
    variables: dict[str, str] = app.theme_variables
    if getattr(app.console, "color_system", None) != "standard":
        return variables
    adjusted = dict(variables)
    adjusted[FEW_COLORS] = "1"  # (no dimmed faces: card_face_style)
    for name, ansi in ANSI_CARD_COLORS.items():
        own = variables.get(f"{name}-16")  # (a theme's own choice: colour-blind's)
        if own:
            adjusted[name] = own
        elif _chromatic(variables.get(name, DEFAULT_CARD_COLORS[name])):
            adjusted[name] = ansi
    return adjusted


#: the variable :func:`card_variables` sets where the terminal shows 16 colours
FEW_COLORS = "card-16-colors"


def card_face_style(code: str, variables: dict[str, str], *, dim: bool = False,
                    bold: bool = True) -> Style:
    """Style of a card's face: its colour as background, readable text on it. A ``dim`` card
    (one that cannot be played now) has dimmed text — but not in 16 colours
    (:data:`FEW_COLORS`), where dimmed black text comes out grey, nearly invisible on a bright
    blue (tmux35 #6): there it is only not bold (a card that can be played also stands a line
    higher)."""
    if dim and variables.get(FEW_COLORS):
        dim = bold = False
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
