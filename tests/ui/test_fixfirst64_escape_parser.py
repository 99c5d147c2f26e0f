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
    # (not "–" / "≠", and not the bare key either: the Escape before it was lost, review84 #2)
    assert read(data) == [(f"alt+{name}", data[1])]


@pytest.mark.parametrize(("then", "after"), [
    ("\x1bOA", ("up", None)),  # (an SS3 arrow)
    ("\x1b[1;5C", ("ctrl+right", None)),
    ("\x1b[<0;3;4M", ("MouseDown", None)),
    ("\x1b[200~x\x1b[201~", ("Paste", "x")),
    ("\x1b[48;24;80;480;800t", ("Resize", None)),
])
@pytest.mark.parametrize("key", ["2", "b", "-"])
def test_what_follows_an_escape_and_a_key_at_once_is_read_as_alone(
        key: str, then: str, after: tuple[str, str | None]) -> None:
    """review84 #2: the Escape and the key are a whole key at once; the sequence that comes
    right behind them in the same read is read as it is alone."""
    guard_keys()
    parser = XTermParser()
    events = [*parser.feed(f"\x1b{key}{then}"), *parser.feed("")]
    got = [(getattr(event, "key", type(event).__name__), getattr(event, "text", None))
           for event in events]
    assert len(got) == 2 and getattr(events[0], "character", None) == key, got
    assert got[1] == after, got


def test_the_keys_of_their_own_are_kept() -> None:
    assert read("\x1b\t") == [("shift+tab", None)]
    assert read("\x1b[A") == [("up", None)]
