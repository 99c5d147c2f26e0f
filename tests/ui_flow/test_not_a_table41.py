"""Joining an address where something answers that is not a unotui table says so: a web
server's answer read "Nobody answers at 127.0.0.1:8212: the table did not answer: frame of",
cut there, and the number it hid was "HTTP" read as a length (newbie41 #3). Real TCP on
loopback."""

from __future__ import annotations

import asyncio
from collections.abc import Awaitable, Callable

import pytest

from net.client import Client, NotATable
from unotui.screens.join import not_a_table

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


async def _http(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.write(b"HTTP/1.0 400 Bad Request\r\nContent-Length: 0\r\n\r\n")
    await writer.drain()
    writer.close()


async def _closes(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    writer.close()


async def _silent(reader: asyncio.StreamReader, writer: asyncio.StreamWriter) -> None:
    await asyncio.sleep(5)
    writer.close()


@pytest.mark.parametrize(("handler", "why", "said"), [
    (_http, "other", "Something answers at 127.0.0.1:{port}, but it is not a unotui table"),
    (_closes, "closed", "127.0.0.1:{port} closed the connection before answering"),
    (_silent, "silent", "took the connection but said nothing for 1 s"),
])
async def test_what_answers_there_and_is_no_table_is_said_so(
        handler: Handler, why: str, said: str) -> None:
    server = await asyncio.start_server(handler, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        with pytest.raises(NotATable) as refused:
            await Client.connect_tcp("127.0.0.1", port, "Ann", join_timeout=1.0)
        assert refused.value.why == why
        text = not_a_table(refused.value, f"127.0.0.1:{port}")
        assert said.format(port=port) in text
        assert "Nobody answers" not in text and "frame of" not in text
    finally:
        server.close()
        await server.wait_closed()
