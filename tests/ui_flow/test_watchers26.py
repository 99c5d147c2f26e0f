"""Who is watching is said (ux25, left for later): the lobby names the table's watchers
(``watchers``, docs/PROTOCOL.md), and a player reads "Dee is watching." when someone begins
to watch — in the lobby's status line, and in the table's log during a match — and "Dee
stopped watching." when they go. Those already watching when the player came are not news."""

from __future__ import annotations

from flow_kit import joined_table, screen_text, wait_for, wait_screen, wait_table

from net.client import Client
from unotui.screens.lobby import LobbyScreen


async def test_players_are_told_who_begins_and_stops_watching() -> None:
    async with joined_table(name="Den", seats=2, seed="watch", bot_delay=3600.0) as \
            (host, ann, app), app.run_test(size=(100, 30)) as pilot:
        port = host.server.sockets[0].getsockname()[1]
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        early = await Client.connect_tcp("127.0.0.1", port, "Cy", spectate=True)
        await wait_for(pilot, lambda: "Cy is watching." in str(
            lobby.query_one("#lobby-status").render()), "the lobby says it")
        assert host.table.lobby_message(None)["watchers"] == ["Cy"]
        await ann.start()
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the table shown")
        dee = await Client.connect_tcp("127.0.0.1", port, "Dee", spectate=True)
        await wait_for(pilot, lambda: "Dee is watching." in screen_text(app), "the log says it")
        assert host.table.lobby_message(None)["watchers"] == ["Cy", "Dee"]
        await dee.close()
        # (one line for the visit, folded with the note of its start: review27 #9)
        await wait_for(pilot, lambda: "Dee came to watch and left." in screen_text(app),
                       "the log says they went")
        lines = table.match_log.lines(table.names, table.view["seat"])
        assert not any(line.startswith("Cy ") for line in lines), lines  # (there before Bo sat)
        await early.close()
