"""tmux64: run in a terminal whose type promises no colour (``TERM=dumb``, ``vt100``), the
app still draws the classic theme — in 24-bit colour for ``dumb`` (Rich finds no colour system
for a dumb terminal, and unotui.widgets.cards / Textual then draw truecolor: SGR 38;2;… reached
the tmux pane), in 16 colours for ``vt100``. The SSH door already gives such a visitor
``NO_COLOR=1`` and the monochrome theme (unotui/ssh/session.py ``plain_term``/``child_env``,
whose comment says "left to itself the app would assume 24-bit colour for a terminal that
promises none"); the same player at a local terminal of that type gets colour escapes."""

from __future__ import annotations

import pytest

from unotui.app import build_app


@pytest.mark.parametrize("term", ["dumb", "vt100"])
def test_a_local_terminal_that_promises_no_colour_gets_the_monochrome_theme(
        monkeypatch: pytest.MonkeyPatch, term: str) -> None:
    monkeypatch.setenv("TERM", term)
    monkeypatch.delenv("NO_COLOR", raising=False)
    monkeypatch.delenv("COLORTERM", raising=False)
    app = build_app(ascii_only=False)
    assert app.theme == "monochrome", f"TERM={term}: theme {app.theme!r}"
