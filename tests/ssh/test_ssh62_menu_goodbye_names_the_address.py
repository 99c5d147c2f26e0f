"""ssh62 #1: a visitor of a door with the main menu (``serve-ssh`` without ``--table``) who sat
at a table they joined by its address is told, as the door closes, "Your seat at Keytable is
kept for you: once this door is open again, connect with the same ssh command (the same user
name) and join Keytable from the menu to take it back." — but the address is said nowhere.
The next session's Join list shows only the tables found on the LAN: a table that is not
advertised (``host --no-advertise``), or that multicast does not reach, is not on it, and the
visitor, who followed the goodbye to the letter, finds no Keytable to join. Seen by hand:
``serve-ssh`` stopped with Ctrl-C while p1..p3 played at a ``--no-advertise`` table; after the
door was opened again, p1's Join list read "Looking for tables… none found yet."; typing the
address gave the seat back. The goodbye names the address the seat is kept at."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import KEYTABLE_FAST, connect, plain, play_session

from net.host import Host, TableConfig
from unotui.ssh.server import DoorConfig, FrontDoor


def goodbye(raw: bytes) -> str:
    return " ".join(plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).split())


async def test_the_menu_doors_goodbye_says_where_the_kept_seat_is(tmp_path: Path) -> None:
    table = Host(TableConfig(name="Keytable", seats=3, seed="ssh", **KEYTABLE_FAST))
    _, table_port = await table.start_server("127.0.0.1", 0)
    table.table.add_bot("basic", 2)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None,
                                key_dir=tmp_path / "hostkey",
                                extra_args=("join", f"127.0.0.1:{table_port}")))
    try:
        _, port = await door.start()
        conn = await connect(port, username="zoe")
        screen = await play_session(conn, size=(100, 30))
        await screen.until("Lobby of Keytable")
        screen.stdin.write(b"s")
        await screen.until("Your hand (", since=len(screen.raw))
        await door.close()
        await screen.rest()
        conn.close()
        said = goodbye(screen.raw)
        assert "join Keytable from the menu" in said, said
        assert f"127.0.0.1:{table_port}" in said, said
    finally:
        await door.close()
        await table.close()
