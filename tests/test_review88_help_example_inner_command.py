"""review88 #5: tmux66 #4 made each ``--help``'s examples name unotui as this copy is started
(``examples_of``: ``python3 run.py`` from a checkout, where ``unotui`` is on nobody's PATH) — but
only where a line *starts* with "unotui": ``rules --help`` still ends "(then: unotui play --rules
my-rules.toml)", the command the player copies next, which the shell answers "command not
found"."""
from __future__ import annotations

import contextlib
import io

import pytest

from unotui.cli import main


def test_rules_help_names_the_next_command_as_this_copy_runs(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main(["rules", "--help"])
    examples = out.getvalue().split("\nexamples:\n", 1)[1]
    assert "unotui play" not in examples, examples
