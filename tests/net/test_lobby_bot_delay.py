"""The lobby says the table's bot delay (``settings.bot_delay``): how long each bot waits before
its action, and a table of bots alone between rounds. PROTOCOL.md named "the bot delay" and no
field told a client what it was (proto72 #1)."""

from __future__ import annotations

from net_testkit import WAIT, start_host

from net.client import Client


async def test_the_lobby_says_the_tables_bot_delay_in_seconds() -> None:
    host, port = await start_host(name="Den", seats=3, bot_delay=0.45)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        lobby = await ann.recv("lobby", timeout=WAIT)
        assert lobby["settings"]["bot_delay"] == 0.45
        assert isinstance(lobby["settings"]["bot_delay"], float)
    finally:
        await ann.close()
        await host.close()
