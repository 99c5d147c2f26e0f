"""net71 #1: a flood of messages that the rate limit refuses is handled without ever letting
the rest of the table run. ``Table._serve`` (net/host.py) yields to the event loop after each
message it dispatches or refuses for any other reason (``await asyncio.sleep(0)``, "let writers
and other connections run between messages"), but a message dropped by the rate limit takes the
``continue`` before that line: every frame its sender has buffered (a 128 KiB read buffer, some
8,700 ``ping`` frames of 15 bytes; up to 500 in a row before the fatal cut, and a ``pong``
accepted now and then starts that count again) is decoded, refused and answered in one go while
every other connection waits.

Seen (net71 load run, loopback, 2 tables of 2 honest clients and 2 bots each): 20 watchers of one
address each writing 400 ``ping`` frames at once, then a ``pong`` 0.6 s later, for 60 s (728,000
frames, none of them cut off): the honest players' ping round trip went from p50 0.4 ms /
p99 9 ms to p50 51 ms / p99 380 ms (max 418 ms), and their acts were dropped with
``rate_limited``.

Expected: the host lets other connections run between any two frames of one connection, a
rate-limited one included, as it already does after every other message ("let writers and other
connections run between messages"). With that one ``await asyncio.sleep(0)`` added before the
``continue`` (tried in a scratch copy, not committed), this test passes and the same 20-watcher
flood left the honest players' ping at p50 7 ms / p99 23 ms (unpatched, same run: p99 318 ms)."""

from __future__ import annotations

import asyncio
import itertools

from net_testkit import raw_seated, start_host, until

from net.protocol import encode


async def test_frames_refused_by_the_rate_limit_let_other_connections_run() -> None:
    host, port = await start_host(msg_burst=60, msg_rate=30.0, hello_timeout=5.0)
    try:
        _ann_r, ann_w = await raw_seated(port, "Ann")
        _fl_r, fl_w = await raw_seated(port, "Fl", spectate=True)
        ticks = 0
        stop = False

        async def ticker() -> None:  # another task of the loop: runs whenever the host yields
            nonlocal ticks
            while not stop:
                ticks += 1
                await asyncio.sleep(0)

        at_tick: list[int] = []
        refuse = host.table._refuse

        def recording(conn, r):  # type: ignore[no-untyped-def]
            if r.code == "rate_limited":
                at_tick.append(ticks)
            refuse(conn, r)

        host.table._refuse = recording  # type: ignore[method-assign]
        tick_task = asyncio.create_task(ticker())
        fl_w.write(encode({"t": "ping", "n": 1}) * 400)  # one write: all buffered at once
        await fl_w.drain()
        await until(lambda: len(at_tick) >= 300, "the flood refused")
        stop = True
        await tick_task
        longest = run = 1
        for before, after in itertools.pairwise(at_tick):
            run = run + 1 if after == before else 1
            longest = max(longest, run)
        assert longest <= 5, (
            f"{longest} frames of one connection refused by the rate limit in a row without "
            f"the host yielding once to the other connections ({len(at_tick)} refused in all)")
        for w in (ann_w, fl_w):
            w.close()
    finally:
        await host.close()
