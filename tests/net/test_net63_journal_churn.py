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

Real TCP on loopback; bounded (50 cycles)."""

from __future__ import annotations

from pathlib import Path

from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host, until

from net.client import Client
from net.host import TableConfig
from net.journal import MAX_JOURNAL_BYTES

CYCLES = 50


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
        for i in range(CYCLES):
            await raw_send(w, {"t": "leave"})
            await raw_recv(r, "bye")
            w.close()
            r, w = await raw_connect(port)
            await raw_send(w, hello("Bo", token=token))
            welcome = await raw_recv(r, "welcome")
            assert welcome["rejoined"] is True
            await raw_recv(r, "view")
            if i == 0:
                start = journal.stat().st_size  # (after one cycle: the lines it writes)
        per_cycle = (journal.stat().st_size - start) / (CYCLES - 1)
        cfg = TableConfig()
        # (one player: a leave each cycle against the member's bucket; a hello and a leave
        # against the address's)
        cycles_per_second = min(cfg.msg_rate, cfg.msg_rate * cfg.addr_share / 2)
        seconds_to_fill = MAX_JOURNAL_BYTES / max(per_cycle * cycles_per_second, 1e-9)
        assert seconds_to_fill >= 24 * 3600, (
            f"each leave/take-back cycle adds {per_cycle:.0f} bytes to the journal: one player "
            f"at the table's own rate limits makes it unreadable ({MAX_JOURNAL_BYTES} bytes) "
            f"in {seconds_to_fill / 60:.0f} minutes")
        w.close()
        await ann.close()
    finally:
        await host.close()
