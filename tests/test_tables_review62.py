"""review62: --resume alone and the table opened last, for a --journal given with a literal ~
(``--journal=~/x.jsonl``: bash leaves the tilde of an option's ``=`` as it is)."""

from __future__ import annotations

from pathlib import Path

import pytest

from core.rules import Rules
from net import honesty
from net.journal import Journal


def test_resume_alone_finds_the_journal_the_table_wrote(tmp_path: Path,
                                                         monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui import tables

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    monkeypatch.setenv("HOME", str(tmp_path / "home"))
    (tmp_path / "home").mkdir()
    work = tmp_path / "work"
    work.mkdir()
    monkeypatch.chdir(work)
    spec = "~/x.jsonl"  # as the host got it
    j = Journal(Path(spec))  # as net.host opens it: Journal(config.journal), Path(journal)
    j.open()
    j.match({"table": "T", "rules": Rules().to_dict(),
             "secret": honesty.secret_from_seed("r").hex(), "owner": None,
             "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                       for i in range(2)]})
    j.close()
    written = j.path.resolve()
    tables.note_opened("T", Path(spec))  # as host.py notes it: config.journal
    assert Path(tables.last_opened().journal).resolve() == written, (
        f"note_opened names {tables.last_opened().journal}, the table wrote {written}")
    assert Path(tables.resume_file("")).resolve() == written


# cli51: "--resume alone after a table closed in its lobby names that table". A table on
# /dev/null (its Journal line said it keeps no match and cannot be resumed) that went away
# with its match under way: --resume alone says it "had no match under way", which is false.
# So it was still while an older match waited, unfinished or closed by its host (review63 #2).
@pytest.mark.parametrize("older", [None, "unfinished", "closed"])
def test_resume_alone_after_a_dev_null_table_does_not_say_it_had_no_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch, older: str | None) -> None:
    import os
    import time

    from net_testkit import write_match

    from net.journal import JournalError
    from unotui import tables

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    if older is not None:
        waiting = tables.journal_dir() / "table-20261201-120000-abcdef.jsonl"
        waiting.parent.mkdir(parents=True, exist_ok=True)
        write_match(waiting)
        if older == "closed":
            journal = Journal(waiting)
            journal.open()
            journal.mark("closed")
            journal.close()
        then = time.time() - 3600
        os.utime(waiting, (then, then))
    tables.note_opened("T", Path("/dev/null"))  # as host.py notes it: config.journal
    with pytest.raises(JournalError) as info:
        tables.resume_file("")
    said = str(info.value)
    assert "had no match under way" not in said and "'T' (at " in said, said
    assert "kept no journal (/dev/null)" in said, said
    if older is not None:
        assert "'T'" in said.split("kept no journal")[0], said  # (that table first, then
        assert "table-20261201-120000-abcdef.jsonl" in said, said  # the match that waits)


# A .cut journal (set aside at a failed write) resumed by name, whose write fails again, is not
# set aside again (Journal._set_aside returns early for a .cut name); --resume alone now looks
# at the table opened last's journal wherever it is (_resume_candidates) and opens that file,
# cut short at its failed write, as the newest match under way, without a word: what the set
# aside was for (review59 #1: a match opened rounds back). Before, a .cut was never a candidate.
def test_resume_alone_does_not_silently_open_a_cut_journal_that_failed_again(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import errno

    import net.journal as nj
    from net.journal import JournalError
    from unotui import tables

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    folder = tables.journal_dir()
    folder.mkdir(parents=True, exist_ok=True)
    cut = folder / "table-x.jsonl.cut"
    j = Journal(cut)
    j.match({"table": "T", "rules": Rules().to_dict(),
             "secret": honesty.secret_from_seed("r").hex(), "owner": None,
             "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                       for i in range(2)]})
    j.close()
    again = Journal(cut)  # host --resume table-x.jsonl.cut
    again.open(nj.load(cut))
    tables.note_opened("T", cut)

    def full(_fd: int, _data: object) -> int:
        raise OSError(errno.ENOSPC, "No space left on device")

    monkeypatch.setattr(nj.os, "write", full)
    again.write({"k": "owner", "token": None})  # a move: the disk is full again
    monkeypatch.undo()
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    assert again.failed
    again.close()
    try:
        chosen = tables.resume_file("")
    except JournalError:
        return  # said why (as for a journal set aside): fine
    pytest.fail(f"--resume alone opens {chosen}, whose journal stopped at a failed write, "
                "without a word")
