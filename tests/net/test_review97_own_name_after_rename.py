"""review97: fbc1c953 (review96 #3) made only a player's own chat lines answer the lines they
sent (``ChatPanel.show_all(chats, own_name(client))``), ``own_name`` being the ``welcome``'s
name (``Client.name``). But the host renames a member in the lobby: a newcomer whose name was
taken is welcomed as "Ann 2", and when she moves to another seat (``sit``) after the other Ann
left, the host gives her the name she asked for, "Ann" (``Table._on_sit``: ``member.name !=
member.wanted``) — so does one back after leaving a match a stand-in bot finished under her
name. Her lines come ``from: "Ann"`` from then on, and her client still says "Ann 2": none of
her echoes answers her lines (``unanswered`` fills), and the table's next refusal of a line of
hers ("rate_limited") puts back the oldest line of hers that was in fact sent, not the one
refused. Before fbc1c953 her own echo answered it (same words). The client's own name should
follow the table's name for it (the ``lobby``'s ``seats[you].name``)."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, start_host

from net.client import Client
from unotui.widgets.log import own_name


async def test_own_name_follows_the_hosts_rename_on_sit() -> None:
    host, port = await start_host(name="Den", seats=3, reconnect_window=0.2)
    first = await Client.connect_tcp("127.0.0.1", port, "Ann")
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        assert ann.name == "Ann 2", ann.name
        await first.close()  # (the first Ann goes: her lobby seat is freed after the window)
        for _ in range(200):
            if len(host.table.members) == 1:
                break
            await asyncio.sleep(0.02)
        assert len(host.table.members) == 1
        await ann.send({"t": "sit", "seat": 2})
        await ann.send({"t": "chat", "text": "hi"})
        line = await ann.recv("chat", timeout=WAIT)
        assert line["from"] == own_name(ann), (line, own_name(ann))
    finally:
        await ann.close()
        await host.close()
