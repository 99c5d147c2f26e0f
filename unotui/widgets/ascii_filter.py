"""Plain-ASCII output: a Textual line filter that spells every non-ASCII character in ASCII.

With ``--ascii`` (or when the terminal cannot show Unicode) the table draws its own ASCII
glyphs; this filter is the safety net for everything else on screen (ellipses, bullets, dashes
in messages, Textual's own decorations): known characters get an ASCII look-alike of the same
width, a Latin letter its accent off ("é" is "e"), anything else becomes ``?`` (``??`` for a
double-width character) — except, when the terminal shows Unicode and ASCII is only the look
chosen, the letters of the player's language.

An ellipsis is spelled by where it stands (:func:`_ellipses`): as one "." it read as a full
stop, and a line cut short looked finished ("Round 1 - first to.", ssh52). With room after it
(three spaces) it is "..." in those cells, a space still after it; followed by more of its
sentence ("Looking for tables… none found yet.") a "."; Chinese's two "……" "..", as it is never
a cut; else — where a line was cut to its last cells — "~", which no sentence ends in.
"""

from __future__ import annotations

import re
import unicodedata
from functools import lru_cache

from rich.cells import cell_len
from rich.segment import Segment
from textual.color import Color
from textual.filter import LineFilter

#: Single-cell look-alikes. Multi-character spellings would change the width of a line.
_LOOK_ALIKES = {
    "·": "-", "—": "-", "–": "-", "‘": "'", "’": "'", "“": '"', "”": '"',
    "─": "-", "━": "-", "│": "|", "┃": "|", "┌": "+", "┐": "+", "└": "+", "┘": "+",
    "╭": "+", "╮": "+", "╰": "+", "╯": "+", "├": "+", "┤": "+", "┬": "+", "┴": "+",
    "┼": "+", "▲": "^", "▼": "v", "▶": ">", "◀": "<", "●": "*", "•": "*", "↻": ">",
    "↺": "<", "←": "<", "→": ">", "⏎": "/", "⇄": "R", "⊘": "S", "▏": "|", "▕": "|",
    "█": "#", "▌": "|", "▐": "|", "▀": "-", "▄": "_", "▔": "-", "▁": "_", "▊": "|", "▎": "|",
    "✓": "v", "✗": "x", "×": "x", "\u00a0": " ", "↑": "^", "↓": "v",
}


def is_writing(ch: str) -> bool:
    """Is ``ch`` part of a language's writing — a letter or digit of any script ("é", "张"), or
    the punctuation of Chinese and Japanese text ("，", "。", "（")? Not a symbol or a line."""
    return unicodedata.category(ch)[0] in "LN" or "\u3000" <= ch <= "\u303f" \
        or "\uff00" <= ch <= "\uffef"


#: an ellipsis and what follows it: three spaces (room for "...", one space still after it),
#: one space and more of its sentence (a word, a bracket), a second "…" (Chinese's ellipsis),
#: or anything else (the end: a cut — a border after it too)
_ELLIPSIS_RE = re.compile("…(…|[ \u00a0]{2}(?=[ \u00a0])|[ \u00a0](?=[\\w(]))?")


def _ellipses(text: str) -> str:
    """``text`` with each "…" spelled in ASCII, in as many cells (see the module docstring)."""
    def spelled(found: re.Match[str]) -> str:
        after = found.group(1)
        if after == "…":  # (Chinese writes its ellipsis as two: "正在打开牌桌……（…", never a cut)
            return ".."
        return "..." if after and len(after) == 2 else ". " if after else "~"

    return _ELLIPSIS_RE.sub(spelled, text)


@lru_cache(maxsize=4096)
def asciify(text: str, keep_writing: bool = False) -> str:
    """``text`` with every character ASCII, keeping its width in cells; with ``keep_writing``
    the letters and punctuation of any language stay (:func:`is_writing`): only symbols and
    lines are spelled in ASCII."""
    if text.isascii():
        return text
    if "…" in text:
        text = _ellipses(text)
    out = []
    for ch in text:
        if ch.isascii():
            out.append(ch)
        elif ch in _LOOK_ALIKES:
            out.append(_LOOK_ALIKES[ch])
        elif keep_writing and is_writing(ch):
            out.append(ch)
        elif (base := _bare_letter(ch)) is not None:
            out.append(base)  # (a Latin letter with its accent off: "José" is "Jose", ssh45 #4)
        else:
            out.append("?" * max(1, cell_len(ch)))
    return "".join(out)


def _bare_letter(ch: str) -> str | None:
    """The ASCII letter under an accented one ("é" → "e", "Ü" → "U"), one cell as it was; else
    ``None``."""
    base = unicodedata.normalize("NFKD", ch)[:1]
    return base if base.isascii() and base.isalpha() and cell_len(ch) == 1 else None


class AsciiFilter(LineFilter):
    """Replace non-ASCII characters in every line the app draws. ``keep_writing``: the
    terminal shows Unicode and plain ASCII is the player's choice of look (``--ascii``), so a
    language's own letters stay — Chinese read as "??????", names with accents as "Jos?"
    (ux31 #2); on a terminal that cannot show them they are spelled "?" as before."""

    def __init__(self, keep_writing: bool = False) -> None:
        super().__init__()
        self.keep_writing = keep_writing

    def apply(self, segments: list[Segment], background: Color) -> list[Segment]:
        keep = self.keep_writing
        if any("…" in seg.text for seg in segments if not seg.control):
            segments = _line_ellipses(segments)
        return [
            seg if seg.text.isascii() or seg.control
            else Segment(asciify(seg.text, keep), seg.style)
            for seg in segments
        ]


def _line_ellipses(segments: list[Segment]) -> list[Segment]:
    """The ellipses of a line spelled as :func:`_ellipses` does, seeing the whole line: the
    text a "…" ends is often a segment of its own, the room after it (padding) the next. Each
    spelling has as many characters as it replaces, so every segment keeps its length."""
    texts = [seg.text for seg in segments if not seg.control]
    spelled = _ellipses("".join(texts))
    out: list[Segment] = []
    at = 0
    for seg in segments:
        if seg.control:
            out.append(seg)
            continue
        text = spelled[at:at + len(seg.text)]
        at += len(seg.text)
        out.append(seg if text == seg.text else Segment(text, seg.style))
    return out
