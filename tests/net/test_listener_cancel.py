"""Stopping a table waits for its listener; whoever cancels that wait must see it cancelled.
Before, :meth:`net.listener.Listener.wait_closed` swallowed every ``CancelledError`` — also the
one meant for its caller — so a host told to stop while waiting there went on as if nothing had
happened (Python 3.11's ``wait_for`` swallowed such a cancel once, and a table hung for good)."""

from __future__ import annotations

import asyncio

import pytest

from net.listener import Listener


async def _nothing(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.close()


async def test_a_cancelled_wait_for_the_listener_is_cancelled() -> None:
    listener = Listener(_nothing)
    _bind, port = await listener.start("127.0.0.1", 0)
    try:
        waiter = asyncio.create_task(listener.wait_closed())
        await asyncio.sleep(0.05)  # (waiting on a listener that still accepts)
        waiter.cancel()
        with pytest.raises(asyncio.CancelledError):
            await waiter
        assert waiter.cancelled()
        # the wait was cancelled, not the listener: it still takes connections
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        assert await asyncio.wait_for(reader.read(), 5.0) == b""  # (closed by the handler)
        writer.close()
    finally:
        listener.close()


async def test_the_listeners_own_end_is_no_error_for_whoever_waits() -> None:
    listener = Listener(_nothing)
    await listener.start("127.0.0.1", 0)
    waiter = asyncio.create_task(listener.wait_closed())
    await asyncio.sleep(0.05)
    listener.close()  # the accept loop ends by cancellation: the wait simply ends
    await asyncio.wait_for(waiter, 5.0)
    assert not waiter.cancelled()


async def test_waiting_in_the_cleanup_of_a_cancelled_task_ends_when_the_loop_ends() -> None:
    """A task cancelled earlier (its cleanup still running, as a host's close can be) waits for
    the listener it just closed: that wait ends normally, on every Python version."""
    listener = Listener(_nothing)
    await listener.start("127.0.0.1", 0)

    async def body() -> str:
        try:
            await asyncio.sleep(30)
        except asyncio.CancelledError:
            listener.close()
            await listener.wait_closed()
            return "cleaned up"
        return "never"

    task = asyncio.create_task(body())
    await asyncio.sleep(0.05)
    task.cancel()
    assert await asyncio.wait_for(task, 5.0) == "cleaned up"
