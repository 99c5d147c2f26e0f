"""net65 #4: a ``hello`` with a known member's token whose message bucket is spent waits up to
``HELLO_MEMBER_WAIT`` (1 s) for a token (net64 #1) — after it has left the room of connections
waiting for their ``hello`` (``_hello_came`` runs as soon as the frame is read) and before it is
a member's connection: counted nowhere. Anyone may be a member (a watcher's ``hello`` gives a
token), so one address replays its watcher's token in wave after wave of connections, each wave
within the room for ``hello`` (64 an address, 512 in all), and the table holds every one of
them, socket and task, for up to a second: one address alone well above its room, and the room
of all (512) bounds nothing, where a desktop's default limit of 1,024 descriptors (256 on
macOS) is the table's. Real TCP on loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host

from net.host import BEFORE_HELLO_PER_SHARE


async def test_token_hellos_waiting_for_the_members_bucket_stay_within_the_room_for_hello(
) -> None:
    host, port = await start_host(seats=4, msg_burst=60, msg_rate=30.0, addr_share=4)
    table = host.table
    room = BEFORE_HELLO_PER_SHARE * 4
    waiting = peak = 0
    real_wait = table._member_hello_wait

    async def counted(conn: object, msg: dict[str, object]) -> float:
        nonlocal waiting, peak
        waiting += 1
        peak = max(peak, waiting)
        try:
            return await real_wait(conn, msg)  # type: ignore[arg-type]
        finally:
            waiting -= 1

    table._member_hello_wait = counted  # type: ignore[method-assign]
    writers: list[asyncio.StreamWriter] = []
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        writers.append(writer)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "test", "name": "Mal",
                                "spectate": True})
        token = (await raw_recv(reader, "welcome"))["token"]
        for _ in range(61):  # (its own bucket spent)
            await raw_send(writer, {"t": "ping"})
        await asyncio.sleep(0.05)
        hello = {"t": "hello", "proto": 3, "app": "test", "name": "Mal", "token": token,
                 "spectate": True}
        for _wave in range(3):
            for _ in range(room - 4):
                _r, w = await asyncio.open_connection("127.0.0.1", port)
                writers.append(w)
                await raw_send(w, hello)
            await asyncio.sleep(0.05)  # (each wave's hellos read: the room is free again)
        await asyncio.sleep(0.1)
        assert peak <= room, (
            f"{peak} token hellos of one address were held at once waiting for the member's "
            f"bucket, where at most {room} connections of an address may wait for their hello")
    finally:
        for w in writers:
            w.close()
        await host.close()
