"""ssh57: the ``Journal:`` line of ``host --headless --ssh PORT`` tells the operator to
"restart with --resume --ssh PORT" — without the journal's file when it is in the tables' own
folder. ``--resume`` alone opens the *newest* unfinished match of this machine, so once a second
table has been opened here since, the printed restart opens that other table behind this door.

Seen on one server: ``host --headless --password s3cret --ssh 11902 --name Pwtable`` (its line:
"restart with --resume --ssh 11902"), then ``host --headless --ssh 11922 --name 中文桌``; both
with a match under way, both stopped (Pwtable cleanly, 中文桌 by kill -9, as a power cut does to
both). Running Pwtable's printed command exactly — ``unotui host --headless --resume --ssh
11902`` — printed "Table '中文桌' is open on 127.0.0.1:11921 … SSH front door open on
127.0.0.1:11902": Pwtable's visitors, coming back by ``ssh -p 11902``, met the other table's
match (they only watch it), and 中文桌's visitors found no door at 11922. The hint is
``unotui.commands.host.resume_hint``: ``kept`` (a journal in ``journal_dir()``) drops the path.
"""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from test_resume_choice import age, write_journal


async def test_the_printed_restart_of_the_older_table_resumes_that_table(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    from unotui.commands.host import journal_line
    from unotui.tables import journal_dir, resume_file

    older = journal_dir() / "table-20261206-093557-aaaaaa.jsonl"
    newer = journal_dir() / "table-20261206-094349-bbbbbb.jsonl"
    await write_journal(older, "Pwtable")
    await write_journal(newer, "Other")
    age(older, 600)

    class Kept:  # (a journal that keeps its match: what the table's Journal object says)
        keeps = True

    line = journal_line(older, Kept(), door=" --ssh 11902")  # (what Pwtable printed)
    hint = line.split("(", 1)[1].rstrip(")")
    assert hint.startswith("restart with --resume"), line
    words = shlex.split(hint.removeprefix("restart with "), comments=True)
    spec: str | bool = True
    if len(words) > 1 and not words[1].startswith("--"):
        spec = words[1]
    opened = resume_file(spec)
    assert Path(opened).resolve() == older.resolve(), (
        f"following {line.strip()!r} opens {Path(opened).name}, the other table's journal")
