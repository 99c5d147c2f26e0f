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


async def test_a_door_visitor_is_never_shown_the_doors_loopback_address() -> None:
    """At an SSH door the join screen is bound to the door's own table on loopback: what
    closes the connection before the welcome is told without that address, with the screen's
    keys, as a table that does not answer is (review42 #7: "127.0.0.1:PORT closed the
    connection before answering: it is not a unotui table…")."""
    from flow_kit import screen_text, wait_for

    from unotui.app import build_app
    from unotui.screens.join import JoinScreen

    server = await asyncio.start_server(_closes, "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        app = build_app(lang="en", ascii_only=False, start=lambda: JoinScreen(
            f"127.0.0.1:{port}", name="Zoe", auto_join=True, fixed=True))
        app.ssh_door = "table"
        async with app.run_test(size=(80, 24)) as pilot:
            await wait_for(pilot, lambda: "closed the connection" in screen_text(app), "said")
            text = screen_text(app)
            assert "127.0.0.1" not in text and "not a unotui table" not in text, text
            assert "The table closed the connection before answering" in text
    finally:
        server.close()
        await server.wait_closed()
