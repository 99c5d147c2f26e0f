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
