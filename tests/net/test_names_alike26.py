"""Names that read alike are told apart (proto26 #5): "Ann" and "ann" both sat at one table as
written, while bot names were already compared without regard to case. A newcomer's name is
made unique the same way now (docs/PROTOCOL.md §2, Names)."""

from __future__ import annotations

from net_testkit import start_host

from net.client import Client


async def test_a_name_differing_only_in_case_is_made_unique() -> None:
    host, port = await start_host(seats=4)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        lower = await Client.connect_tcp("127.0.0.1", port, "ann", reconnect=False)
        shout = await Client.connect_tcp("127.0.0.1", port, "ANN", reconnect=False)
        assert (ann.name, lower.name, shout.name) == ("Ann", "ann 2", "ANN 3")
        for c in (ann, lower, shout):
            await c.close()
    finally:
        await host.close()
