"""``host --resume`` alone refuses when the table opened last is another (newbie43 #1): told
apart by their journals — not by their names, which do not tell tables apart (review45)."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import free_port, read_until, spawn

from net.client import Client


async def _headless_match(state: dict[str, str]) -> None:
    """Headless, a match under way (Ann and a bot), stopped by SIGINT: a journal to resume
    (which opens where the table listened: a free port)."""
    port = str(free_port())
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", port, "--bots",
                       "1", "--no-advertise", "--bot-delay", "0", "--name", "Headless", **state)
    try:
        await read_until(proc, "Join with:")
        ann = await Client.connect_tcp("127.0.0.1", int(port), "Ann")
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        await ann.close()
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


async def _gone_in_its_lobby(state: dict[str, str], name: str) -> None:
    """A later table ``name`` opens and goes away (SIGINT) before any match: no journal."""
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                       "--no-advertise", "--name", name, **state)
    try:
        await read_until(proc, "Join with:")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0


async def _resume_alone_opens(state: dict[str, str]) -> None:
    """``host --resume`` without a FILE opens a table (its "Join with:" line), else fails
    with what it said."""
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    try:
        lines = await read_until(proc, "Join with:")
        assert lines
    except AssertionError:
        _, err = await asyncio.wait_for(proc.communicate(), WAIT)
        raise AssertionError(err.decode()) from None
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
            await asyncio.wait_for(proc.wait(), WAIT)


async def test_a_renamed_resumed_table_is_resumed_again(tmp_path: Path) -> None:
    """The match resumed under another name (``--name``, or the Host form's name field) went
    away before a move: it *is* the newest unfinished match, and ``--resume`` alone refused it
    as "the table opened last here, 'Renamed', had no match under way"."""
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", "--name", "Renamed",
                       **state)
    try:
        await read_until(proc, "Join with:")
    finally:
        proc.send_signal(signal.SIGINT)
        await asyncio.wait_for(proc.wait(), WAIT)
    await _resume_alone_opens(state)


async def test_a_later_table_of_the_same_name_is_the_one_opened_last(tmp_path: Path) -> None:
    """newbie43 #1 with the usual names: every table is "<player>'s table" unless renamed (the
    Host form remembers the last name). A later table of the same name went away in its lobby,
    and ``--resume`` alone opened the older match without a word, as before the fix."""
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    await _gone_in_its_lobby(state, "Headless")
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    try:
        lines = await asyncio.wait_for(proc.stdout.readline(), WAIT)  # type: ignore[union-attr]
        assert not lines, f"the older match opened without a word: {lines!r}"
    finally:
        if proc.returncode is None:
            proc.send_signal(signal.SIGINT)
            await asyncio.wait_for(proc.wait(), WAIT)


async def test_host_resume_alone_does_not_open_an_older_table_than_the_one_opened_last(
        tmp_path: Path) -> None:
    """newbie43 #1: Late, opened last, went away in its lobby (no match: no journal), and
    ``host --resume`` opened Headless, an older table, without a word. It says so, and names
    the older match's journal and the command that opens it."""
    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    await _gone_in_its_lobby(state, "Late")
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    said = err.decode()
    assert proc.returncode != 0 and "Traceback" not in said, said
    assert "the table opened last here, 'Late'" in said and "is that of 'Headless'" in said, said
    journal = next((tmp_path / "tables").glob("table-*.jsonl"))
    assert f"host --resume {journal}" in said, said


async def test_a_table_that_failed_to_open_its_door_is_not_the_one_opened_last(
        tmp_path: Path) -> None:
    """ssh44 #2: a start refused for its SSH door's port (in use) was recorded as the table
    opened last, and ``--resume`` alone then refused the real unfinished match for it."""
    import socket

    state = {"UNOTUI_STATE_DIR": str(tmp_path)}
    await _headless_match(state)
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", "0",
                           "--no-advertise", "--ssh", str(busy.getsockname()[1]), **state)
        _out, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 1 and b"in use" in err, err
    await _resume_alone_opens(state)

