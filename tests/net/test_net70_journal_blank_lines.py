"""net70 #4 (low): a journal whose end holds two empty lines (`echo >> journal` twice, an
editor's stray newline on a journal already ending in one) is refused by `host --resume` as
"N: not a journal line", N an empty line: only the last line is taken as a torn one
(net/journal.py ``load``), and an empty line before it is taken for damage. An empty line holds
no record and changes nothing: it should be skipped, wherever it is, as a line that is no map
(``[1,2]``, ``null``) already is."""

from __future__ import annotations

from pathlib import Path

from net_testkit import write_match

from net.journal import load


def test_empty_lines_at_the_end_of_a_journal_are_no_damage(tmp_path: Path) -> None:
    path = tmp_path / "j.jsonl"
    write_match(path)
    before = load(path).state.state_id
    with open(path, "a") as f:
        f.write("\n\n")
    assert load(path).state.state_id == before


def test_one_empty_line_at_the_end_is_taken_as_torn() -> None:
    """(passes: one is the torn last line)"""
    import tempfile

    with tempfile.TemporaryDirectory() as d:
        path = Path(d) / "j.jsonl"
        write_match(path)
        with open(path, "a") as f:
            f.write("\n")
        assert load(path).state.state_id == 0
