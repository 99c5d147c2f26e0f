"""ux31 #2: ``--ascii`` with the Chinese catalogue (or a name with an accent) on a terminal that
shows Unicode: every Chinese character was drawn "??", the Settings screen included, so the way
back to the language field was guesswork. Plain ASCII is a look there: symbols and lines are
spelled in ASCII, a language's letters stay. A terminal that cannot show them still gets "?"."""

from __future__ import annotations

import pytest

from unotui.widgets.ascii_filter import AsciiFilter, asciify


def test_letters_stay_when_ascii_is_a_look_and_symbols_go() -> None:
    text = "╭─ 设置：语言（简体中文）· José ▶ ↻ ─╮"
    assert asciify(text, True) == "+- 设置：语言（简体中文）- José > > -+"
    assert asciify(text) == "+- ??????????????????????- Jose > > -+"  # (ssh45 #4)
    assert asciify("hi all, ünïcode ✓ 你好") == "hi all, unicode v ????"
    for text in ("你好 José", "╭─╮ ⊘ ⇄"):  # (the width in cells never changes)
        from rich.cells import cell_len

        assert cell_len(asciify(text, True)) == cell_len(text) == cell_len(asciify(text))


def test_the_ascii_app_on_a_unicode_terminal_keeps_a_language_s_letters(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from rich.segment import Segment
    from textual.color import Color

    from unotui import app as app_module
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    def drawn(app: object) -> str:
        (only,) = [f for f in app._filters if isinstance(f, AsciiFilter)]  # type: ignore[attr-defined]
        return "".join(seg.text for seg in only.apply([Segment("规则与设置 ╭─ José")],
                                                      Color(0, 0, 0)))

    monkeypatch.setattr(app_module, "unicode_supported", lambda *a, **k: True)
    assert drawn(make_app(lambda: [MenuScreen()], ascii_only=True)) == "规则与设置 +- José"
    monkeypatch.setattr(app_module, "unicode_supported", lambda *a, **k: False)
    assert drawn(make_app(lambda: [MenuScreen()], ascii_only=True)) == "?????????? +- Jose"
