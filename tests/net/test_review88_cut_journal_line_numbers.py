"""review88 #2: ``load`` of a journal longer than ``MAX_JOURNAL_BYTES`` reads its tail only
(net66 #3), and names a line it cannot read as ``PATH:N`` — N counted from where the tail read
begins (``before = raw.count(b"\\n", 0, last)`` on the tail), not from the file's first line. An
operator told "table.jsonl:5: not a journal line" opens the file at line 5 and finds an earlier
match's good line there; the line that is wrong is thousands of lines further. (MAX_JOURNAL_BYTES
is made small here: the same happens to every journal past 64 MiB.)"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from net_testkit import write_match
from test_net66_journal_of_many_matches import _finished_match

from net import journal as journal_mod
from net.journal import JournalError, load


def test_a_bad_line_of_a_cut_journal_is_named_by_its_line_in_the_file(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    one = tmp_path / "one.jsonl"
    write_match(one)
    header = one.read_text()
    earlier = _finished_match(header)  # (3,002 lines, ~250 KB)
    path = tmp_path / "table.jsonl"
    with path.open("wb") as f:
        f.write(earlier)
        f.write(earlier)
        f.write(header.encode())  # (the last match: its header, a good move, then a bad line)
        f.write(b'{"k":"over","at":1700000000.0}\n')
        f.write(b"this is no journal line\n")
        f.write(b'{"k":"over","at":1700000000.0}\n')
    bad = path.read_bytes().split(b"\n").index(b"this is no journal line") + 1
    monkeypatch.setattr(journal_mod, "MAX_JOURNAL_BYTES", len(earlier) + 1000)
    assert path.stat().st_size > journal_mod.MAX_JOURNAL_BYTES  # (read from its tail)
    with pytest.raises(JournalError) as caught:
        load(path)
    named = re.search(r":(\d+): not a journal line", str(caught.value))
    assert named is not None, str(caught.value)
    assert int(named.group(1)) == bad, (
        f"the bad line is line {bad} of the file; the error names line {named.group(1)}")
