"""newbie75: with the LAN list focused (a table found, the cursor on it), the Join screen's
footer reads "a Type address esc Back F1 Help": nothing says Enter joins the table under the
cursor, though it does. Seen at 80x24 after `unotui join 127.0.0.1:PORT` was sent back from a
table its host closed and the resumed table appeared in the list ("your seat is kept"): the
footer offered no way in. The OptionList's own (hidden) Enter binding shadows the screen's
"⏎ Join"."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import OptionList

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_the_footer_says_enter_joins_with_the_list_focused(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(None, browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        app.screen.query_one("#tables", OptionList).focus()
        await pilot.pause()
        await pilot.pause()
        footer = " ".join(screen_text(app).splitlines()[-1].split())
        assert "Join" in footer, footer


async def test_enter_on_the_list_with_no_row_picked_says_what_to_do(
        fixed_settings: Path) -> None:
    """Back on the Join screen from a table its host closed (127.0.0.1:17201), a new table
    of the same host appears (quick, 127.0.0.1:17202). No row is highlighted (by design: an
    Enter meant for the table just left must not join a stranger's), the list has the focus
    and the footer shows no Enter. Enter then does nothing at all: no join, no word — a dead
    key on the only table listed. It should at least say "Choose a table (↑↓), then Enter",
    as it does when nothing is focused."""
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = JoinScreen(None, browse=fake_lan, probe=None)
        screen._back_from = "127.0.0.1:17201"  # (as after "closed by its host": Enter: OK)
        app.push_screen(screen)
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        options = screen.query_one("#tables", OptionList)
        options.focus()
        await pilot.pause()
        assert options.highlighted is None  # (the state seen at 80x24)
        before = screen_text(app)
        await pilot.press("enter")
        await pilot.pause()
        await pilot.pause()
        after = screen_text(app)
        assert after != before, "Enter on the focused list, no row picked, did nothing:\n" + after
