"""net66 #1: the host decodes every frame whole before any limit applies, and a frame within the
64 KiB cap can hold some 65,000 empty maps (one byte each, ``0x80``): ``decode`` calls its
Python ``object_pairs_hook`` once for every map, ~40 ms of the table's CPU for one frame (a
``ping`` costs 4 µs), ~17 ms for 65,000 empty lists. Such a frame is a valid ``set_rules``
(``rules`` checked for its 64 keys only, their values not before ``Rules.from_dict``): from a
watcher it is refused with the non-fatal ``not_host`` — 500 in a row before the connection is
closed, ~20 s of the table's CPU per connection, a watcher's ``hello`` away. A first frame that
is no ``hello`` is decoded before it is refused too, so a stranger without the table's password
does the same with one frame a connection. Measured on a headless table with bots on loopback:
four such watchers took an honest watcher's ping round trip from 1 ms to 0.7 s (2.3 s at worst)
and the match from 6.6 to 1.2 views a second; eight strangers' first frames, from 15.4 to 1.6.
What one frame may cost should be bounded near what its bytes cost (a frame of 65,000 nils:
~3.5 ms). Real TCP on loopback; the table runs in this process, whose CPU time is measured."""

from __future__ import annotations

import asyncio
import struct
import time

import pytest
from net_testkit import raw_closed, raw_recv, raw_seated, start_host

from net.protocol import MAX_FRAME

FRAMES = 20
#: CPU seconds one frame may cost the table at most (65,000 nils take ~3.5 ms to decode)
PER_FRAME = 0.010


def _frame(head: bytes, item: bytes) -> bytes:
    """A frame of at most MAX_FRAME bytes: ``head`` (a map whose last key's value follows),
    then an array32 of as many ``item`` as fit."""
    n = (MAX_FRAME - len(head) - 5) // len(item)
    body = head + b"\xdd" + struct.pack(">I", n) + item * n
    assert len(body) <= MAX_FRAME
    return struct.pack(">I", len(body)) + body


#: {"t": "set_rules", "rules": {"k": [ ... ]}}
SET_RULES = b"\x82\xa1t\xa9set_rules\xa5rules\x81\xa1k"


@pytest.mark.parametrize("item", [b"\x80", b"\x90", b"\x91\x80"],
                         ids=["empty maps", "empty lists", "lists of an empty map"])
async def test_a_watchers_set_rules_frames_cost_the_table_little_cpu(item: bytes) -> None:
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_seated(port, "Watcher", spectate=True)
        frame = _frame(SET_RULES, item)
        before = time.process_time()
        for _ in range(FRAMES):
            writer.write(frame)
            await writer.drain()
        codes = [(await raw_recv(reader, "error"))["code"] for _ in range(FRAMES)]
        spent = time.process_time() - before
        assert set(codes) <= {"not_host", "bad_rules", "bad_message"}, codes
        assert spent / FRAMES < PER_FRAME, (
            f"{spent / FRAMES * 1000:.1f} ms of CPU a frame, {FRAMES} frames: {spent:.2f} s")
        writer.close()
    finally:
        await host.close()


async def test_a_strangers_first_frames_cost_the_table_little_cpu() -> None:
    """No hello, no password: the frame is refused (fatal ``bad_message``), after its decode."""
    host, port = await start_host(seats=4, password="sekret")
    try:
        frame = _frame(b"\x82\xa1t\xa5hello\xa1x", b"\x80")
        before = time.process_time()
        for _ in range(FRAMES):
            reader, writer = await asyncio.open_connection("127.0.0.1", port)
            writer.write(frame)
            await writer.drain()
            got = await raw_closed(reader)
            assert got and got[-1]["code"] == "bad_message", got
            writer.close()
        spent = time.process_time() - before
        assert spent / FRAMES < PER_FRAME, (
            f"{spent / FRAMES * 1000:.1f} ms of CPU a frame, {FRAMES} frames: {spent:.2f} s")
    finally:
        await host.close()
