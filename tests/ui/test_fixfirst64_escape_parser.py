"""fixfirst64: an Escape and a digit, b, f, - or = read in one go reach the app through the
terminal's real reader as Alt and that key (test_escape_bunched40 builds ``alt+7`` by hand), and
:func:`unotui.app.escape_then_key` splits the letters and digits back into Escape and the key;
the two-byte sequences that are keys of their own (Escape Escape, Escape Tab) are left alone."""

from __future__ import annotations

import pytest
from textual._xterm_parser import XTermParser

from unotui.app import escape_then_key
from unotui.keys_in import guard_keys


def read(data: str) -> list[tuple[str, str | None]]:
    guard_keys()
    parser = XTermParser()
    return [(event.key, event.character) for event in [*parser.feed(data), *parser.feed("")]
            if hasattr(event, "key")]


@pytest.mark.parametrize("key", list("1234567890bf"))
def test_escape_and_a_digit_or_b_f_read_as_escape_then_that_key(key: str) -> None:
    [(name, character)] = read(f"\x1b{key}")
    assert (name, character) == (f"alt+{key}", key)
    from textual import events

    split = escape_then_key(events.Key(name, character))
    assert split is not None
    assert [(k.key, k.character) for k in split] == [("escape", "\x1b"), (key, key)]


@pytest.mark.parametrize(("data", "name"), [("\x1b-", "minus"), ("\x1b=", "equals_sign")])
def test_escape_and_minus_or_equals_are_no_option_characters(data: str, name: str) -> None:
    # (not "–" / "≠"; Textual's reader keeps the Alt of a letter or digit only, so the Escape
    # before a punctuation mark is still not seen: not split by escape_then_key)
    assert read(data) == [(name, data[1])]


def test_the_keys_of_their_own_are_kept() -> None:
    assert read("\x1b\t") == [("shift+tab", None)]
    assert read("\x1b[A") == [("up", None)]
