"""ssh52, the idle warning: the SSH door's idle warning said "press any key within 30
seconds" until the session closed: the time left it names counts down as it runs out, in the
toast shown."""

from __future__ import annotations

import asyncio

import pytest


async def test_the_idle_warning_says_the_time_left_as_it_runs_out(
        monkeypatch: pytest.MonkeyPatch) -> None:
    from textual.widgets._toast import Toast

    from unotui.launch import make_app

    monkeypatch.setenv("UNOTUI_SSH_IDLE_WARNING", "30")
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        app.bell = lambda: None  # type: ignore[method-assign]
        app.idle_warning()
        await pilot.pause()
        toasts = list(app.screen.query(Toast))
        assert toasts and "within 30 seconds" in str(toasts[0].render())
        await asyncio.sleep(2.3)
        await pilot.pause()
        toasts = list(app.screen.query(Toast))
        said = str(toasts[0].render()) if toasts else ""
        assert "within 28 seconds" in said or "within 27 seconds" in said, said
        assert len(toasts) == 1  # (the same toast, not one more each second)
        await pilot.press("down")  # (a key: the warning and its countdown go)
        await pilot.pause()
        assert app._idle_timer is None
        assert not any("No key pressed" in n.message for n in app._notifications)
