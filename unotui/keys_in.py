"""The keys a terminal sends, read so that no byte ends the game.

Textual reads the terminal's input as strict UTF-8 and parses every escape sequence it gets;
one byte that is not UTF-8 (a Latin-1 terminal's "é", xterm's Alt+key with eight-bit input, a
GBK client's Chinese) or a kitty key report naming a code point past Unicode raised in its
input thread, and the app stopped with "an internal error" — over SSH, at one keystroke of a
visitor's (ssh60 #1). :func:`guard_keys` makes both harmless: a byte that is not UTF-8 reads
as U+FFFD, a key report that names no character is no key; a terminal's in-band size report
is held to the largest size the SSH door allows, and a click no place can be found for is
no click (ssh61 #1, #2).
"""

from __future__ import annotations

import codecs
import re
from typing import Any

_guarded = False

#: the largest terminal a size report may give the app (columns, rows): the SSH door's own
#: largest (:data:`unotui.ssh.session.MAX_SIZE`)
LARGEST = (500, 200)

#: a terminal's in-band size report (mode 2048): ``CSI 48 ; rows ; columns ; pixel rows ;
#: pixel columns t``, each number possibly followed by ``:``-parts
_SIZE_REPORT = re.compile(r"\x1b\[48;(\d+)((?::[^;]*)?);(\d+)((?::[^;]*)?);(\d+)((?::[^;]*)?);"
                          r"(\d+)((?::[^;t]*)?)t")


def _held(match: re.Match[str]) -> str:
    """A size report held to :data:`LARGEST`, and with a size in pixels it can divide by: one
    that names no pixels says as many pixels as cells (a click's place is then in cells)."""
    rows, columns = min(int(match[1]), LARGEST[1]), min(int(match[3]), LARGEST[0])
    high, wide = int(match[5]), int(match[7])
    if not high or not wide or not rows or not columns:
        high, wide = max(1, rows), max(1, columns)
    return (f"\x1b[48;{rows}{match[2]};{columns}{match[4]};{high}{match[6]};"
            f"{wide}{match[8]}t")


def held_sizes(data: str) -> str:
    """``data`` with every in-band size report held (:func:`_held`): ``ESC[48;1000;2000;0;0t``
    drew the game 2000 cells wide past the SSH door's largest size, and a report of 0 pixels
    ended it at the next click (a division by zero), ssh61 #1, #2."""
    return _SIZE_REPORT.sub(_held, data) if "\x1b[48;" in data else data


class _HeldSizeReport:
    """Textual's pattern of a size report, matched against the report held (:func:`held_sizes`).

    Textual matches the whole escape sequence it gathered, over as many reads as it came in;
    holding it there, not in each read, holds a report cut between two reads too (two SSH
    packets), which went through at full size (review81 #1)."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern

    def fullmatch(self, sequence: str) -> re.Match[str] | None:
        return self.pattern.fullmatch(held_sizes(sequence))


def _lenient_decoder(encoding: str) -> Any:
    """The incremental decoder class of ``encoding``, made to replace what it cannot read."""
    made = codecs.getincrementaldecoder(encoding)

    def decoder(errors: str = "strict") -> codecs.IncrementalDecoder:
        return made(errors="replace")

    return decoder


def guard_keys() -> None:
    """Make Textual's reading of keys survive any byte (idempotent; before the app runs)."""
    global _guarded
    if _guarded:
        return
    _guarded = True
    try:
        from textual import _xterm_parser
        from textual.drivers import linux_driver
    except ImportError:  # (another platform's driver: nothing of this to mend)
        return
    linux_driver.getincrementaldecoder = _lenient_decoder  # type: ignore[attr-defined]
    parser = _xterm_parser.XTermParser
    parse = parser._parse_extended_key

    def parse_extended_key(self: Any, sequence: str) -> Any:
        try:
            return parse(self, sequence)
        except (ValueError, OverflowError):  # (chr() of no character: no key)
            return None

    parser._parse_extended_key = parse_extended_key  # type: ignore[method-assign]
    pattern = _xterm_parser._re_in_band_window_resize
    _xterm_parser._re_in_band_window_resize = _HeldSizeReport(pattern)  # type: ignore[misc]
    mouse = parser.parse_mouse_code

    def parse_mouse_code(self: Any, code: str) -> Any:
        try:
            return mouse(self, code)
        except (ZeroDivisionError, ValueError, OverflowError):  # (no place: no click)
            return None

    parser.parse_mouse_code = parse_mouse_code  # type: ignore[method-assign]
