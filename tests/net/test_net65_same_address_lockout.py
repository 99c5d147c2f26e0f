"""net65 #3: net64 #6 made a full waiting room for ``hello`` close the oldest silent connection
(the newcomer is let in), but only for the room of every address together. The room of one
address (``BEFORE_HELLO_PER_SHARE`` × ``addr_share``, 64 by default) still refuses the newcomer:
one person behind a home router (or any process on the host's own machine, now that every
loopback address is one, net64 #3) who keeps that many connections open without a word — each
renewed within the hello timeout — keeps every other player of that address out, a player back
with their token included: each is refused ``rate_limited`` at once. Closing the oldest silent
connection of that address instead (as the room of all does) lets them in, since an honest
client says ``hello`` at once. Real TCP on loopback (127.0.0.1 and 127.0.0.7 are one address)."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host

from net.host import BEFORE_HELLO_PER_SHARE


async def test_silent_connections_from_ones_own_address_do_not_keep_a_player_out() -> None:
    host, port = await start_host(seats=4, addr_share=1, hello_timeout=5.0)
    silent: list[asyncio.StreamWriter] = []
    try:
        for _ in range(BEFORE_HELLO_PER_SHARE):  # (a neighbour's, or a local process's)
            _r, w = await asyncio.open_connection("127.0.0.1", port, local_addr=("127.0.0.7", 0))
            silent.append(w)
        await asyncio.sleep(0.1)
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "test", "name": "Honest"})
        first = await raw_recv(reader)
        writer.close()
        assert first["t"] == "welcome", (
            f"an honest player from the same address was refused: {first.get('code')} "
            f"{first.get('message')!r} — {BEFORE_HELLO_PER_SHARE} silent connections of that "
            f"address keep it out for as long as they are renewed")
    finally:
        for w in silent:
            w.close()
        await host.close()
