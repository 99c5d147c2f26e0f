"""review81: the watchers' history cache (net/host.py Table._watched_rounds, net58 #1) is let go
only by the next watcher's hello. After the match it was made for, the table back in its lobby
and a new match started (past_logs emptied, start_match), it still holds every round of the old
match it kept — up to HISTORY_ROUNDS (256) logs and HISTORY_BYTES (4 MiB) of frames — for as
long as no watcher comes: a whole new match, or the table's life. docs/PERFORMANCE.md says they
are kept "until the match ends or they are no longer sent". Real TCP on loopback."""

from __future__ import annotations

import asyncio
import copy
import struct

from net_testkit import fast_config, raw_recv, raw_seated, raw_send

from net.host import Host
from net.protocol import decode, encode


async def _welcome(port: int, name: str) -> None:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    writer.write(encode({"t": "hello", "proto": 3, "app": "test", "name": name,
                         "spectate": True}))
    await writer.drain()
    while True:
        header = await asyncio.wait_for(reader.readexactly(4), 20)
        (length,) = struct.unpack(">I", header)
        body = await reader.readexactly(length)
        if decode(body)["t"] == "view":
            writer.close()
            return


async def test_an_old_matchs_history_is_let_go_when_a_new_match_starts() -> None:
    host = Host(fast_config(seats=2))
    _, port = await host.start_server("127.0.0.1", 0)
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        table = host.table
        assert table.state is not None
        table.hold_bots()
        table.past_logs = [copy.deepcopy(table.state.log) for _ in range(40)]
        await _welcome(port, "Zoe")
        assert len(table._watched_rounds) == 40  # (the cache the watcher's hello made)
        old = list(table.past_logs)
        table._back_to_lobby()  # (the match over: the lobby, then a new match)
        table.start_match()
        assert table.past_logs == []
        held = [entry[0] for entry in table._watched_rounds.values()]
        assert not any(log is o for log in held for o in old), (
            f"{len(held)} rounds of the match before are still held by the table's history "
            "cache in the new match")
    finally:
        await host.close()
