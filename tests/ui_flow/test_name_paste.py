"""A long name pasted into the settings' "Your name" (ssh48 #1: over SSH, in tmux) did nothing
at all, without a word: Textual's Input refuses a whole paste that would pass its
``max_length`` (24). Every field of the app takes what fits of a paste, as the chat's did."""

from __future__ import annotations

from pathlib import Path

from textual import events
from textual.widgets import Input

from unotui.app import build_app


async def test_a_long_name_pasted_into_settings_is_not_silently_dropped(fixed_settings: Path) -> None:
    from unotui.screens.settings import SettingsScreen

    app = build_app(start=lambda: SettingsScreen(), lang="en", ascii_only=False)
    async with app.run_test(size=(80, 24)) as pilot:
        for _ in range(200):
            await pilot.pause()
            if isinstance(app.screen, SettingsScreen):
                break
        name = app.screen.query_one("#name", Input)
        await pilot.press("up")  # (the name is one ↑ away)
        await pilot.pause()
        assert name.has_focus
        before = name.value
        app.post_message(events.Paste("LongName" * 40))  # (as tmux's paste-buffer -p delivers it)
        for _ in range(50):
            await pilot.pause()
        assert name.value != before, f"a 320-character paste left the name {before!r}, unchanged"
        assert len(name.value) <= 24
