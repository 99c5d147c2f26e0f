"""ssh71 #1 over the door: a visitor in the middle of a match opens the match's history (L) and
presses Ctrl+C. docs/SSH.md: Ctrl-C "on every screen and over every dialog and the help ... in
the middle of a match it asks first ("Leave the match? … Then your SSH session ends.")". On the
history it asks nothing: the session ends at once ("Thanks for playing!"), the visitor's seat is
left as a dropped connection's. (tests/ui/test_ssh71_quit_from_history_asks.py: the same in one
process.)"""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, keytable_behind_a_door, plain, play_session


async def test_ctrl_c_on_the_history_mid_match_asks_before_the_session_ends(
        tmp_path: Path) -> None:
    table, door = await keytable_behind_a_door(tmp_path)
    try:
        _, port = await door.start()
        async with connect(port, username="zoe") as conn:
            screen = await play_session(conn, size=(100, 30))
            await screen.until("Lobby of Keytable")
            screen.stdin.write(b"s")
            await screen.until("Your hand (", since=len(screen.raw))
            at = len(screen.raw)
            screen.stdin.write(b"L")
            await screen.until("History of the match", since=at)
            at = len(screen.raw)
            screen.stdin.write(b"\x03")
            try:
                await asyncio.wait_for(screen.until("Leave the match?", since=at), 10)
            except (TimeoutError, AssertionError) as exc:
                raise AssertionError("no question; the visitor read: "
                                     + " ".join(plain(screen.raw[at:]).split())[-300:]) from exc
            assert not screen.process.stdin.is_closing()
    finally:
        await door.close()
        await table.close()
