"""A new table given ``--journal FILE`` where FILE holds another table's unfinished match
(cli49 #2). README: "Opening a new table while such a match waits says so, with the command
that resumes it". A new table whose ``--journal`` named the journal of a match still under way
(its host killed) opened without a word and appended its own match to that file; from then on
``--resume FILE`` opened the new table's match, and the waiting one (its scores, hands, seats)
could no longer be resumed. Now refused in one line (exit code 1) with the command that resumes
the waiting match, the file untouched. Subprocesses on loopback."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import free_port, hosted_then_killed, spawn


async def test_a_new_table_does_not_take_over_a_waiting_match_journal(tmp_path: Path) -> None:
    journal = tmp_path / "den.jsonl"
    await hosted_then_killed(journal, free_port(), name="Old den")
    before = journal.read_bytes()
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--journal", str(journal), "--name", "New den")
    try:
        out, err = await asyncio.wait_for(proc.communicate(), WAIT)
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
            await asyncio.wait_for(proc.wait(), WAIT)
    said = err.decode().strip()
    assert proc.returncode == 1, out.decode() + said
    assert "is open on" not in out.decode()
    assert len(said.splitlines()) == 1 and "Traceback" not in said, said
    assert "unfinished match of 'Old den'" in said and f"host --resume {journal}" in said, said
    assert journal.read_bytes() == before  # (the waiting match is still the journal's last)
