"""net56: a newcomer to a match of many rounds, over real TCP on loopback.

docs/PROTOCOL.md §4 `history`: to one who connects during a match the host sends "one
`history` a round of the match, oldest first"; §6: "Each connection has a bounded send queue
(512 frames); a client that falls that far behind is disconnected". ``Table._hello``
(net/host.py) queues the whole welcome burst — `welcome`, up to 30 chat lines, `lobby`,
`round_start`, one `history` per round, `view` — at once with ``Conn.send``, before the
connection's writer has run; ``Conn.send_bytes`` aborts the connection when its queue holds 512
frames. So once a match has had about 508 rounds, every `hello` during it — a watcher, and a
seated player back after a drop with their token — is reset before a single frame reaches it:
nobody can join or come back to that match any more. The client fell behind nothing.

A match of that many rounds: `target_score` goes up to 10 000 and the winner of a two-player
round scores only the cards the other still holds — one low number card, when both keep the
rounds short (a few points a round: thousands of rounds). The test stands in for playing them
by giving the table 520 past rounds' logs (``Table.past_logs``, what ``history_messages``
sends) — a copy of the round under way's. Mended: the latest ``HISTORY_ROUNDS`` rounds are
sent (PROTOCOL.md §4)."""

from __future__ import annotations

import asyncio
import contextlib
import copy
import struct

from net_testkit import raw_recv, raw_seated, raw_send, start_host

from net.host import HISTORY_ROUNDS
from net.protocol import decode, encode


async def _drain(reader: asyncio.StreamReader) -> None:
    with contextlib.suppress(Exception):
        while await reader.read(1 << 16):
            pass


async def test_a_newcomer_to_a_match_of_520_rounds_gets_its_view() -> None:
    host, port = await start_host(seats=2)
    drains: list[asyncio.Task[None]] = []
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        b_reader, _b_writer = await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        drains = [asyncio.create_task(_drain(a_reader)), asyncio.create_task(_drain(b_reader))]
        table = host.table
        assert table.state is not None
        table.past_logs = [copy.deepcopy(table.state.log) for _ in range(520)]
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(encode({"t": "hello", "proto": 3, "app": "test", "name": "Zoe",
                             "spectate": True}))
        await writer.drain()
        kinds: list[str] = []
        try:
            while "view" not in kinds:
                header = await asyncio.wait_for(reader.readexactly(4), 20)
                (length,) = struct.unpack(">I", header)
                kinds.append(decode(await reader.readexactly(length))["t"])
        except (ConnectionError, asyncio.IncompleteReadError) as exc:
            raise AssertionError(f"the newcomer's connection ended ({exc!r}) after "
                                 f"{len(kinds)} frames, before its view") from None
        # (the latest rounds, at most HISTORY_ROUNDS: PROTOCOL.md §4 `history`)
        assert kinds.count("history") == HISTORY_ROUNDS, kinds[:8]
        writer.close()
    finally:
        for task in drains:
            task.cancel()
        await host.close()
