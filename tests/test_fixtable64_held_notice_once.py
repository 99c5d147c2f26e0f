"""fixtable64: a notice raised while the help is open shows once after it closes. Textual calls
App's own notice handler after unotui's, which added the held notice to those showing as well:
after the help closed it showed twice ("Bo left the table." in two toasts)."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_fixtable64_a_notice_held_by_the_help_shows_once() -> None:
    from textual.widgets._toast import Toast

    from unotui.app import build_app
    from unotui.screens.help import HelpScreen

    app = build_app(lang="en", ascii_only=False, bots=1, seed=3, bot_delay=0)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        await pilot.pause(0.5)
        await pilot.press("question_mark")
        await pilot.pause(0.3)
        assert isinstance(app.screen, HelpScreen)
        app.notify("Bo left the table.", timeout=10)
        await pilot.pause(0.3)
        await pilot.press("escape")
        await pilot.pause(0.5)
        assert not isinstance(app.screen, HelpScreen)
        assert [n.message for n in app._notifications] == ["Bo left the table."]
        assert len(app.screen.query(Toast)) == 1
