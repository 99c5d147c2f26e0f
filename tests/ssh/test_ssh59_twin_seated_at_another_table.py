"""ssh59: ssh58 #2 has the door say a visitor's twin session "holds your seat" only when that
session holds a seat — but a seat anywhere. At a menu door (``serve-ssh``), ann's first session
sits at one table; her second joins another table, which is full and where she never sat, and
is told "Another SSH session of yours, connected from this address when this one began, holds
your seat. If that session is gone, the server drops it within a minute: join this table again
then (or connect again) to sit back down." Nothing of hers is at that table: leaving the first
session gives her no seat there. Seen with OpenSSH at ``serve-ssh --bind 127.0.0.1 --port P``.
KeptSeats.twin_seated (unotui/ssh/session.py) asks whether the twin holds a seat at any table;
UNOTUI_SSH_TWIN says no more than yes, and the join screen (unotui/screens/join.py) says it of
whichever full table is joined."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session

from net.host import Host, TableConfig


async def join_by_address(screen, address: str) -> None:  # type: ignore[no-untyped-def]
    await screen.until("(q) Quit")
    screen.stdin.write(b"j")
    await screen.until("Type address", since=len(screen.raw))
    at = len(screen.raw)
    screen.stdin.write(b"a")
    await screen.until("Join esc Back", since=at)  # (the address field has the keys)
    screen.stdin.write(address.encode() + b"\r")


async def test_a_twin_seated_at_another_table_is_not_said_to_hold_this_ones_seat(
        tmp_path: Path) -> None:
    full = Host(TableConfig(name="Fulltable", seats=2, seed="ssh", bot_delay=3600.0))
    _, full_port = await full.start_server("127.0.0.1", 0)
    full.table.add_bot("basic", 0)
    full.table.add_bot("basic", 1)  # every seat taken: ann never sat here
    try:
        async with open_door(tmp_path, target=False) as opened, \
                connect(opened.port, username="ann") as first, \
                connect(opened.port, username="ann") as second:
            seated = await play_session(first, size=(100, 30))
            await join_by_address(seated, f"127.0.0.1:{opened.table_port}")
            await seated.until("ann (you")  # ann sits at the door's test table
            other = await play_session(second, size=(100, 30))
            await join_by_address(other, f"127.0.0.1:{full_port}")
            text = await other.until("(n) No", since=len(other.raw))
            flat = " ".join(text.split())
            assert "Every seat" in flat, flat
            assert "holds your seat" not in flat, flat
            assert "sit back down" not in flat, flat
        await no_session_left(opened.door)
    finally:
        await full.close()
