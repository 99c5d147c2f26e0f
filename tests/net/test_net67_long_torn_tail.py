"""net67 #2: a journal whose torn end — the bytes after its last whole line, which ``load``
skips — is longer than 64 KiB loads, but cannot be opened to go on with its match: ``Journal.open``
compares the file's size with what ``load`` read (``Resumed.source``, which stops before the
torn end), and takes a file longer by more than ``_MARKS_READ`` (64 KiB) as "written by another
table since it was read". ``host --resume`` then refuses a match that ``load`` replayed. A crash
can leave such an end (a file system that extended the file and zero-filled it, a block of
damage), and ``_drop_torn_tail`` is there to cut it. Small file, no timing."""

from __future__ import annotations

from pathlib import Path

from net_testkit import write_match

from net.journal import Journal, load


def _open_after_load(path: Path) -> None:
    resumed = load(path)  # (replays: the torn end is skipped)
    journal = Journal(path)
    try:
        journal.open(resumed)  # JournalError: … was written by another table since it was read
    finally:
        journal.close()


def test_a_torn_end_of_zeros_longer_than_64_kib_opens(tmp_path: Path) -> None:
    path = tmp_path / "table.jsonl"
    write_match(path)
    whole = path.stat().st_size
    with path.open("ab") as f:
        f.write(b"\0" * (100 * 1024))
    _open_after_load(path)
    assert path.stat().st_size == whole  # (the torn end cut before anything is appended)


def test_a_torn_last_line_longer_than_1_mib_opens(tmp_path: Path) -> None:
    path = tmp_path / "table.jsonl"
    write_match(path)
    whole = path.stat().st_size
    with path.open("ab") as f:
        f.write(b'{"k":"act","x":"' + b"y" * (2 << 20))  # (no end, no newline)
    _open_after_load(path)
    assert path.stat().st_size == whole
