"""Wrapping text to a terminal's width in words, Chinese included: :func:`wrap_text`.

Pure text (no widgets): the screens' :class:`unotui.widgets.lines.Wrapped` and the SSH door's
goodbye, written to a visitor's terminal after the app is gone, wrap with it."""

from __future__ import annotations

import re

from rich.cells import cell_len

#: a character of Chinese (or Japanese, Korean) text: a line may break before or after it
_CJK = "\u2e80-\u9fff\uf900-\ufaff\uff00-\uffef\u3000-\u303f"
#: the pieces of a line: a run of spaces, one CJK character, or a word of anything else
_UNITS = re.compile(f"\\s+|[{_CJK}]|[^\\s{_CJK}]+")
#: a unit of measure that stays on the line of the number before it ("0.1 s", "20 ms", "3 min")
_UNIT = re.compile(r"(?:s|ms|min|h)[.,;:)]?")
_NUMBER = re.compile(r"\d\Z")
#: marks a line never starts with (they close what is before them), and never ends with (they
#: open what follows: the quotes “ ” ‘ ’ the catalogue uses too, newbie69 #2)
_NO_START = frozenset("）)」』】》〉”’，。、；：！？,.;:!?…%")
_NO_END = frozenset("（(「『【《〈“‘")
#: a Chinese numeral and the measure word after it stay together ("一局", "两张": newbie67 #1)
_NUMERALS = frozenset("一二两三四五六七八九十几半每")
_MEASURES = frozenset("局次位张轮个人分秒回遍名")
#: words of two Chinese characters never broken: the card names ("王牌+4": newbie67 #2)
_WORDS = frozenset({"王牌"})


def wrap_text(text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width`` cells at spaces and, as Chinese is written without them,
    between two CJK characters, never before a closing mark (）。，) nor after an opening one
    (（), nor between a number or word and the CJK character right after it ("4 张"), nor
    between a number and its unit ("0.1 s": ux31 #11 saw "0.1" / "s"), a Chinese numeral and
    its measure word ("一局"), inside a card's name ("王牌+4", "+2": a line never starts with
    "+"). Nothing is cut off: a word wider than the line is folded."""
    width = max(2, width)
    units: list[str] = []
    glue = False  # (the next unit joins the last one)
    for unit in _UNITS.findall(text):
        if unit.isspace():
            units.append(" ")
            continue
        if units and (glue or unit[0] in _NO_START or (
                units[-1] != " " and (unit[0] == "+" or units[-1][-1:] + unit in _WORDS
                                      or (units[-1][-1:] in _NUMERALS and unit in _MEASURES)))
                or (
                len(units) >= 2 and units[-1] == " " and units[-2].isascii()
                and units[-2][-1:].isalnum() and re.match(f"[{_CJK}]", unit)) or (
                len(units) >= 2 and units[-1] == " " and _UNIT.fullmatch(unit)
                and _NUMBER.search(units[-2]))):
            if units[-1] == " " and not glue and unit[0] not in _NO_START:
                units.pop()
                units[-1] += " " + unit
            else:
                units[-1] += unit
        else:
            units.append(unit)
        glue = unit[-1] in _NO_END
    rows: list[str] = []
    row = ""
    for unit in units:
        if unit == " ":
            if row:
                row += " "
            continue
        if row.strip() and cell_len(row + unit) > width:
            rows.append(row.rstrip())
            row = ""
        row += unit
        while cell_len(row) > width:  # (a word wider than the line: fold it)
            cut = len(row)
            while cut > 1 and cell_len(row[:cut]) > width:
                cut -= 1
            rows.append(row[:cut])
            row = row[cut:]
    rows.append(row.rstrip())
    return rows
