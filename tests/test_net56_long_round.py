"""net56: the host against players who stall a round for ever, over real TCP on loopback.

docs/PROTOCOL.md §1: "Frames from the host may be up to 1 MiB (a `round_end` reveals a whole
round); clients should refuse larger ones." — and the reference client does
(``net/client.py`` ``_read_loop`` reads with ``MAX_HOST_FRAME``). docs/RULES.md decision 25:
"When the draw pile is empty and the discard pile holds only its top card, a turn's draw [...]
gives no card, and the turn passes": so a round in which nobody plays a card never ends, and
every `draw` is one more event in the round's log. Nothing bounds the round's log, and
``Table.history_messages`` (net/host.py) sends it whole, in one `history` frame, to everyone
who connects during the match: past about 15 000 draws the frame is over 1 MiB, and no
client that keeps to the document can join that table — a watcher, or a seated player back
after a drop (their client refuses the frame, reconnects, gets it again, for the whole
reconnect window: the seat is lost to them)."""

from __future__ import annotations

import asyncio
import contextlib
import struct
from typing import Any

from net_testkit import raw_recv, raw_seated, raw_send, start_host

from core.actions import Draw, Pass
from net.protocol import MAX_HOST_FRAME, decode, encode


async def _drain(reader: asyncio.StreamReader) -> None:
    with contextlib.suppress(Exception):
        while await reader.read(1 << 16):
            pass


async def test_a_round_nobody_plays_in_never_sends_a_frame_over_the_client_cap() -> None:
    host, port = await start_host(seats=2)
    drains: list[asyncio.Task[None]] = []
    try:
        a_reader, a_writer = await raw_seated(port, "Ann")
        b_reader, _b_writer = await raw_seated(port, "Ben")
        await raw_send(a_writer, {"t": "start"})
        await raw_recv(a_reader, "view")
        drains = [asyncio.create_task(_drain(a_reader)), asyncio.create_task(_drain(b_reader))]
        table = host.table
        # both players only draw (and keep a card that would fit): legal moves, as a client
        # sends them; applied through the table's own pipeline to keep the test quick
        for step in range(40_000):
            st = table.state
            assert st is not None and table.phase == "playing"
            seat = st.current
            table.submit(seat, Pass() if st.drawn is not None else Draw(), st.state_id)
            if step % 500 == 0:
                await asyncio.sleep(0)  # (the players' connections take their views)
                biggest = max(len(encode(m)) for m in table.history_messages(None))
                if biggest > MAX_HOST_FRAME + 4096:
                    break
        assert table.state is not None and table.state.round_no == 1  # (still the first round)
        # a newcomer who would watch, reading as docs/PROTOCOL.md §1 says a client should
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(encode({"t": "hello", "proto": 3, "app": "test", "name": "Zoe",
                             "spectate": True}))
        await writer.drain()
        sizes = []
        history: dict[str, Any] = {}
        for _ in range(10):
            header = await asyncio.wait_for(reader.readexactly(4), 20)
            (length,) = struct.unpack(">I", header)
            sizes.append(length)
            assert length <= MAX_HOST_FRAME, (
                f"a frame of {length} bytes (frames so far: {sizes}) — over the 1 MiB a client "
                "accepts")
            msg = decode(await reader.readexactly(length))
            if msg["t"] == "history":
                history = msg
            if msg["t"] == "view":
                break
        writer.close()
        # the round's latest events are there, and how many earlier ones are not (§4)
        assert history["cut"] > 0 and history["log"][-1]["seq"] == table.state.log[-1]["seq"]
        assert history["cut"] + len(history["log"]) == len(table.state.log)
        assert history["round"] == 1  # (its round_start is among the events cut: proto58 #2)
    finally:
        for task in drains:
            task.cancel()
        await host.close()
