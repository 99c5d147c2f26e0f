"""review53 #3: 6323f38 (newbie50 #3) says "Enter joins ADDRESS; ↑ goes up to the tables found
here." while the cursor is in the address field. After ↑ the cursor is in the list, where
Enter joins the highlighted table (Den2), but the words stay: "Enter joins ADDRESS" — the
same mismatch of words and keys the commit fixed, the other way round."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import OptionList

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_in_the_list_the_words_no_longer_say_enter_joins_the_address(
        fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen("127.0.0.1:8791", browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        await pilot.press("up")
        await wait_for(pilot, lambda: isinstance(app.focused, OptionList), "the list focused")
        await pilot.pause()
        text = " ".join(screen_text(app).split())
        assert "Enter joins 127.0.0.1:8791" not in text, text
