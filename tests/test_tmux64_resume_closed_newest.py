"""tmux64: an app's host closes its table mid-match (q, then y: "Its match can be opened again
later: python3 run.py host --resume table-….jsonl"); an older headless table had been stopped
with Ctrl-C mid-match before. ``host --resume`` (no FILE) then says of the table just closed
that it "had no match under way to resume" — it had one, its host closed it — and never names
the command its own close screen gave. ``resume_file`` takes the ``found`` branch
(unotui/tables.py, the ``newer.at > found.written`` test) without asking whether ``newer`` is
the ``closed`` match."""

from __future__ import annotations

import time
from pathlib import Path
from types import SimpleNamespace

import pytest

from net.journal import JournalError


def test_resume_does_not_say_a_closed_match_was_never_under_way(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui import tables

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    folder = tables.journal_dir()
    folder.mkdir(parents=True)
    old = folder / "table-20261206-214759-c3bbf2.jsonl"
    new = folder / "table-20261206-214949-7d967f.jsonl"
    for path in (old, new):
        path.write_text("", encoding="utf-8")
    gone = tables.Unfinished(old, SimpleNamespace(header={"table": "Friday table",
                                                          "in_app": False}),
                             time.time() - 120)
    closed = tables.Unfinished(new, SimpleNamespace(header={"table": "Friday table",
                                                            "in_app": True}),
                               time.time() - 5)
    monkeypatch.setattr(tables, "unfinished_journals", lambda: (gone, closed))
    tables.note_opened("Friday table", new)  # (opened after the old one was last written)
    with pytest.raises(JournalError) as refused:
        tables.resume_file("")
    said = str(refused.value)
    assert "had no match under way" not in said, said
    assert str(new) in said, f"the match its host just closed is not named: {said}"
