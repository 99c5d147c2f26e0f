"""ssh52: the host app's Ctrl+Z question did not name the visitors connected through its SSH
door (the quit question counts them): suspended, the door stops answering them too. Asked also
with no table hosted, where Ctrl+Z suspended at once and froze the visitors' sessions."""

from __future__ import annotations

from types import SimpleNamespace

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table
from test_suspend33 import _a_shell_with_job_control, recording  # noqa: F401 (its fixture too)

from unotui.app import build_app
from unotui.dialogs import ConfirmDialog
from unotui.screens.lobby import LobbyScreen


async def test_the_suspend_question_counts_the_door_s_visitors() -> None:
    app = hosting_app(loopback_plan("Den", seats=2, bots=1, bot_delay=3600.0))
    made = recording(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        app.door = SimpleNamespace(visitors=2, stop=lambda words=None: None)
        await pilot.press("ctrl+z")
        await wait_screen(pilot, ConfirmDialog, "the question")
        said = " ".join(screen_text(app).replace("│", " ").split())
        assert "Your table stops answering its players" in said, said
        assert "the 2 visitors connected through it" in said, said
        await pilot.press("n")
        await wait_screen(pilot, LobbyScreen, "the lobby again")
        app.door = None
    assert made == []


async def test_a_door_with_visitors_is_asked_about_without_a_table() -> None:
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=3600.0, ascii_only=False, lang="en")
    made = recording(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_table(pilot)
        app.door = SimpleNamespace(visitors=1, stop=lambda words=None: None)
        await pilot.press("ctrl+z")
        await wait_screen(pilot, ConfirmDialog, "the question")
        said = " ".join(screen_text(app).replace("│", " ").split())
        assert "the visitor connected through it waits" in said, said
        await pilot.press("y")
        await wait_for(pilot, lambda: made == ["suspended"], "suspended")
        app.door = None
