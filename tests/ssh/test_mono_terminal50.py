"""ssh50 #2: a visitor whose terminal is ``TERM=xterm-mono`` (terminfo: "monochrome
xterm", no colours: no ``colors#``, no ``setaf``) was sent the classic theme in 16 colours (SGR
93, 100 ... reached the pane), while ``dumb`` and the monochrome DEC terminals (``vt100`` ...) get
``NO_COLOR=1`` and the monochrome theme. A terminal type that says it is monochrome should get no
colour either (docs/SSH.md: "their terminal's size and colours are used")."""

from __future__ import annotations

from pathlib import Path

import pytest

from unotui.ssh.session import child_env


@pytest.mark.parametrize("term", ["xterm-mono", "rxvt-mono", "vt100", "dumb"])
def test_a_monochrome_terminal_type_gets_no_colour(tmp_path: Path, term: str) -> None:
    env = child_env(term, {}, str(tmp_path))
    assert env.get("NO_COLOR") == "1", env
    assert env.get("TEXTUAL_COLOR_SYSTEM") == "standard", env


@pytest.mark.parametrize("term", ["xterm-256color", "screen", "linux", "tmux-256color"])
def test_a_colour_terminal_type_keeps_its_colours(tmp_path: Path, term: str) -> None:
    assert "NO_COLOR" not in child_env(term, {}, str(tmp_path))
