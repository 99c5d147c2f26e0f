"""ssh68 #5: a visitor's second session watches while the first holds the seat ("Another SSH
session of yours … holds your seat. If that session is gone, the server drops it within a
minute: join this table again then (or connect again) to sit back down"). The first session then
ends (its window closed). The seat is now the open session's (docs/SSH.md: "its seat waits for
whichever comes first: joining the table again from the session still open (at the door's
menu, q then j) sits down in it") — but the open session is never told:

* in a lobby (``host --headless --seats 2 --ssh``; amy, ben; amy's twin watches): the seat
  reads "amy (host) away, seat kept 0:58", the status line "You are watching: every seat is
  taken. Press r when a seat is free.", and ``r`` does nothing: the free seat is theirs, yet no
  key sits them down there;
* in a match (Door68, carol's twin watching in Chinese): "carol … 已离开" (left), a bot plays
  it, and ``s`` ("take over a bot's seat") offers Ana, the table's own bot — somebody else's
  place — not carol's.

Only a visitor who remembers the join notice's words from a minute before, and that "join this
table again" means Escape, y, then Enter or j, gets the seat. The watching twin should be told,
when its own seat's session ends, that the seat is theirs to take and how."""

from __future__ import annotations

import asyncio
import contextlib
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import WAIT, connect, no_session_left, open_door, plain, play_session


async def test_the_watching_twin_is_told_when_its_own_seat_is_free(tmp_path: Path) -> None:
    slow = {"bot_delay": 3600.0, "reconnect_window": 60.0}  # (the match stays where it is)
    async with open_door(tmp_path, seats=3, table_config=slow) as door:
        first_conn = await connect(door.port, username="zoe")
        first = await play_session(first_conn, size=(100, 30))
        await first.until("Lobby of SSH test table")
        first.stdin.write(b"s")  # start the match (zoe and the bot)
        await first.until("Your hand (", since=len(first.raw))
        async with connect(door.port, username="zoe") as conn:
            twin = await play_session(conn, size=(100, 30))
            await twin.until("You are watching this match")
            # (the join notice, "… holds your seat …", has its seconds: gone before the drop)
            loop = asyncio.get_running_loop()
            quiet = loop.time() + 16.0
            while loop.time() < quiet:
                with contextlib.suppress(TimeoutError):
                    twin.raw += await asyncio.wait_for(twin.stdout.read(65536), 0.5)
            gone = len(twin.raw)
            first_conn.abort()  # the first session's window is closed
            await twin.until("offline", since=len(twin.raw))
            for _ in range(int(WAIT / 0.05)):
                if len(door.door.sessions) <= 1:  # the door saw the first session end
                    break
                await asyncio.sleep(0.05)
            until = loop.time() + 6.0  # what the open session is shown meanwhile
            while loop.time() < until:
                with contextlib.suppress(TimeoutError):
                    twin.raw += await asyncio.wait_for(twin.stdout.read(65536), 0.5)
            flat = " ".join(plain(twin.raw[gone:]).split())
            # told that its own seat (zoe's) is free for it, and which key takes it
            assert "holds your seat" not in flat, flat[-1500:]  # (not the join notice again)
            assert "your seat" in flat.lower() or "your own seat" in flat.lower(), flat[-1500:]
            twin.stdin.write(b"\x11")
        await no_session_left(door.door)
