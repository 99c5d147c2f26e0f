"""newbie74: a "Window too small" notice raised while the help was open is shown after the help
closes, though the window was made large enough again meanwhile."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_newbie74_no_stale_window_too_small_after_the_help() -> None:
    """newbie74 #6: unotui --lang zh_CN play in tmux at 60x20; ? opens the help; the window is
    made 45x14, then 100x30; Esc closes the help — and a toast "窗口太小 / 窗口只有 45×14：
    unotui 至少需要 60×20 …" covers the log of a 100x30 table. check_size's forget_notices
    takes the notice off the screen only: the copy app._on_notify held for the help
    (_held_notices) is released by release_notices when the help closes."""
    from unotui.app import build_app
    from unotui.screens.help import HelpScreen

    app = build_app(lang="en", ascii_only=False, bots=1, seed=3, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen)
        await pilot.resize_terminal(45, 14)
        await pilot.pause(0.3)
        await pilot.resize_terminal(100, 30)
        await pilot.pause(0.3)
        await pilot.press("escape")
        await pilot.pause(0.5)
        assert not isinstance(app.screen, HelpScreen)
        stale = [n.message for n in app._notifications if "45×14" in n.message]
        assert not stale, stale
