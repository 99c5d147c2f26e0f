"""review81: unotui.keys_in.guard_keys holds a terminal's in-band size report only when the whole
report comes in one read. Textual's parser keeps a sequence open across reads (for
ESCAPE_DELAY), so a report split over two reads (two SSH packets, or a pty read that cut it)
reaches Textual unheld: the game is drawn 2000 cells wide, past the SSH door's largest size."""

from __future__ import annotations

from textual import events
from textual._xterm_parser import XTermParser

from unotui.keys_in import LARGEST, guard_keys


def _events(*chunks: str) -> list[object]:
    guard_keys()
    parser = XTermParser()
    out: list[object] = []
    for chunk in chunks:
        out += list(parser.feed(chunk))
    return [*out, *parser.feed("")]


def test_a_size_report_split_over_two_reads_is_held_too() -> None:
    resized = [e for e in _events("\x1b[48;1000;2000", ";0;0t") if isinstance(e, events.Resize)]
    assert resized, "the report was not read as a resize at all"
    size = resized[-1].size
    assert (size.width, size.height) == LARGEST, size


def test_a_size_report_split_after_its_escape_is_held_too() -> None:
    resized = [e for e in _events("\x1b", "[48;1000;2000;0;0t") if isinstance(e, events.Resize)]
    assert resized, "the report was not read as a resize at all"
    size = resized[-1].size
    assert (size.width, size.height) == LARGEST, size
