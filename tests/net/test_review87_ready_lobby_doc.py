"""review87: net66 #2 (``_own_lobby``) leaves the sender of a ``ready`` that changes something
out of the combined ``lobby`` that follows; PROTOCOL.md's ``ready`` row still says "one that
changes something: the sender gets the combined one too when it comes". A client that waits
for that second lobby (as the document says it comes) waits for good."""

from __future__ import annotations

from pathlib import Path

from net_testkit import count_lobbies, raw_seated, raw_send, start_host

DOC = Path(__file__).resolve().parents[2] / "docs" / "PROTOCOL.md"


async def test_a_ready_sender_gets_what_protocol_md_says() -> None:
    host, port = await start_host(seats=4)
    try:
        wr, ww = await raw_seated(port, "Watcher", spectate=True)
        pr, pw = await raw_seated(port, "Pat")
        await count_lobbies(pr, 1.5)
        await count_lobbies(wr, 0.1)
        await raw_send(pw, {"t": "ready", "ready": True})
        got = await count_lobbies(pr, 2.5)
        row = next(line for line in DOC.read_text().splitlines() if line.startswith("| `ready`"))
        says_two = "the sender gets the combined one too" in row
        assert got == (2 if says_two else 1), (
            f"the sender of a changing ready got {got} lobby frame(s); PROTOCOL.md's ready row "
            f"says {'it gets the combined one too' if says_two else 'one'}")
        ww.close()
        pw.close()
    finally:
        await host.close()
