"""Accepting TCP connections without falling over when the process runs out of descriptors.

asyncio's own server (Python 3.11) meets ``EMFILE`` by logging a traceback for every pending
connection and every retry, about a thousand a second, and new clients time out meanwhile.
:class:`Listener` accepts in its own loop instead:

* Out of descriptors (``EMFILE``, ``ENFILE``) or memory (``ENOBUFS``, ``ENOMEM``), it stops
  accepting and tries again after :data:`RETRY_FIRST` seconds, doubling up to
  :data:`RETRY_MAX`; waiting clients stay in the kernel's backlog meanwhile. It logs one
  warning per :data:`LOG_INTERVAL` seconds (with how many tries were refused since the last one)
  and one line when it serves again; never a traceback.
* Any other accept error (a peer that reset before it was accepted) is skipped.
* :attr:`refused` counts the accept attempts that failed for lack of resources (for tests and
  benchmarks).

It offers the part of ``asyncio.Server`` the host uses: ``sockets``, ``close()``,
``wait_closed()``.
"""

from __future__ import annotations

import asyncio
import contextlib
import errno
import logging
import socket
import time
from collections.abc import Awaitable, Callable

log = logging.getLogger(__name__)

#: Seconds before the first retry after running out of descriptors.
RETRY_FIRST = 0.05
#: Longest pause between retries, in seconds.
RETRY_MAX = 1.0
#: At most one "out of descriptors" warning per this many seconds.
LOG_INTERVAL = 10.0
#: Pending connections the kernel queues while nothing accepts.
BACKLOG = 128

_SCARCE = frozenset({errno.EMFILE, errno.ENFILE, errno.ENOBUFS, errno.ENOMEM})

Handler = Callable[[asyncio.StreamReader, asyncio.StreamWriter], Awaitable[None]]


class Listener:
    """Listens on one address and runs ``handler(reader, writer)`` in a task per connection."""

    def __init__(self, handler: Handler) -> None:
        self._handler = handler
        self._sock: socket.socket | None = None
        self._task: asyncio.Task[None] | None = None
        self.refused = 0  #: accept attempts refused for lack of descriptors or memory
        self._unlogged = 0
        self._last_log = float("-inf")
        self._short = False
        self._serving: set[asyncio.Task[None]] = set()

    @property
    def sockets(self) -> list[socket.socket]:
        """The listening socket (a list, as ``asyncio.Server.sockets``); empty once closed."""
        return [self._sock] if self._sock is not None else []

    async def start(self, bind: str, port: int) -> tuple[str, int]:
        """Bind ``bind:port`` (IPv6 when ``bind`` holds a colon; port 0: any free port), start
        accepting, return the bound address. Raises ``OSError`` when the address is not usable."""
        family = socket.AF_INET6 if ":" in bind else socket.AF_INET
        sock = socket.create_server((bind, port), family=family, backlog=BACKLOG)
        sock.setblocking(False)
        self._sock = sock
        self._task = asyncio.get_running_loop().create_task(self._accept_loop(sock))
        host, bound = sock.getsockname()[:2]
        return str(host), int(bound)

    async def _accept_loop(self, sock: socket.socket) -> None:
        loop = asyncio.get_running_loop()
        delay = RETRY_FIRST
        while True:
            try:
                conn, _addr = await loop.sock_accept(sock)
            except OSError as exc:
                if self._sock is None:
                    return
                if exc.errno in _SCARCE:
                    self._scarce(exc)
                    await asyncio.sleep(delay)
                    delay = min(RETRY_MAX, delay * 2)
                else:
                    log.debug("accept failed: %s", exc)
                continue
            delay = RETRY_FIRST
            if self._short:
                self._short = False
                log.warning("descriptors are free again: accepting connections (%d tries "
                            "were refused meanwhile)", self._unlogged)
                self._unlogged = 0
                self._last_log = float("-inf")
            task = loop.create_task(self._serve(conn))
            self._serving.add(task)  # the loop keeps only weak references to tasks
            task.add_done_callback(self._serving.discard)
            # (one accept a turn of the loop: ``sock_accept`` returns at once while the
            # backlog holds connections, and a storm of them, accepted all before any was
            # served, held a thousand descriptors, net71 #2)
            await asyncio.sleep(0)

    def _scarce(self, exc: OSError) -> None:
        self.refused += 1
        self._unlogged += 1
        self._short = True
        now = time.monotonic()
        if now - self._last_log >= LOG_INTERVAL:
            self._last_log = now
            log.warning("cannot accept connections: %s; retrying up to every %.1f s "
                        "(%d tries refused)", exc.strerror or exc, RETRY_MAX, self._unlogged)
            self._unlogged = 0

    async def _serve(self, conn: socket.socket) -> None:
        # asyncio turns Nagle's algorithm off only for sockets made with proto IPPROTO_TCP; an
        # accepted socket of ``socket.create_server`` has proto 0, so without this a small reply
        # (a pong, a view) waits for the peer's delayed ACK: ~20-40 ms on loopback.
        with contextlib.suppress(OSError):
            conn.setsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY, 1)
        try:
            reader, writer = await asyncio.open_connection(sock=conn)
        except OSError as exc:
            log.debug("could not set up an accepted connection: %s", exc)
            conn.close()
            return
        await self._handler(reader, writer)

    def close(self) -> None:
        """Stop accepting and close the listening socket (connections already accepted go on)."""
        sock, self._sock = self._sock, None
        if self._task is not None:
            self._task.cancel()
        if sock is not None:
            with contextlib.suppress(Exception):
                asyncio.get_running_loop().remove_reader(sock.fileno())
            sock.close()

    async def wait_closed(self) -> None:
        """Wait until the accept loop has stopped. Its own end by :meth:`close` (a cancelled
        loop) is no error; a cancellation of the caller is passed on (not swallowed) and leaves
        the loop running."""
        if self._task is not None:
            try:
                await asyncio.shield(self._task)
            except asyncio.CancelledError:
                if not self._task.done():  # (the loop runs on: this cancel was the caller's)
                    raise
