"""ssh66: a visitor whose first session only watches a match (no seat anywhere) opens a second
session (a second window, or a ControlMaster's next ``ssh``): it watches too, renamed ``zoe 2``,
and is told "Joined … as zoe 2: someone there is already called zoe. If that seat is yours,
connect again as you played it: the same login name, from the same computer, with the same SSH
key." There is no seat: the other ``zoe`` is this visitor's own watching session, and they did
connect with the same name, computer and key — the advice sends them round in circles. Seen
with OpenSSH at a full table during a match (carol, then carol 2, carol 3 and carol 4, each told
so). The renamed notice (unotui/screens/join.py) adds that sentence for any SSH visitor whose
name was taken by somebody other than a bot, without looking whether a seated player has it."""

from __future__ import annotations

import asyncio
import contextlib
from pathlib import Path

from ssh_kit import WAIT, connect, no_session_left, open_door, plain, play_session

from net.client import Client


async def test_a_second_watching_session_is_not_told_of_a_seat(tmp_path: Path) -> None:
    async with open_door(tmp_path, seats=2) as door:
        ann = await Client.connect_tcp("127.0.0.1", door.table_port, "Ann", reconnect=False)
        try:
            await ann.start()  # Ann and the bot: the match stays on Ann's turns
            await ann.recv("view", timeout=WAIT)
            async with connect(door.port, username="zoe") as first:
                watcher = await play_session(first, size=(160, 40))
                await watcher.until("You are watching")  # zoe holds no seat anywhere
                async with connect(door.port, username="zoe") as second:
                    other = await play_session(second, size=(160, 40))
                    await other.until("zoe 2")  # the notice, "Joined … as zoe 2: …"
                    await asyncio.sleep(1.0)  # the rest of it
                    text = await other.until("zoe 2")
                    with contextlib.suppress(TimeoutError):
                        text += plain(await asyncio.wait_for(other.stdout.read(65536), 1.0))
                    # (the notice wraps: one of these short pieces is on one line)
                    for words in ("seat is yours", "as you played it", "same SSH key",
                                  "same login", "same computer"):
                        assert words not in text, text[-3000:]
        finally:
            await ann.close()
    await no_session_left(door.door)
