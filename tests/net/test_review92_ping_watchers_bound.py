"""review92 #1: since net70 #2 a seated player's part of her address's message bucket counts only
the watchers there that sent something "but a ping or pong" in the last 30 s — yet those
watchers' own parts still pass pings. Watchers that send nothing but pings, at their part's
full rate, are "silent": the seated players of their address each get the whole address part
(addr_share / seated) while the watchers pass their own parts too. The address's members
together then pass about twice the address's rate (PROTOCOL §6 and ``Table._take_part`` say
"those sending then share at most the address's rate").

Measured on loopback: 4 seated + 28 watchers of 127.0.0.1, msg_burst 60, msg_rate 30,
addr_share 4 (address: burst 240, 120/s)."""

from __future__ import annotations

import asyncio
import time

from net_testkit import fast_config, raw_recv, raw_seated, raw_send

from net.host import Host

PORT = 22401
SECONDS = 4.0


async def _pinger(reader: asyncio.StreamReader, writer: asyncio.StreamWriter, first: int,
                  rate: float, stop: float, counts: list[int]) -> None:
    async def read() -> None:
        while True:
            msg = await raw_recv(reader, "pong", "error")
            if msg["t"] == "pong":
                counts[0] += 1

    task = asyncio.create_task(read())
    try:
        for n in range(first):
            await raw_send(writer, {"t": "ping", "n": n})
        while time.monotonic() < stop:
            await asyncio.sleep(1.0 / rate)
            await raw_send(writer, {"t": "ping", "n": 0})
        await asyncio.sleep(0.5)
    finally:
        task.cancel()


async def test_pinging_watchers_and_players_of_one_address_stay_within_its_rate() -> None:
    host = Host(fast_config(msg_burst=60, msg_rate=30.0, addr_share=4, hello_timeout=5.0,
                            max_spectators=32))
    await host.start_server("127.0.0.1", PORT)
    try:
        seated = [await raw_seated(PORT, f"Ann{i}") for i in range(4)]
        watchers = [await raw_seated(PORT, f"Quiet{i}", spectate=True) for i in range(28)]
        await asyncio.sleep(2.5)  # (every bucket full again after the hellos)
        counts = [0]
        stop = time.monotonic() + SECONDS
        await asyncio.gather(
            *[_pinger(r, w, 60, 40.0, stop, counts) for r, w in seated],
            *[_pinger(r, w, 8, 5.0, stop, counts) for r, w in watchers])
        bound = 240 + 120 * (SECONDS + 0.6)  # (the address's burst and rate, with slack)
        for _r, w in seated + watchers:
            w.close()
        assert counts[0] <= bound, (
            f"the address's 32 members passed {counts[0]} pings in about {SECONDS} s; the "
            f"address's burst and rate allow {bound:.0f}")
    finally:
        await host.close()
