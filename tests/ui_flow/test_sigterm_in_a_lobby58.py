"""review58: SIGTERM in the lobby of a hosted table (897b7e8's regression).

897b7e8 made the app's stop line say "its table was closed or left" only where a screen of
the stack has a ``link`` (the table screen). The lobby screen has none, yet the lobby of a
table this app hosts is closed by that stop (LobbyScreen.on_unmount closes the session): the
host read "unotui was stopped (SIGTERM)." alone, the words for the menu, with its table gone."""

from __future__ import annotations

import signal

from flow_kit import hosting_app, loopback_plan, wait_screen

from unotui.screens.lobby import LobbyScreen


async def test_sigterm_in_a_hosted_lobby_says_its_table_was_closed() -> None:
    app = hosting_app(loopback_plan("Den", seats=3, bots=1, bot_delay=3600.0))
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the host's lobby")
        app._stopped_by(signal.SIGTERM)
        await pilot.pause()
    assert app._stop_line == "unotui was stopped (SIGTERM); its table was closed or left.", \
        app._stop_line
