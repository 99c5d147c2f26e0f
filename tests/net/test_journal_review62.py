"""review62: journal edge cases of the cli51 / review61 mends."""

from __future__ import annotations

from pathlib import Path

from net_testkit import write_match

from net.journal import Journal, load


# review61 #1 mended: a resume whose first try wrote only its resumed / listen lines (its port
# in use) opens again with the same read. A journal left with a torn last line (a crash
# mid-write: exactly the journal one resumes) was read with that half line, which the first
# try cut off before writing its lines: the retry is refused as written by another table.
def test_retry_of_a_resume_of_a_journal_with_a_torn_tail(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    write_match(path)
    with open(path, "ab") as f:
        f.write(b'{"k":"act","seat":0,"a":{"type":"dr')  # a crash mid-write
    read = load(path)
    first = Journal(path)
    first.open(read)  # the first try: its opening lines, then its port was in use
    first.mark("resumed")
    first.listen("127.0.0.1", 9200)
    first.close()
    retry = Journal(path)
    retry.open(read)  # the same plan opens it again: nothing of the match changed
    retry.close()
