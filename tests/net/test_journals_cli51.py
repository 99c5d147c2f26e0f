"""cli51, a host operator's findings about journals: a file that is no journal was cut after its
last newline; ``--resume`` alone said the table opened last "had no match under way" when its
journal was elsewhere (``--journal``) or a ``.cut`` journal resumed by name; the clean-up
deleted a newer unotui's match under way, and never removed old ``.cut`` files."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from net_testkit import Player, start_host, until


async def _match_under_way(journal: Path, name: str) -> None:
    """A table writing ``journal`` whose match started, then gone (closed without a word in
    its journal, as a table killed with -9 leaves it)."""
    from net.client import Client

    host, port = await start_host(seats=2, journal=journal, name=name, bot_delay=3600.0)
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"))
    await ann.client.add_bot()
    await ann.client.start()
    await until(lambda: journal.stat().st_size > 0, "the match's header")
    await ann.client.close()
    await host.close()  # (a headless table's close writes no line: as if killed)


def test_a_file_that_is_no_journal_is_refused_and_left_as_it_was(tmp_path: Path) -> None:
    """``host --journal notes.txt`` (a typo): the file lost everything after its last newline,
    cut as a torn journal line (a 70 MB file without newlines was left empty)."""
    from net.journal import Journal, JournalError

    notes = tmp_path / "notes.txt"
    notes.write_bytes(b"line one\nline two, no newline at the end")
    with pytest.raises(JournalError, match="is not a unotui journal"):
        Journal(notes).open()
    assert notes.read_bytes() == b"line one\nline two, no newline at the end"
    torn = tmp_path / "torn.jsonl"  # (a journal whose first line a crash cut: still one)
    torn.write_bytes(b'{"k":"match","v":2,"tab')
    journal = Journal(torn)
    journal.open()
    journal.close()
    assert torn.read_bytes() == b""


async def test_resume_alone_opens_the_last_tables_match_kept_in_its_own_journal(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table's match under way, in the state folder, went away; later 'League', with
    ``--journal`` elsewhere, went away mid-match too. ``--resume`` alone said 'League' "had no
    match under way to resume" and offered the older table."""
    from net.journal import load
    from unotui.tables import journal_dir, note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "state"))
    older = journal_dir() / "table-20261201-000000-aaaaaa.jsonl"
    await _match_under_way(older, "Old table")
    old = time.time() - 3600
    os.utime(older, (old, old))
    league = tmp_path / "league.jsonl"
    await _match_under_way(league, "League")
    monkeypatch.chdir(tmp_path)
    note_opened("League", "league.jsonl")  # (a relative --journal, as the host was given it)
    monkeypatch.chdir(tmp_path / "state")  # (--resume run from another folder)
    assert not load(league).finished and not load(older).finished
    assert resume_file("") == str(league)


