"""A player back from a drop who drops again goes on with what was left of their reconnect
window plus the time they stayed connected, never more than a whole window: a client that
reconnected for a moment every few seconds held a match up for ever (harden40 #2), whatever it
sends (review40 #1), and a player back who waits quietly earns it back (review40 #2). Real TCP
on loopback."""

from __future__ import annotations

import asyncio
from typing import Any

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host, until


async def _join(port: int, **extra: Any) -> tuple[Any, Any, dict[str, Any]]:
    reader, writer = await raw_connect(port)
    await raw_send(writer, hello("Fay", **extra))
    return reader, writer, await raw_recv(reader, "welcome")


async def _drop(member: Any, writer: Any) -> None:
    """Cut the connection as a network would, and wait until the table counts the drop."""
    writer.transport.abort()
    await until(lambda: member.conn is None and member.waiting is not None, "dropped")


async def _seated_then_dropped(host: Any, port: int) -> tuple[str, Any]:
    """Fay sits down and drops: her token and the table's member for her."""
    _r, writer, welcome = await _join(port)
    member = host.table.members[welcome["token"]]
    await _drop(member, writer)
    return welcome["token"], member


async def test_coming_back_for_a_moment_does_not_start_a_fresh_window() -> None:
    host, port = await start_host(seats=3, reconnect_window=10.0)
    table = host.table
    try:
        token, member = await _seated_then_dropped(host, port)
        await asyncio.sleep(1.0)
        _r, writer, _w = await _join(port, token=token)  # back for a moment, sends nothing
        await until(lambda: member.conn is not None, "back")
        await _drop(member, writer)
        left = table._window_left(member)
        assert left is not None and left < 9.2  # (what was left: about 9 s, not 10)

        _r, writer, _w = await _join(port, token=token)  # back, and this time stays a while
        await until(lambda: member.conn is not None, "back again")
        await asyncio.sleep(1.5)  # (what was left, about 9 s, and 1.5 s connected: the whole)
        await _drop(member, writer)
        left = table._window_left(member)
        assert left is not None and left > 9.5  # (a whole window again)
    finally:
        await host.close()


async def test_one_refused_message_per_visit_earns_no_fresh_window() -> None:
    """review40 #1: counting any message as acting let a flickering client send one refused
    ``kick`` per visit and earn a whole window each time."""
    host, port = await start_host(seats=3, reconnect_window=10.0)
    table = host.table
    try:
        token, member = await _seated_then_dropped(host, port)
        for _ in range(3):
            await asyncio.sleep(1.0)
            reader, writer, _w = await _join(port, token=token)
            await raw_send(writer, {"t": "kick", "seat": 2})  # (refused: not the owner's)
            await raw_recv(reader, "error")
            await _drop(member, writer)
        left = table._window_left(member)
        assert left is not None and left <= 7.5  # (3 s away in all: about 7 s left)
    finally:
        await host.close()


async def test_a_quiet_player_back_late_earns_the_window_back_while_connected() -> None:
    """review40 #2: back with 0.3 s of a 3 s window left, then 2.5 s connected answering only
    pings (the others' turns), a blip left them 0.3 s: they had earned it back meanwhile.
    (Here back with about 1 s left: 0.3 s was a deadline a busy machine missed — the hello
    came after the window had run out, and the seat was no longer waiting for her.)"""
    host, port = await start_host(seats=3, reconnect_window=3.0, heartbeat=0.2,
                                  idle_timeout=30.0)
    table = host.table
    try:
        token, member = await _seated_then_dropped(host, port)
        await asyncio.sleep(2.0)  # (about 1 s of the window left: without earning it back,
        # the blip below would leave her that 1 s, well under the 2.5 s asserted)
        reader, writer, _w = await _join(port, token=token)
        end = asyncio.get_running_loop().time() + 2.5
        while asyncio.get_running_loop().time() < end:
            try:
                msg = await asyncio.wait_for(raw_recv(reader), 0.3)
                if msg["t"] == "ping":
                    await raw_send(writer, {"t": "pong"})
            except TimeoutError:
                pass
        await _drop(member, writer)
        left = table._window_left(member)
        assert left is not None and left > 2.5
    finally:
        await host.close()
