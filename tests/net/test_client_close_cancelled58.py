"""review58: ``Client.close`` swallowed its caller's own cancellation (it suppressed every
``CancelledError`` while it waited for its reader to end): a worker cancelled there went on
as if the close had simply returned — opening screens for a table given up. review59 #4: only
a cancellation asked while it closes, not one its caller handled before."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator

import pytest

from net.client import Client
from net.host import Host, TableConfig


@contextlib.asynccontextmanager
async def seated() -> AsyncIterator[Client]:
    """Ann, seated at a table of its own on loopback (closed after)."""
    host = Host(TableConfig(name="Den", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        yield await Client.connect_tcp("127.0.0.1", port, "Ann")
    finally:
        await host.close()


async def test_a_caller_cancelled_while_its_client_closes_is_cancelled() -> None:
    async with seated() as client:
        went_on = False

        async def leave() -> None:
            nonlocal went_on
            await client.close()
            went_on = True  # (what a cancelled caller must not reach)

        leaving = asyncio.ensure_future(leave())
        await asyncio.sleep(0)  # (it waits for the reader to end now)
        leaving.cancel()
        with pytest.raises(asyncio.CancelledError):
            await leaving
        assert not went_on
        assert not client.connected


async def test_a_close_that_is_not_cancelled_returns() -> None:
    async with seated() as client:
        await client.close()  # (the reader's cancellation is its own: close returns)
        assert not client.connected


async def test_close_in_cleanup_after_a_handled_cancellation_returns() -> None:
    """review59 #4: ``Task.cancelling()`` stays above 0 after a caller caught and handled a
    cancellation; close raised in that caller's clean-up, skipping the rest of it."""
    async with seated() as client:
        cleaned = False

        async def worker() -> str:
            nonlocal cleaned
            # (handled: e.g. a wait given up, the worker goes on to tidy up)
            with contextlib.suppress(asyncio.CancelledError):
                await asyncio.sleep(30)
            await client.close()  # nothing cancels this task any more
            cleaned = True
            return "done"

        task = asyncio.ensure_future(worker())
        await asyncio.sleep(0.05)
        task.cancel()
        result = await asyncio.wait_for(asyncio.shield(task), 5)
        assert result == "done" and cleaned
