"""review85: newbie75 #2 made Enter on the LAN list with no row highlighted say "Choose a
table (↑↓), then Enter; a: type an address." — in Unicode arrows whatever the app draws in. In
plain ASCII (``--ascii``, or an SSH visitor whose locale is not UTF-8, the terminal that
cannot draw them) the Join screen says "Up/Down" elsewhere (JoinScreen.on_mount); here, and in
the two older sentences with the same arrows (``list_words``, nothing focused), it does not."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import OptionList

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_enter_with_no_row_picked_speaks_ascii_in_ascii(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=True, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = JoinScreen(None, browse=fake_lan, probe=None)
        screen._back_from = "127.0.0.1:17201"
        app.push_screen(screen)
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        options = screen.query_one("#tables", OptionList)
        options.focus()
        await pilot.pause()
        assert options.highlighted is None
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        said = screen._said or ""
        assert "Choose a table" in said, said
        assert said.isascii(), f"an ASCII-only app says {said!r}"
