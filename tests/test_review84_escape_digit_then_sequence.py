"""review84: keys_in drops Textual's table entries for an Escape and a digit, b, f, - or =
(tmux64), so that the reader makes ``alt+2`` of ``ESC 2`` — but only when nothing follows
within Textual's ESCAPE_DELAY. ``ESC 2`` was a whole key before (the table's "™"); now it is no
sequence, so the reader keeps reading, and when the next thing is another escape sequence (an
arrow, a second Escape, a focus report, a click: what an SSH packet or tmux brings in one read)
it reissues ``ESC 2`` with ``process_alt=False``, which turns the Escape into a typed ``^``:
in the chat, Escape, 2 and an arrow type "^2" and the chat stays open; at the table the
Escape is lost and ``^`` is a key of its own. Escape and ``-`` or ``=`` (the module says "as
that key") still lose the Escape outright, whatever follows: the commit that says they are
"no longer lost" left the Escape lost for them.

A fix at the reader's depth: keep the table's entries but make them ``alt+KEY`` (as a whole
key, at once), e.g. by having ``_sequence_to_key_events`` answer ESCAPE_AND_A_KEY itself —
not a sequence left open for whatever comes next."""

from __future__ import annotations

import pytest
from textual._xterm_parser import XTermParser

from unotui.keys_in import guard_keys


def read(*chunks: str) -> list[tuple[str, str | None]]:
    guard_keys()
    parser = XTermParser()
    out = []
    for chunk in chunks:
        out += list(parser.feed(chunk))
    out += list(parser.feed(""))
    return [(event.key, event.character) for event in out if hasattr(event, "key")]


@pytest.mark.parametrize("then", ["\x1b[A", "\x1b", "\x1b[I"])
@pytest.mark.parametrize("key", ["2", "b"])
def test_review84_escape_and_a_digit_then_an_escape_sequence_types_no_caret(
        key: str, then: str) -> None:
    keys = read(f"\x1b{key}{then}")
    assert ("circumflex_accent", "^") not in keys, keys
    assert keys[0] in ((f"alt+{key}", key), ("escape", "\x1b")), keys


@pytest.mark.parametrize("key", ["-", "="])
def test_review84_escape_and_minus_keeps_its_escape(key: str) -> None:
    keys = read(f"\x1b{key}")
    assert keys[0] == ("escape", "\x1b") or keys[0][0].startswith("alt+"), keys
