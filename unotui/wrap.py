"""Wrapping text to a terminal's width in words, Chinese included: :func:`wrap_text`;
:func:`kinsoku` mends a row cut by a wrapper that folds Chinese anywhere (Rich's).

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
#: open what follows: the quotes “ ” ‘ ’ the catalogue uses too, newbie69 #2; the square
#: brackets of a tag, "Ana [机器人]", whose "]" started a row of the text client: newbie79 #1)
_NO_START = frozenset("）)]」』】》〉”’，。、；：！？,.;:!?…%")
_NO_END = frozenset("（([「『【《〈“‘")
#: a Chinese numeral and the measure word after it stay together ("一局", "两张": newbie67 #1)
_NUMERALS = frozenset("一二两三四五六七八九十几半每")
_MEASURES = frozenset("局次位张轮个人分秒回遍名")
#: words of two Chinese characters never broken: the card names ("王牌+4": newbie67 #2), and
#: the lobby's rules head ("…，改" / "动：" in the narrow rules box at 60x20: newbie76 #5)
_WORDS = frozenset({"王牌", "改动"})


def wrap_text(text: str, width: int) -> list[str]:
    """``text`` wrapped to ``width`` cells at spaces and, as Chinese is written without them,
    between two CJK characters, never before a closing mark (）。，) nor after an opening one
    (（), nor between a number or word and the CJK character right after it ("4 张"), nor
    between a number and its unit ("0.1 s": ux31 #11 saw "0.1" / "s"), a Chinese numeral and
    its measure word ("一局"), inside a card's name ("王牌+4", "+2": a line never starts with
    "+"). Nothing is cut off: a word wider than the line is folded. A run of spaces (a line
    break too) is one space; the rows do not start or end with one."""
    width = max(2, width)
    return _rows(_units(text, verbatim=False), width, width, lead=False)


def wrap_rows(text: str, width: int, later: int | None = None) -> list[str]:
    """``text`` broken into rows as :func:`wrap_text` breaks it — the first row ``width``
    cells wide, the others ``later`` (``width`` by default) — each row a slice of ``text`` as
    it is: the first keeps the spaces ``text`` starts with, a row its runs of spaces; a row
    does not end with a space, nor does a later one start with one. A line of the log, the
    chat or the history wraps so (:func:`unotui.widgets.lines.wrap_hanging`): Rich's
    ``Text.wrap`` breaks at spaces only, and a Chinese entry broke at its last space, a row left
    with "你摸到了" (newbie76 #1)."""
    width = max(1, width)
    return _rows(_units(text, verbatim=True), width,
                 width if later is None else max(1, later), lead=True)


def _units(text: str, verbatim: bool) -> list[str]:
    """The pieces of ``text`` no row breaks inside: runs of spaces (``" "`` each unless
    ``verbatim``), and the words, CJK characters and what is kept with them (:func:`wrap_text`
    says what); a space kept inside a piece ("4 张") is one unless ``verbatim``."""
    units: list[str] = []
    glue = False  # (the next unit joins the last one)
    for unit in _UNITS.findall(text):
        if unit.isspace():
            units.append(unit if verbatim else " ")
            continue
        last = units[-1] if units else ""
        spaced = last.isspace()
        if units and (glue or unit[0] in _NO_START or (
                not spaced and (unit[0] == "+" or last[-1:] + unit in _WORDS
                                or (last[-1:] in _NUMERALS and unit in _MEASURES)))
                or (
                len(units) >= 2 and spaced and units[-2].isascii()
                and units[-2][-1:].isalnum() and re.match(f"[{_CJK}]", unit)) or (
                len(units) >= 2 and spaced and _UNIT.fullmatch(unit)
                and _NUMBER.search(units[-2]))):
            if spaced and not glue and unit[0] not in _NO_START:
                space = units.pop()
                units[-1] += space + unit
            else:
                units[-1] += unit
        else:
            units.append(unit)
        glue = unit[-1] in _NO_END
    return units


def _rows(units: list[str], width: int, later: int, lead: bool) -> list[str]:
    """``units`` (:func:`_units`) laid into rows: the first ``width`` cells wide, the others
    ``later``; the spaces before the first word kept if ``lead``."""
    rows: list[str] = []
    row = ""
    for unit in units:
        if unit.isspace():
            if row or (lead and not rows):
                row += unit
            continue
        room = later if rows else width
        if row.strip() and cell_len(row + unit) > room:
            rows.append(row.rstrip())
            row = ""
            room = later
        row += unit
        while cell_len(row) > room:  # (a word wider than the line: fold it)
            cut = len(row)
            while cut > 1 and cell_len(row[:cut]) > room:
                cut -= 1
            rows.append(row[:cut])
            row = row[cut:]
            room = later
    rows.append(row.rstrip())
    return rows


def _narrow(char: str) -> bool:
    """Is ``char`` one of a word's or a card's narrow characters ("B4", "W+4", "R⊘"), which a
    row moved down by :func:`kinsoku` does not split?"""
    return not char.isspace() and cell_len(char) == 1


def bad_break(row: str, rest: str) -> bool:
    """Does a row ending ``row`` (not at a space) break before a closing mark ``rest`` starts
    with, or after an opening mark — or, at a space, between a number or word and the CJK
    character after it ("3 张") —, as :func:`wrap_text` never does?"""
    return (bool(row) and not row[-1].isspace()
            and (rest[:1] in _NO_START or row[-1] in _NO_END)) or _parted_word(row, rest)


def _parted_word(row: str, rest: str) -> bool:
    """Does ``row`` end with a word of ASCII letters or digits and a space, and ``rest`` start
    with a CJK character: a number parted from its measure word ("叠加了 3" / "张罚牌",
    newbie72 #4)?"""
    word = row.rstrip(" ")
    return word != row and word[-1:].isascii() and word[-1:].isalnum() \
        and re.match(f"[{_CJK}]", rest[:1]) is not None


def kinsoku(row: str, rest: str) -> tuple[str, str]:
    """(``row``, ``rest``): a row and the text after it, as a wrapper that folds a run of
    Chinese anywhere cut them (Rich's ``Text.wrap``, which the log and the chat wrap with) —
    mended as :func:`wrap_text` breaks: the row's last characters go down with the closing
    mark the next row started with ("，八九十。", not "，" at a row's start: newbie69 #3), or
    the opening mark the row ended with goes down, a card's name ("B4，") going down whole.
    Unchanged where the break is good, at a space, or where the row would be left empty (a
    word longer than the line, folded)."""
    if not bad_break(row, rest):
        return row, rest
    if _parted_word(row, rest):  # (the word goes down to its measure word, a space between)
        word = row.rstrip(" ")
        cut = len(word)
        while cut and _narrow(word[cut - 1]):
            cut -= 1
        return (word[:cut], word[cut:] + row[len(word):] + rest) if word[:cut].strip() \
            else (row, rest)
    kept, moved = row, rest
    while kept and not kept[-1].isspace() and (
            moved[:1] in _NO_START or kept[-1] in _NO_END
            or (_narrow(kept[-1]) and _narrow(moved[:1]))):
        kept, moved = kept[:-1], kept[-1] + moved
    return (kept, moved) if kept.strip() else (row, rest)
