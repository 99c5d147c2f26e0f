"""fixtable64: a "Window too small" notice held while the help is open is not taken for read by
a key pressed in the help (it was never seen): it shows when the help closes in a window still
too small — and, newbie74 #6, not when the window was made large again meanwhile."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_fixtable64_held_small_notice_survives_a_key_in_the_help() -> None:
    from unotui.app import build_app
    from unotui.screens.help import HelpScreen

    app = build_app(lang="en", ascii_only=False, bots=1, seed=3, bot_delay=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.5)
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen)
        await pilot.resize_terminal(70, 18)
        await pilot.pause(0.3)
        await pilot.press("down")  # (scrolling the help)
        await pilot.pause(0.2)
        await pilot.resize_terminal(65, 18)  # (still too small, another size)
        await pilot.pause(0.3)
        await pilot.press("escape")
        await pilot.pause(0.5)
        assert not isinstance(app.screen, HelpScreen)
        shown = [n.message for n in app._notifications if n.title == "Window too small"]
        assert len(shown) == 1 and "65×18" in shown[0], shown
