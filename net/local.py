"""The in-memory transport: the same host and the same frames, no sockets, no zeroconf.

:func:`local_pair` returns two connected stream ends built from ``asyncio.StreamReader`` objects;
each ``write`` feeds the encoded frames (length prefix and msgpack body, exactly as over TCP)
into the other end's reader, so the host's framing, decoding and validation all run. Closing
either end ends both directions, like closing a socket.

:func:`start_local_game` is what ``unotui play`` uses: one :class:`~net.host.Host` in this
process, the player connected through this transport, bots in the other seats. A player hosting
a LAN table from the UI runs ``Host`` + ``start_server`` and joins it with :func:`join_local`.
"""

from __future__ import annotations

import asyncio
from typing import Any

from core.rules import Rules

from .client import Client, Connector
from .host import Host, TableConfig
from .protocol import Writer


class _Pipe:
    __slots__ = ("closed",)

    def __init__(self) -> None:
        self.closed = False


class LocalWriter:
    """The writing end of one side of an in-memory connection."""

    def __init__(self, pipe: _Pipe, peer: asyncio.StreamReader, own: asyncio.StreamReader) -> None:
        self._pipe = pipe
        self._peer = peer
        self._own = own

    def write(self, data: bytes) -> None:
        if self._pipe.closed:
            raise ConnectionResetError("the in-memory connection is closed")
        self._peer.feed_data(data)

    async def drain(self) -> None:
        if self._pipe.closed:
            raise ConnectionResetError("the in-memory connection is closed")

    def close(self) -> None:
        if not self._pipe.closed:
            self._pipe.closed = True
            self._peer.feed_eof()
            self._own.feed_eof()

    def is_closing(self) -> bool:
        return self._pipe.closed

    async def wait_closed(self) -> None:
        return None


def local_pair() -> tuple[tuple[asyncio.StreamReader, LocalWriter],
                          tuple[asyncio.StreamReader, LocalWriter]]:
    """Two connected ends: ``(reader, writer)`` for each side."""
    pipe = _Pipe()
    a, b = asyncio.StreamReader(), asyncio.StreamReader()
    return (a, LocalWriter(pipe, b, a)), (b, LocalWriter(pipe, a, b))


def local_connector(host: Host) -> Connector:
    """A connector for :class:`~net.client.Client`: each call opens a new in-memory connection
    served by ``host``'s table."""
    async def connect() -> tuple[asyncio.StreamReader, Writer]:
        (reader, writer), (h_reader, h_writer) = local_pair()
        task = asyncio.get_running_loop().create_task(host.table.serve(h_reader, h_writer))
        host.table.track(task)
        return reader, writer

    return connect


async def join_local(host: Host, name: str, **options: Any) -> Client:
    """Connect a new client to ``host`` in memory (e.g. the hosting player of a LAN table whose
    UI runs in the host's process); ``options`` go to :class:`~net.client.Client`."""
    client = Client(local_connector(host), name, **options)
    await client.connect()
    return client


async def start_local_game(rules: Rules, bots: int, name: str, seed: int | str | None = None,
                           bot_kind: str = "basic", *, start: bool = True,
                           hold_bots: bool = False, **config: Any) -> tuple[Host, Client]:
    """Run a table in this process with ``name`` at seat 0 and ``bots`` bots (1..9) after it,
    named by :meth:`~net.host.Table.bot_name` (``Ana``, ``Bo``, … skipping the player's name).
    After the match the table is back in its lobby, like any table: the client may ``start``
    another one.

    With ``start`` (the default) the match is started at once, through the same ``start``
    message a remote host player would send. With ``hold_bots`` the bots do not act until
    ``host.table.release_bots()`` (:meth:`~net.host.Table.hold_bots`). ``config`` overrides
    :class:`TableConfig` fields (e.g. ``bot_delay=0`` in tests, ``turn_timer``). Returns the
    host (call ``await host.close()`` at the end) and the player's client.
    """
    if not 1 <= bots <= 9:
        raise ValueError("a local game has 1 to 9 bots")
    cfg = TableConfig(name=f"{name}'s table", seats=bots + 1, rules=rules, seed=seed,
                      round_pause=2.0, bot_delay=0.5).replace(**config)
    host = Host(cfg)
    if hold_bots:
        host.table.hold_bots()
    client = await join_local(host, name)
    for seat in range(1, bots + 1):
        host.table.add_bot(bot_kind, seat)
    host.table.broadcast_lobby()
    if start:
        await client.start()
    return host, client
