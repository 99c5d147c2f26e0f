"""net67 #4: a frame of 2 KiB or more costs one more message token for each 2 KiB (net66 #1),
taken before it is decoded from the member's bucket *and its address's*, shared by every
player of that address; when either holds too few the connection is closed, fatal, "Too much
data from you". So a player whose housemate (one address behind a NAT, or an SSH door's
players) spent the address's tokens is thrown off the table for pasting a long chat — 800
characters of Chinese, 2.4 KB, an honest message the table answers ``chat_too_long`` — while
the same player's short messages at that moment are only dropped with a non-fatal
``rate_limited``, as every message is that finds a bucket empty (PROTOCOL.md §6). The
sender's own bucket held plenty. Expected: the long frame dropped with a non-fatal
``rate_limited`` too when it is the shared address bucket that is short (or the frame read and
refused as any other message), not the honest player's connection closed."""

from __future__ import annotations

import asyncio

from net_testkit import raw_seated, raw_send, start_host

from net.protocol import ConnectionClosed, decode, read_frame


async def test_a_long_chat_after_a_housemate_spent_the_address_does_not_close_the_player() -> None:
    host, port = await start_host(seats=4, msg_burst=20, msg_rate=0.5, addr_share=2)
    writers: list[asyncio.StreamWriter] = []
    try:
        hr, hw = await raw_seated(port, "Honest")
        mates = [await raw_seated(port, f"Mate{i}", spectate=True) for i in range(2)]
        writers += [hw] + [w for _r, w in mates]
        for _r, w in mates:  # (the housemates spend the address's 40 tokens)
            for _ in range(20):
                await raw_send(w, {"t": "ping", "n": 1})
        for r, _w in mates:  # (until both were refused: the address bucket is empty)
            while True:
                msg = decode(await asyncio.wait_for(read_frame(r), 20))
                if msg["t"] == "error" and msg["code"] == "rate_limited":
                    break
        text = "好" * 800  # (as sent: at most 800 characters; 2,400 bytes)
        await raw_send(hw, {"t": "chat", "text": text})
        await raw_send(hw, {"t": "ping", "n": 7})
        got = []
        while True:  # (what follows, up to a fatal error, the end, or 2 s of quiet)
            try:
                msg = decode(await asyncio.wait_for(read_frame(hr), 2.0))
            except (TimeoutError, ConnectionClosed):
                break
            got.append(msg)
            if msg["t"] == "error" and msg.get("fatal"):
                break
        fatal = [m for m in got if m["t"] == "error" and m.get("fatal")]
        assert not fatal, (
            f"an honest player's 2.4 KB chat, their own bucket full, the address's spent by "
            f"others: closed with {fatal[0]}")
    finally:
        for writer in writers:
            writer.close()
        await host.close()
