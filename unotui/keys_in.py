"""The keys a terminal sends, read so that no byte ends the game.

Textual reads the terminal's input as strict UTF-8 and parses every escape sequence it gets;
one byte that is not UTF-8 (a Latin-1 terminal's "é", xterm's Alt+key with eight-bit input, a
GBK client's Chinese) or a kitty key report naming a code point past Unicode raised in its
input thread, and the app stopped with "an internal error" — over SSH, at one keystroke of a
visitor's (ssh60 #1). :func:`guard_keys` makes both harmless: a byte that is not UTF-8 reads
as U+FFFD, a key report that names no character is no key; a terminal's in-band size report
is held to the largest size the SSH door allows, and a click no place can be found for is
no click (ssh61 #1, #2). An Escape and a digit, b, f, - or = read together (tmux's escape-time,
an SSH link's bunches, a Mac's Option as Meta) read as Alt and that key, at once, whatever comes
after them, not as the Option character or word motion Textual made of them (tmux64,
review84 #2); the app splits it back into Escape and the key (:func:`unotui.app.escape_then_key`).
"""

from __future__ import annotations

import codecs
import re
from typing import Any

_guarded = False

#: what Textual's reader (``textual._ansi_sequences.ANSI_SEQUENCES_KEYS``) makes of an Escape
#: followed by a digit, b, f, - or =: macOS Option characters (¡ ™ £ … º – ≠) and iTerm's
#: "natural text editing" word motions (ctrl+left/right), so the app lost both keys when they
#: came as Escape and the key (tmux's escape-time, Meta). The reader makes ``alt+KEY`` of them
#: instead (:func:`_read_escape_and_a_key_as_alt`). ``ESC b`` / ``ESC f`` are also what macOS
#: Terminal.app and iTerm2 send for Option+Left/Right: ``alt+b`` / ``alt+f`` are a word motion
#: in a text field, which only the app can tell (review84 #1). The other two-byte entries
#: (Escape Escape, Escape Tab, Escape Backspace, Escape §) stay Textual's.
ESCAPE_AND_A_KEY = frozenset(f"\x1b{key}" for key in "1234567890bf-=")

#: the largest terminal a size report may give the app (columns, rows): the SSH door's own
#: largest (:data:`unotui.ssh.session.MAX_SIZE`)
LARGEST = (500, 200)

def _held(height: int, width: int, pixel_height: int, pixel_width: int) -> str:
    """A size report (``CSI 48 ; rows ; columns ; pixel rows ; pixel columns t``, mode 2048)
    held to :data:`LARGEST`, and with a size in pixels it can divide by: one that names no
    pixels says as many pixels as cells (a click's place is then in cells)."""
    rows, columns = min(height, LARGEST[1]), min(width, LARGEST[0])
    if not pixel_height or not pixel_width or not rows or not columns:
        pixel_height, pixel_width = max(1, rows), max(1, columns)
    return f"\x1b[48;{rows};{columns};{pixel_height};{pixel_width}t"


class _HeldSizeReport:
    """Textual's pattern of a size report, whose match is held (:func:`_held`).

    Textual matches the whole escape sequence it gathered, over as many reads as it came in;
    holding it there, not in each read, holds a report cut between two reads too (two SSH
    packets), which went through at full size (review81 #1). It is Textual's own match that is
    held — its four groups read as Textual reads them (the number before any ``:``-part) —
    so any report Textual acts on is held: a pattern of our own, narrower than Textual's
    (a ``:``-part holding a ``;``), let ``ESC[48;9999:;1;9999;0;0t`` through (review82). The
    ``:``-parts, which Textual does not read, are left out of the report held."""

    def __init__(self, pattern: re.Pattern[str]) -> None:
        self.pattern = pattern

    def fullmatch(self, sequence: str) -> re.Match[str] | None:
        match = self.pattern.fullmatch(sequence)
        if match is None:
            return None
        try:
            numbers = [int(group.partition(":")[0]) for group in match.groups()]
            held = _held(*numbers)
        except (TypeError, ValueError):  # (not the four numbers Textual reads: no size)
            return None
        return self.pattern.fullmatch(held)


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
    _read_escape_and_a_key_as_alt()


