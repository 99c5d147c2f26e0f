"""ssh61 #1, #2, read at Textual's own parser (the SSH tests see it through a whole session): a
terminal's in-band size report is held to the largest size the door allows, and a click after a
report of 0 pixels is no division by zero (unotui.keys_in.guard_keys)."""

from __future__ import annotations

from textual import events
from textual._xterm_parser import XTermParser

from unotui.keys_in import LARGEST, guard_keys


def _events(data: str) -> list[object]:
    guard_keys()
    parser = XTermParser()
    return [*parser.feed(data), *parser.feed("")]


def test_a_huge_size_report_is_held_to_the_largest() -> None:
    resized = [e for e in _events("\x1b[48;1000;2000;0;0t") if isinstance(e, events.Resize)]
    assert resized, "the report was not read as a resize at all"
    assert (resized[-1].size.width, resized[-1].size.height) == LARGEST, resized[-1].size


def test_a_click_after_a_report_of_no_pixels_is_no_error() -> None:
    got = _events("\x1b[48;24;80;0;0t\x1b[<0;10;5M")
    clicks = [e for e in got if isinstance(e, events.MouseDown)]
    assert clicks and (clicks[0].x, clicks[0].y) == (9, 4), got


def test_a_plain_size_report_is_left_alone() -> None:
    resized = [e for e in _events("\x1b[48;30;100;600;1000t") if isinstance(e, events.Resize)]
    assert resized and (resized[-1].size.width, resized[-1].size.height) == (100, 30)
