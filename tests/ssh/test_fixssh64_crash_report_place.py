"""fixssh64 (review82 #5): when the door's crash folder cannot be written, a game's crash report
goes to the temporary folder (unotui.crash.write_crash_report) — and the door's log said "its
report is in CRASH_FOLDER", where there is none. The log names the file the game wrote.

The error is forced as in test_ssh60_internal_error.py (a ``sitecustomize`` on the game's
PYTHONPATH failing Textual's input thread on the key "`"); the crash folder is a path under a
plain file, which no one can make; the game's temporary folder is one of the test's own."""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Any

import pytest
from ssh_kit import connect, games_fail_on_backtick, no_session_left, open_door, play_session

from unotui.crash import REPORT_NOTE_ENV, noted_report, write_crash_report


async def test_the_log_names_the_report_where_it_was_written(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
        caplog: pytest.LogCaptureFixture) -> None:
    import unotui.ssh.session as session_module

    games_fail_on_backtick(tmp_path, monkeypatch)
    (tmp_path / "a-file").write_text("")
    unwritable = tmp_path / "a-file" / "crash"
    monkeypatch.setenv("UNOTUI_CRASH_DIR", str(unwritable))
    temporary = tmp_path / "tmp"
    temporary.mkdir()
    failing = session_module.child_env

    def child_env(*args: Any, **kw: Any) -> dict[str, str]:
        env: dict[str, str] = failing(*args, **kw)
        env["TMPDIR"] = str(temporary)
        return env

    monkeypatch.setattr(session_module, "child_env", child_env)
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="zoe") as conn:
            screen = await play_session(conn)
            await screen.until("zoe (you")
            since = len(screen.raw)
            screen.stdin.write(b"`")
            await screen.until("internal error", since=since)
            await screen.rest()
            await screen.process.wait_closed()
        await no_session_left(opened.door)
    reports = list(temporary.glob("unotui-crash-*.txt"))
    assert len(reports) == 1, reports
    ended = [r.getMessage() for r in caplog.records if ": game crashed" in r.getMessage()]
    assert ended, [r.getMessage() for r in caplog.records]
    assert f"its report is {reports[0]}" in ended[0], ended[0]
    assert str(unwritable) not in ended[0], ended[0]


def test_a_report_notes_where_it_went(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    note = tmp_path / "note"
    assert noted_report(note) is False  # (nothing noted)
    monkeypatch.setenv("UNOTUI_CRASH_DIR", str(tmp_path / "crash"))
    monkeypatch.setenv(REPORT_NOTE_ENV, str(note))
    path = write_crash_report(["boom"])
    assert path is not None and path.parent == tmp_path / "crash"
    assert noted_report(note) == path
    note.write_text("")  # (as a game that could write none notes it)
    assert noted_report(note) is None
