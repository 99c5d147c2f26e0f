"""review65: the review64 #5 fix (44046eeb, Journal.kept) covered the host's own log line
only. ``host --resume`` alone still judges a set-aside journal by "the file is not empty"
(unotui.tables._kept_as / _set_aside_newest use _holds_something), so after a table's *new*
match failed at its very first line, it tells the operator "what was written is kept as
X.jsonl.cut: give --resume that FILE to open the match as it stood then" — that file holds
only the table's earlier match, which ended; nothing of the match that was cut was written.
The host's own warning said the opposite: "this match cannot be kept at all"."""

from __future__ import annotations

import asyncio
import errno
import logging
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, start_host, until

from net.client import Client


async def test_resume_alone_offers_no_cut_whose_new_match_was_never_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    from core.rules import Rules
    from net.journal import JournalError, load
    from unotui.tables import journal_dir, note_opened, resume_file

    caplog.set_level(logging.WARNING)
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    journal = journal_dir() / "table-20261205-100000-aaaaaa.jsonl"
    journal.parent.mkdir(parents=True, exist_ok=True)
    note_opened("Den", journal)
    await asyncio.sleep(0.05)
    host, port = await start_host(seats=2, journal=journal, rules=Rules(scoring="single"),
                                  name="Den")
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    try:
        await ann.client.add_bot("normal")
        await until(lambda: host.table.taken() == 2)
        await ann.client.start()
        await asyncio.wait_for(ann.play_until("match_end"), WAIT)  # match 1: written whole
        # the disk fills now: the next match's first line cannot be written
        import net.journal as journal_mod

        def full(fd: int, data: object) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(journal_mod.os, "write", full)
        await until(lambda: host.table.phase == "lobby", "the lobby after match 1")
        await ann.client.start()
        await until(lambda: host.table.journal.failed is not None, "the failed write")
        said = " ".join(r.getMessage() for r in caplog.records)
        assert "cannot be kept at all" in said, said  # (the host's own words: fixed)
        assert host.table.journal.kept is None
        monkeypatch.undo()
        monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    finally:
        await ann.client.close()
        await host.abandon()  # (as a table killed)
    cut = journal.with_name(journal.name + ".cut")
    assert cut.is_file() and load(cut).finished  # (only match 1 is in it, and it ended)
    with pytest.raises(JournalError) as told:
        resume_file("")
    words = str(told.value)
    # (--resume of that file opens match 1, over; the match that was cut left nothing)
    assert "open the match as it stood then" not in words, words
