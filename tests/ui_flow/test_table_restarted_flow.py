"""A guest whose host was killed and started again without ``--resume`` (same address, a new
table) is taken back as a newcomer: the match on its screen is gone, so the app leaves the dead
table for the new table's lobby and says why (found by a play-tester: the old table stayed,
said "Your turn", and every play was refused)."""

from __future__ import annotations

import asyncio
from typing import Any

from flow_kit import joined_table, screen_text, wait_for, wait_screen, wait_table


async def start_then_lose(pilot: Any, app: Any, host: Any, ann: Any) -> Any:
    """Bo (the app) and Ann start the match; then the host dies without a word (no more
    listening, every connection cut) and Bo's app says the connection was lost. Bo's client."""
    await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
    await ann.start()
    table = await wait_table(pilot)
    await wait_for(pilot, lambda: table.view is not None, "the first view")
    client = table.link.client
    client.backoff = (0.05,)
    assert host.server is not None
    host.server.close()
    for member in list(host.table.members.values()):
        if member.conn is not None:
            member.conn.abort()
    await ann.close()
    await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
    return client


async def test_a_host_restarted_without_its_journal_sends_the_guest_to_the_new_lobby() -> None:
    from net.host import Host, TableConfig
    from unotui import kept_seats
    from unotui.dialogs import TableClosedDialog
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.table import TableScreen

    async with joined_table(name="Ux table", seats=2, bot_delay=3600.0) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        client = await start_then_lose(pilot, app, host, ann)
        port = host.address[1]
        # started again the obvious way: a new table on the same port, no journal
        again = Host(TableConfig(name="Ux table", seats=2, bot_delay=3600.0))
        try:
            await again.start_server("127.0.0.1", port)
            await wait_screen(pilot, TableClosedDialog, "the message")
            text = screen_text(app)
            assert "Ux table restarted: the match you were playing is gone." in text
            assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
            await pilot.press("enter")
            lobby = await wait_screen(pilot, LobbyScreen, "the new table's lobby")
            await wait_for(pilot, lambda: "Lobby of Ux table" in screen_text(app),
                           "the lobby shown")
            assert lobby.client is client and client.seat == 0  # a newcomer, seated
            assert "Your turn" not in screen_text(app)
            # (no match ended at this table: the lobby does not say one did)
            greeting = lobby.greeting()
            assert "match is over" not in greeting and "another match" not in greeting
            assert "match is over" not in screen_text(app)
            # (the seat kept for the next app is the new one)
            assert kept_seats.seat_for(f"127.0.0.1:{port}", "Bo") == client.token
            await asyncio.sleep(0)
        finally:
            await again.close()


async def test_the_restarted_table_closing_while_its_message_shows_is_said_too() -> None:
    """The new table's host stops while the "match is gone" message is still open: the player
    is told the table closed, not left at a dead lobby saying "The table is closing." (ux24b)."""
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog

    async with joined_table(name="Ux table", seats=2, bot_delay=3600.0) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        await start_then_lose(pilot, app, host, ann)
        port = host.address[1]
        again = Host(TableConfig(name="Ux table", seats=2, bot_delay=3600.0))
        try:
            await again.start_server("127.0.0.1", port)
            await wait_screen(pilot, TableClosedDialog, "the match-gone message")
            await again.close()
            # (Ann took the new table's first seat, so ran it: newbie47 #6's words)
            await wait_for(pilot, lambda: "was closed: the program serving it ended"
                           in " ".join(screen_text(app).split()), "the table closing said")
        finally:
            await again.close()


async def test_a_watcher_of_a_restarted_table_goes_to_its_new_lobby_too() -> None:
    """ux33 #2: a watcher whose host was killed and started again without its journal stayed
    on the dead match, frozen, told "Connected again: you are back at the table"."""
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui.dialogs import TableClosedDialog
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen
    from unotui.screens.lobby import LobbyScreen
    from unotui.screens.table import TableScreen

    host = Host(TableConfig(name="Ux table", seats=2, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    cy = await Client.connect_tcp("127.0.0.1", port, "Cy")
    await ann.start()
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None, name="Dee",
                                       auto_join=True, watch=True)],
                   ascii_only=False, animations=False)
    again = Host(TableConfig(name="Ux table", seats=2, bot_delay=3600.0))
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the watched view")
            assert table.view["seat"] is None
            table.link.client.backoff = (0.05,)
            assert host.server is not None
            host.server.close()
            for member in list(host.table.members.values()):
                if member.conn is not None:
                    member.conn.abort()
            await wait_for(pilot, lambda: "Connection lost" in screen_text(app), "the loss")
            await again.start_server("127.0.0.1", port)
            await wait_screen(pilot, TableClosedDialog, "the message")
            assert "Ux table restarted: the match you were watching is gone." in \
                screen_text(app)
            assert not any(isinstance(s, TableScreen) for s in app.screen_stack)
            await pilot.press("enter")
            await wait_screen(pilot, LobbyScreen, "the new table's lobby")
    finally:
        await ann.close()
        await cy.close()
        await again.close()
        await host.close()
