"""fixssh71 (ssh66 #1): a seat handed on to a visitor's open session as another of theirs ends
(:meth:`unotui.ssh.session.KeptSeats.hand_on`) is still the next connection's while that open
session has not sat in it (:meth:`~unotui.ssh.session.KeptSeats.take_back`, called by
:meth:`~unotui.ssh.session.KeptSeats.give`): the ending session's goodbye said "connect again …
to take your seat back". One the open session sat in is its own: never given twice."""

from __future__ import annotations

import asyncio
import json
import os
import re
import time
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, plain, play_session

from unotui.ssh.session import KeptSeats

KEY = "127.0.0.1:9420|zoe"
WHO = "zoe@127.0.0.1"


def _seats(folder: Path) -> dict:
    return json.loads((folder / "seats.json").read_text(encoding="utf-8"))


def _handed(tmp_path: Path, watcher: bool = True) -> tuple[KeptSeats, Path]:
    first, twin = tmp_path / "first", tmp_path / "twin"
    first.mkdir()
    twin.mkdir()
    if watcher:
        (twin / "seats.json").write_text(json.dumps(
            {KEY: {"token": "w" * 32, "pid": 1, "at": time.time(), "watching": True}}),
            encoding="utf-8")
    (first / "seats.json").write_text(json.dumps(
        {KEY: {"token": "s" * 32, "pid": 999999, "at": time.time()}}), encoding="utf-8")
    kept = KeptSeats()
    kept.folders[WHO] = [str(twin)]
    kept.take(WHO, str(first), dropped=False)
    kept.hand_on(WHO)
    assert _seats(twin)[KEY]["token"] == "s" * 32  # (handed on, as ssh52 #1 has it)
    return kept, twin


def test_a_new_session_gets_the_seat_the_open_one_did_not_sit_in(tmp_path: Path) -> None:
    kept, twin = _handed(tmp_path)
    new = tmp_path / "new"
    new.mkdir()
    kept.give(WHO, str(new))
    assert _seats(new)[KEY]["token"] == "s" * 32
    assert _seats(twin)[KEY]["token"] == "w" * 32  # (its watcher's token is back)
    assert WHO not in kept.seats


def test_taken_back_from_a_twin_that_had_no_entry_there(tmp_path: Path) -> None:
    kept, twin = _handed(tmp_path, watcher=False)
    new = tmp_path / "new"
    new.mkdir()
    kept.give(WHO, str(new))
    assert _seats(new)[KEY]["token"] == "s" * 32
    assert KEY not in _seats(twin)


def test_a_seat_the_open_session_sat_in_stays_its_own(tmp_path: Path) -> None:
    kept, twin = _handed(tmp_path)
    # (its app sat down with the token: it wrote the entry again, its own pid and time)
    (twin / "seats.json").write_text(json.dumps(
        {KEY: {"token": "s" * 32, "pid": os.getpid(), "at": time.time() + 1}}),
        encoding="utf-8")
    new = tmp_path / "new"
    new.mkdir()
    kept.give(WHO, str(new))
    assert not (new / "seats.json").exists() or KEY not in _seats(new)
    assert _seats(twin)[KEY]["pid"] == os.getpid()


def test_the_open_session_ended_since(tmp_path: Path) -> None:
    kept, twin = _handed(tmp_path)
    kept.folders[WHO] = []
    kept.take(WHO, str(twin))  # (its end keeps what its folder held, the seat among them)
    (twin / "seats.json").unlink()
    twin.rmdir()
    new = tmp_path / "new"
    new.mkdir()
    kept.give(WHO, str(new))
    assert _seats(new)[KEY]["token"] == "s" * 32  # (once: from the kept seats)
    assert WHO not in kept.seats and not kept.handed.get(WHO)


def _flat(raw: bytes) -> str:
    return " ".join(plain(raw).split())


async def test_after_a_quit_the_open_window_can_still_sit_down_and_then_holds_it(
        tmp_path: Path) -> None:
    """The other way the seat comes back: bob quits one window (Ctrl-C, y), goes to his other
    window, which watched, and joins the table again there (q, j): he sits down. A connection
    opened after that only watches — the seat is that window's, not given twice."""
    async with open_door(tmp_path, seats=3, table_config={"bot_delay": 3600.0}) as door, \
            connect(door.port, username="amy") as amy, \
            connect(door.port, username="bob") as first:
        host = await play_session(amy)
        await host.until("amy (you")
        seated = await play_session(first)
        await seated.until("bob (you")
        host.stdin.write(b"s")
        await seated.until("Your hand (", since=len(seated.raw))
        async with connect(door.port, username="bob") as second:
            twin = await play_session(second)
            await twin.until("You are watching")
            mark = len(seated.raw)
            seated.stdin.write(b"\x03")
            await seated.until("(y)", since=mark)
            seated.stdin.write(b"y")
            await seated.rest()
            for _ in range(300):  # (the door has seen the first session end)
                if len(door.door.sessions) <= 2:
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.5)
            mark = len(twin.raw)
            twin.stdin.write(b"q")
            await twin.until("Watch the table", since=mark)
            mark = len(twin.raw)
            twin.stdin.write(b"j")
            await twin.until(rb"watching|Your hand \(", raw=True, since=mark)
            shown = re.search(rb"watching|Your hand \(", twin.raw[mark:])
            assert shown is not None
            await twin.until("Leave", since=mark + shown.start())
            assert "Your hand (" in _flat(twin.raw[mark + shown.start():]), \
                _flat(twin.raw[mark:])[-1500:]
            async with connect(door.port, username="bob") as third:
                again = await play_session(third)
                await again.until("You are watching")
                again.stdin.write(b"\x11")
            twin.stdin.write(b"\x11")
    await no_session_left(door.door)
