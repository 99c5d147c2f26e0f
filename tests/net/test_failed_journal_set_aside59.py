"""review59 #1: a journal whose write failed mid-match (a full disk) is said to end the match's
resumability ("this match cannot be resumed past this point", shutdown resumable False, the
headless host prints "Final scores"), but the file is left as a match under way: neither the
failure nor the later close is recorded in it. ``host --resume`` alone then picks it and
reopens the match rounds back, without a word that the journal stops short. Now the file is
set aside (``.cut``), and ``--resume`` alone says so."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, fill_disk, start_host, until


async def test_a_journal_that_failed_is_not_resumed_by_resume_alone(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from net.client import Client
    from net.journal import JournalError
    from unotui.tables import resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    journal = tmp_path / "tables" / "table-20260101-000000-abcdef.jsonl"
    host, port = await start_host(seats=2, journal=journal)
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    await ann.client.add_bot()
    await ann.client.start()
    table = host.table
    await until(lambda: journal.stat().st_size > 0, "the match's header")
    fill_disk(table.journal)
    await asyncio.wait_for(ann.play_until("round_end"), WAIT * 3)
    assert table.shutdown_message()["resumable"] is False
    await ann.client.close()
    await host.close()
    # the table said its match cannot go on; the journal must not be offered as one that can
    with pytest.raises(JournalError, match=r"stopped keeping its journal .*\.cut"):
        picked = resume_file("")
        raise AssertionError(f"--resume alone picks the failed journal {picked}")
    # (set aside, what was written opens by name, as the match stood then)
    from net.journal import CUT_SUFFIX, load

    cut = journal.with_name(journal.name + CUT_SUFFIX)
    assert not journal.exists() and load(cut).seats
