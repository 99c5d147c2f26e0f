"""newbie82 #6: `python3 -m unotui --help` in an 80-column terminal (tmux at 80x24) breaks its
examples mid-word: the epilog's lines are kept as written (``_HelpWithExamples``), and six of
them are 88 to 104 characters wide, so the terminal wraps them where they hit the edge:

      python3 -m unotui host                             a table others on this netw
    ork can join

(`host --help` has four such lines, `simulate --help` and `rules --help` one each.) The
options above them are refilled to the width; the examples should fit it too (shorter, or
with the comment on its own line)."""
from __future__ import annotations

import contextlib
import io

import pytest

from unotui.cli import COMMANDS, main


@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_line_fits_80_columns(command: str | None,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main([*([command] if command else []), "--help"])
    wide = [line for line in out.getvalue().splitlines() if len(line) > 80]
    assert not wide, wide
