"""ssh52 #1, the door's side: a seat kept as one session of a visitor ends goes at once to the
visitor's session still open (:meth:`unotui.ssh.session.KeptSeats.hand_on`) — over a watcher's
token there, never over a seat of its own, and each seat to one session only."""

from __future__ import annotations

import json
import time
from pathlib import Path

from unotui.ssh.session import KeptSeats

KEY = "127.0.0.1:9420|zoe"


def _seats(folder: Path) -> dict:
    return json.loads((folder / "seats.json").read_text(encoding="utf-8"))


def _ended(kept: KeptSeats, first: Path, token: str) -> None:
    (first / "seats.json").write_text(json.dumps(
        {KEY: {"token": token, "pid": 999999, "at": time.time()}}), encoding="utf-8")
    kept.take("zoe@127.0.0.1", str(first))
    kept.hand_on("zoe@127.0.0.1")


def test_the_open_twin_that_watches_gets_the_seat(tmp_path: Path) -> None:
    first, twin = tmp_path / "first", tmp_path / "twin"
    first.mkdir()
    twin.mkdir()
    (twin / "seats.json").write_text(json.dumps(
        {KEY: {"token": "w" * 32, "pid": 1, "at": time.time(), "watching": True}}),
        encoding="utf-8")
    kept = KeptSeats()
    kept.folders["zoe@127.0.0.1"] = [str(twin)]
    _ended(kept, first, "s" * 32)
    assert _seats(twin)[KEY]["token"] == "s" * 32
    assert "zoe@127.0.0.1" not in kept.seats  # (given: not a second time to a new session)


def test_a_twin_with_no_seats_file_gets_it_too(tmp_path: Path) -> None:
    first, twin = tmp_path / "first", tmp_path / "twin"
    first.mkdir()
    twin.mkdir()
    kept = KeptSeats()
    kept.folders["zoe@127.0.0.1"] = [str(twin)]
    _ended(kept, first, "s" * 32)
    assert _seats(twin)[KEY]["token"] == "s" * 32


def test_a_twin_with_a_seat_of_its_own_keeps_it(tmp_path: Path) -> None:
    first, twin = tmp_path / "first", tmp_path / "twin"
    first.mkdir()
    twin.mkdir()
    (twin / "seats.json").write_text(json.dumps(
        {KEY: {"token": "o" * 32, "pid": 1, "at": time.time()}}), encoding="utf-8")
    kept = KeptSeats()
    kept.folders["zoe@127.0.0.1"] = [str(twin)]
    _ended(kept, first, "s" * 32)
    assert _seats(twin)[KEY]["token"] == "o" * 32
    assert kept.seats["zoe@127.0.0.1"][1][0][1]["token"] == "s" * 32  # (kept for a new session)


def test_no_open_session_keeps_it_for_the_next(tmp_path: Path) -> None:
    first = tmp_path / "first"
    first.mkdir()
    kept = KeptSeats()
    _ended(kept, first, "s" * 32)
    assert kept.seats["zoe@127.0.0.1"][1][0][1]["token"] == "s" * 32
