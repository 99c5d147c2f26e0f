"""newbie77 #3: on the Join screen, Enter on a full table asks "Full — watch instead?" with
(y) Yes / (n) No, but the footer under it still shows the Join screen's keys, "⏎ Join
a Type address esc Back F1 Help" — keys that do nothing while the question is open. Every
other question (Leave the match?, Take Ana's seat?, Close the table?) shows "y Yes n No"
in the footer."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import OptionList

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_the_watch_question_shows_its_own_keys_in_the_footer(fixed_settings: Path) -> None:
    app = make_app(lambda: [], animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = JoinScreen(None, browse=fake_lan, probe=None)
        app.push_screen(screen)
        await wait_for(pilot, lambda: "Kitchen" in screen_text(app), "the list")
        options = screen.query_one("#tables", OptionList)
        options.focus()
        await pilot.pause()
        row = next(i for i in range(options.option_count)
                   if "Kitchen" in str(options.get_option_at_index(i).prompt))
        options.highlighted = row
        await pilot.pause()
        await pilot.press("enter")
        await wait_for(pilot, lambda: "watch instead" in screen_text(app), "the question")
        await pilot.pause(0.3)
        bottom = screen_text(app).rstrip().splitlines()[-1]
        assert "y Yes" in bottom and "Join" not in bottom, bottom
