"""cli52: the journals of a host operator's tables.

A journal whose last line is whole (it ends with a newline) but no JSON — a torn last line
that an editor saved with its final newline (vim does), or a damaged block: ``load`` takes it
for a torn last line and resumes; ``Journal.open`` cut a torn tail only when the file did not
end with a newline, so the resumed table appended after the bad line, and the journal no
longer loaded: the next ``--resume`` refused it ("N: not a journal line") — the match lost.
"""

from __future__ import annotations

import asyncio
import logging
import signal
from pathlib import Path

import pytest
from net_testkit import WAIT, start_host, until, write_match
from test_commands import read_until, spawn

from net.client import Client
from net.journal import Journal, load


@pytest.mark.parametrize("bad", ['{"k":"act","seat":0,"a":{"type":"dr\n', "NOT JSON\n", "\n"],
                         ids=["torn-then-newline", "no-json", "empty-line"])
def test_a_resumed_journal_whose_last_line_was_bad_still_loads(tmp_path: Path, bad: str) -> None:
    path = tmp_path / "j.jsonl"
    write_match(path)
    good = path.read_bytes()
    with path.open("a") as f:
        f.write(bad)
    resumed = load(path)  # (read as a torn last line: fine)
    assert resumed.source is not None and resumed.source[2] == len(good)
    journal = Journal(path)
    journal.open(resumed)
    journal.mark("resumed")
    journal.close()
    assert path.read_bytes().startswith(good) and b"NOT JSON" not in path.read_bytes()
    load(path)  # (raised JournalError: j.jsonl:3: not a journal line)


def test_a_journal_whose_last_line_is_good_is_not_cut(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    write_match(path)
    good = path.read_bytes()
    journal = Journal(path)
    journal.open(load(path))
    journal.close()
    assert path.read_bytes() == good


async def test_host_resume_twice_of_a_journal_with_a_bad_last_line(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    write_match(path)
    with path.open("a") as f:
        f.write("NOT JSON\n")
    for attempt in (1, 2, 3):
        proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "9401",
                           "--no-advertise", "--resume", str(path),
                           UNOTUI_STATE_DIR=str(tmp_path / "state"))
        try:
            await read_until(proc, "Resumed")
        except AssertionError:
            _, err = await asyncio.wait_for(proc.communicate(), WAIT)
            raise AssertionError(f"resume {attempt} refused: {err.decode().strip()}") from None
        proc.send_signal(signal.SIGTERM)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


def test_resume_alone_does_not_call_a_cut_journal_that_went_on_failed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A match set aside as ``X.jsonl.cut`` (a full disk), resumed by name — "Journal: X.cut
    (restart with --resume)" — plays on and its host is killed. The operator opens another
    table ("Other"), which closes in its lobby. ``--resume`` alone then said the match
    "stopped keeping its journal when a write failed (a full disk?); what was written is kept
    as X.cut: give --resume that FILE to open the match as it stood then", of a match that went
    on after its resume, its journal whole. Which of the two it was cannot be told here: the
    words say neither, and still name the file."""
    import time

    from net.journal import JournalError
    from unotui.tables import journal_dir, note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    cut = journal_dir() / "table-20261205-100000-aaaaaa.jsonl.cut"
    write_match(cut)
    note_opened("Full", cut)  # (its resume by name, which then played on and was killed)
    time.sleep(0.05)
    note_opened("Other", journal_dir() / "table-20261205-100100-bbbbbb.jsonl")  # (gone: lobby)
    with pytest.raises(JournalError) as said:
        resume_file("")
    words = str(said.value)
    # (it went on after its resume, and was last written whole: not "as it stood then")
    assert "when a write failed" not in words and "as it stood then" not in words, words
    assert f"{cut} (last written " in words and "give --resume that FILE" in words, words


def test_resume_alone_after_a_first_write_failed_offers_no_empty_cut(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Its host killed (``kill -9``: the empty ``.cut`` stays), ``--resume`` alone said of
    that table "what was written is kept as X.cut: give --resume that FILE to open the match
    as it stood then" — of an empty file; and of the newest journal here alike."""
    from net.journal import JournalError
    from unotui.tables import journal_dir, note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    journal = journal_dir() / "table-20261205-100000-aaaaaa.jsonl"
    note_opened("Full", journal)
    journal.parent.mkdir(parents=True)
    cut = journal.with_name(journal.name + ".cut")
    cut.touch()
    with pytest.raises(JournalError) as said:
        resume_file("")
    assert "give --resume that FILE" not in str(said.value), str(said.value)
    assert "'Full'" in str(said.value) and "could not keep its journal at all" \
        in str(said.value), str(said.value)
    (tmp_path / "state" / "last-table.json").unlink()  # (no table known as opened last)
    with pytest.raises(JournalError) as said:
        resume_file("")
    assert "give --resume that FILE" not in str(said.value), str(said.value)
    assert "could not keep its journal at all" in str(said.value), str(said.value)


async def test_a_journal_that_failed_at_its_first_line_offers_no_resume_of_its_cut(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A table opened on a disk already full: the journal's first line (the ``match`` line)
    cannot be written. The host was told "what was written is kept as X.jsonl.cut: host
    --resume X.jsonl.cut opens the match as it stood then" — nothing was written: that file is
    empty (removed as the table closes; left by a kill -9), and its resume fails "no match
    recorded". Now it says the match cannot be kept at all."""
    import logging

    from net_testkit import fill_disk, start_host, until

    from net.client import Client

    caplog.set_level(logging.WARNING)
    journal = tmp_path / "j.jsonl"
    host, port = await start_host(seats=2, journal=journal)
    try:
        fill_disk(host.table.journal)
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.add_bot()
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await until(lambda: host.table.journal.failed is not None, "the failed write")
        said = " ".join(r.getMessage() for r in caplog.records)
        assert "--resume" not in said, said
        assert "cannot be kept at all" in said, said
        assert host.table.journal.kept is None
        await ann.close()
    finally:
        await host.abandon()


# review64 #5: Journal.kept took "the file holds something" for "this match was written": a
# journal holding an earlier match (--journal given an old one, the table's own earlier match)
# whose new match's first write failed was offered as "host --resume X.cut opens the match as
# it stood then", which opened the older match.
async def test_first_write_of_a_new_match_failing_after_an_older_match_offers_no_resume(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.WARNING)
    journal = tmp_path / "j.jsonl"
    write_match(journal)  # (an older match of bots B0, B1: not the one this table plays)
    host, port = await start_host(seats=2, journal=journal)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.add_bot()
        # (the disk fills before this match's first line: a write raises ENOSPC, the file
        # itself still there — fill_disk's /dev/full would make fstat say "empty")
        import errno

        import net.journal as journal_mod

        def full(fd: int, data: object) -> int:
            raise OSError(errno.ENOSPC, "No space left on device")

        monkeypatch.setattr(journal_mod.os, "write", full)
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await until(lambda: host.table.journal.failed is not None, "the failed write")
        said = " ".join(r.getMessage() for r in caplog.records)
        # (nothing of Ann's match was written: --resume of the file opens the older match)
        assert "opens the match as it stood then" not in said, said
        assert "cannot be kept at all" in said, said
        await ann.close()
    finally:
        await host.abandon()
