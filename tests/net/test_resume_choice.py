"""Which journal ``unotui host --resume`` opens, what it says about it, the hint a new table
gives about an unfinished match, and the seats a resumed table's lobby gets back (ux24 findings
1, 2 and 3)."""

from __future__ import annotations

import asyncio
import json
import os
import signal
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, fast_config, until
from test_commands import free_port, read_until, spawn

from core.rules import Rules
from net.client import Client
from net.host import Host
from net.journal import JournalError, load


async def write_journal(path: Path, name: str, *, finish: bool = False, in_app: bool = False,
                        seats: int = 4, listen_port: int = 0) -> None:
    """A table ``name`` of ``seats`` seats, Ann and a bot seated, that journals to ``path``: its
    match left under way, or played to its end (``finish``); then the host closes."""
    path.parent.mkdir(parents=True, exist_ok=True)
    host = Host(fast_config(name=name, seats=seats, journal=path, in_app=in_app,
                            rules=Rules(scoring="single")))
    _, port = await host.start_server("127.0.0.1", listen_port)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    try:
        await ann.add_bot()
        await ann.start()
        if finish:
            await Player(ann, 1).play_until("match_end")
            await until(lambda: host.table.phase == "lobby", "the lobby after the match")
        else:
            await ann.recv("view", timeout=WAIT)
    finally:
        await host.close()
        await ann.close()


def age(path: Path, seconds_ago: float) -> None:
    import time

    t = time.time() - seconds_ago
    os.utime(path, (t, t))


# ---------------------------------------------------------------- finding 3: the lobby's seats

async def test_a_resumed_table_keeps_its_lobbys_empty_seats(tmp_path: Path) -> None:
    """ux24: a 4-seat lobby with 2 players came back from ``--resume`` as 2 seats (the match is
    dealt to the taken seats only, and the journal kept only those), so a friend arriving later
    could not sit down. The header now keeps the lobby's count."""
    over, going = tmp_path / "over.jsonl", tmp_path / "going.jsonl"
    await write_journal(over, "Quick", finish=True)
    await write_journal(going, "Three")
    for path in (over, going):
        resumed = load(path)
        assert len(resumed.seats) == 2 and resumed.header["lobby_seats"] == 4
        # (as ``unotui host --resume`` and the app open it: as many seats as the match has)
        host = Host(fast_config(seats=len(resumed.seats), journal=path), resumed)
        try:
            assert host.table.lobby_seats == 4
            if resumed.finished:  # back in its lobby at once: the empty seats are there again
                assert host.table.phase == "lobby"
                assert [s.kind for s in host.table.seats] == ["human", "bot", "empty", "empty"]
        finally:
            await host.close()


async def test_a_journal_without_the_lobby_seats_resumes_as_before(tmp_path: Path) -> None:
    """Journals written before ``lobby_seats`` existed: the lobby has the match's seats."""
    path = tmp_path / "old.jsonl"
    await write_journal(path, "Old", finish=True)
    lines = path.read_text(encoding="utf-8").splitlines()
    header = json.loads(lines[0])
    del header["lobby_seats"]
    path.write_text("\n".join([json.dumps(header), *lines[1:]]) + "\n", encoding="utf-8")
    host = Host(fast_config(seats=2, journal=path), load(path))
    try:
        assert host.table.lobby_seats == 2 and len(host.table.seats) == 2
    finally:
        await host.close()


# ---------------------------------------------------------------- finding 2: which journal

async def three_journals(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                         port: int = 0) -> dict[str, Path]:
    """In a state directory of its own: a headless table that went away mid-match (oldest), a
    finished match, and an app's table whose host closed it mid-match (newest)."""
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    folder = tmp_path / "tables"
    paths = {k: folder / f"table-{k}.jsonl" for k in ("gone", "over", "closed")}
    await write_journal(paths["gone"], "Gone", listen_port=port)
    await write_journal(paths["over"], "Quick", finish=True)
    await write_journal(paths["closed"], "Ux table", in_app=True)
    for k, ago in (("gone", 300), ("over", 200), ("closed", 100)):
        age(paths[k], ago)
    return paths


