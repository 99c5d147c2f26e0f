"""fixnet65 (net64 #4): a ``ready`` that changes nothing (the same flag again, the sender not
"reading" a match's results) is answered with the sender's ``lobby`` alone: each was a ``lobby``
to every connection at the table. Real TCP on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_joined, raw_recv, raw_send, start_host

from net.protocol import decode, read_frame


async def _lobbies(reader: asyncio.StreamReader, quiet: float = 1.5) -> int:
    """The ``lobby`` frames read until none came for ``quiet`` seconds."""
    count = 0
    while True:
        try:
            frame = await asyncio.wait_for(read_frame(reader), quiet)
        except TimeoutError:
            return count
        count += decode(frame)["t"] == "lobby"


async def test_a_ready_that_changes_nothing_is_answered_to_its_sender_alone() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, _ann_w = await raw_joined(port, "Ann")
        mal_r, mal_w = await raw_joined(port, "Mal")
        zoe_r, _zoe_w = await raw_joined(port, "Zoe", spectate=True)
        for reader in (ann_r, mal_r, zoe_r):
            await _lobbies(reader)
        for _ in range(5):  # (Mal is not ready, and says so again and again)
            await raw_send(mal_w, {"t": "ready", "ready": False})
        assert await _lobbies(mal_r) == 5  # (its own lobby, each time, as ever)
        others = [await _lobbies(ann_r, 0.3), await _lobbies(zoe_r, 0.3)]
        assert others == [0, 0], f"5 ready that changed nothing sent the others {others} lobbies"
        await raw_send(mal_w, {"t": "ready", "ready": True})  # (a change: the others see it)
        lobby = await raw_recv(ann_r, "lobby")
        assert [s["ready"] for s in lobby["seats"] if s["name"] == "Mal"] == [True]
    finally:
        await host.close()
