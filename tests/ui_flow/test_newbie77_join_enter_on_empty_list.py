"""newbie77 #4: Join a table with no table found on the LAN: the list says "Looking for
tables… none found yet.", the line under the fields "Choose a table with ↑/↓ and press
Enter, or type an address.", the footer "⏎ Join". Enter there moves the cursor into the
empty Address field without a word: nothing seems to happen, and the line still says to
choose a table from a list that has none. It should say what to do now (type HOST:PORT)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from flow_kit import screen_text, wait_for

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def nobody_on_the_lan(on_change: Any) -> Any:
    async def stop() -> None:
        return None

    return stop


async def test_enter_on_an_empty_list_says_what_to_do(fixed_settings: Path) -> None:
    app = make_app(lambda: [], animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = JoinScreen(None, browse=nobody_on_the_lan, probe=None)
        app.push_screen(screen)
        await wait_for(pilot, lambda: "none found yet" in screen_text(app), "the empty list")
        before = screen._said
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Choose a table with" not in text, (
            f"Enter on an empty list left {screen._said!r} (was {before!r})")
