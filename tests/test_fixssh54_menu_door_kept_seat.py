"""fixssh54 (ssh54 #2): a seat at a table hosted in one of the door's own sessions closes with
the door: the goodbye does not promise it and the door does not keep it — in the lobby as
mid-match — while a seat at a table elsewhere is still kept."""

from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from ssh_kit import connect, play_session
from test_ssh54_menu_door_kept_seat import TwoVisitors, free_port, goodbye

from unotui.i18n import speaking
from unotui.ssh.server import FrontDoor
from unotui.ssh.session import DoorTable, closing_notes, drop_door_seats, seats_held


def seat(token: str, table: str, table_id: str | None = None, pid: int = 42) -> dict[str, object]:
    entry: dict[str, object] = {"token": token, "pid": pid, "at": 1.0, "table": table}
    if table_id:
        entry["table_id"] = table_id
    return entry


def test_which_seats_are_at_a_door_table(tmp_path: Path) -> None:
    seats = {
        "127.0.0.1:9001|bob": seat("t1", "Zoetable", "aa"),     # its token is the table's
        "10.0.0.5:9001|bob": seat("t2", "Zoetable", "bb"),      # same name, another table
        "192.168.1.9:9002|bob": seat("t3", "Other", "cc"),      # elsewhere
        "localhost:9003|bob": seat("t4", "Lobbytable"),         # a lobby here, by name
        "10.0.0.7:9003|bob": seat("t5", "Lobbytable"),          # same name, not here
        "[::1]:9004|bob": seat("t6", "Idtable", "dd"),          # by identity
    }
    (tmp_path / "seats.json").write_text(json.dumps(seats))
    tables = [DoorTable("Zoetable", "aa", frozenset({"t1"})), DoorTable("Lobbytable"),
              DoorTable("Renamed", "dd")]
    drop_door_seats(str(tmp_path), tables)
    left = json.loads((tmp_path / "seats.json").read_text())
    assert sorted(left) == ["10.0.0.5:9001|bob", "10.0.0.7:9003|bob", "192.168.1.9:9002|bob"]
    assert seats_held(str(tmp_path), 42) == ["Zoetable", "Other", "Lobbytable"]


def test_the_seats_gone_are_named_as_seats_held_would(tmp_path: Path) -> None:
    seats = {"127.0.0.1:9001|bob": seat("t1", "Zoetable", "aa"),
             "127.0.0.1:9001|bob 2": {**seat("t2", "Zoetable", "aa"), "watching": True},
             "127.0.0.1:9002|bob": seat("t3", "Lobbytable", pid=7),
             "192.168.1.9:9002|bob": seat("t4", "Other", "cc")}
    (tmp_path / "seats.json").write_text(json.dumps(seats))
    gone = drop_door_seats(str(tmp_path), [DoorTable("Zoetable", "aa"), DoorTable("Lobbytable")],
                           42)
    assert gone == ["Zoetable"]  # (not a watcher's token, nor another process's seat)
    assert drop_door_seats(str(tmp_path), [], 42) == []
    assert list(json.loads((tmp_path / "seats.json").read_text())) == ["192.168.1.9:9002|bob"]


def test_the_goodbye_names_the_table_that_closed_in_chinese_too() -> None:
    notes = closing_notes([], None, "menu", ["Zoetable", "Zoetable"])
    assert notes == ("The table you sat at, Zoetable, was hosted through this door and closed "
                     "with it: no seat is kept there.")
    with speaking("zh_CN"):
        zh = closing_notes([], None, "menu", ["Zoetable"])
    assert "Zoetable" in zh and "关闭" in zh and "The table" not in zh


async def close_with_guest(tmp_path: Path, start: bool) -> tuple[str, str, FrontDoor]:
    door = FrontDoor(TwoVisitors(bind="127.0.0.1", port=0, target=None,
                                 key_dir=tmp_path / "hostkey", table_port=free_port()))
    try:
        _, port = await door.start()
        host_conn = await connect(port, username="zoe")
        host = await play_session(host_conn, size=(100, 30))
        await host.until("Lobby of Zoetable")
        guest_conn = await connect(port, username="bob")
        guest = await play_session(guest_conn, size=(100, 30))
        await guest.until("Lobby of Zoetable")
        await host.until("bob", since=0)
        if start:
            host.stdin.write(b"s")
            await guest.until("Your hand (", since=len(guest.raw))
        await door.close()
        await host.rest()
        await guest.rest()
        host_conn.close()
        guest_conn.close()
        return goodbye(host.raw), goodbye(guest.raw), door
    finally:
        await door.close()


async def test_mid_match_the_door_keeps_no_seat_at_its_own_table(tmp_path: Path) -> None:
    hosted, said, door = await close_with_guest(tmp_path, start=True)
    assert "The table you hosted, Zoetable, closed with this session" in hosted, hosted
    assert "kept for you" not in said, said
    assert "The table you sat at, Zoetable, was hosted through this door and closed with it" \
        in said, said
    assert not door.kept_seats.seats, door.kept_seats.seats


async def test_in_the_lobby_the_door_keeps_no_seat_at_its_own_table(tmp_path: Path) -> None:
    hosted, said, door = await close_with_guest(tmp_path, start=False)
    assert "The table you hosted, Zoetable, closed with this session" in hosted, hosted
    assert "kept for you" not in said, said
    assert not door.kept_seats.seats, door.kept_seats.seats
