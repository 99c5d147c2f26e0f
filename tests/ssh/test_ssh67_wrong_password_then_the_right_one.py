"""ssh67 #1: a visitor of a door bound to a table with a password types a wrong one; the join
screen says "Wrong password: type the table's password again." — but it leaves the wrong one
in the field, and the cursor after it. The visitor types the right one, as told, and sends
"wrongright": refused again, with a longer pause each time (1, 2, 4, 8 s). Seen with OpenSSH in
tmux: "a", "b", "c" then "tulip" showed ••••••••. After a refusal the field should hold
nothing the visitor has to delete first (emptied, or all of it selected so that typing
replaces it)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, open_door, plain, play_session


async def test_the_right_password_typed_after_a_wrong_one_joins(tmp_path: Path) -> None:
    async with (open_door(tmp_path, table_config={"password": "tulip"}) as door,
                connect(door.port, "pat") as conn):
        screen = await play_session(conn)
        await screen.until("needs the right password")
        mark = len(screen.raw)
        screen.stdin.write(b"no\r")
        await screen.until("Wrong password: type the table's password again", since=mark)
        await asyncio.sleep(1.5)  # (the pause after a first wrong one: 1 s)
        mark = len(screen.raw)
        screen.stdin.write(b"tulip\r")  # (typed again, as the screen asks)
        try:
            await asyncio.wait_for(screen.until("Lobby of", since=mark), 10)
        except TimeoutError:
            raise AssertionError("not joined: the field held the wrong password too:\n"
                                 + plain(screen.raw)[-800:]) from None
        screen.stdin.write(b"\x11")  # Ctrl+Q
        await screen.rest()
