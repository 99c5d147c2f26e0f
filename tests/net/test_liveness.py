"""Heartbeats and bounded send queues: a silent or stuck client is dropped, nobody else waits."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, expect_fatal_frames, fast_config, hello, raw_connect, raw_recv, raw_send

from net.client import Client
from net.host import Host
from net.local import local_connector, local_pair
from net.protocol import encode


async def test_a_client_that_stops_answering_pings_is_dropped_and_others_stay() -> None:
    # (an idle timeout over the host's own freeze detection, 2 heartbeats + FROZEN_SLACK: with
    # 0.2 s, a busy machine's stall of 0.2 to 2.1 s — too short to count as a freeze — dropped
    # the good client too, its pong unread, and the test failed by timing alone)
    from net.protocol import FROZEN_SLACK

    host = Host(fast_config(heartbeat=0.05, idle_timeout=2 * 0.05 + FROZEN_SLACK + 0.2))
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        good = await Client.connect_tcp("127.0.0.1", port, "Good")
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Silent"))
        await raw_recv(reader, "welcome")
        err = await expect_fatal_frames(reader)
        assert err["code"] == "idle"
        writer.close()
        ping = await good.recv("ping", timeout=WAIT)  # the good client keeps being pinged
        assert ping == {"t": "ping"} and good.connected
        await good.close()
    finally:
        await host.close()


class StuckWriter:
    """A peer that never reads: every drain blocks forever."""

    def __init__(self) -> None:
        self.closed = False

    def write(self, data: bytes) -> None:
        pass

    async def drain(self) -> None:
        await asyncio.Event().wait()

    def close(self) -> None:
        self.closed = True

    def is_closing(self) -> bool:
        return self.closed


async def test_a_client_that_does_not_read_is_dropped_without_stalling_the_table() -> None:
    host = Host(fast_config(send_queue=8, chat_burst=1000, chat_rate=1000.0))
    try:
        talker = Client(local_connector(host), "Talker")
        await talker.connect()
        (c_reader, c_writer), (h_reader, _) = local_pair()
        stuck = StuckWriter()
        task = asyncio.ensure_future(host.table.serve(h_reader, stuck))
        c_writer.write(encode(hello("Stuck")))
        for _ in range(100):
            if len(host.table.members) == 2:
                break
            await asyncio.sleep(0.01)
        assert len(host.table.members) == 2
        for i in range(40):
            await talker.chat(f"line {i}")
        texts = []
        while len(texts) < 40:
            texts.append((await talker.recv("chat", timeout=WAIT))["text"])
        assert texts == [f"line {i}" for i in range(40)], "the talker got everything, in order"
        await asyncio.wait_for(task, WAIT)  # the stuck connection was dropped
        assert stuck.closed
        assert [m.name for m in host.table.members.values() if m.conn is not None] == ["Talker"]
        c_writer.close()
        assert c_reader is not None
        await talker.close()
    finally:
        await host.close()


async def test_a_host_and_client_that_were_not_running_do_not_blame_each_others_silence(
) -> None:
    """power37 #11: a host stopped (kill -STOP) and continued closed its guests as silent —
    their pings waited unread — and its own app's client, frozen with it, took the host for
    gone: "root 2 lost the connection", "Connected again" to a host who never left. Both
    give the other a short window instead, and nothing is dropped."""
    import time

    # (margins for a loaded machine: after the freeze the host gives 1 s for the guest's pong,
    # and the client's check runs at least 2.5 s late, against FROZEN_SLACK's 2 s)
    host = Host(fast_config(heartbeat=0.5, idle_timeout=1.5))
    try:
        _, port = await host.start_server("127.0.0.1", 0)
        guest = await Client.connect_tcp("127.0.0.1", port, "Gus", idle_timeout=2.0)
        await asyncio.sleep(0.6)  # (heartbeats and pongs flow)
        member = next(iter(host.table.members.values()))
        conn = member.conn
        assert conn is not None and guest.connected
        time.sleep(4.5)  # (the whole process stopped: its loop does not run)
        await asyncio.sleep(1.5)
        assert member.conn is conn and not conn.closing, "the host closed its guest"
        assert guest.connected and not any(
            m.get("t") == "_connection" for m in list(guest.messages._queue))  # type: ignore[attr-defined]
        await guest.close()
    finally:
        await host.close()


async def test_silent_for_counts_from_the_tables_last_frame_while_connected() -> None:
    """What the table screen reads to say a table is silent (newbie41 #2)."""
    from net_testkit import start_host

    from net.client import Client

    host, port = await start_host(seats=3)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        quiet = ann.silent_for()
        assert quiet is not None and 0.0 <= quiet < 5.0
        await asyncio.sleep(0.3)
        later = ann.silent_for()
        assert later is not None and later >= 0.25  # (the lobby said nothing meanwhile)
    finally:
        await ann.close()
        await host.close()
    assert ann.silent_for() is None
