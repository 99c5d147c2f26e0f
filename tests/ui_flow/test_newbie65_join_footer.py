"""newbie65 #1: the Join screen's footer reads as one phrase, "⏎ Join a Address": the key
Enter labelled "Join" beside the key a labelled "Address" (unotui/screens/join.py:317-318).
Seen at 80x24 on `unotui join`, back from a table its host closed (its dialog's Enter: OK
leaves nothing focused, where the footer offers Enter: Join, join.py:734):

    ⏎ Join a Address esc Back F1 Help

A new player reads "Join a Address" (an article and a noun) rather than two keys; the key a
types an address, and its label should say so ("Type address", "Address…", …)."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan

from unotui.launch import make_app
from unotui.screens.join import JoinScreen


async def test_the_footer_does_not_read_join_a_address(fixed_settings: Path) -> None:
    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.push_screen(JoinScreen(None, browse=fake_lan, probe=None))
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        app.screen.set_focus(None)  # (as after a closed table's dialog)
        await pilot.pause()
        await pilot.pause()
        footer = screen_text(app).splitlines()[-1]
        words = " ".join(footer.split())
        assert "Join" in words, footer  # (Enter joins the table under the cursor)
        assert "Join a Address" not in words, footer
