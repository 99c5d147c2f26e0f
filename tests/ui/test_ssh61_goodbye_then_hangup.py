"""ssh61 #5: a visitor who quits and closes their terminal at once leaves a "crash report"
behind, and so does any app told twice how it ends. UnoApp.exit_saying (unotui/app.py) ends the
app with its goodbye as Textual's exit message; _stopped_by (the door's SIGHUP when the client
went away, the SIGTERM after it, an idle close) ends it again with ``message=self._stop_line``
— the same goodbye, appended a second time to Textual's ``_exit_renderables``. Then
_print_error_renderables sees more than the one goodbye (``said`` compares the list with
``[self._stop_line]``), writes the goodbye twice into a file unotui-crash-….txt in the crash
folder, prints "unotui stopped after an internal error…", and — since ssh60 #3 — an app whose
result was 0 returns 1 (``_crash_reported``). The door's operator finds a crash report that
holds no error (in UNOTUI_CRASH_DIR, the door's log folder)."""

from __future__ import annotations

import signal
from pathlib import Path

import pytest


async def test_a_goodbye_then_a_hangup_is_no_crash(tmp_path: Path,
                                                   monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.launch import make_app

    crash = tmp_path / "crash"
    monkeypatch.setenv("UNOTUI_CRASH_DIR", str(crash))
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    app = make_app(lambda: [], ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        app.exit_saying("You left Testtable. Thanks!", wrap=True)  # (the player quit)
        app._stopped_by(signal.SIGHUP)  # (and their client went away meanwhile)
    reports = list(crash.glob("unotui-crash-*.txt")) if crash.exists() else []
    assert not reports, reports[0].read_text()
    assert not app._crash_reported
