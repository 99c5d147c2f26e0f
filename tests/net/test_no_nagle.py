"""Every connection the host accepts sends small frames at once (``TCP_NODELAY``).

Without it a pong or a view that follows another small frame waits for the peer's delayed
acknowledgement: measured with ``bench/bot_latency.py``, every ping to a busy table took 20 ms
instead of 0.4 ms, and a table of bots played eight times slower over TCP than in memory.
asyncio sets the option only on sockets made with ``IPPROTO_TCP``; the host's own accept loop
(:mod:`net.listener`) gets sockets with protocol 0, so it has to set it itself."""

from __future__ import annotations

import socket

from net_testkit import start_host

from net.client import Client


async def test_the_host_turns_nagle_off_on_every_accepted_connection() -> None:
    host, port = await start_host()
    try:
        player = await Client.connect_tcp("127.0.0.1", port, "Ana", reconnect=False)
        watcher = await Client.connect_tcp("127.0.0.1", port, "Bo", spectate=True,
                                           reconnect=False)
        conns = [m.conn for m in host.table.members.values()]
        assert len(conns) == 2 and all(c is not None for c in conns)
        for conn in conns:
            assert conn is not None
            sock = conn.writer.get_extra_info("socket")
            assert sock is not None
            assert sock.getsockopt(socket.IPPROTO_TCP, socket.TCP_NODELAY) != 0
        await player.close()
        await watcher.close()
    finally:
        await host.close()
