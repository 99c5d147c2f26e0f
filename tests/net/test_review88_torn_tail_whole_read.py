"""review88 #6: review87 #1 made ``Journal._drop_torn_tail`` read a journal's last
``_TAIL_READ`` (1 MiB) only — "a journal of many matches is hundreds of MB" — but when the torn
end is longer than that (net67 #2's cases: a crash's zeros, a torn line over 1 MiB) it reads the
*whole file* into memory "as before", to find the last newline: ``host --resume`` of a
table's 500 MB journal with 2 MB of zeros at its end holds 500 MB at once, the very read the
tail was meant to avoid. Here ``_TAIL_READ`` is made 64 KiB and the file some 3 MB: opening it
should not read it whole."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

import pytest
from net_testkit import write_match

from net import journal as journal_mod
from net.journal import Journal


def test_cutting_a_long_torn_end_does_not_read_the_whole_journal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(journal_mod, "_TAIL_READ", 64 << 10)
    path = tmp_path / "table.jsonl"
    write_match(path)
    line = b'{"k":"act","seat":0,"a":{"type":"draw"},"id":1}\n'
    with path.open("ab") as f:
        f.write(line * (3_000_000 // len(line)))  # (whole lines: some 3 MB)
        whole = f.tell()
        f.write(b"\0" * (128 << 10))  # (a crash's zeros, longer than the tail read)
    journal = Journal(path)
    tracemalloc.start()
    try:
        journal.open()
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
        journal.close()
    assert path.stat().st_size == whole  # (cut, as it should be)
    assert peak < 1 << 20, f"opening read {peak:,} bytes at once to cut a 128 KiB torn end"


@pytest.mark.parametrize("last, kept", [
    (b'{"k":"chat","text":"' + b"x" * (200 << 10) + b'"}\n', True),  # (a long line, whole)
    (b'{"k":"chat","text":"' + b"\0" * (200 << 10) + b'\n', False),  # (damaged, newline saved)
], ids=["json", "no-json"])
def test_a_last_line_longer_than_the_tail_read_is_kept_when_it_is_json(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, last: bytes, kept: bool) -> None:
    """review88 #5's mend reads such a last line alone, to see whether it is JSON: kept if so."""
    monkeypatch.setattr(journal_mod, "_TAIL_READ", 64 << 10)
    path = tmp_path / "table.jsonl"
    write_match(path)
    whole = path.stat().st_size
    with path.open("ab") as f:
        f.write(last)
    journal = Journal(path)
    journal.open()
    journal.close()
    assert path.stat().st_size == (whole + len(last) if kept else whole)
