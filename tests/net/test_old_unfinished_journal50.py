"""cli50: a match under way whose last move is over 30 days old (a league paused for the
holidays) is resumable by ``host --resume FILE``; but the next table opened on this machine
deletes its journal (tables.new_journal_path: JOURNAL_DAYS), without a word on the screen — the
new table prints "Journal: …" and carries on, and the match is gone for good. A journal of a
match still under way should be kept, or its removal at least said."""

from __future__ import annotations

import asyncio
import os
import signal
import time
from pathlib import Path

import pytest
from net_testkit import WAIT
from test_commands import read_until, spawn
from test_resume_last_opened45 import _headless_match


async def test_an_old_unfinished_match_is_not_deleted_without_a_word(tmp_path: Path) -> None:
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    [journal] = list((tmp_path / "tables").glob("*.jsonl"))
    old = time.time() - 31 * 86400
    os.utime(journal, (old, old))
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--name", "Next", **state)
    try:
        lines = await read_until(proc, "Journal:")
        await asyncio.sleep(0.5)
    finally:
        proc.send_signal(signal.SIGINT)
        out, _err = await asyncio.wait_for(proc.communicate(), WAIT)
    said = "".join(lines) + out.decode()
    assert journal.exists() or str(journal) in said, said


def test_old_journals_go_but_not_a_match_under_way(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    """Over 30 days old: a finished match's journal, a closed one, an empty or damaged one
    are removed as a new table starts its journal; a match under way, and a journal a
    running table writes, stay."""
    from core.rules import Rules
    from net import honesty
    from net.journal import Journal
    from unotui.tables import JOURNAL_DAYS, new_journal_path

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    folder = tmp_path / "tables"
    folder.mkdir()
    header = {"table": "T", "rules": Rules().to_dict(), "owner": None,
              "secret": honesty.secret_from_seed("o").hex(),
              "seats": [{"kind": "bot", "name": f"B{i}", "token": None, "bot": "basic"}
                        for i in range(2)]}
    files = {}
    for name, last in (("under-way", None), ("over", {"k": "over", "at": 1}),
                       ("closed", {"k": "closed", "at": 1}), ("running", None)):
        j = Journal(folder / f"table-{name}.jsonl")
        j.match(header)
        if last is not None:
            j.write(last)
        j.close()
        files[name] = folder / f"table-{name}.jsonl"
    files["empty"] = folder / "table-empty.jsonl"
    files["empty"].write_text("")
    files["damaged"] = folder / "table-damaged.jsonl"
    files["damaged"].write_text("not a journal\n{}\n")
    old = time.time() - (JOURNAL_DAYS + 1) * 86400
    for path in files.values():
        os.utime(path, (old, old))
    running = Journal(files["running"])
    running.open()
    try:
        new_journal_path()
    finally:
        running.close()
    kept = {name for name, path in files.items() if path.exists()}
    assert kept == {"under-way", "running"}
