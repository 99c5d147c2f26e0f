"""net63: a seated player who leaves the match under way and takes the seat back with their
token (docs/PROTOCOL.md §3 ``leave``) adds two ``seat`` lines to the table's journal each time
(the stand-in, then the player again: ~350 bytes; an owner's leave adds two ``owner`` lines
more), with no bound. The table's own rate limits let one player do it 30 times a second
(a ``leave`` counts against the member's 30 messages/s, a ``hello`` only against the address's
120) — measured on a headless host: 250 KB in 30 s from one loopback client, ~8 KB/s — and a
journal larger than ``net.journal.MAX_JOURNAL_BYTES`` (64 MiB) is refused by ``load``
("cannot read journal …: larger than 67108864 bytes"): after about two hours of one player's
churn (one hour for two) a crash or a plain stop loses the match for good, ``host --resume``
cannot open it.

fixnet64: a player may take back the seat they left TAKE_BACK_BURST times at once, then once
every TAKE_BACK_EVERY seconds (net/host.py; docs/PROTOCOL.md §6, Limits); a ``hello`` beyond
that is refused with a fatal ``rate_limited`` (``retry_after``, ``dropped: {"t": "hello"}``),
the seat still played by its stand-in, and writes nothing.

Real TCP on loopback; bounded (50 cycles)."""

from __future__ import annotations

from pathlib import Path

from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_send, start_host, until

from net.client import Client
from net.host import TAKE_BACK_BURST, TAKE_BACK_EVERY
from net.journal import MAX_JOURNAL_BYTES

CYCLES = 50
MAX_SEATS = 10


async def test_leaving_and_taking_the_seat_back_cannot_fill_the_journal_in_a_day(
        tmp_path: Path) -> None:
    journal = tmp_path / "table.jsonl"
    host, port = await start_host(seats=3, bot_delay=3600.0, journal=journal)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        r, w = await raw_connect(port)
        await raw_send(w, hello("Bo"))
        token = (await raw_recv(r, "welcome"))["token"]
        await ann.add_bot("normal")
        await ann.start()
        await raw_recv(r, "view")
        await until(lambda: journal.stat().st_size > 0, "the match's header")
        cycles, refused = 0, None
        for i in range(CYCLES):
            await raw_send(w, {"t": "leave"})
            await raw_recv(r, "bye")
            w.close()
            r, w = await raw_connect(port)
            await raw_send(w, hello("Bo", token=token))
            first = await raw_recv(r, "welcome", "error")
            if first["t"] == "error":
                refused = first
                break
            assert first["rejoined"] is True
            await raw_recv(r, "view")
            cycles += 1
            if i == 0:
                start = journal.stat().st_size  # (after one cycle: the lines it writes)
        assert refused is not None, f"{CYCLES} take-backs in a row, none refused"
        assert cycles == TAKE_BACK_BURST, cycles
        assert refused["code"] == "rate_limited" and refused["fatal"] is True, refused
        assert refused["dropped"] == {"t": "hello"}, refused
        assert TAKE_BACK_EVERY - 5 <= refused["retry_after"] <= TAKE_BACK_EVERY, refused
        await raw_closed(r)
        size = journal.stat().st_size
        per_cycle = (size - start) / (cycles - 1)
        # the refused hello wrote nothing, and the seat is still the stand-in's
        assert journal.stat().st_size == size
        await until(lambda: ann.lobby is not None and ann.lobby["seats"][1]["stand_in"] is True,
                    "Bo's seat still played by the stand-in")
        per_day = TAKE_BACK_BURST + 24 * 3600 / TAKE_BACK_EVERY
        # (every seat of the largest table churning all day)
        assert per_cycle * per_day * MAX_SEATS < MAX_JOURNAL_BYTES, (
            f"each leave/take-back cycle adds {per_cycle:.0f} bytes to the journal: "
            f"{per_day:.0f} a day at {MAX_SEATS} seats is "
            f"{per_cycle * per_day * MAX_SEATS:.0f} bytes, over {MAX_JOURNAL_BYTES}")
        w.close()
        await ann.close()
    finally:
        await host.close()
