"""review86 #3: one ``hello`` a token waits for its member's bucket at a time (net65 #4), and a
newer one closes the older — but only when the newer has to wait too. A newer ``hello`` that
finds a token at once (it came just as the bucket refilled, before the older one's sleep ended)
goes in, and the older, still waiting, takes the next token a moment later and *replaces* it:
the player's live connection gets a fatal ``replaced`` and the stale one (which the client has
given up) is the seat's. The timing is simulated here: a token is credited to the bucket while
the older hello waits, as time passing to the refill would, right before the newer one comes."""

from __future__ import annotations

import asyncio

from net_testkit import hello, raw_recv, raw_send, start_host, until

from net.protocol import ConnectionClosed, decode, read_frame


async def test_an_older_waiting_hello_does_not_replace_the_newer_one_let_in() -> None:
    host, port = await start_host(seats=2, msg_burst=5, msg_rate=2.0)
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, hello("Ann"))
        token = (await raw_recv(reader, "welcome"))["token"]
        for i in range(12):  # (her bucket spent)
            await raw_send(writer, {"t": "ping", "n": i})
        await raw_recv(reader, "error")
        writer.close()
        _old_r, old_w = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(old_w, hello("Ann", token=token))  # (waits for a token: ~0.5 s)
        await until(lambda: token in host.table._hello_waits, "the first hello waiting")
        host.table.members[token].limits.msgs.tokens += 1.0  # (the refill, as at time T)
        new_r, new_w = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(new_w, hello("Ann", token=token))
        assert (await raw_recv(new_r, "welcome", "error"))["t"] == "welcome"
        codes = []
        while True:
            try:
                frame = await asyncio.wait_for(read_frame(new_r), 1.5)
            except (TimeoutError, ConnectionClosed):
                break
            codes.append(decode(frame).get("code"))
        assert "replaced" not in codes, "the stale waiting hello replaced the live connection"
    finally:
        await host.close()
