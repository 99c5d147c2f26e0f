"""net69 #1: every loopback connection shares one address's buckets (§6 Limits: 240 messages,
120 a second), and a message that finds the address's bucket empty is dropped, whoever sent
it. Twelve members from one address, each sending 25 pings a second — every one within its own
member's limit (30 a second), so none is ever closed for 500 refusals in a row — spend the
address's 120 a second, and the honest player of that address (housemates behind one router,
players on the host's own machine) has its own messages dropped: its ``act``s, its ``ready``
after a round, its ``pong``s. Measured on a live table (loopback, honest clients resending
dropped acts after ``retry_after``, /work/scratch/net69/floodimpact.sh): 20 such pingers cut an
honest table from 18.8 to 7.3 views a second, its players' messages dropped 7–9 times in 30 s,
a dropped ``ready`` held the next deal for the whole 20 s ``round_pause``; a client that does
not resend waited out its whole 15 s turn timer.

What should hold: a member that stays within its own member's limit (here 5 messages a second)
is not refused because another member of its address spends the address's share; the one that
spends more than a member's share of it is. Real TCP on loopback, bounded (3 s of flood),
the table's default message limits."""

from __future__ import annotations

import asyncio

from net_testkit import raw_joined, raw_recv, raw_send, start_host

from net.protocol import decode, encode, read_frame

PINGERS = 12
PINGS_A_SECOND = 25  # (under the member's own 30 a second)
SECONDS = 4.0


async def _ping(writer: asyncio.StreamWriter, reader: asyncio.StreamReader, offset: float
                ) -> None:
    """25 pings a second (each pinger its own phase: together they send evenly)."""
    async def drain_replies() -> None:
        while True:
            await read_frame(reader, 1 << 20)

    reading = asyncio.create_task(drain_replies())
    loop = asyncio.get_running_loop()
    start = loop.time()
    k = 0
    try:
        while loop.time() - start < SECONDS:
            k += 1
            writer.write(encode({"t": "ping", "n": k}))
            await writer.drain()
            await asyncio.sleep(max(0.0, start + (k + offset) / PINGS_A_SECOND - loop.time()))
    finally:
        reading.cancel()


async def test_a_member_within_its_own_limit_is_not_refused_for_its_housemates_pings() -> None:
    _host, port = await start_host(seats=4, msg_burst=60, msg_rate=30.0, chat_burst=5,
                                   chat_rate=0.5)
    honest_r, honest_w = await raw_joined(port, "Honest")
    await raw_recv(honest_r, "lobby")
    pingers = [await raw_joined(port, f"P{i}", spectate=True) for i in range(PINGERS)]
    flood = asyncio.gather(*(_ping(w, r, i / PINGERS) for i, (r, w) in enumerate(pingers)))
    refused: list[dict] = []
    loop = asyncio.get_running_loop()
    start = loop.time()
    n = 0
    while loop.time() - start < SECONDS - 0.5:  # (the honest member: 5 pings a second)
        n += 1
        await raw_send(honest_w, {"t": "ping", "n": 10_000 + n})
        end = loop.time() + 0.2
        while (left := end - loop.time()) > 0:
            try:
                msg = decode(await asyncio.wait_for(read_frame(honest_r, 1 << 20), left))
            except TimeoutError:
                break
            if msg["t"] == "error":
                refused.append(msg)
    await flood
    for _r, w in pingers:
        w.close()
    honest_w.close()
    assert not refused, (f"{len(refused)} of the honest member's {n} pings refused while its "
                         f"address's other members each stayed within their own limit: "
                         f"{refused[:2]}")
