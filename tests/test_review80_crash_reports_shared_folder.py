"""review80: ssh60 #2 sends every SSH visitor's crash report to one folder, the door's
(``UNOTUI_CRASH_DIR`` = :func:`unotui.ssh.session.crash_folder`, set in every session's
environment). A report is named ``unotui-crash-YYYYmmdd-HHMMSS.txt`` and opened with "w"
(unotui/app.py write_crash_report): two visitors' games that stop in the same second — the
same bad key or the same table state reaching several of them — write the same file, and
the operator finds one report where the door's log names two crashes. While each session had
its own folder this could not happen."""

from __future__ import annotations

import datetime
from pathlib import Path
from typing import Any

from unotui.app import write_crash_report


class _Frozen(datetime.datetime):
    @classmethod
    def now(cls, tz: Any = None) -> _Frozen:  # type: ignore[override]
        return cls(2026, 12, 6, 15, 0, 0)


def test_two_crashes_in_one_second_keep_two_reports(tmp_path: Path, monkeypatch: Any) -> None:
    monkeypatch.setenv("UNOTUI_CRASH_DIR", str(tmp_path))
    monkeypatch.setattr(datetime, "datetime", _Frozen)
    first = write_crash_report(["Traceback of visitor one"])
    second = write_crash_report(["Traceback of visitor two"])
    assert first is not None and second is not None
    texts = sorted(p.read_text(encoding="utf-8") for p in tmp_path.iterdir())
    assert len(texts) == 2, (
        f"two crashes in the same second left {len(texts)} report(s): {first} and {second}")
