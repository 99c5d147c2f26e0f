"""ssh58: a visitor's second session is told "Another SSH session of yours, connected from this
address when this one began, holds your seat … join this table again then (or connect again)
to sit back down" when their first session holds no seat at all — it only watches the full
table. Seen with OpenSSH: three sessions of ``mux`` over a ControlMaster at a full table, all
three watching, the third told the other one holds its seat. The door sets UNOTUI_SSH_TWIN for
any other session of the visitor with a game running (unotui/ssh/session.py, ``_spawn``:
``twin = self.kept.playing.get(self.who, 0) > 0``), and the join screen reads it as "holds
your seat" (unotui/screens/join.py, the full dialog and the renamed notice)."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session


async def test_a_twin_that_only_watches_is_not_said_to_hold_a_seat(tmp_path: Path) -> None:
    async with open_door(tmp_path, seats=3) as door, connect(door.port, username="amy") as amy, \
                connect(door.port, username="bob") as bob:
        a = await play_session(amy)
        await a.until("amy (you")
        b = await play_session(bob)
        await b.until("bob (you")  # the lobby is full: amy, bob and the bot
        async with connect(door.port, username="zoe") as first:
            watcher = await play_session(first)
            await watcher.until("(n) No")
            watcher.stdin.write(b"y")
            await watcher.until("You are watching")  # zoe holds no seat anywhere
            async with connect(door.port, username="zoe") as second:
                other = await play_session(second)
                text = await other.until("(n) No")
                flat = " ".join(text.split())
                assert "holds your seat" not in flat, flat
                assert "sit back down" not in flat, flat
    await no_session_left(door.door)
