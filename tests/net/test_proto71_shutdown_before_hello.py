"""proto71 #2: §4 "The table closes" says every connection gets one last frame (`error
shutdown`) and is then closed, and that "a connection that simply ends without this frame means
the host vanished … then reconnect (§8)". A connection open but not yet welcomed (its `hello`
not sent yet) is closed with no frame at all: a client that had just connected reads the table's
deliberate close as a crash, and retries for a minute."""

from __future__ import annotations

import asyncio

from net_testkit import raw_closed, raw_connect, raw_seated, start_host


async def test_a_connection_not_yet_welcomed_is_told_the_table_closes() -> None:
    host, port = await start_host(name="Den", seats=3, hello_timeout=10.0)
    _ann_r, ann_w = await raw_seated(port, "Ann")
    reader, writer = await raw_connect(port)  # (connected; its hello not sent yet)
    await asyncio.sleep(0.05)
    await host.close()
    frames = await raw_closed(reader)
    assert [f.get("code") for f in frames if f["t"] == "error"] == ["shutdown"], frames
    writer.close()
    ann_w.close()
