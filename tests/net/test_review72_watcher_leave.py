"""review72: watchers coming and going reach the others in one `lobby` a second at most
(docs/PROTOCOL.md §4 `lobby`: "Watchers coming and going (`watchers`, and nothing else
changed) are shown to the others at most once a second: their `lobby` frames are combined into
one"). A watcher that goes by sending `leave` (net/host.py ``Table._on_leave``) still makes a
whole `lobby` to every connection at once: only a dropped connection (``_gone``) is combined,
so the amplification of net55 #3 is left whole to a client that says goodbye."""

from __future__ import annotations

import asyncio

from net_testkit import hello, raw_connect, raw_recv, raw_seated, raw_send, start_host


async def test_watchers_leaving_with_leave_are_combined_for_the_others() -> None:
    host, port = await start_host()
    try:
        seated_r, seated_w = await raw_seated(port, "Ann")
        loop = asyncio.get_running_loop()
        started = loop.time()
        for i in range(20):
            r, w = await raw_connect(port)
            await raw_send(w, hello(f"Zed{i}", spectate=True))
            await raw_recv(r, "lobby")
            await raw_send(w, {"t": "leave"})
            await raw_recv(r, "bye")
            w.close()
        elapsed = loop.time() - started
        await raw_send(seated_w, {"t": "ping", "n": 1})
        got = []
        while (msg := await raw_recv(seated_r))["t"] != "pong":
            got.append(msg["t"])
        assert elapsed < 1.0, elapsed  # (so at most ~2 combined lobbies are due)
        assert got.count("lobby") <= 2, (
            f"a seated player got {got.count('lobby')} lobby frames in {elapsed:.2f} s for "
            "20 watchers coming and leaving (with `leave`)")
        seated_w.close()
    finally:
        await host.close()


async def test_watchers_leaving_by_dropping_are_combined_for_the_others() -> None:
    """(the same with the connection simply closed: combined, as documented — passes)"""
    host, port = await start_host()
    try:
        seated_r, seated_w = await raw_seated(port, "Ann")
        loop = asyncio.get_running_loop()
        started = loop.time()
        for i in range(20):
            r, w = await raw_connect(port)
            await raw_send(w, hello(f"Zed{i}", spectate=True))
            await raw_recv(r, "lobby")
            w.close()
            await w.wait_closed()
        await asyncio.sleep(0.05)
        elapsed = loop.time() - started
        await raw_send(seated_w, {"t": "ping", "n": 1})
        got = []
        while (msg := await raw_recv(seated_r))["t"] != "pong":
            got.append(msg["t"])
        assert elapsed < 1.0, elapsed
        assert got.count("lobby") <= 2, got
        seated_w.close()
    finally:
        await host.close()
