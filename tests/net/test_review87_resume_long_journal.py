"""review87: net66 #3 made ``load`` read a journal's last 64 MiB, but the ``Resumed.source`` it
returns counts the bytes of that tail, not of the file (``_whole_lines(raw)``): opening the
journal to go on with the match (``Journal.open(resumed)``, what ``host --resume`` does) then
finds the file "written by another table since it was read" — every journal past 64 MiB is
still refused, now one step later. A table that played a few hundred matches cannot be resumed.
"""

from __future__ import annotations

from pathlib import Path

from net_testkit import write_match
from test_net66_journal_of_many_matches import _finished_match

from net.journal import MAX_JOURNAL_BYTES, Journal, load


def test_a_journal_past_64_mib_opens_to_go_on_after_load(tmp_path: Path) -> None:
    one = tmp_path / "one.jsonl"
    write_match(one)
    header = one.read_text()
    earlier = _finished_match(header)
    path = tmp_path / "table.jsonl"
    with path.open("wb") as f:
        for _ in range(MAX_JOURNAL_BYTES // len(earlier) + 1):
            f.write(earlier)
        f.write(header.encode())
    resumed = load(path)
    journal = Journal(path)
    try:
        journal.open(resumed)  # JournalError: … was written by another table since it was read
    finally:
        journal.close()


def test_a_last_match_of_exactly_64_mib_loads(tmp_path: Path) -> None:
    """The tail read starts at a line's start when the last match is exactly the limit long:
    its first whole line — the ``match`` line — is dropped as if it were a piece of one."""
    one = tmp_path / "one.jsonl"
    write_match(one)
    header = one.read_bytes()
    path = tmp_path / "table.jsonl"
    filler = b" " * 1022 + b"0\n"  # (a JSON line load skips: not a map)
    room = MAX_JOURNAL_BYTES - len(header)
    with path.open("wb") as f:
        f.write(header)  # (an earlier match: the file is longer than the limit)
        f.write(header)
        f.write(filler * (room // len(filler)))
        f.write(b" " * (room % len(filler) - 2) + b"0\n" if room % len(filler) else b"")
    assert path.stat().st_size == len(header) + MAX_JOURNAL_BYTES
    resumed = load(path)  # JournalError: its last match is longer than 67108864 bytes
    assert resumed.state.state_id == 0
