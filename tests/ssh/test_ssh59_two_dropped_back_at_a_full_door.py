"""ssh59: ssh58 #1 lets a visitor back at once at a full door take the place of their own
session still ending — but only when theirs is the one ending. Two visitors dropped together
(one network blip, one wifi) and back at once: the first back is admitted beside both ending
sessions, and then the second is told "The game server is full right now", their own ending
session's place counted as taken by the first's. Seen with OpenSSH at ``host --headless --ssh
P --max-sessions 2``: ``kill -9`` both ssh clients, both connect again: one refused.

FrontDoor.admit (unotui/ssh/server.py) subtracts only the visitor's own ending sessions from all
the sessions, so the new session of another visitor admitted on account of its own ending one
is counted twice (it and the ending one it replaces)."""

from __future__ import annotations

import asyncio
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session, with_limits


async def test_two_visitors_dropped_together_both_sit_down_again(tmp_path: Path) -> None:
    async with open_door(tmp_path, seats=3, limits=with_limits(max_sessions=2)) as opened:
        first = await connect(opened.port, username="zoe")
        second = await connect(opened.port, username="amy")
        zoe = await play_session(first)
        await zoe.until("zoe (you")
        amy = await play_session(second)
        await amy.until("amy (you")
        first.abort()  # both connections drop at once
        second.abort()
        async with connect(opened.port, username="zoe") as zoe_again, \
                connect(opened.port, username="amy") as amy_again:
            zoe_back, amy_back = await asyncio.gather(play_session(zoe_again),
                                                      play_session(amy_again))
            texts = await asyncio.gather(zoe_back.until("(you"), amy_back.until("(you"),
                                         return_exceptions=True)
            for text in texts:
                assert not isinstance(text, BaseException), text
                assert "full right now" not in text
        await no_session_left(opened.door)
