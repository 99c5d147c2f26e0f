"""cli50: a last-table.json that is no regular file (here a FIFO) hung every ``host`` for ever:
:func:`unotui.tables.note_opened` opens it for writing with ``Path.write_text``, which waits for
a reader; the headless host was then stuck after binding its port, before saying it was open,
and neither SIGINT nor SIGTERM ended it (only kill -9). Reads of the same file never block
(net.files.read_bounded); the write should not either (written beside it and renamed, as
settings.write_json does)."""

from __future__ import annotations

import os
import threading
from pathlib import Path

import pytest

from unotui import tables


def test_note_opened_does_not_hang_on_a_fifo(tmp_path: Path,
                                             monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    fifo = tmp_path / tables.LAST_OPENED
    os.mkfifo(fifo)
    done = threading.Event()

    def note() -> None:
        tables.note_opened("Den", tmp_path / "tables" / "t.jsonl")
        done.set()

    threading.Thread(target=note, daemon=True).start()
    finished = done.wait(3.0)
    if not finished:  # (let the stuck writer go: a reader opens the FIFO)
        fd = os.open(fifo, os.O_RDONLY | os.O_NONBLOCK)
        done.wait(3.0)
        os.close(fd)
    assert finished, "note_opened waited for a reader of the FIFO last-table.json"


def test_note_opened_replaces_the_fifo_and_leaves_nothing_beside(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Written beside and renamed over: the FIFO becomes the record, which reads back, and no
    temporary file stays; a folder that cannot be written is no error (best effort)."""
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path))
    os.mkfifo(tmp_path / tables.LAST_OPENED)
    tables.note_opened("Den", tmp_path / "tables" / "t.jsonl")
    opened = tables.last_opened()
    assert opened is not None and opened.table == "Den"
    assert opened.journal == str(tmp_path / "tables" / "t.jsonl")
    assert sorted(p.name for p in tmp_path.iterdir()) == [tables.LAST_OPENED]
    (tmp_path / "file").write_text("x")
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(tmp_path / "file"))
    tables.note_opened("Den", tmp_path / "t.jsonl")  # (raises nothing)
