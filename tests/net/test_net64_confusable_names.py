"""net64 #5: names are told apart by their NFKC form without regard to case (proto26 #5,
harden40 #4, net63), but not by how they look: "Аnn" with a Cyrillic А (U+0410) sits beside
"Ann" as written, and so do "Аnn" with Cyrillic о/е/р/с/х… for any Latin name. In the lobby, the
chat and the scores the two read the same: a newcomer says things in the chat as "Ann", and
the honest Ann's "that wasn't me" reads the same as the impostor's. What should hold: a name
whose confusable skeleton (Unicode TR39: Cyrillic А→A, о→o, Greek Α→A …) is another's is made
unique ("Аnn 2"), as "ann" is. Real TCP on loopback."""

from __future__ import annotations

from net_testkit import start_host

from net.client import Client


async def test_a_name_that_looks_the_same_in_another_script_is_made_unique() -> None:
    host, port = await start_host(seats=4)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        cyrillic = await Client.connect_tcp("127.0.0.1", port, "\u0410nn", reconnect=False)
        greek = await Client.connect_tcp("127.0.0.1", port, "\u0391nn", reconnect=False)
        names = [ann.name, cyrillic.name, greek.name]
        for c in (ann, cyrillic, greek):
            await c.close()
        assert names[1] != "\u0410nn" and names[2] != "\u0391nn", (
            f"names that look like 'Ann' sat as written: {names!r}")
    finally:
        await host.close()
