"""Ctrl+L draws the whole screen again, as in terminal programs (ssh49 #5: it did nothing).
Over SSH something may write over the app's screen — ssh's own messages, a shell's "[1]+
Stopped" after ``~^Z`` — and only the parts the app changes next were drawn again. It is the
app's key, so it works on every screen; in a text field it draws and changes nothing else."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import press, wait_for, wait_table
from textual._compositor import Compositor

from unotui.app import build_app


@pytest.fixture
def full_draws(monkeypatch: pytest.MonkeyPatch) -> list[int]:
    """Counts the whole-screen draws (a partial one draws only what changed)."""
    drawn: list[int] = []
    whole = Compositor.render_full_update

    def counted(self: Compositor, *args: Any, **kwargs: Any) -> Any:
        drawn.append(1)
        return whole(self, *args, **kwargs)

    monkeypatch.setattr(Compositor, "render_full_update", counted)
    return drawn


async def test_ctrl_l_draws_the_whole_screen_again_and_leaves_a_typed_chat_line_alone(
        full_draws: list[int]) -> None:
    from unotui.widgets.field import Field

    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=3600.0, ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        table = await wait_table(pilot)
        await pilot.pause()
        before = len(full_draws)
        await press(pilot, "ctrl+l")
        await wait_for(pilot, lambda: len(full_draws) > before, "a whole-screen draw")
        await press(pilot, "t", "h", "i")
        field = app.focused
        assert isinstance(field, Field) and field.value == "hi", field
        before = len(full_draws)
        await press(pilot, "ctrl+l")
        await wait_for(pilot, lambda: len(full_draws) > before, "a whole-screen draw")
        assert app.focused is field and field.value == "hi" and field.cursor_position == 2
        assert app.screen is table and app.return_code is None
