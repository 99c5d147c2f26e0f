"""fixdoor64: a door takes in only the leftover sessions of its own port, and tells a killed
door from another program given its process id later (ssh63)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path

import pytest

from unotui.kept_seats import FILE, MAX_AGE, process_start, running
from unotui.ssh.session import NOTE, KeptSeats

linux_proc = pytest.mark.skipif(process_start(os.getpid()) is None, reason="needs /proc")


def _session(root: Path, name: str, note: dict[str, object], seat: str) -> Path:
    path = root / name
    path.mkdir()
    (path / NOTE).write_text(json.dumps(note), encoding="utf-8")
    (path / FILE).write_text(json.dumps({f"t|{seat}": {"token": seat.upper(), "pid": 1,
                                                       "at": time.time()}}), encoding="utf-8")
    return path


def _gone_pid() -> int:
    gone = subprocess.Popen(["true"])
    gone.wait()
    return gone.pid


def test_a_door_takes_in_its_own_ports_leftovers_only(tmp_path: Path) -> None:
    gone = _gone_pid()
    mine = _session(tmp_path, "session-a", {"who": "bob@h", "door": gone, "port": 16600}, "bob")
    other = _session(tmp_path, "session-b", {"who": "ann@h", "door": gone, "port": 16601}, "ann")
    old = _session(tmp_path, "session-c", {"who": "cy@h", "door": gone, "port": 16602}, "cy")
    stale = time.time() - MAX_AGE - 60
    for part in (old / NOTE, old / FILE, old):
        os.utime(part, (stale, stale))
    earlier = _session(tmp_path, "session-d", {"who": "dee@h", "door": gone}, "dee")  # (no port)
    kept = KeptSeats()
    kept.port = 16600
    assert kept.recover(tmp_path) == 2
    assert set(kept.seats) == {"bob@h", "dee@h"}
    assert not mine.exists() and not earlier.exists()
    assert other.exists(), "another port's leftovers are that door's to give back"
    assert not old.exists(), "a leftover older than any kept seat goes, whatever its port"
    theirs = KeptSeats()
    theirs.port = 16601
    assert theirs.recover(tmp_path) == 1 and set(theirs.seats) == {"ann@h"}
    assert not other.exists()


def test_a_sessions_note_names_its_doors_port_and_process(tmp_path: Path) -> None:
    kept = KeptSeats()
    kept.port = 16600
    note = kept.note("bob@h")
    assert note["who"] == "bob@h" and note["door"] == os.getpid() and note["port"] == 16600
    assert note.get("started") == process_start(os.getpid())


@linux_proc
def test_a_process_id_held_by_another_program_is_not_the_door() -> None:
    me = process_start(os.getpid())
    assert me is not None and running(os.getpid(), me)
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        assert running(stranger.pid)  # (the number alone: some process has it)
        assert not running(stranger.pid, me), "another program holds the noted door's id"
        assert running(stranger.pid, process_start(stranger.pid))
    finally:
        stranger.kill()
        stranger.wait()
    assert not running(stranger.pid, me)


@linux_proc
def test_a_note_of_a_door_whose_id_is_reused_is_taken_in(tmp_path: Path) -> None:
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        # (the door noted as it was: its id, and when it started — before another boot)
        note = {"who": "bob@h", "door": stranger.pid, "port": 16600,
                "started": "00000000-0000-0000-0000-000000000000/1"}
        path = _session(tmp_path, "session-a", note, "bob")
        kept = KeptSeats()
        kept.port = 16600
        assert kept.recover(tmp_path) == 1 and not path.exists()
    finally:
        stranger.kill()
        stranger.wait()


def test_a_running_doors_sessions_stay(tmp_path: Path) -> None:
    kept = KeptSeats()
    kept.port = 16600
    path = _session(tmp_path, "session-a", kept.note("bob@h"), "bob")
    assert KeptSeats().recover(tmp_path) == 0 and path.exists()


@linux_proc
def test_an_apps_seat_whose_process_id_is_reused_is_offered(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    """The same for the app's own ``seats.json``: a seat kept by an app killed with the machine
    is offered again although another program holds that app's process id now."""
    from unotui import kept_seats

    monkeypatch.setattr(kept_seats, "path", lambda: tmp_path / FILE)
    kept_seats.keep("127.0.0.1:16600", "zoe", "T")
    entry = json.loads((tmp_path / FILE).read_text(encoding="utf-8"))["127.0.0.1:16600|zoe"]
    assert entry["started"] == process_start(os.getpid())
    stranger = subprocess.Popen([sys.executable, "-c", "import time; time.sleep(30)"])
    try:
        entry["pid"] = stranger.pid  # (the app that kept it is gone; its id is another's)
        kept_seats.write_private(tmp_path / FILE, json.dumps({"127.0.0.1:16600|zoe": entry}))
        assert kept_seats.token_for("127.0.0.1:16600", "zoe") == "T"
        del entry["started"]  # (a seat kept by an earlier version: the id alone says)
        kept_seats.write_private(tmp_path / FILE, json.dumps({"127.0.0.1:16600|zoe": entry}))
        assert kept_seats.token_for("127.0.0.1:16600", "zoe") is None
    finally:
        stranger.kill()
        stranger.wait()
