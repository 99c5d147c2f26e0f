"""ux31 #11: the lobby's narrow rules box wrapped "h: hard bots think up to 0.1 / s", the unit
alone on a row. A number keeps its unit of time on its line; other words wrap as before."""

from __future__ import annotations

from unotui.widgets.lines import wrap_text


def test_a_number_keeps_its_unit_on_its_line() -> None:
    assert wrap_text("h: hard bots think up to 0.1 s", 26) == ["h: hard bots think up to",
                                                               "0.1 s"]
    assert wrap_text("Next round in 20 s, or as soon as everyone is ready.", 16)[1] \
        .startswith("20 s,")
    assert wrap_text("you have 5 sets of cards", 8) == ["you have", "5 sets", "of cards"]
    assert wrap_text("Turn timer: 30 s", 40) == ["Turn timer: 30 s"]  # (nothing to wrap)
