"""ssh58: a visitor of the menu door (``serve-ssh`` without ``--table``) who joined a table
from its menu, sat down and was closed for idleness reads "Closed after 30 seconds without a key
press. Come back any time: the same ssh command takes you back to your seat, if you had one."
It does not: the same ssh command brings them to the main menu, where they must join that table
again (j, then its address) — the door's own closing note at a menu door says so ("connect with
the same ssh command (the same user name) and join Keytable from the menu to take it back",
``closing_notes(door="menu")``), the idle goodbye is written the same for both doors
(unotui/ssh/session.py, ``Farewell.text``, ``why == "idle"``).

Seen with OpenSSH: ``serve-ssh --bind 127.0.0.1 --port 12408 --idle-timeout 0.5``; ivy joins
127.0.0.1:12400 from the menu, takes a bot's seat, presses nothing; connecting again with the
same command shows the main menu."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import KEYTABLE_FAST, connect, plain, play_session

from net.host import Host, TableConfig
from unotui.ssh.limits import Limits
from unotui.ssh.server import DoorConfig, FrontDoor


def goodbye(raw: bytes) -> str:
    return " ".join(plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).split())


async def test_the_idle_goodbye_at_the_menu_door_does_not_promise_the_seat_back(
        tmp_path: Path) -> None:
    table = Host(TableConfig(name="Keytable", seats=3, seed="ssh", **KEYTABLE_FAST))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", 2)
    # (the menu door's session, as after j and the table's address at its menu)
    door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        limits=Limits(idle_timeout=6.0),
        extra_args=("join", f"127.0.0.1:{table_port}", "--name", "ivy")))
    try:
        _, port = await door.start()
        conn = await connect(port, username="ivy")
        screen = await play_session(conn, size=(100, 30))
        await screen.until("ivy (you")
        await screen.rest()  # (no key pressed: the door closes the session)
        conn.close()
        said = goodbye(screen.raw)
        assert "without a key press" in said, said
        assert "the same ssh command takes you back to your seat" not in said, said
    finally:
        await door.close()
        await table.close()


async def test_the_idle_goodbye_after_a_game_against_bots_speaks_of_no_seat(
        tmp_path: Path) -> None:
    """ssh70 #5: a visitor closed for idleness in a game against bots read "… take back your
    seat, if you had one": they had none, and that game is simply gone."""
    door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        limits=Limits(idle_timeout=6.0), extra_args=("play", "--seed", "7")))
    try:
        _, port = await door.start()
        conn = await connect(port, username="ivy")
        screen = await play_session(conn, size=(100, 30))
        await screen.until("Your hand")
        await screen.rest()  # (no key pressed: the door closes the session)
        conn.close()
        said = goodbye(screen.raw)
        assert "without a key press" in said, said
        assert "seat" not in said, said
        assert "the same ssh command brings you back" in said, said
    finally:
        await door.close()


def test_a_seat_left_in_a_match_under_way_counts_for_the_idle_goodbye(tmp_path: Path) -> None:
    """review95 #2: a visitor who left a match under way (its seat kept until it ends, taken
    back by joining again) and then idled at the menu read only "the same ssh command brings
    you back": the idle goodbye counts that seat; not once its table was seen back in its
    lobby (the seat given up), nor for the door's closing notes, which say kept seats only."""
    import json

    from unotui.kept_seats import FILE
    from unotui.ssh.session import seats_kept

    entry = {"token": "t" * 32, "pid": 42, "at": 1.0, "table": "Den", "left": True}
    (tmp_path / FILE).write_text(json.dumps({"127.0.0.1:7000|ivy": entry}))
    assert seats_kept(str(tmp_path), 42) == []
    assert seats_kept(str(tmp_path), 42, left_too=True) == [("Den", "127.0.0.1:7000")]
    (tmp_path / FILE).write_text(json.dumps({"127.0.0.1:7000|ivy": {**entry,
                                                                    "lobby_seen": True}}))
    assert seats_kept(str(tmp_path), 42, left_too=True) == []
