"""newbie74: Ctrl+Z while a yes/no question is open does nothing, and says nothing."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_newbie74_ctrl_z_over_a_question_says_why_it_did_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """newbie74 #3: at the table (unotui play, from an interactive bash in tmux) q opens
    "离开比赛？"; Ctrl+Z there neither suspends nor says anything (app.py action_suspend:
    ``if isinstance(self.screen, ConfirmDialog): return``). Every other time Ctrl+Z cannot
    suspend, a notice says why (over SSH, without job control). The player, believing unotui
    stopped, types "fg" and Enter into the dialog — the Enter answers it (here its default,
    no). Either suspend or say why not."""
    import unotui.app as app_mod
    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog

    monkeypatch.setattr(app_mod, "job_control", lambda: True)
    suspended: list[bool] = []
    app = build_app(lang="en", ascii_only=False, bots=1, seed=3, bot_delay=0)
    monkeypatch.setattr(type(app), "action_suspend_process", lambda self: suspended.append(True))
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        app.push_screen(ConfirmDialog("Leave the match?", "The game ends."))
        await pilot.pause(0.2)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("ctrl+z")
        await pilot.pause(0.3)
        said: list[Any] = list(app._notifications)
        assert suspended or said, "Ctrl+Z over a question: not suspended, and no word why"
