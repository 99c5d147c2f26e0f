"""review82: unotui.keys_in holds a terminal's in-band size report to the door's largest size
(ssh61 #1, #2) by matching it again with its own pattern, ``_SIZE_REPORT``, whose ``:``-parts
may not hold a ``;``. Textual's pattern (``_re_in_band_window_resize``) reads a ``:``-part
lazily up to any character, ``;`` included, so a report such as ``ESC[48;9999:;1;9999;0;0t``
is one Textual reads (9999 x 9999 cells, 0 pixels) and one ``held_sizes`` does not know: it
reaches the app unheld — a game drawn 9999 cells wide and high, with a size in pixels of 0,
which the hold was there to prevent."""

from __future__ import annotations

import pytest
from textual import events
from textual._xterm_parser import XTermParser

from unotui.keys_in import LARGEST, guard_keys


def _resizes(*chunks: str) -> list[events.Resize]:
    guard_keys()
    parser = XTermParser()
    out: list[object] = []
    for chunk in chunks:
        out += list(parser.feed(chunk))
    out += list(parser.feed(""))
    return [e for e in out if isinstance(e, events.Resize)]


@pytest.mark.parametrize("report", [
    "\x1b[48;9999:;1;9999;0;0t",
    "\x1b[48;9999:1;2;9999;0;0t",
    "\x1b[48;30:;9999;9999;0;0t",
])
def test_review82_a_size_report_with_a_semicolon_in_a_colon_part_is_held(report: str) -> None:
    resized = _resizes(report)
    assert resized, "Textual did not read it as a size report"
    size, pixels = resized[-1].size, resized[-1].pixel_size
    assert size.width <= LARGEST[0] and size.height <= LARGEST[1], size
    assert pixels.width > 0 and pixels.height > 0, pixels
