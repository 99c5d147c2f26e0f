"""A terminal made a few columns wide (a visitor's window dragged small, ssh43 #1) never ends
the game: an option list narrower than its padding made Textual's wrapping divide by zero, and
the menu, the join screen and the settings died with a traceback on the player's terminal."""

from __future__ import annotations

from typing import Any

import pytest
from test_menu_flow import menu_app

#: the sizes the window passes through: a few columns, a few cells, and back
SIZES = [(4, 24), (3, 24), (2, 2), (1, 1), (6, 3), (11, 5), (80, 24)]


@pytest.mark.parametrize("keys", [(), ("j",), ("h",), ("s",), ("f1",), ("p",)],
                         ids=["menu", "join", "host", "settings", "help", "table"])
async def test_every_screen_outlives_a_window_a_few_columns_wide(
        keys: tuple[str, ...], monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_MDNS_INTERFACES", "127.0.0.1")
    app: Any = menu_app()
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause(0.3)
        for key in keys:
            await pilot.press(key)
            await pilot.pause(0.5)
        shown = type(app.screen)
        for width, height in SIZES:
            await pilot.resize_terminal(width, height)
            await pilot.pause(0.15)
        assert app.is_running and app.return_code is None
        assert type(app.screen) is shown  # (still where the player was)
