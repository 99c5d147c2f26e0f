"""net58 #1: every watcher's ``hello`` during a match was answered with the match so far built
anew — each round's log through ``visible_log`` and encoded twice — on the table's one loop. At
round 170 of a long match that was ~30 ms of CPU a hello, so one address's watchers, within its
limits, held every other player's answers for seconds (bench/hello_flood.py: a connected
client's ping p99 1.6 s; docs/PERFORMANCE.md). The rounds played before this one are the same
for every watcher and no longer change: built once. Real TCP on loopback."""

from __future__ import annotations

import asyncio
import copy
import struct
from typing import Any

import pytest
from net_testkit import raw_recv, raw_seated, raw_send, start_host

import net.host
from net.protocol import decode, encode


async def _welcome(port: int, name: str) -> list[bytes]:
    """A watcher's frames up to its view (the history among them), as sent."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(encode({"t": "hello", "proto": 3, "app": "test", "name": name,
                         "spectate": True}))
    await writer.drain()
    frames: list[bytes] = []
    while True:
        header = await asyncio.wait_for(reader.readexactly(4), 20)
        (length,) = struct.unpack(">I", header)
        body = await reader.readexactly(length)
        if decode(body)["t"] == "history":
            frames.append(body)
        if decode(body)["t"] == "view":
            writer.close()
            return frames


async def test_a_watchers_history_of_rounds_played_is_made_once(
        monkeypatch: pytest.MonkeyPatch) -> None:
    host, port = await start_host(seats=2)
    made: list[int | None] = []
    plain = net.host.visible_log

    def counted(log: Any, seat: int | None) -> Any:
        made.append(seat)
        return plain(log, seat)

    monkeypatch.setattr(net.host, "visible_log", counted)
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        table = host.table
        assert table.state is not None
        table.hold_bots()
        table.past_logs = [copy.deepcopy(table.state.log) for _ in range(40)]
        first = await _welcome(port, "Zoe")
        assert len(first) == 41  # (40 rounds played, and the one under way)
        made.clear()
        second = await _welcome(port, "Max")
        third = await _welcome(port, "Ivy")
        assert second == first and third == first  # (the same match, told alike)
        assert made == [None, None], (
            f"each watcher's welcome built {len(made) // 2} rounds' logs again: only the round "
            "under way changes")
        # (a seat renamed since is told in the rounds it touches: made again then)
        table.renames.append({"seat": 1, "was": "Bot", "after": table.past_logs[-1][-1]["seq"]})
        made.clear()
        renamed = await _welcome(port, "Eve")
        assert len(made) == 41 and renamed != first
    finally:
        await host.close()
