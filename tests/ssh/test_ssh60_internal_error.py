"""ssh60 #2 and #3: a visitor's game that stops after an internal error (any error in
Textual's input thread: ssh60 #1's non-UTF-8 key is one, seen with OpenSSH at ``host
--headless --ssh``). The game says "unotui stopped after an internal error. The details are in
…/ssh-sessions/session-XXXX/.local/state/unotui/log/unotui-crash-….txt; please include that
file when you report it.", then:

* #2: that file is gone a moment later: it was written in the session's private folder (its
  HOME), which the door deletes as the session ends (GameSession._finish, shutil.rmtree,
  unotui/ssh/session.py), and child_env sets no UNOTUI_CRASH_DIR outside it. Neither the
  visitor nor the operator can ever read the report.
* #3: the game exits with status 0 (Textual's driver calls App.panic, which sets no
  return_code: UnoApp.run, unotui/app.py, returns 1 only when return_code says so), so the door
  logs "game ended by the player (exit status 0)", thanks the visitor for playing, and ssh
  exits 0 — where docs/SSH.md promises a crash is logged as one and a failure is not a 0.

The error is forced here by a ``sitecustomize`` on the game's PYTHONPATH that makes Textual's
input thread fail on the key "`" (as a decode error does)."""

from __future__ import annotations

import logging
import re
from pathlib import Path

import pytest
from ssh_kit import connect, games_fail_on_backtick, no_session_left, open_door, plain, play_session


@pytest.fixture
def failing_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    games_fail_on_backtick(tmp_path, monkeypatch)


async def crashed_session(tmp_path: Path) -> tuple[str, int | None]:
    """What the visitor read, and ssh's exit status, for a game that failed at its lobby."""
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="zoe") as conn:
            screen = await play_session(conn)
            await screen.until("zoe (you")
            since = len(screen.raw)
            screen.stdin.write(b"`")
            await screen.until("internal error", since=since)
            text = plain(await screen.rest())
            await screen.process.wait_closed()
            status = screen.process.exit_status
        await no_session_left(opened.door)
    return text, status


async def test_the_crash_report_named_to_the_visitor_still_exists(
        tmp_path: Path, failing_input: None) -> None:
    """The report the visitor is told of is kept, in the door's crash folder; the visitor reads
    its name only, to give the door's operator: the door machine's paths are not theirs to
    know, and not a file they could open (review81 #6)."""
    text, _ = await crashed_session(tmp_path)
    flat = re.sub(r"\s*\r?\n\s*", "", text)  # (the sentence is wrapped at the terminal's width)
    found = re.search(r"(unotui-crash-[0-9-]+\.txt)", flat)
    assert found is not None, text
    assert (tmp_path / "crash" / found.group(1)).is_file(), f"{found.group(1)} is gone:\n{text}"
    assert str(tmp_path) not in flat, text
    assert "operator" in flat, text


async def test_an_internal_error_is_no_players_quit(
        tmp_path: Path, failing_input: None, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    text, status = await crashed_session(tmp_path)
    ended = [r.getMessage() for r in caplog.records if "zoe@" in r.getMessage()
             and ": game " in r.getMessage() and "game started" not in r.getMessage()]
    assert ended and not any("by the player" in line for line in ended), ended
    assert status != 0, (status, text)
