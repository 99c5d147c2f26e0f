"""net66 #3: a table keeps one journal for its whole life, a ``match`` line and the match's moves
appended for every match it plays (``Table.start_match``); ``load`` — ``host --resume`` — reads
only the last match, but refuses the whole file once it is larger than ``MAX_JOURNAL_BYTES``
(64 MiB, ``read_bounded``: "larger than … bytes"). A match of 500 points is some 1,000 to 3,000
moves of ~80 bytes (a 416-move match here: 36 KB), so a table left open for its evenings'
matches — a few hundred — can no longer be resumed at all: after a crash or a ``kill`` its
match under way, a two-move one included, is lost, where the limit was meant for a file no
table writes (docs/PROTOCOL.md §6 bounds one player's churn so that it stays far below it).
The last match of such a journal should still open."""

from __future__ import annotations

import json
from pathlib import Path

from net_testkit import write_match

from net.journal import MAX_JOURNAL_BYTES, load

#: one earlier, finished match: its header, 3,000 moves, its end (about 250 KB)
MOVES = 3_000


def _finished_match(header: str) -> bytes:
    acts = "".join(json.dumps({"k": "act", "seat": i % 4, "a": {"type": "play", "card": "R5"},
                               "id": i + 1}, separators=(",", ":")) + "\n"
                   for i in range(MOVES))
    return (header + acts + '{"k":"over","at":1700000000.0}\n').encode()


def test_the_last_match_of_a_table_that_played_many_opens(tmp_path: Path) -> None:
    one = tmp_path / "one.jsonl"
    write_match(one)
    header = one.read_text()  # (a match line as a table writes it)
    earlier = _finished_match(header)
    path = tmp_path / "table.jsonl"
    with path.open("wb") as f:
        for _ in range(MAX_JOURNAL_BYTES // len(earlier) + 1):
            f.write(earlier)
        f.write(header.encode())  # (the match under way: just begun)
    assert path.stat().st_size > MAX_JOURNAL_BYTES
    resumed = load(path)  # JournalError: cannot read journal …: larger than 67108864 bytes
    assert resumed.state.state_id == 0 and len(resumed.seats) == 2