def key_typed_alone(character: str) -> str:
    """The name Textual gives the key of ``character`` typed alone (``2``, ``b``, ``minus``,
    ``equals_sign``)."""
    from textual.keys import KEY_NAME_REPLACEMENTS, _character_to_key

    name = character if character.isalnum() else _character_to_key(character)
    return KEY_NAME_REPLACEMENTS.get(name, name)


def _alt_and(character: str) -> Any:
    """The ``alt+`` key of ``character`` (one of :data:`ESCAPE_AND_A_KEY`'s), named as Textual
    names the key typed alone (``alt+2``, ``alt+b``, ``alt+minus``, ``alt+equals_sign``)."""
    from textual import events

    return events.Key(f"alt+{key_typed_alone(character)}", character)


def _read_escape_and_a_key_as_alt() -> None:
    """Make Textual's reader answer each of :data:`ESCAPE_AND_A_KEY` with ``alt+`` that key.

    The table's entries stay, so the reader takes the two bytes for a whole key as soon as it
    has them, whatever follows. Dropping them from the table (tmux64) left the sequence open:
    the reader made ``alt+2`` of it only when nothing came within its escape delay, and when
    the next thing was another escape sequence (an arrow, a second Escape, a focus report, in
    the same read) it reissued ``ESC 2`` as plain keys and typed the Escape as ``^``; of ``ESC -``
    it made ``minus``, the Escape lost (review84 #2). Here it is the step from a sequence to
    its keys that answers them (``XTermParser._sequence_to_key_events``); any other sequence,
    and any single character the reader reissues, goes to Textual's own step."""
    from textual import _xterm_parser

    parser = _xterm_parser.XTermParser
    to_keys = parser._sequence_to_key_events

    def sequence_to_key_events(self: Any, sequence: str, alt: bool = False) -> Any:
        if sequence in ESCAPE_AND_A_KEY:
            return [_alt_and(sequence[1])]
        return to_keys(self, sequence, alt)

    parser._sequence_to_key_events = sequence_to_key_events  # type: ignore[method-assign]


#: the word motions ``alt+b`` / ``alt+f`` stand for in a text field (Textual's own names for
#: them, as its table read ``ESC b`` / ``ESC f``: "iTerm natural editing keys")
WORD_MOTIONS = {"alt+b": "ctrl+left", "alt+f": "ctrl+right"}


def word_motion(event: Any, app: Any) -> Any:
    """The word motion (a ``ctrl+left`` / ``ctrl+right`` key) that ``event`` is when it is
    ``ESC b`` / ``ESC f`` (``alt+b`` / ``alt+f``) and what has ``app``'s focus is a text field
    (an ``Input`` or a ``TextArea``), else ``None``.

    macOS Terminal.app (by default) and iTerm2 ("Natural Text Editing") send exactly these for
    Option+Left / Option+Right, and Emacs-style Meta-b / Meta-f move a word too: typing in the
    chat or an address, that is what the player meant; read as Escape and b it closed the chat
    (left the Join screen) and b acted where that left them (review84 #1). Anywhere else they
    stay Escape and the key (:func:`unotui.app.escape_then_key`), as tmux's Escape typed just
    before b is. The focus is asked only of these two keys (an app with no screen yet, or
    none left, has none)."""
    from textual import events
    from textual.app import ScreenStackError
    from textual.widgets import Input, TextArea

    if not isinstance(event, events.Key) or event.is_forwarded:
        return None
    motion = WORD_MOTIONS.get(event.key)
    if motion is None:
        return None
    try:
        focused = app.focused
    except ScreenStackError:
        return None
    if not isinstance(focused, Input | TextArea):
        return None
    return events.Key(motion, None)
