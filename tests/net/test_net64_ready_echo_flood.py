"""net64 #4: every ``ready`` a seated player sends is answered with a ``lobby`` to every
connection at the table — in any phase, also during a round, where it decides nothing (the
humans are made unready at the round's end), and also when it changes nothing (ready twice).
One seated client toggling it at its own rate limit (30 a second) so makes the host build and
send 30 lobby frames a second to each of up to 10 players and 32 watchers (each ~1 KB, each
redrawn by the reference UI), from one message each: a 40-fold amplification that the watchers'
own lobbies were already combined against (at most one a second, net55 #2). What should hold:
a ``ready`` that changes nothing is answered to its sender alone, and the others' lobbies for
readiness come at most a few times a second. Real TCP on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_joined, raw_recv, raw_send, start_host

from net.protocol import decode, read_frame


async def test_ready_during_a_round_is_not_echoed_to_everyone_each_time() -> None:
    host, port = await start_host(seats=3)
    try:
        ann_r, ann_w = await raw_joined(port, "Ann")
        _mal_r, mal_w = await raw_joined(port, "Mal")
        zoe_r, _zoe_w = await raw_joined(port, "Zoe", spectate=True)
        await raw_send(ann_w, {"t": "add_bot"})
        await raw_send(ann_w, {"t": "start"})
        await raw_recv(ann_r, "view")
        host.table.hold_bots()
        await asyncio.sleep(0.3)
        for reader in (ann_r, zoe_r):  # (what the start sent)
            while True:
                try:
                    await asyncio.wait_for(read_frame(reader), 0.2)
                except TimeoutError:
                    break
        for i in range(30):
            await raw_send(mal_w, {"t": "ready", "ready": i % 2 == 0})
        await asyncio.sleep(0.5)
        counts = []
        for reader in (ann_r, zoe_r):
            lobbies = 0
            while True:
                try:
                    frame = await asyncio.wait_for(read_frame(reader), 0.2)
                except TimeoutError:
                    break
                lobbies += decode(frame)["t"] == "lobby"
            counts.append(lobbies)
        assert max(counts) <= 5, (
            f"30 ready messages from one player during a round sent the player and the watcher "
            f"{counts} lobby frames")
    finally:
        await host.close()
