"""cli50: ``host --headless --journal FILE`` where FILE can never be written (its folder cannot
be made: here a regular file stands where the folder should be). The table opened and printed
"Journal: FILE (restart with --resume FILE)"; when its owner started the match the journal's
first write raised inside the host: the owner was dropped ("The table could not handle that
message", bad_message), a traceback went to stderr, the match stayed dealt but frozen (no bot
ever moved), and Ctrl-C then printed "Its match can go on: ... --resume FILE" for a file that
does not exist. The table should refuse the journal at once, in one line, with a non-zero exit
(as it refuses one a running table writes)."""

from __future__ import annotations

import asyncio
import os
import signal
from pathlib import Path

import pytest
from net_testkit import WAIT, fill_disk, start_host
from test_commands import free_port, spawn


async def test_a_journal_that_cannot_be_written_is_refused_at_start(tmp_path: Path) -> None:
    (tmp_path / "not-a-folder").write_text("x")
    journal = tmp_path / "not-a-folder" / "t.jsonl"
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", str(free_port()),
                       "--bots", "1", "--no-advertise", "--journal", str(journal),
                       UNOTUI_STATE_DIR=str(tmp_path / "state"))
    try:
        out, err = await asyncio.wait_for(proc.communicate(), 5)
    except TimeoutError:
        proc.send_signal(signal.SIGINT)
        out, err = await asyncio.wait_for(proc.communicate(), WAIT)
        raise AssertionError("the table opened with a journal it cannot write:\n"
                             + out.decode()) from None
    assert proc.returncode != 0
    assert "Traceback" not in err.decode()
    assert len(err.decode().strip().splitlines()) == 1, err.decode()


async def test_a_journal_that_fails_mid_match_stops_and_the_match_goes_on(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    """A full disk mid-match (here the journal's file swapped for /dev/full, whose every write
    fails with ENOSPC): the table said nothing and raised in its pipeline — its player was
    dropped with bad_message and the match froze. It should play on, say so once on the host's
    side, and no longer call the match resumable from a journal that stops there."""
    import logging

    from net_testkit import Player, until

    from net.client import Client

    journal = tmp_path / "j.jsonl"
    host, port = await start_host(seats=2, journal=journal)
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    await ann.client.add_bot()
    await ann.client.start()
    table = host.table
    assert table.journal is not None
    await until(lambda: journal.stat().st_size > 0, "the match's header")
    fill_disk(table.journal)  # (its file now /dev/full: closed by the table)
    with caplog.at_level(logging.WARNING, logger="net.host"):
        before = table.state.state_id if table.state else 0
        await asyncio.wait_for(ann.play_until("round_end"), WAIT * 3)
        assert table.state is not None and table.state.state_id > before + 1
    said = [r.getMessage() for r in caplog.records if "could not be written" in r.getMessage()]
    assert len(said) == 1 and str(journal) in said[0], said
    dropped = [m for m in ann.seen if m.get("t") == "error"
               and (m.get("fatal") or m.get("code") == "bad_message")]
    assert not dropped, dropped
    assert table.shutdown_message()["resumable"] is False
    await ann.client.close()
    await host.close()


async def test_the_host_form_is_told_why_a_journal_cannot_be_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The app's path: a state folder that is a file (no journal can be made in it) refuses
    the table with :class:`unotui.tables.HostingError`, which the Host form shows."""
    from unotui.tables import HostingError, HostPlan, host_table

    (tmp_path / "state").write_text("x")
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    plan = HostPlan(table_name="Den", bind="127.0.0.1", port=0, advertise=False)
    with pytest.raises(HostingError,
                       match=r"cannot write the journal .*tables.*: .*/state is not a folder"):
        await host_table(plan, "Ann")


def test_dev_null_stays_a_journal_that_keeps_nothing(tmp_path: Path) -> None:
    """``--journal /dev/null`` (a table that keeps no journal, as tests run them) opens, twice
    at once too: no lock is taken on what is no file."""
    from net.journal import Journal

    first, second = Journal(os.devnull), Journal(os.devnull)
    first.open()
    second.open()
    first.write({"k": "over", "at": 1})
    assert first.failed is None
    first.close()
    second.close()
    assert os.path.exists(os.devnull)
    assert not first.keeps  # (review59 #3: /dev/null keeps no match to resume)


async def test_a_table_that_keeps_no_journal_calls_no_match_resumable() -> None:
    """review59 #3: ``--journal /dev/null`` stopped mid-match printed "Its match can go on:
    host --resume /dev/null", and told its players the same."""
    from net_testkit import Player

    from net.client import Client

    host, port = await start_host(seats=2, journal=Path(os.devnull))
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    await ann.client.add_bot()
    await ann.client.start()
    await ann.client.recv("view", timeout=WAIT)
    assert host.table.shutdown_message()["resumable"] is False
    await ann.client.close()
    await host.close()
