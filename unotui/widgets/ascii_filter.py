"""Plain-ASCII output: a Textual line filter that spells every non-ASCII character in ASCII.

With ``--ascii`` (or when the terminal cannot show Unicode) the table draws its own ASCII
glyphs; this filter is the safety net for everything else on screen (ellipses, bullets, dashes
in messages, Textual's own decorations): known characters get an ASCII look-alike of the same
width, anything else becomes ``?`` (``??`` for a double-width character).
"""

from __future__ import annotations

from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

#: Single-cell look-alikes. Multi-character spellings would change the width of a line.
_LOOK_ALIKES = {
    "…": ".", "·": "-", "—": "-", "–": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
    "─": "-", "━": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+",
    "╭": "+", "╮": "+", "╰": "+", "╯": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+",
    "┼": "+", "▲": "^", "▼": "v", "▶": ">", "◀": "<", "●": "*", "•": "*", "↻": ">",
    "↺": "<", "←": "<", "→": ">", "⏎": "/", "⇄": "R", "⊘": "S", "▏": "|", "▕": "|",
    "█": "#", "▌": "|", "▐": "|", "▀": "-", "▄": "_", "▔": "-", "▁": "_", "▊": "|", "▎": "|",
    "✓": "v", "✗": "x", "×": "x", "\u00a0": " ",
}


@lru_cache(maxsize=4096)
def asciify(text: str) -> str:
    """``text`` with every character ASCII, keeping its width in cells."""
    if text.isascii():
        return text
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
        elif ch in _LOOK_ALIKES:
            out.append(_LOOK_ALIKES[ch])
        else:
            out.append("?" * max(1, cell_len(ch)))
    return "".join(out)


class AsciiFilter(LineFilter):
    """Replace non-ASCII characters in every line the app draws."""

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        return [
            seg if seg.text.isascii() or seg.control else Segment(asciify(seg.text), seg.style)
            for seg in segments
        ]
