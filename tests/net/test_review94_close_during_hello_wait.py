"""review94 #1: proto71 #2 gave the closing notice to connections still waiting for their
``hello``; a connection whose ``hello`` came with a known member's token and waits for that
member's message bucket (``_member_hello_wait``, up to 1 s) is in neither list, and when the
table closes meanwhile its wait ends with a token taken: it is welcomed by the closed table
(``welcome``, ``lobby``…), never told ``error shutdown``, and left open with nothing more to
come — the client sits in a dead lobby, or reads a later drop as a vanished host (reconnect)."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host

from net.protocol import decode, read_frame


async def test_a_hello_waiting_for_its_members_bucket_is_told_the_table_closes() -> None:
    host, port = await start_host(seats=2, msg_burst=20, msg_rate=4.0)
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann"})
    token = (await raw_recv(reader, "welcome"))["token"]
    for i in range(40):  # (her bucket spent: the last ones are dropped)
        await raw_send(writer, {"t": "ping", "n": i})
    await raw_recv(reader, "error")
    writer.close()
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann", "token": token})
    await asyncio.sleep(0.05)  # (her hello read, waiting for a token of her bucket)
    assert host.table._hello_waits, "the hello is not waiting: the test's premise failed"
    await host.close()
    frames = []
    try:
        while True:
            frames.append(decode(await asyncio.wait_for(read_frame(reader), 3.0)))
    except Exception:  # (closed, or nothing more within 3 s)
        pass
    writer.close()
    kinds = [(f["t"], f.get("code")) for f in frames]
    assert kinds and kinds[0] == ("error", "shutdown"), \
        f"a hello waiting as the table closed was answered {kinds}"
