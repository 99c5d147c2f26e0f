"""net66 #1: the host decoded every frame whole before any limit applied, through a Python hook
called for every map: a 64 KiB frame of 65,000 empty maps (one byte each) cost the table ~40 ms
of CPU (a ``ping`` ~4 µs). A watcher's ``set_rules`` of such a frame was refused with the
non-fatal ``not_host``, 500 in a row; a stranger's first frame was decoded before it was refused,
no password needed. Four such watchers took an honest watcher's ping from 1 ms to 0.7 s and the
match from 6.6 to 1.2 views a second.

Now (PROTOCOL.md §1, §6): a first frame holds at most 4 096 bytes; a message at most 4 096
values; a frame of 2 048 bytes or more costs one more message token for each whole 2 048 bytes,
taken before it is decoded, and one the buckets cannot pay for closes the connection. (What a
frame costs to decode is measured outside the tests: docs/PERFORMANCE.md.)"""

from __future__ import annotations

import asyncio
import struct

import msgpack
import pytest
from net_testkit import raw_closed, raw_recv, raw_seated, raw_send, start_host

from net.protocol import MAX_FRAME


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
async def test_a_message_of_too_many_values_is_a_fatal_bad_message(item: bytes) -> None:
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_seated(port, "Watcher", spectate=True)
        writer.write(_frame(SET_RULES, item))
        await writer.drain()
        got = await raw_closed(reader)
        assert got and got[-1]["code"] == "bad_message", got
        assert "more than 4096 values" in got[-1]["message"], got[-1]
        writer.close()
    finally:
        await host.close()


async def test_a_message_of_a_few_thousand_values_is_read() -> None:
    """Under the cap a message is read as ever: a watcher's set_rules of 4,000 values is
    refused for who sent it (not_host), the connection kept."""
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_seated(port, "Watcher", spectate=True)
        await raw_send(writer, {"t": "set_rules", "rules": {"k": [None] * 4000}})
        assert (await raw_recv(reader, "error"))["code"] == "not_host"
        await raw_send(writer, {"t": "ping", "n": 7})
        assert (await raw_recv(reader, "pong"))["n"] == 7
        writer.close()
    finally:
        await host.close()


async def test_a_strangers_long_first_frame_is_never_read() -> None:
    host, port = await start_host(seats=4, password="sekret")
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writer.write(_frame(b"\x82\xa1t\xa5hello\xa1x", b"\x80"))
        await writer.drain()
        got = await raw_closed(reader)
        assert got and got[-1]["code"] == "bad_message", got
        assert "exceeds the 4096-byte cap" in got[-1]["message"], got[-1]
        writer.close()
    finally:
        await host.close()


async def test_long_frames_cost_their_length_in_message_tokens() -> None:
    """A watcher's 60 KiB set_rules frames (a long preset name: refused, not_host) cost 31
    tokens each of its 60: the first is answered, the second finds too few and ends the
    connection, "Too much data from you" — where 60 short ones would all have been answered."""
    host, port = await start_host(seats=4, msg_burst=60, msg_rate=30.0)  # (the defaults)
    try:
        reader, writer = await raw_seated(port, "Watcher", spectate=True)
        long = msgpack.packb({"t": "set_rules", "preset": "x" * (60 * 1024)})
        for _ in range(2):
            writer.write(struct.pack(">I", len(long)) + long)
        await writer.drain()
        got = await raw_closed(reader)
        errors = [m for m in got if m.get("t") == "error"]
        assert [e["code"] for e in errors] == ["not_host", "rate_limited"], errors
        assert errors[-1]["message"] == "Too much data from you; connect again later.", errors
        assert errors[-1]["fatal"] is True and "dropped" not in errors[-1]
        writer.close()
    finally:
        await host.close()


async def test_a_nested_bin_key_is_still_a_fatal_bad_message() -> None:
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_seated(port, "Watcher", spectate=True)
        body = msgpack.packb({"t": "set_rules", "rules": {"hand_size": {b"k": 1}}},
                             use_bin_type=True)
        writer.write(struct.pack(">I", len(body)) + body)
        await writer.drain()
        got = await raw_closed(reader)
        assert got[-1]["code"] == "bad_message", got
        assert "a map key that is not a string" in got[-1]["message"], got[-1]
        writer.close()
    finally:
        await host.close()
