"""fixnet65 (net64 #4): a ``ready`` that changes nothing (the same flag again, the sender not
"reading" a match's results) is answered with the sender's ``lobby`` alone: each was a ``lobby``
to every connection at the table. Real TCP on loopback.

What each connection was sent is counted up to a ``pong`` it asked for (a connection's frames
come in order), once the table's combined ``lobby`` (at most one a second, net64 #4) is out:
no quiet time is waited for, which a busy machine stretches (flake61)."""

from __future__ import annotations

import asyncio
import itertools

from net_testkit import raw_joined, raw_recv, raw_send, start_host, until

from net.host import Host
from net.protocol import decode, read_frame

_pings = itertools.count(1)


async def _lobbies(host: Host, reader: asyncio.StreamReader, writer: asyncio.StreamWriter
                   ) -> int:
    """The ``lobby`` frames the connection was sent so far, the combined one the table holds
    back included: read up to the ``pong`` of a ``ping`` sent once it is out."""
    await until(lambda: host.table._watchers_lobby is None, "the combined lobby sent")
    n = next(_pings)
    await raw_send(writer, {"t": "ping", "n": n})
    count = 0
    while True:
        msg = decode(await asyncio.wait_for(read_frame(reader), 20))
        if msg["t"] == "pong" and msg.get("n") == n:
            return count
        count += msg["t"] == "lobby"


async def test_a_ready_that_changes_nothing_is_answered_to_its_sender_alone() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await raw_joined(port, "Ann")
        mal_r, mal_w = await raw_joined(port, "Mal")
        zoe_r, zoe_w = await raw_joined(port, "Zoe", spectate=True)
        for reader, writer in ((ann_r, ann_w), (mal_r, mal_w), (zoe_r, zoe_w)):
            await _lobbies(host, reader, writer)  # (what the joins sent)
        for _ in range(5):  # (Mal is not ready, and says so again and again)
            await raw_send(mal_w, {"t": "ready", "ready": False})
        assert await _lobbies(host, mal_r, mal_w) == 5  # (its own lobby, each time, as ever)
        others = [await _lobbies(host, ann_r, ann_w), await _lobbies(host, zoe_r, zoe_w)]
        assert others == [0, 0], f"5 ready that changed nothing sent the others {others} lobbies"
        await raw_send(mal_w, {"t": "ready", "ready": True})  # (a change: the others see it)
        lobby = await raw_recv(ann_r, "lobby")
        assert [s["ready"] for s in lobby["seats"] if s["name"] == "Mal"] == [True]
    finally:
        await host.close()
