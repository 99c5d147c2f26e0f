"""ssh51 #1: a door stopped while its visitors played said only "The game server is closing.
Thanks for playing!". A seat the table keeps is said now, with how to get it back once the door
is open again; a table the visitor hosted in their session closed with it, and that is said."""

from __future__ import annotations

import json
import os
import time
from pathlib import Path

import pytest
from ssh_kit import KEYTABLE_FAST, connect, keytable_behind_a_door, plain, play_session

from net.host import Host, TableConfig
from net.journal import Journal
from unotui.i18n import set_language, speaking
from unotui.ssh.server import DoorConfig, FrontDoor
from unotui.ssh.session import Farewell, closing_notes, hosted_open, match_cut, seats_held

FAST = KEYTABLE_FAST


def goodbye(raw: bytes) -> str:
    """The words after the app's screen is gone, on one line."""
    return " ".join(plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).split())


async def goodbye_when_the_door_closes(door: FrontDoor, table: str, start: bool = True) -> str:
    """Zoe comes in through ``door`` to the lobby of ``table``, starts its match (``start``),
    and the door closes: her goodbye, on one line."""
    _, port = await door.start()
    conn = await connect(port, username="zoe")
    screen = await play_session(conn, size=(100, 30))
    await screen.until(f"Lobby of {table}")
    if start:
        screen.stdin.write(b"s")
        await screen.until("Your hand (", since=len(screen.raw))
    await door.close()
    await screen.rest()
    conn.close()
    return goodbye(screen.raw)


async def test_a_table_doors_visitor_reads_their_seat_is_kept_and_how_to_come_back(
        tmp_path: Path) -> None:
    table, door = await keytable_behind_a_door(tmp_path)
    try:
        said = await goodbye_when_the_door_closes(door, "Keytable")
        assert said == ("The game server is closing. Your seat at Keytable is kept for you: "
                        "once this door is open again, the same ssh command (the same user "
                        "name) takes you back to it. Thanks for playing!"), said
    finally:
        await door.close()
        await table.close()


@pytest.mark.parametrize("start", [True, False], ids=["mid-match", "lobby"])
async def test_a_menu_doors_visitor_who_hosted_reads_their_table_closed_with_the_session(
        tmp_path: Path, start: bool) -> None:
    door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        extra_args=("host", "--name", "Zoetable", "--port", "0", "--bind", "127.0.0.1",
                    "--bots", "1", "--seats", "2", "--no-advertise", "--bot-delay", "3600")))
    try:
        said = await goodbye_when_the_door_closes(door, "Zoetable", start)
        cut = " its match cannot go on." if start else ""
        assert said == ("The game server is closing. The table you hosted, Zoetable, closed "
                        f"with this session{':' if start else '.'}{cut} Thanks for playing!"), said
    finally:
        await door.close()


async def test_a_menu_doors_visitor_seated_at_a_table_reads_to_join_it_from_the_menu(
        tmp_path: Path) -> None:
    table = Host(TableConfig(name="Keytable", seats=3, seed="ssh", **FAST))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", 2)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None,
                                key_dir=tmp_path / "hostkey",
                                extra_args=("join", f"127.0.0.1:{table_port}")))
    try:
        said = await goodbye_when_the_door_closes(door, "Keytable")
        assert "join Keytable from the menu to take it back" in said, said
        assert table.table.seats[0].kind == "human"  # (kept: the table goes on)
    finally:
        await door.close()
        await table.close()


def test_the_notes_leave_out_what_the_visitor_did_not_hold(tmp_path: Path) -> None:
    """Only the seats the session's own app kept (its pid), not a watcher's token, a seat left
    or whose table closed, nor one handed over from an earlier session."""
    me, other = 4242, 4243
    now = time.time()
    entries = {
        "127.0.0.1:1|zoe": {"token": "a", "pid": me, "at": now, "table": "One"},
        "127.0.0.1:2|zoe": {"token": "b", "pid": me, "at": now, "watching": True},
        "127.0.0.1:3|zoe": {"token": "c", "pid": me, "at": now, "left": True},
        "127.0.0.1:4|zoe": {"token": "d", "pid": me, "at": now, "closed": True},
        "127.0.0.1:5|zoe": {"token": "e", "pid": other, "at": now, "table": "Old"},
        "127.0.0.1:6|zoe": {"token": "f", "pid": me, "at": now + 1},
    }
    (tmp_path / "seats.json").write_text(json.dumps(entries), encoding="utf-8")
    assert seats_held(str(tmp_path), me) == ["One", ""]
    assert seats_held(str(tmp_path / "none"), me) == []
    notes = closing_notes(["One", ""], None)
    assert notes.splitlines()[1].startswith("Your seat at the table is kept")
    assert closing_notes([], None) == ""
    assert Farewell("closing").text("") == \
        "\r\nThe game server is closing. Thanks for playing!\r\n"
    with speaking("zh_CN"):
        zh = Farewell("closing").text(closing_notes(["One"], ("Mine", True)))
    set_language("en")
    assert "你在「One」的座位为你保留着" in zh and "你主持的牌桌「Mine」已随这个会话关闭" in zh, zh


def test_a_hosted_table_is_one_whose_journal_a_running_table_holds(tmp_path: Path) -> None:
    state = tmp_path / ".local" / "state" / "unotui"
    state.mkdir(parents=True)
    journal = state / "tables" / "t.jsonl"
    journal.parent.mkdir()
    (state / "last-table.json").write_text(
        json.dumps({"table": "Mine", "at": time.time(), "journal": str(journal)}))
    assert hosted_open(str(tmp_path)) is None  # (no such file: no table writes it)
    held = Journal(journal)
    held.open()
    try:
        assert hosted_open(str(tmp_path)) == ("Mine", journal.resolve())
        elsewhere = tmp_path.parent / f"elsewhere-{os.getpid()}.jsonl"
        (state / "last-table.json").write_text(
            json.dumps({"table": "Mine", "at": time.time(), "journal": str(elsewhere)}))
        assert hosted_open(str(tmp_path)) is None  # (the session's own files only)
    finally:
        held.close()
    since = time.time()
    journal.write_text(json.dumps({"k": "match"}) + "\n" + json.dumps({"k": "closed",
                                                                        "at": since}) + "\n")
    assert match_cut(journal, since)
    assert not match_cut(journal, since + 60)  # (closed before the door's close: not by it)
    journal.write_text(json.dumps({"k": "over", "at": since}) + "\n")
    assert not match_cut(journal, since)
