"""A join given up while the table's ``welcome`` was awaited (Escape on the join screen, a second
join, a bounded wait elsewhere) left its socket open: the table, which may already have given that
connection a seat, kept it for nobody until its idle limit. ``Client.connect_tcp`` cancelled
mid-welcome closes the socket it opened (review69's suspicion, shown)."""

from __future__ import annotations

import asyncio

from net.client import Client


async def test_a_join_cancelled_before_the_welcome_closes_its_connection() -> None:
    hello_read = asyncio.Event()
    ended = asyncio.Event()

    async def table(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
        await reader.read(1)  # (the hello, which this slow table never answers)
        hello_read.set()
        while await reader.read(4096):
            pass
        ended.set()  # (the joining side closed its socket)
        writer.close()

    server = await asyncio.start_server(table, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        join = asyncio.create_task(Client.connect_tcp("127.0.0.1", port, "Bo"))
        await asyncio.wait_for(hello_read.wait(), 5)
        join.cancel()
        await asyncio.gather(join, return_exceptions=True)
        await asyncio.wait_for(ended.wait(), 5)
    finally:
        server.close()
