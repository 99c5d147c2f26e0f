"""fixssh73 (ssh68 #3): ``serve-ssh --table`` notes at start a table that does not answer —
and only then: a door whose table is open prints no such note."""

from __future__ import annotations

import asyncio
import socket

from unotui.commands.serve_ssh import table_notes


async def test_an_open_table_gets_no_note() -> None:
    server = await asyncio.start_server(lambda r, w: w.close(), "127.0.0.1", 0)
    port = server.sockets[0].getsockname()[1]
    try:
        assert await table_notes(f"127.0.0.1:{port}") == []
    finally:
        server.close()
        await server.wait_closed()


async def test_an_address_where_nothing_listens_is_noted() -> None:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        port = probe.getsockname()[1]
    notes = await table_notes(f"127.0.0.1:{port}")
    assert len(notes) == 1 and notes[0].startswith("SSH note: no table answers at "), notes
    assert f"127.0.0.1:{port}" in notes[0], notes
