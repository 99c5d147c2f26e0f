"""newbie66: a theme chosen in the command palette while the Host form is open is kept."""

from __future__ import annotations

from flow_kit import loopback_plan, wait_screen

from unotui import settings as settings_mod
from unotui.launch import make_app
from unotui.screens.host_setup import HostSetupScreen
from unotui.screens.lobby import LobbyScreen

#: a port of newbie66's range (port 0, any free one, shows the same)
PORT = 12803


async def test_newbie66_a_theme_chosen_over_the_host_form_survives_opening_the_table() -> None:
    """newbie66 #5: menu, h (Host a table), Port 12802, Listen on "this computer only",
    Ctrl+P, "nord", Enter: the table turns nord and settings.json reads "theme": "nord"
    ("Use the nord theme from now on (saved, as in Rules & settings)"). Ctrl+O opens the
    table — and settings.json reads "theme": "classic" again: the next start is classic.
    The form loaded the settings when it opened (unotui/screens/host_setup.py:122) and
    saves that whole copy when it opens a table (``_remember`` -> ``_save_settings``,
    host_setup.py:545-562), over the theme UnoApp.use_theme (unotui/app.py:653) had just
    saved."""
    before = settings_mod.load()
    assert before.theme != "nord"
    app = make_app(lambda: [HostSetupScreen(plan=loopback_plan("Here", port=PORT))],
                   ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, HostSetupScreen)
        app.use_theme("nord")  # (what the palette's "Theme: nord" runs)
        await pilot.pause()
        assert app.theme == "nord"
        assert settings_mod.load().theme == "nord"
        await pilot.press("ctrl+o")
        await wait_screen(pilot, LobbyScreen)
        await pilot.pause()
    assert settings_mod.load().theme == "nord"
