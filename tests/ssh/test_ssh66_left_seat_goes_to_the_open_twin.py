"""ssh66: a visitor seated in a match, with a second window open at the same table (it only
watches, as ``bob 2``), quits the first with Ctrl-C then y. Its goodbye says "You left
Keytable: a bot plays your seat while its match goes on. Connect again (the same ssh command,
the same user name) to take your seat back." They do: the new session only watches, as
``bob 3``, and its ``q`` then ``j`` watches again — the seat was handed to the watching second
window as the first ended (docs/SSH.md: "once the first has ended, its seat goes to the session
still open"), which nobody told, and where only ``q`` then ``j`` sits down. Seen with OpenSSH at
a 4-seat table (the same test without the second window passes: the seat comes
back). The promise of the goodbye and where the seat went disagree: either the seat
waits for the next connection, as promised, or the goodbye says it is the other window's."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session


async def _seated_or_watching(screen) -> str:  # type: ignore[no-untyped-def]
    async def look() -> str:
        while True:
            text = " ".join(screen.raw.decode("utf-8", "replace").split())
            if "Your hand (" in text:
                return "seated"
            if "You are watching" in text:
                return "watching"
            chunk = await screen.stdout.read(65536)
            assert chunk, "the session ended"
            screen.raw += chunk
    return await asyncio.wait_for(look(), 30)


async def test_the_goodbyes_connect_again_gives_the_seat_back_with_a_twin_open(
        tmp_path: Path) -> None:
    async with open_door(tmp_path, seats=3, table_config={"bot_delay": 3600.0}) as door, \
            connect(door.port, username="amy") as amy, \
            connect(door.port, username="bob") as first:
        host = await play_session(amy)
        await host.until("amy (you")  # the first seated runs the table
        seated = await play_session(first)
        await seated.until("bob (you")
        host.stdin.write(b"s")  # start the match: amy, bob and the bot
        await seated.until("Your hand (", since=len(seated.raw))
        async with connect(door.port, username="bob") as second:
            twin = await play_session(second)
            assert await _seated_or_watching(twin) == "watching"  # bob 2
            mark = len(seated.raw)
            seated.stdin.write(b"\x03")
            await seated.until("(y)", since=mark)
            seated.stdin.write(b"y")
            said = " ".join((await seated.rest()).decode("utf-8", "replace").split())
            assert "to take your seat back" in said, said[-600:]
            await asyncio.sleep(3.0)  # the first session ends
            async with connect(door.port, username="bob") as third:
                again = await play_session(third)
                assert await _seated_or_watching(again) == "seated", \
                    " ".join(again.raw.decode("utf-8", "replace").split())[-1500:]
    await no_session_left(door.door)
