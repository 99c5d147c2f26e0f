"""A player back from a drop who drops again before doing anything, within one window, goes on
with what was left of their reconnect window instead of a fresh one: a client that reconnected
for a moment every few seconds held a match up for ever (harden40 #2). One who acted, or stayed
a whole window, gets the whole window again. Real TCP on loopback."""

from __future__ import annotations

import asyncio
from typing import Any

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host, until


async def _join(port: int, **extra: Any) -> tuple[Any, Any, dict[str, Any]]:
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello("Fay", **extra))
    return reader, writer, await raw_recv(reader, "welcome")


async def test_coming_back_for_a_moment_does_not_start_a_fresh_window() -> None:
    host, port = await start_host(seats=3, reconnect_window=10.0)
    table = host.table
    try:
        _r, writer, welcome = await _join(port)
        token = welcome["token"]
        member = table.members[token]
        writer.transport.abort()  # a drop
        await until(lambda: member.conn is None and member.waiting is not None, "dropped")
        await asyncio.sleep(1.0)
        _r, writer, _w = await _join(port, token=token)  # back for a moment, sends nothing
        await until(lambda: member.conn is not None, "back")
        writer.transport.abort()
        await until(lambda: member.conn is None and member.waiting is not None, "dropped again")
        left = table._window_left(member)
        assert left is not None and left < 9.2  # (what was left: about 9 s, not 10)

        reader, writer, _w = await _join(port, token=token)  # back, and this time says something
        await until(lambda: member.conn is not None, "back again")
        await raw_send(writer, {"t": "chat", "text": "here"})
        await raw_recv(reader, "chat")
        writer.transport.abort()
        await until(lambda: member.conn is None and member.waiting is not None, "dropped")
        left = table._window_left(member)
        assert left is not None and left > 9.5  # (a whole window again)
    finally:
        await host.close()
