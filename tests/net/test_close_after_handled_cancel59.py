"""review59: ``Client.close`` decides "my caller was cancelled" by ``Task.cancelling()``, which
stays above 0 after the caller caught and handled an earlier cancellation (only
``Task.uncancel()`` lowers it). A task that was cancelled once, handled it, and closes its
client in its clean-up now gets a CancelledError out of close although nothing cancelled it
again: the rest of its clean-up is skipped. close was documented as never raising before."""

from __future__ import annotations

import asyncio
import contextlib

from net.client import Client
from net.host import Host, TableConfig


async def test_close_in_cleanup_after_a_handled_cancellation_returns() -> None:
    host = Host(TableConfig(name="Den", seats=3))
    _bind, port = await host.start_server("127.0.0.1", 0)
    try:
        client = await Client.connect_tcp("127.0.0.1", port, "Ann")
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
    finally:
        await host.close()
