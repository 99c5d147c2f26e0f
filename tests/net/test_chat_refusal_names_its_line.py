"""A chat line refused as one too many is named in the refusal (``dropped.text``, as the table
cleans it), so the app puts back exactly that line. It used to pair refusals with the lines it
had sent by the name its echoes came under: another player's line of the same words (review96
#3), or the table renaming the player as they moved seats (review97 #3: "Ann 2" sits as
"Ann" once the other Ann left), made it put back a line that had been sent."""

from __future__ import annotations

import asyncio

from net_testkit import WAIT, start_host

from net.client import Client


async def test_the_refusal_names_the_line_refused_after_a_rename() -> None:
    host, port = await start_host(name="Den", seats=3, reconnect_window=0.2, chat_burst=1,
                                  chat_rate=0.2)
    first = await Client.connect_tcp("127.0.0.1", port, "Ann")
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        assert ann.name == "Ann 2", ann.name
        await first.close()
        for _ in range(200):
            if len(host.table.members) == 1:
                break
            await asyncio.sleep(0.02)
        await ann.send({"t": "sit", "seat": 2})  # (she is "Ann" from now on)
        await ann.send({"t": "chat", "text": "sent  line"})
        await ann.send({"t": "chat", "text": "the\tsecond   one\x07"})
        echo = await ann.recv("chat", timeout=WAIT)
        assert echo["text"] == "sent line" and echo["from"] == "Ann", echo
        error = await ann.recv("error", timeout=WAIT)
        assert error["code"] == "rate_limited" and not error["fatal"], error
        assert error["dropped"] == {"t": "chat", "text": "the second one"}, error
    finally:
        await ann.close()
        await host.close()


def test_a_line_longer_than_a_chat_is_named_by_what_a_chat_holds() -> None:
    """Dropped by the bucket every message pays, before its length is looked at: the part a
    chat can hold is named (a refusal is never longer than a chat line)."""
    from net.host import dropped_summary

    assert dropped_summary({"t": "chat", "text": " x" * 500}) == {"t": "chat",
                                                                  "text": "x " * 99 + "x"}
    assert dropped_summary({"t": "ping", "n": 3}) == {"t": "ping", "n": 3}
