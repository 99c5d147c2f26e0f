"""ssh51 #3: the menu's q (and Ctrl+Q there) ended an app whose SSH door had visitors at once,
cutting them off; Ctrl+Q at a table asks. Now it asks first too, counting the visitors as the
table's question does; with nobody through the door it still ends at once."""

from __future__ import annotations

from types import SimpleNamespace

from flow_kit import static_words, wait_screen

from unotui.dialogs import ConfirmDialog
from unotui.launch import make_app
from unotui.screens.menu import MenuScreen


def _text(dialog: ConfirmDialog) -> str:
    from textual.widgets import Static

    return " ".join(" ".join(static_words(w) for w in dialog.query(Static)).split())


async def test_ctrl_q_at_the_menu_asks_with_the_visitors_counted_and_yes_ends() -> None:
    stopped: list[object] = []
    app = make_app(lambda: [], ascii_only=False, animations=False)
    app.door = SimpleNamespace(visitors=2, stop=lambda words=None: stopped.append(words))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("ctrl+q")
        dialog = await wait_screen(pilot, ConfirmDialog)
        words = _text(dialog)
        assert "Quit unotui?" in words, words
        assert "2 visitors are connected through your SSH door." in words, words
        assert "the 2 visitors connected through it are disconnected" in words, words
        await pilot.press("n")
        await wait_screen(pilot, MenuScreen)
        assert app.return_code is None
        await pilot.press("q")
        await wait_screen(pilot, ConfirmDialog)
        await pilot.press("y")
        await pilot.pause(0.3)
        assert app.return_code == 0


async def test_the_menu_q_without_visitors_ends_at_once() -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False)
    app.door = SimpleNamespace(visitors=0, stop=lambda words=None: None)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, MenuScreen)
        await pilot.press("q")
        await pilot.pause(0.3)
        assert app.return_code == 0
