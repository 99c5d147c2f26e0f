"""tmux66 #4: from a clone, the README's way in is ``python3 run.py``; ``unotui`` is not on the
PATH (it is in .venv/bin). ``python3 run.py --help`` and every command's ``--help`` still say
"usage: unotui ..." and give examples as ``unotui play --bots 3 --bot-kind hard``, which the
player types and gets "command not found"; errors read "unotui join: error: ..." for a
command typed as ``python3 run.py join``. run.py sets UNOTUI_COMMAND for the game's own hints
("Others join with: python3 run.py join ...") — the help should use it too."""
from __future__ import annotations

import contextlib
import io

import pytest

from unotui.cli import main


@pytest.mark.parametrize("command", [None, "play", "join"])
def test_help_from_a_checkout_names_the_command_the_player_typed(
        command: str | None, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_COMMAND", "python3 run.py")
    out = io.StringIO()
    with contextlib.redirect_stdout(out), pytest.raises(SystemExit):
        main([*([command] if command else []), "--help"])
    text = out.getvalue()
    assert "usage: python3 run.py" in text, text[:200]
    examples = text.split("\nexamples:\n", 1)[1]
    assert "  unotui " not in examples, examples
