"""ssh61 #7: two visitors whose games stop after an internal error in the same second leave one
crash report between them. Since ssh60 #2 every session's game writes its report to the door's
one log folder (UNOTUI_CRASH_DIR, unotui/ssh/session.py crash_folder), and write_crash_report
(unotui/app.py) names it by the second only, ``unotui-crash-YYYYmmdd-HHMMSS.txt``, opened with
"w": the second game's report replaces the first's, and both visitors are told the same path.
Before, each session wrote in its own folder. A bug that a table's event sets off crashes every
visitor at that table at once — exactly when reports of all of them are wanted.

The error is forced as in test_ssh60_internal_error.py (a ``sitecustomize`` on the game's
PYTHONPATH failing Textual's input thread on the key "`"), in two sessions at once."""

from __future__ import annotations

from pathlib import Path

import pytest
from ssh_kit import connect, games_fail_on_backtick, no_session_left, open_door, play_session


@pytest.fixture
def failing_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Path:
    return games_fail_on_backtick(tmp_path, monkeypatch)


async def test_two_crashes_at_once_leave_two_reports(tmp_path: Path,
                                                     failing_input: Path) -> None:
    async with open_door(tmp_path, seats=4) as opened:
        async with connect(opened.port, username="zoe") as one, \
                connect(opened.port, username="amy") as two:
            screens = [await play_session(one), await play_session(two)]
            await screens[0].until("zoe (you")
            await screens[1].until("amy (you")
            for screen in screens:
                screen.stdin.write(b"`")  # (both in the same moment)
            for screen in screens:
                await screen.until("internal error")
                await screen.rest()
        await no_session_left(opened.door)
    reports = sorted(failing_input.glob("unotui-crash-*"))
    assert len(reports) == 2, [p.name for p in reports]
