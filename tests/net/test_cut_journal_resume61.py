"""review61 #2: the table opened last whose journal was cut (a write failed, renamed ``.cut``)
was said by ``host --resume`` alone to have had "no match under way to resume", and an older
unfinished match was offered instead: the .cut sentence was only reached when no other
unfinished match existed. It names the cut journal first now, and the older match after it.
And a journal set aside never takes the name of one set aside before."""

from __future__ import annotations

import asyncio
import os
import time
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, fill_disk, start_host, until


async def _match_under_way(journal: Path, fail: bool) -> None:
    from net.client import Client

    host, port = await start_host(seats=2, journal=journal)
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    await ann.client.add_bot()
    await ann.client.start()
    table = host.table
    await until(lambda: journal.stat().st_size > 0, "the match's header")
    if fail:
        fill_disk(table.journal)
        await asyncio.wait_for(ann.play_until("round_end"), WAIT * 3)
        assert table.journal.failed
    else:
        await ann.client.recv("view", timeout=WAIT)
    await ann.client.close()
    await host.abandon()  # (went away: resumable, as after a crash)


async def test_resume_alone_after_a_cut_journal_with_an_older_match_waiting(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from net.journal import JournalError
    from unotui.tables import note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    old = tmp_path / "tables" / "table-20260101-000000-aaaaaa.jsonl"
    await _match_under_way(old, fail=False)
    os.utime(old, (time.time() - 3600, time.time() - 3600))  # (an hour ago)
    new = tmp_path / "tables" / "table-20260102-000000-bbbbbb.jsonl"
    note_opened("Newest", new)  # (as host_table and the headless host do)
    await _match_under_way(new, fail=True)
    with pytest.raises(JournalError) as caught:
        picked = resume_file("")
        raise AssertionError(f"--resume alone picks {picked}")
    said = str(caught.value)
    # the newest table DID have a match under way: its journal was cut by a failed write
    assert "had no match under way" not in said, said
    assert f"kept as {new}.cut" in said and "An older unfinished match" in said, said
    assert str(old) in said, said


async def test_a_second_journal_set_aside_at_one_path_keeps_the_first(tmp_path: Path) -> None:
    """A table given the same ``--journal`` again, whose write fails again: the second match's
    cut journal replaced the first's (os.replace), which was lost."""
    journal = tmp_path / "j.jsonl"
    await _match_under_way(journal, fail=True)
    first = (tmp_path / "j.jsonl.cut").read_bytes()
    await _match_under_way(journal, fail=True)
    assert (tmp_path / "j.jsonl.cut").read_bytes() == first
    assert (tmp_path / "j-2.jsonl.cut").is_file()


def test_a_cut_journal_resumed_by_name_that_fails_again_is_set_aside_anew(tmp_path: Path) -> None:
    """It became ``….jsonl.cut.cut``, which ``--resume`` alone never names; kept as it was,
    ``--resume`` alone took it for a match under way (review62 #2): a name of its own."""
    from net.journal import Journal

    cut = tmp_path / "j.jsonl.cut"
    journal = Journal(cut)
    journal.open()
    journal.write({"k": "over", "at": 1})
    fill_disk(journal)
    journal.write({"k": "over", "at": 2})
    assert journal.failed
    journal.close()
    assert sorted(p.name for p in tmp_path.iterdir()) == ["j-2.jsonl.cut"]
