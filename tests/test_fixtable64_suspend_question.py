"""fixtable64: Ctrl+Z over the "Suspend unotui?" question itself says that Yes suspends (not
"answer it first, then press Ctrl+Z again", which would ask it again)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_fixtable64_ctrl_z_over_the_suspend_question_says_yes_suspends(
        monkeypatch: pytest.MonkeyPatch) -> None:
    import unotui.app as app_mod
    from unotui.app import build_app
    from unotui.dialogs import ConfirmDialog

    monkeypatch.setattr(app_mod, "job_control", lambda: True)
    suspended: list[bool] = []
    app = build_app(lang="en", ascii_only=False, bots=1, seed=3, bot_delay=0)
    monkeypatch.setattr(type(app), "action_suspend_process", lambda self: suspended.append(True))
    monkeypatch.setattr(type(app), "hosts_table", lambda self: True)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        await pilot.press("ctrl+z")
        await pilot.pause(0.3)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("ctrl+z")
        await pilot.pause(0.3)
        said = [n.message for n in app._notifications]
        assert any("Yes suspends" in m for m in said), said
        assert not suspended
        await pilot.press("y")
        await pilot.pause(0.3)
        assert suspended
