"""The keys a terminal sends, read so that no byte ends the game.

Textual reads the terminal's input as strict UTF-8 and parses every escape sequence it gets;
one byte that is not UTF-8 (a Latin-1 terminal's "é", xterm's Alt+key with eight-bit input, a
GBK client's Chinese) or a kitty key report naming a code point past Unicode raised in its
input thread, and the app stopped with "an internal error" — over SSH, at one keystroke of a
visitor's (ssh60 #1). :func:`guard_keys` makes both harmless: a byte that is not UTF-8 reads
as U+FFFD, a key report that names no character is no key.
"""

from __future__ import annotations

import codecs
from typing import Any

_guarded = False


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
