"""net67 #3: ``load`` (``host --resume``) reads a journal's last 64 MiB (net66 #3) and decodes
every line of it into a dict, the earlier matches' moves included, keeping them all in one list
before it picks the last ``match`` line: a journal of 70 MiB (a table's few hundred matches)
took 8 s and 1.1 GB of memory (peak RSS) to resume a match that had just begun — 15 times the
bytes read; on a small host (a Raspberry Pi's 1 GB) the resume fails or swaps. Only the last
match's lines need decoding. Here 7.5 MB of earlier matches; the bound is on memory (traced
allocations), not time: a few times the bytes read, not 15."""

from __future__ import annotations

import tracemalloc
from pathlib import Path

from net_testkit import write_match
from test_net66_journal_of_many_matches import _finished_match

from net.journal import load

EARLIER = 40  # matches of 3,000 moves before the one resumed (~7.5 MB)
#: the most memory load may take, as a multiple of the file's bytes (it took 15)
TIMES = 6


def test_resuming_the_last_match_does_not_hold_every_earlier_match_in_memory(
        tmp_path: Path) -> None:
    one = tmp_path / "one.jsonl"
    write_match(one)
    header = one.read_text()
    earlier = _finished_match(header)
    path = tmp_path / "table.jsonl"
    with path.open("wb") as f:
        for _ in range(EARLIER):
            f.write(earlier)
        f.write(header.encode())  # (the match under way: just begun)
    size = path.stat().st_size
    tracemalloc.start()
    try:
        resumed = load(path)
        _now, peak = tracemalloc.get_traced_memory()
    finally:
        tracemalloc.stop()
    assert resumed.state.state_id == 0
    assert peak <= TIMES * size, (
        f"load of a {size}-byte journal whose last match is one line took {peak} bytes of "
        f"memory ({peak / size:.1f} times the file)")
