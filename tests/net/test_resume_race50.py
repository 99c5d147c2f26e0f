"""cli50: two ``host --resume`` of one journal started together (two terminals, a script
bringing tables back after a reboot, a paste run twice) both open the table: the check that a
running table writes the journal (net.journal.in_use) comes before either has written, and
Journal._hold carries on without the lock when another holds it. Both then append to the one
journal; a move at each table leaves two ``act`` lines of one state id, and the match can never
be resumed again ("state id N does not replay"). The second should be refused."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import free_port, read_until, spawn
from test_resume_last_opened45 import _headless_match


async def _opened(proc: asyncio.subprocess.Process) -> bool:
    try:
        await read_until(proc, "Join with:")
        return True
    except (AssertionError, TimeoutError):
        return False


async def test_two_resumes_of_one_journal_at_once_open_one_table(tmp_path: Path) -> None:
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    [journal] = list((tmp_path / "tables").glob("*.jsonl"))
    for _attempt in range(12):  # (a race: a few tries; two tables opened in about one of three)
        await _both(journal, state)


async def _both(journal: Path, state: dict[str, str]) -> None:
    procs = list(await asyncio.gather(*(
        spawn("host", "--headless", "--no-advertise", "--resume", str(journal),
              "--bind", "127.0.0.1", "--port", str(free_port()), **state) for _ in range(2))))
    try:
        opened = await asyncio.gather(*(_opened(p) for p in procs))
    finally:
        for p in procs:
            if p.returncode is None:
                p.send_signal(signal.SIGINT)
            await asyncio.wait_for(p.wait(), WAIT)
    assert opened.count(True) == 1, f"{opened.count(True)} tables write {journal}"


def test_the_lock_decides_who_writes_a_journal(tmp_path: Path) -> None:
    """The second open of a journal another holds is refused, nothing written by it; once the
    first closes, it opens."""
    import pytest

    from net.journal import Journal, JournalBusy, in_use

    path = tmp_path / "j.jsonl"
    first = Journal(path)
    first.open()
    first.write({"k": "match", "at": 1})
    second = Journal(path)
    with pytest.raises(JournalBusy, match="still open"):
        second.open()
    assert in_use(path)
    first.close()
    second.open()
    second.close()
    assert path.read_text() == '{"k":"match","at":1}\n'


def test_a_journal_written_since_it_was_read_is_not_resumed(tmp_path: Path) -> None:
    """A table that opened the journal and went away between this resume's read and its lock:
    resuming what was read would lose its moves (and the journal would not replay)."""
    import pytest
    from net_testkit import write_match

    from net.journal import Journal, JournalError, load

    path = tmp_path / "j.jsonl"
    write_match(path)
    read = load(path)
    other = Journal(path)
    other.write({"k": "resumed", "at": 1})  # (its opening alone: nothing of the match, and
    other.close()  # the same read opens it still, review61 #1)
    same = Journal(path)
    same.open(read)
    same.close()
    other = Journal(path)
    other.write({"k": "owner", "token": None})  # (a change of the match's)
    other.close()
    with pytest.raises(JournalError, match="since it was read"):
        Journal(path).open(read)
    Journal(path).open(load(path))  # (read again: fine)


def test_a_journal_nothing_was_written_to_is_removed_as_it_closes(tmp_path: Path) -> None:
    """A table creates its journal as it opens (to hold the lock); one that closes in its
    lobby leaves none, as before; a file that was there stays."""
    from net.journal import Journal

    made = Journal(tmp_path / "new.jsonl")
    made.open()
    assert (tmp_path / "new.jsonl").exists()
    made.close()
    assert not (tmp_path / "new.jsonl").exists()
    (tmp_path / "kept.jsonl").write_text("")
    kept = Journal(tmp_path / "kept.jsonl")
    kept.open()
    kept.close()
    assert (tmp_path / "kept.jsonl").exists()
