"""newbie77 #1: back on the Join screen after a table closed (or opened on an address), the
keys are the Address field's. Its help (F1) says "Esc q  back to the menu", "a  type an
address" and "? F1  this help"; a player who reads it and presses q gets no menu: the q
replaces the whole remembered address (the field selects all on focus), "Address  q", and
Enter then tries to join "q". Either q does what the help says, or the help says these
letters only work on the list (and the address is not lost to the first key pressed)."""

from __future__ import annotations

from pathlib import Path

from flow_kit import screen_text, wait_for
from test_join_screen_words import fake_lan
from textual.widgets import Input

from unotui.launch import make_app
from unotui.screens.join import JoinScreen

ADDRESS = "127.0.0.1:17201"


async def test_q_as_the_help_says_does_not_wipe_the_address(fixed_settings: Path) -> None:
    app = make_app(lambda: [], animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        screen = JoinScreen(ADDRESS, browse=fake_lan, probe=None)
        app.push_screen(screen)
        await wait_for(pilot, lambda: "Den2" in screen_text(app), "the list")
        address = screen.query_one("#address", Input)
        assert app.focused is address
        await pilot.press("f1")
        await wait_for(pilot, lambda: "back to the menu" in screen_text(app), "the help")
        help_text = screen_text(app)
        await pilot.press("escape")
        await pilot.pause()
        assert app.screen is screen
        await pilot.press("q")
        await pilot.pause()
        await pilot.pause()
        # the help says q works from the list only (Esc from anywhere) ...
        assert "Esc q" not in help_text or "only" in help_text.split("Esc q")[1][:80], (
            "the help says 'Esc q  back to the menu' as if q went back from the Address field")
        # ... and the q typed in the field did not wipe the remembered address (it selected all
        # on focus, so the first key replaced it): the cursor was at its end
        assert app.screen is screen
        assert address.value == ADDRESS + "q", (
            f"the first key typed in the Address field turned {ADDRESS!r} into {address.value!r}")
