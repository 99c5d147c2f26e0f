"""fixnet65 (net64 #1): a ``hello`` with a known member's token costs that member's message
bucket too; when the member spent it just before (its connection then ended) the ``hello`` waits
a moment for a token — up to 1 s — rather than being refused: the player is back. Real TCP on
loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host


async def test_a_player_back_at_once_after_spending_their_messages_is_let_in() -> None:
    host, port = await start_host(seats=2, msg_burst=20, msg_rate=4.0)
    try:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann"})
        token = (await raw_recv(reader, "welcome"))["token"]
        for i in range(40):  # (her bucket spent: the last ones are dropped)
            await raw_send(writer, {"t": "ping", "n": i})
        await raw_recv(reader, "error")
        writer.close()
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "t", "name": "Ann",
                                "token": token})
        answer = await raw_recv(reader, "welcome", "error")
        assert answer["t"] == "welcome", f"Ann, back with her token, was refused: {answer}"
        writer.close()
    finally:
        await host.close()
