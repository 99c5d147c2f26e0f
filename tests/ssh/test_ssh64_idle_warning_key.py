"""ssh64: the idle warning says "press any key within N seconds, or this SSH session closes",
and the key pressed to keep the session open is also the game's: Enter at the menu door's main
menu starts a game against bots (its first item), ``q`` at a watched match leaves the table
(seen over OpenSSH in tmux at ``serve-ssh --idle-timeout 1 --table``: the watcher pressed
``q`` at the warning and was at the door's menu). A key that answers the warning keeps the
session open and does nothing else, as a screen saver's waking key."""

from __future__ import annotations

import pytest


async def test_the_key_that_answers_the_idle_warning_does_nothing_else(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.launch import make_app

    monkeypatch.setenv("UNOTUI_SSH_IDLE_WARNING", "30")
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.bell = lambda: None  # type: ignore[method-assign]
        await pilot.pause()
        menu = app.screen
        app.idle_warning()
        await pilot.pause()
        await pilot.press("enter")  # "press any key"
        for _ in range(5):
            await pilot.pause()
        assert not any("No key pressed" in n.message for n in app._notifications)
        assert app.screen is menu, type(app.screen).__name__  # (no game against bots started)
