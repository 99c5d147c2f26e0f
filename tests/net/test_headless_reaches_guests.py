"""review53: 3aea714 puts ``headless`` in the shutdown notice, but net.client's SHUTDOWN_FIELDS
(the fields copied from the ``error shutdown`` into the ``_connection closed`` message every
app screen and ``unotui join``'s text client read) leaves it out: a guest of a headless table
still reads "… was closed by its host."."""

from __future__ import annotations

from net_testkit import WAIT, start_host

from net.client import Client
from unotui.connection import closed_text


async def test_a_guest_of_a_headless_table_is_told_its_program_ended() -> None:
    host, port = await start_host(in_app=False)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        await ann.recv("lobby", timeout=WAIT)
        await host.close()
        closed = await ann.recv("_connection", timeout=WAIT)
        while closed["state"] != "closed":
            closed = await ann.recv("_connection", timeout=WAIT)
        assert closed["reason"] == "shutdown"
        assert closed.get("headless") is True, closed
        text = closed_text({**closed, "you": 0}, ssh=False)
        assert "the program serving it ended" in text, text
    finally:
        await ann.close()
