"""ssh61 #4: a visitor whose game stopped after an internal error cannot read where its report
is: the door's farewell is written over the app's crash sentence. The app leaves its full
screen itself and prints "unotui stopped after an internal error. The details are in
…/unotui-crash-….txt; please include that file when you report it." on the main screen; then
the door (GameSession._finish, unotui/ssh/session.py: ``restore = b"" if goodbye.why ==
"quit" else RESTORE_TERMINAL``) puts the terminal back once more — RESTORE_TERMINAL ends with
``ESC[?1049l``, which also restores the cursor saved when the game entered its full screen —
and the cursor jumps back up to where the game started, so "The game stopped unexpectedly.
Sorry! Connect again to play on." and the shell's next line overwrite the path. Since ssh60 #3
an internal error (exit status 1) is a crash farewell, where before it was a player's quit (no
restore). Seen with OpenSSH in tmux 3.3a at ``host --headless --ssh`` (80×24):

    unotui stopped after an internal error. The details are in
    The game stopped unexpectedly. Sorry! Connect again to play on.ase include that
    $ you report it.

The error is forced as in test_ssh60_internal_error.py (a ``sitecustomize`` on the game's
PYTHONPATH failing Textual's input thread on the key "`")."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from ssh_kit import connect, games_fail_on_backtick, no_session_left, open_door, play_session

#: what puts the cursor back where it was saved: DECRC, SCORC, and leaving the alternate screen
#: with mode 1049 (which restores the cursor as DECRC does, in xterm and tmux)
_CURSOR_BACK = re.compile(rb"\x1b8|\x1b\[u|\x1b\[\?1049l")


@pytest.fixture
def failing_input(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    games_fail_on_backtick(tmp_path, monkeypatch)


async def test_the_crash_sentence_stays_readable(tmp_path: Path, failing_input: None) -> None:
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="zoe") as conn:
            screen = await play_session(conn)
            await screen.until("zoe (you")
            since = len(screen.raw)
            screen.stdin.write(b"`")
            await screen.until("internal error", since=since)
            raw = await screen.rest()
        await no_session_left(opened.door)
    at = raw.rfind(b"unotui stopped after an internal error")
    assert at > 0, raw[-2000:]
    after = raw[at:]
    assert b"stopped unexpectedly" in after  # (the door's farewell comes after it)
    back = _CURSOR_BACK.search(after)
    assert back is None, f"the cursor is sent back over the crash sentence: {after!r}"
