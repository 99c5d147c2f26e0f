"""newbie85 #2: a seated guest who presses w in the lobby (to watch) is still at the table —
the header says "1 watching" — yet the owner's status line reads "Guest85 left the table.", the
words for one who is gone. Seen at 80x24 on a table at 127.0.0.1:22601: guest ``w``, owner reads
"Guest85 left the table."; the k list then offers "Guest85 (watching)"."""

from __future__ import annotations

from pathlib import Path

from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen

from unotui.screens.lobby import LobbyScreen


async def test_a_player_who_stands_up_to_watch_did_not_leave(fixed_settings: Path) -> None:
    from net.client import Client

    app = hosting_app(loopback_plan("Watchers", seats=4, bots=1))
    async with app.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        port = lobby.session.host.address[1]
        guest = await Client.connect_tcp("127.0.0.1", port, "Guest85", reconnect=False)
        try:
            await wait_for(pilot, lambda: "Guest85 sat down at the table." in screen_text(app),
                           "Guest85 seated")
            await guest.spectate()  # (the w key of the guest's lobby)
            await wait_for(pilot, lambda: "Guest85" in (lobby.lobby.get("watchers") or []),
                           "Guest85 watching")
            await pilot.pause(0.2)
            text = screen_text(app)
            assert "1 watching" in text, text
            assert "Guest85 left the table." not in text, text
            assert "Guest85 got up to watch." in text, text
        finally:
            await guest.close()
