"""net54 #4: connections that have not sent their ``hello`` each hold up to a frame's worth of
memory until the hello timeout, and nothing bounded them: 400 from one address held 22 MB.
docs/PROTOCOL.md §6 Limits: at most 64 from one address wait for their hello at once; the next
is closed with a fatal ``rate_limited`` carrying ``retry_after``, and everyone else, that
address's honest newcomer once the crowd is gone included, is served as before."""

from __future__ import annotations

import asyncio
import struct

from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_send, start_host

from net.host import BEFORE_HELLO_PER_SHARE


async def test_connections_waiting_for_their_hello_are_bounded_per_address() -> None:
    host, port = await start_host(hello_timeout=20.0)
    crowd = []
    try:
        # (64, an address's four members' worth, each sending half a frame, and waiting)
        for _ in range(BEFORE_HELLO_PER_SHARE * 4):
            reader, writer = await raw_connect(port)
            writer.write(struct.pack(">I", 1000) + b"\x80" * 10)
            await writer.drain()
            crowd.append((reader, writer))
        await asyncio.sleep(0.2)
        # (one more is let in, and the oldest of the address's waiting ones closed: the
        # number stays bounded, and its silent connections keep nobody out, net65 #3)
        reader, writer = await raw_connect(port)
        frames = await asyncio.wait_for(raw_closed(crowd[0][0]), 5.0)
        assert frames and frames[-1]["t"] == "error", frames
        assert frames[-1]["code"] == "rate_limited" and frames[-1]["fatal"] is True
        assert frames[-1]["retry_after"] > 0
        assert sum(host.table._before_hello.values()) == BEFORE_HELLO_PER_SHARE * 4
        await raw_send(writer, hello("Ann"))
        assert (await raw_recv(reader, "welcome"))["t"] == "welcome"
        writer.close()
        for _r, w in crowd:
            w.close()
    finally:
        await host.close()