async def test_a_cut_journal_resumed_by_name_is_what_resume_alone_opens_next(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """The operator resumed the ``.cut`` journal by name, as told, and the table went away
    again: ``--resume`` alone refused ("the newest match here stopped keeping its journal"),
    though that journal then held every move since."""
    from unotui.tables import journal_dir, note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    cut = journal_dir() / "table-20260101-000000-abcdef.jsonl.cut"
    await _match_under_way(cut, "Mended")
    note_opened("Mended", cut)  # (as the resumed table does once it listens)
    assert resume_file("") == str(cut)


def _aged(path: Path, days: int) -> None:
    then = time.time() - days * 86400
    os.utime(path, (then, then))


def test_old_journal_clean_up_keeps_a_newer_unotuis_match(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A newer unotui's journal (``"v": 3``) cannot be replayed here; the clean-up took "cannot
    load" for "nothing to resume" and deleted its match under way, as any table opened; and a
    new table given it with --journal would have buried it under a match of its own."""
    from unotui.tables import journal_dir, journal_taken, remove_old_journals

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    journal_dir().mkdir(parents=True)
    newer = journal_dir() / "table-20261001-000000-aaaaaa.jsonl"
    newer.write_text(json.dumps({"k": "match", "v": 3, "table": "League", "seats": []}) + "\n"
                     + json.dumps({"k": "act", "seat": 0, "a": {"type": "draw"}, "id": 9}) + "\n")
    damaged = journal_dir() / "table-20261001-000000-bbbbbb.jsonl"  # (ours, unreadable: goes)
    damaged.write_text('{"k":"match","v":2,"seats":7}\n{"k":"act"}\n')
    for path in (newer, damaged):
        _aged(path, 40)
    assert remove_old_journals() == [damaged]
    assert newer.exists()
    said = journal_taken(str(newer))
    assert said is not None and "newer unotui" in said, said


def test_old_cut_journals_are_cleaned_up_on_the_same_terms(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """``.jsonl.cut`` files (each a match's secret and its players' tokens) were never
    removed. An old one whose match ended goes; one whose match is under way stays, as any."""
    from unotui.tables import journal_dir, remove_old_journals

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    journal_dir().mkdir(parents=True)
    ended = journal_dir() / "table-20261001-000000-cccccc.jsonl.cut"
    ended.write_text(json.dumps({"k": "match", "v": 2}) + "\n" + json.dumps({"k": "over"}) + "\n")
    _aged(ended, 400)
    assert remove_old_journals() == [ended]


def test_resume_alone_after_a_table_closed_in_its_lobby_names_it(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A table closed in its lobby removes its empty journal: ``--resume`` alone then said "no
    table has written a journal here yet", a moment after one was opened."""
    from net.journal import JournalError
    from unotui.tables import journal_dir, note_opened, resume_file

    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    note_opened("Den", journal_dir() / "table-20261205-000000-dddddd.jsonl")
    with pytest.raises(JournalError, match=r"'Den' .* had no match under way to resume"):
        resume_file("")


def test_a_journal_folder_that_is_a_file_is_named(tmp_path: Path) -> None:
    """The state folder's ``tables`` a file: "cannot write the journal …/tables/table-….jsonl:
    File exists" blamed the journal."""
    from net.journal import Journal, JournalError

    (tmp_path / "tables").write_text("")
    with pytest.raises(JournalError, match=f"{tmp_path / 'tables'} is not a folder"):
        Journal(tmp_path / "tables" / "table-1.jsonl").open()


def test_a_resume_between_rounds_says_the_round_was_over(tmp_path: Path) -> None:
    """cli51: a resume between rounds said "round 1, after 31 moves", of a round over."""
    from types import SimpleNamespace

    from core.game import Phase
    from unotui.commands.host import resumed_line

    journal = tmp_path / "j.jsonl"
    journal.write_text("")
    state = SimpleNamespace(phase=Phase.ROUND_OVER, round_no=1, state_id=31)
    said = resumed_line(str(journal), SimpleNamespace(header={"table": "Den"}, finished=False,
                                                      state=state))
    assert "round 1 was over, the next one is dealt when its players are back" in said, said
    assert "31 moves" not in said, said
    state.phase = Phase.PLAY
    said = resumed_line(str(journal), SimpleNamespace(header={"table": "Den"}, finished=False,
                                                      state=state))
    assert "round 1, after 31 moves" in said, said


def test_a_tilde_the_shell_left_in_journal_and_resume_is_the_home_folder(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """review62 #3: ``--journal=~/den.jsonl`` (bash leaves that ``~``) wrote ./~/den.jsonl."""
    from unotui.cli import build_parser

    monkeypatch.setenv("HOME", str(tmp_path))
    args = build_parser().parse_args(["host", "--journal=~/den.jsonl", "--resume=~/old.jsonl"])
    assert (args.journal, args.resume) == (str(tmp_path / "den.jsonl"),
                                           str(tmp_path / "old.jsonl"))
    assert build_parser().parse_args(["host", "--resume"]).resume is True  # (the newest)
