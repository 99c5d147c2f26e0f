"""ssh52 #1 (ssh51's item, still there): a visitor's second session, opened while the first
still held the seat (a laptop gone to sleep, a hung ssh: the door drops it only after 45-60 s
of keepalives), watches as "zoe 2" ("Another SSH session of yours ... holds your seat. If that
session is gone, the server drops it within a minute: connect again then to sit back down").
Once the first session is gone, the seat is free ("zoe ... offline", then "away: a bot plays
for zoe"), but the session that is still open can never sit in it: its `s` offers only the
table's own bot's seat, and `q` then `j` at the door's menu joins again as "zoe 2", watching,
repeating "Another SSH session of yours ... holds your seat" although none does. Only a new ssh
connection gets the seat. The door keeps the seat for "zoe@127.0.0.1" when the first session
ends; the visitor's open session should be able to take it (j at the door's menu, at least)."""

from __future__ import annotations

import asyncio
import re
from pathlib import Path

from ssh_kit import connect, open_door, plain, play_session


async def test_the_open_twin_takes_the_seat_once_the_first_session_is_gone(
        tmp_path: Path) -> None:
    slow = {"bot_delay": 3600.0, "reconnect_window": 60.0}  # (the match stays where it is)
    async with open_door(tmp_path, seats=3, table_config=slow) as door:
        first_conn = await connect(door.port, username="zoe")
        first = await play_session(first_conn)
        await first.until("Lobby of SSH test table")
        first.stdin.write(b"s")  # start the match (zoe and the bot)
        await first.until("Your hand (", since=len(first.raw))
        async with connect(door.port, username="zoe") as conn:
            twin = await play_session(conn)
            await twin.until("You are watching this match")
            first_conn.abort()  # the first session's client is gone
            await twin.until("offline", since=len(twin.raw))  # the table says the seat waits
            # (the seat is the twin's once the door has seen the first session end: waited
            # for, where a fixed second was too short on a busy machine)
            for _ in range(300):
                if len(door.door.sessions) <= 1:
                    break
                await asyncio.sleep(0.05)
            await asyncio.sleep(0.5)
            mark = len(twin.raw)
            twin.stdin.write(b"q")  # leave watching: the door's menu
            await twin.until("Watch the table", since=mark)
            mark = len(twin.raw)
            twin.stdin.write(b"j")  # join the table again, from the same session
            # (the table's own words, "You are watching": the seat-free notice, drawn again
            # over the menu, says "stop watching (q)", and matched a bare "watching" there —
            # the menu's frames, with the first join's "zoe 2", were then read as the table's)
            await twin.until(rb"You are watching|Your hand \(", raw=True, since=mark)
            # the footer drawn after it: looked for from where the hand (or watching) showed,
            # as the same chunk may hold both (from the end of what was read, it was missed)
            shown = re.search(rb"You are watching|Your hand \(", twin.raw[mark:])
            assert shown is not None
            await twin.until("Leave", since=mark + shown.start())
            # (read from the table's first frame on: the menu's frames before it may still show
            # the first join's notice, "Joined … as zoe 2", until its seconds are out)
            flat = " ".join(plain(twin.raw[mark + shown.start():]).split())
            assert "Your hand (" in flat, flat
            assert "zoe 2" not in flat and "holds your seat" not in flat, flat
            twin.stdin.write(b"\x11")