async def test_resume_without_a_file_skips_finished_and_closed_matches(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ux24: ``host --resume`` took the newest journal, whatever it held: a match that had
    ended (a lobby named like another table) or one whose host closed it on purpose (its guests
    had been given the final scores) came back instead of the table that went away."""
    from unotui.tables import latest_journal, resume_file, unfinished_journals

    paths = await three_journals(tmp_path, monkeypatch)
    assert latest_journal() == paths["closed"]
    assert load(paths["closed"]).closed_at is not None  # (the app's host closed it)
    assert load(paths["gone"]).closed_at is None and not load(paths["gone"]).finished
    assert load(paths["over"]).finished
    found, closed = unfinished_journals()
    assert found is not None and found.path == paths["gone"] and found.table == "Gone"
    assert closed is not None and closed.path == paths["closed"]
    assert resume_file("") == str(paths["gone"])
    assert resume_file(str(paths["closed"])) == str(paths["closed"])  # (a FILE: as given)

    paths["gone"].unlink()  # only a finished match and a closed one left: say so, and how
    with pytest.raises(JournalError, match="closed by its host") as err:
        resume_file("")
    assert f"host --resume {paths['closed']}" in str(err.value)
    paths["closed"].unlink()
    with pytest.raises(JournalError, match="no unfinished match"):
        resume_file("")


async def test_a_resumed_table_that_plays_on_is_no_longer_closed(tmp_path: Path) -> None:
    """A closed match opened again with ``--resume FILE`` is under way again: the next
    ``--resume`` without a file may take it (a ``resumed`` line)."""
    path = tmp_path / "t.jsonl"
    await write_journal(path, "Ux table", in_app=True)
    assert load(path).closed_at is not None
    host = Host(fast_config(seats=2, journal=path), load(path))
    await host.close()  # (headless: stopping it writes no ``closed``)
    assert load(path).closed_at is None


async def test_host_resume_says_which_table_and_journal_it_opened(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    port = free_port()
    paths = await three_journals(tmp_path, monkeypatch, port=port)
    proc = await spawn("host", "--headless", "--no-advertise", "--bot-delay", "0", "--resume",
                       UNOTUI_STATE_DIR=str(tmp_path))
    try:
        lines = await read_until(proc, "Players reconnect")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    said = "".join(lines)
    assert f"open on 127.0.0.1:{port}." in said  # (where it listened before)
    assert f"Resumed 'Gone' from the journal {paths['gone']} (last written " in said
    assert "the match goes on where it stopped: round 1, after " in said

    # a finished match opened with its FILE: the table's lobby, not a match under way
    proc = await spawn("host", "--headless", "--no-advertise", "--port", "0", "--resume",
                       str(paths["over"]), UNOTUI_STATE_DIR=str(tmp_path))
    try:
        lines = await read_until(proc, "Resumed ")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    assert "its match was over, so the table opens in its lobby" in lines[-1]


async def test_resume_refuses_a_second_journal(tmp_path: Path) -> None:
    """``--resume A --journal B`` wrote the resumed match's moves to B without its header, so
    B could never be resumed and A stopped at the restart: refused, naming the journal the
    match goes on in. ``--journal A --resume A`` is the same file and is fine."""
    path, other = tmp_path / "a.jsonl", tmp_path / "b.jsonl"
    await write_journal(path, "Twice")
    proc = await spawn("host", "--headless", "--no-advertise", "--port", "0", "--resume",
                       str(path), "--journal", str(other), UNOTUI_STATE_DIR=str(tmp_path))
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    assert proc.returncode == 2
    assert "--journal cannot be used with --resume" in err.decode()
    assert f"in the journal it was resumed from ({path})" in err.decode()
    assert not other.exists()

    proc = await spawn("host", "--headless", "--no-advertise", "--port", "0", "--resume",
                       str(path), "--journal", str(path), UNOTUI_STATE_DIR=str(tmp_path))
    try:
        lines = await read_until(proc, "Resumed ")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    assert "the match goes on where it stopped: round 1, after " in lines[-1]


# ---------------------------------------------------------------- finding 1: the hint

async def test_a_new_table_says_an_unfinished_match_can_be_resumed(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ux24: restarting a crashed table the obvious way (``host`` without ``--resume``) opened
    a new lobby and abandoned the match without a word. Now it says which match waits and the
    command that resumes it (the one ``--resume`` without a file opens)."""
    paths = await three_journals(tmp_path, monkeypatch)
    args = ("host", "--headless", "--no-advertise", "--port", "0", "--name", "Ux table")
    env = {"UNOTUI_STATE_DIR": str(tmp_path), "UNOTUI_COMMAND": "python3 run.py"}
    proc = await spawn(*args, **env)
    try:
        lines = await read_until(proc, "can be resumed")
    finally:
        proc.send_signal(signal.SIGINT)
        assert await asyncio.wait_for(proc.wait(), WAIT) == 0
    assert ("An unfinished match of 'Gone' (started " in lines[-1]
            and f"journal {paths['gone']}) can be resumed: python3 run.py host --resume"
            in lines[-1])

    paths["gone"].unlink()  # nothing left that --resume without a file would open: no hint
    proc = await spawn(*args, **env)
    try:
        lines = await read_until(proc, "Journal:")
        proc.send_signal(signal.SIGINT)
        rest, _ = await proc.communicate()
    finally:
        if proc.returncode is None:
            proc.kill()
            await proc.wait()
    assert "can be resumed" not in "".join(lines) + rest.decode()



async def test_resume_never_takes_the_journal_of_a_table_still_open(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """ux27 #4: a table killed in its lobby writes no journal, and ``host --resume`` then took
    the newest unfinished match it found: another table's, still open in another process, whose
    seat and hand the app then played as a second host of that table. A running table locks
    its journal (the lock goes with its process, a ``kill -9`` included): it is skipped, and
    named when asked for."""
    from net.journal import in_use
    from unotui.tables import resume_file, unfinished_journals

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    folder = tmp_path / "tables"
    gone, running = folder / "table-gone.jsonl", folder / "table-running.jsonl"
    await write_journal(gone, "Gone")
    age(gone, 300)
    host = Host(fast_config(name="Running", seats=4, journal=running,
                            rules=Rules(scoring="single")))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    try:
        await ann.add_bot()
        await ann.start()
        await ann.recv("view", timeout=WAIT)
        assert in_use(running) and not in_use(gone)
        found, _closed = unfinished_journals()
        assert found is not None and found.path == gone  # (not the newer one, still open)
        with pytest.raises(JournalError, match="still open"):
            resume_file(str(running))
        gone.unlink()
        with pytest.raises(JournalError, match="still open"):
            resume_file("")
    finally:
        await host.close()
        await ann.close()
    assert not in_use(running)  # (closed: its journal is free, the match under way in it)
    assert resume_file("") == str(running)


def test_the_refusal_gives_a_command_that_opens_the_older_match_as_it_was(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """review46 #4: the command was not quoted for a shell (macOS's state folder holds a
    space) and left out the table's SSH door (``--ssh PORT``)."""
    import shlex
    import time
    from types import SimpleNamespace

    from unotui import tables

    state = tmp_path / "Application Support" / "unotui"
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(state))
    journal = tables.journal_dir() / "table-20261204-101010-abcdef.jsonl"
    journal.parent.mkdir(parents=True)
    journal.write_text("", encoding="utf-8")
    older = tables.Unfinished(journal, SimpleNamespace(header={"table": "Headless",
                                                               "in_app": False,
                                                               "ssh_port": 2222}),
                              time.time() - 60)
    monkeypatch.setattr(tables, "unfinished_journals", lambda: (older, None))
    # (Late opened after it, and went away in its lobby: no journal written)
    tables.note_opened("Late", tables.journal_dir() / "table-20261204-101111-fedcba.jsonl")
    with pytest.raises(JournalError) as refused:
        tables.resume_file("")
    said = str(refused.value)
    assert "the table opened last here, 'Late'" in said, said
    # (a headless table's: --headless as when it stopped, ssh44 #6)
    hint = f"host --resume {shlex.quote(str(journal))} --headless --ssh 2222"
    assert hint in said, said


def test_resume_after_a_table_went_away_in_its_lobby_says_so_before_an_older_closed_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """newbie47 #2: a table whose match had ended went away in its lobby (its app killed);
    ``host --resume`` named only an older match its host had closed on purpose, as if that
    were the table just gone, and not that plain ``host`` opens it again."""
    import time
    from types import SimpleNamespace

    from unotui import tables

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    journal = tables.journal_dir() / "table-20261204-101010-abcdef.jsonl"
    journal.parent.mkdir(parents=True)
    journal.write_text("", encoding="utf-8")
    closed = tables.Unfinished(journal, SimpleNamespace(header={"table": "Old"}),
                               time.time() - 600)
    monkeypatch.setattr(tables, "unfinished_journals", lambda: (None, closed))
    again = tables.open_again_command("N47", "127.0.0.1", 7152, headless=False, advertise=True,
                                      interfaces=None)
    tables.note_opened("N47", tables.journal_dir() / "table-20261204-111111-fedcba.jsonl",
                       again=again)
    with pytest.raises(JournalError) as refused:
        tables.resume_file("")
    said = str(refused.value)
    assert said.startswith("the table opened last here, 'N47'"), said
    assert "had no match under way to resume" in said \
        and f"opens a table again where its players look for it (give it the bots, rules " \
        f"and password it had): {again}" in said and "--port 7152" in said
    assert "An older unfinished match, of 'Old'" in said and "was closed by its host" in said
