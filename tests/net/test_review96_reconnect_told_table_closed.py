"""review96: proto71 #2 and review94 #1 made the host answer a ``hello`` that waited as the
table closed with the closing notice (``error shutdown``, its table, scores, names, ``seat``,
``resumable``… — ``Table._closing_frame``). The project's own client meets that exactly while it
reconnects (a lost connection: its ``hello`` is the first frame of the new one). But
``Client._open`` turns any ``error`` answered to a ``hello`` into ``JoinError(code, message)``,
and ``Client._reconnect`` ends with ``closed`` ``reason: shutdown`` alone: the table's name,
the final scores, the reader's ``seat`` and ``resumable`` are dropped — the player reads "the
table was closed" with no scores, and a headless table stopped to be resumed (``resumable``)
is taken as closed for good (``kept_seats.forget_closed``). A client kept connected is told
all of them (``SHUTDOWN_FIELDS``); one reconnecting should be told the same."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, start_host

from net.client import Client


async def test_a_reconnecting_client_told_the_table_closes_keeps_the_notices_fields() -> None:
    host, port = await start_host(name="Den", seats=2, msg_burst=20, msg_rate=4.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    try:
        for i in range(40):  # (her bucket spent: her next hello waits for a token)
            await ann.send({"t": "ping", "n": i})
        await ann.recv("error", timeout=WAIT)
        assert ann._writer is not None
        ann._writer.transport.abort()  # (the connection lost: she reconnects)
        for _ in range(100):
            if host.table._hello_waits:
                break
            await asyncio.sleep(0.01)
        assert host.table._hello_waits, "her hello is not waiting: the test's premise failed"
        await host.close()
        while True:
            msg = await ann.recv("_connection", timeout=WAIT)
            if msg["state"] == "closed":
                break
        assert msg["reason"] == "shutdown", msg
        assert msg.get("table") == "Den", msg  # (a connected guest is told it: SHUTDOWN_FIELDS)
    finally:
        await ann.close()
