"""net70 #4: a host's journal was written line by line and never synced to disk. ``kill -9``
loses nothing (the system holds what was written), but a power cut could lose the last
seconds of a match — and a player who saw a card drawn in them would know it is coming again,
since the deal follows the table's seed. The journal is now synced (``fdatasync``) as each
round and the match end, off the host's event loop, and as it closes."""

from __future__ import annotations

import asyncio
import os
from pathlib import Path
from typing import Any

from net_testkit import WAIT, Player, start_host, until

from core.rules import Rules
from net.client import Client
from net.journal import Journal


def _record_syncs(monkeypatch: Any) -> list[tuple[int, int]]:
    """Every ``fdatasync`` (or ``fsync``) from now: (descriptor, its file's size then)."""
    synced: list[tuple[int, int]] = []
    name = "fdatasync" if hasattr(os, "fdatasync") else "fsync"
    real = getattr(os, name)

    def sync(fd: int) -> None:
        synced.append((fd, os.fstat(fd).st_size))
        real(fd)

    monkeypatch.setattr(os, name, sync)
    return synced


def test_a_journal_syncs_what_it_wrote_and_syncs_again_as_it_closes(
        tmp_path: Path, monkeypatch: Any) -> None:
    synced = _record_syncs(monkeypatch)
    path = tmp_path / "table.jsonl"
    journal = Journal(path)
    journal.open()
    journal.mark("over")
    journal.sync()
    assert synced == [(journal._fd, path.stat().st_size)], "what was written is on the disk"
    journal.close()
    assert len(synced) == 2 and synced[1][1] == path.stat().st_size
    journal.sync()  # (closed: nothing to sync, and nothing raised)
    assert len(synced) == 2


def test_a_journal_of_dev_null_is_never_synced(monkeypatch: Any) -> None:
    synced = _record_syncs(monkeypatch)
    journal = Journal(os.devnull)
    journal.open()
    journal.mark("over")
    journal.sync()
    journal.close()
    assert synced == []


async def test_each_round_and_the_match_end_are_on_the_disk_before_the_next_move(
        tmp_path: Path, monkeypatch: Any) -> None:
    synced = _record_syncs(monkeypatch)
    path = tmp_path / "table.jsonl"
    # (a round's pause long enough that nothing is written between a round's end and its sync)
    host, port = await start_host(journal=path, rules=Rules(target_score=150), round_pause=0.3)
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        await ann.client.add_bot("basic")
        await ann.client.start()
        ends: list[int] = []  # (the journal's size as each round ended)
        while True:
            msg = await asyncio.wait_for(ann.play_until("round_end", "match_end"), WAIT)
            if msg["t"] == "match_end":
                break
            ends.append(path.stat().st_size)
            await until(lambda: any(size >= ends[-1] for _, size in synced),
                        "the round's end synced")
        over = path.stat().st_size  # (its ``over`` line written)
        await until(lambda: any(size >= over for _, size in synced), "the match's end synced")
    finally:
        await host.close()
    assert ends, "a round ended before the match did"
    assert path.read_text().rstrip().splitlines()[-1].startswith('{"k":"over"')
