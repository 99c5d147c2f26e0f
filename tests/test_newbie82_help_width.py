"""newbie82 #6: `python3 -m unotui --help` in an 80-column terminal (tmux at 80x24) breaks its
examples mid-word: the epilog's lines are kept as written (``_HelpWithExamples``), and six of
them are 88 to 104 characters wide, so the terminal wraps them where they hit the edge:

      python3 -m unotui host                             a table others on this netw
    ork can join

(`host --help` has four such lines, `simulate --help` and `rules --help` one each.) The
options above them are refilled to the width; the examples should fit it too (shorter, or
with the comment on its own line) — every command's help, however unotui is started (the
examples name it so: ``unotui``, ``python3 -m unotui``, ``python3 run.py``), and broken, where
they must be, between words only."""
from __future__ import annotations

import contextlib
import io
import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from unotui.cli import COMMANDS, EXAMPLES, main

#: how the README and the help say unotui is started (UNOTUI_COMMAND names it, as run.py does)
STARTED_AS = ("unotui", "python3 -m unotui", "python3 run.py")


def _help(command: str | None) -> str:
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main([*([command] if command else []), "--help"])
    return out.getvalue()


@pytest.mark.parametrize("run", STARTED_AS)
@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_every_help_line_fits_80_columns(command: str | None, run: str,
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("COLUMNS", "80")
    monkeypatch.setenv("UNOTUI_COMMAND", run)
    wide = [line for line in _help(command).splitlines() if len(line) > 80]
    assert not wide, wide


@pytest.mark.parametrize("columns", [80, 60])
@pytest.mark.parametrize("run", STARTED_AS)
@pytest.mark.parametrize("command", [None, *COMMANDS])
def test_examples_are_broken_between_words_only(command: str | None, run: str, columns: int,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    """Each example's command reads whole once a shell's line continuations (`` \\``) are
    joined, and its note's words follow each other whole (beside it or on their own lines)."""
    monkeypatch.setenv("COLUMNS", str(columns))
    monkeypatch.setenv("UNOTUI_COMMAND", run)
    examples = _help(command).split("\nexamples:\n", 1)[1]
    assert all(len(line) <= columns for line in examples.splitlines()), examples
    joined = re.sub(r" \\\n +", " ", examples)
    lines = joined.splitlines()
    words = " ".join(joined.replace("#", " ").split())
    for typed, note in EXAMPLES[command]:
        typed = typed.replace("unotui", run, 1)
        assert any(line.strip().startswith(typed) for line in lines), (typed, examples)
        said = " ".join(note.strip("()").replace("unotui", run).split())
        assert said in words, (said, examples)


def test_python_m_unotui_help_fits_80_columns() -> None:
    """As the player ran it: ``python3 -m unotui --help`` (its examples then name
    ``python3 -m unotui``, 11 columns more than ``unotui``), in an 80-column terminal."""
    root = Path(__file__).resolve().parents[1]
    env = {**os.environ, "COLUMNS": "80", "PYTHONPATH": str(root)}
    env.pop("UNOTUI_COMMAND", None)
    for command in [None, *COMMANDS]:
        done = subprocess.run([sys.executable, "-m", "unotui",
                               *([command] if command else []), "--help"],
                              cwd=root, env=env, capture_output=True, text=True, timeout=60)
        assert done.returncode == 0, done.stderr
        assert "  python3 -m unotui " in done.stdout.split("\nexamples:\n", 1)[1]
        wide = [line for line in done.stdout.splitlines() if len(line) > 80]
        assert not wide, (command, wide)
