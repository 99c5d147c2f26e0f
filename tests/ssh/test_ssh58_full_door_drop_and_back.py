"""ssh58: at a door with every game place taken, a visitor whose connection drops and who
connects straight back is refused "The game server is full right now: please try again in a
few minutes" — the place is still held by their own session that is ending. docs/SSH.md: "A
visitor who comes back while their earlier session is still ending waits for it (a few seconds
at most) and sits down in their seat"."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session, with_limits


async def test_a_visitor_back_at_once_at_a_full_door_sits_down_again(tmp_path: Path) -> None:
    async with open_door(tmp_path, limits=with_limits(max_sessions=1)) as opened:
        conn = await connect(opened.port, username="zoe")
        screen = await play_session(conn)
        await screen.until("zoe (you")
        conn.abort()  # the connection drops (a client killed outright)
        async with connect(opened.port, username="zoe") as again:
            back = await play_session(again)
            text = await back.until("zoe (you")  # (not "full right now")
            assert "full right now" not in text
        await no_session_left(opened.door)
