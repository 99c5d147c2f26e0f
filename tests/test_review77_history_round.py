"""review77: docs/PROTOCOL.md §4 says each `history` "carries `round` (int, the round's number,
as its `round_start` event says [...]; absent only for a round whose log has none, from a
journal of an earlier version)". Under ``judgement_day`` a match begins by naming dates
(phase ``name_dates``) before round 1 is dealt; the log then holds the first dealer's draw and
the dates named, and no ``round_start``: one who watches (or comes back) then gets a `history`
without `round` from a host of this version, and no journal involved."""

from __future__ import annotations

import asyncio
import struct
from typing import Any

from net_testkit import raw_recv, raw_seated, raw_send, start_host

from core.rules import Rules
from net.protocol import decode, encode


async def test_review77_a_history_during_the_dates_carries_round() -> None:
    host, port = await start_host(seats=2, rules=Rules(target_score=50, judgement_day=True))
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        _b_reader, _b_writer = await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        assert host.table.state is not None and host.table.state.phase.value == "name_dates"
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(encode({"t": "hello", "proto": 3, "app": "test", "name": "Zoe",
                             "spectate": True}))
        await writer.drain()
        histories: list[dict[str, Any]] = []
        for _ in range(20):
            (length,) = struct.unpack(">I", await asyncio.wait_for(reader.readexactly(4), 10))
            msg = decode(await reader.readexactly(length))
            if msg["t"] == "history":
                histories.append(msg)
            if msg["t"] == "view":
                break
        writer.close()
        assert histories and histories[-1]["log"], histories
        assert all("round" in h for h in histories), (
            "a history without `round` from a host of this version: "
            f"{[e.get('type') for e in histories[-1]['log']]}")
        assert histories[-1]["round"] == 1, "the round the round_start message names"
    finally:
        await host.close()
