"""Shortening a line to a width without ever cutting a word.

A line too wide for its place is shortened where a player would: whole sentences are dropped from
the end first ("Your turn: play a card (Enter) or draw (d). Jumped-in draw cards add up." keeps its
first sentence whole, without an ellipsis, rather than ending "…or dr…"); when the sentences that
fit would say less than half the width, the line ends at the last whole word that fits, followed
by "…". Chinese has no spaces between words, so there a
line breaks only at punctuation or a space, unless nothing else fits (then between characters,
which a reader of Chinese still reads as whole characters).

:func:`fit_text` works on Rich ``Text`` (keeping its styles), :func:`fit_plain` on strings.
Where a line has several wordings, longest first, :func:`first_that_fits` picks the first that
fits whole.
"""

from __future__ import annotations

import unicodedata
from functools import cache

from rich.cells import cell_len
from rich.console import Console
from rich.text import Text


@cache
def _console() -> Console:
    """A console to resolve named styles with (made when first needed)."""
    return Console(width=200, color_system=None)


ELLIPSIS = "…"
#: where a sentence (or a list item) ends: a line may stop there without an ellipsis (a full stop
#: stays, a semicolon or a separator goes). Not at a comma or a colon: "Caught without it" must
#: not lose its ": draw 2" silently. " - " is the separator " · " in ASCII ("Round 1 - first to~"
#: was cut inside its target, newbie59 #2).
CLAUSE_ENDS = (". ", "! ", "? ", "; ", " · ", " - ", "。", "；", "！", "？")
#: punctuation that may close a shortened line before the ellipsis is added (then removed)
_TRAILING = " ,;:·-，；：、"
_OPENING = "（《「『【“"


def is_wide(ch: str) -> bool:
    """A CJK character (two cells wide)."""
    return unicodedata.east_asian_width(ch) in ("W", "F")


def word_boundaries(text: str) -> list[int]:
    """Offsets in ``text`` where a line may stop without cutting a word: before a space, after a
    closing mark, after a clause mark, and the end."""
    out = []
    for i in range(1, len(text)):
        before, here = text[i - 1], text[i]
        if here in " （《「『【“" or before in " /" \
                or (is_wide(before) and not before.isalnum() and before not in _OPENING) \
                or (before in ")]}>" and not here.isalnum()):
            out.append(i)
    out.append(len(text))
    return out


def _clause_ends(text: str) -> list[int]:
    """Offsets where a clause of ``text`` ends (a sentence keeps its full stop)."""
    out = []
    for mark in CLAUSE_ENDS:
        start = 0
        while (at := text.find(mark, start)) >= 0:
            keeps = mark[0] in ".!?。！？"
            out.append(at + 1 if keeps else at)
            start = at + 1
    return out


def _cut(text: str, width: int) -> tuple[int, bool]:
    """Where to cut ``text`` (an offset) to fit ``width`` cells, and whether an ellipsis follows."""
    if cell_len(text) <= width:
        return len(text), False
    # whole sentences, without an ellipsis: the line still says something complete
    clauses = [len(text[:end].rstrip(_TRAILING)) for end in _clause_ends(text)]
    best = max((c for c in clauses if c and cell_len(text[:c]) <= width), default=0)
    if best and cell_len(text[:best]) >= width // 2:
        return best, False
    # else the last whole word that fits, then the ellipsis
    room = width - cell_len(ELLIPSIS)
    fitting = [b for b in word_boundaries(text) if cell_len(text[:b].rstrip(_TRAILING)) <= room]
    cut = max(fitting, default=0)
    if cut == 0 and text and is_wide(text[0]):  # Chinese without a mark in reach: characters
        while cut < len(text) and cell_len(text[:cut + 1]) <= room:
            cut += 1
    cut = len(text[:cut].rstrip(_TRAILING))
    if best and best >= cut:
        return best, False
    return cut, True


def fit_plain(text: str, width: int) -> str:
    """``text`` shortened to at most ``width`` cells, never inside a word (see the module)."""
    cut, ellipsis = _cut(text, width)
    return text[:cut] + (ELLIPSIS if ellipsis else "")


def first_that_fits(room: int, *forms: str) -> str:
    """The first of ``forms`` (at least one, most complete first) that fits ``room`` cells
    whole; the last when none does (the line then shortens it as it does any line)."""
    return next((form for form in forms if cell_len(form) <= room), forms[-1])


def fit_text(line: Text, width: int) -> None:
    """Shorten ``line`` in place to at most ``width`` cells, never inside a word; the ellipsis
    takes the style of the text it follows."""
    plain = line.plain
    cut, ellipsis = _cut(plain, width)
    if cut >= len(plain):
        return
    style = line.get_style_at_offset(_console(), cut - 1) if ellipsis and cut else None
    line.right_crop(len(plain) - cut)
    if ellipsis:
        line.append(ELLIPSIS, style)
