"""review58: ``Client.close`` swallowed its caller's own cancellation (it suppressed every
``CancelledError`` while it waited for its reader to end): a worker cancelled there went on
as if the close had simply returned — opening screens for a table given up."""

from __future__ import annotations

import asyncio

import pytest

from net.client import Client
from net.host import Host, TableConfig


async def test_a_caller_cancelled_while_its_client_closes_is_cancelled() -> None:
    host = Host(TableConfig(name="Den", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        client = await Client.connect_tcp("127.0.0.1", port, "Ann")
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
    finally:
        await host.close()


async def test_a_close_that_is_not_cancelled_returns() -> None:
    host = Host(TableConfig(name="Den", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        client = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await client.close()  # (the reader's cancellation is its own: close returns)
        assert not client.connected
    finally:
        await host.close()
