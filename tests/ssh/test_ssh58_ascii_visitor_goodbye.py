"""ssh58: a visitor whose client sent a locale that is not UTF-8 (``LANG=C``) plays in ASCII
(the door adds ``--ascii`` to their game), but the door's own goodbye is written in UTF-8 as it
comes: the table's closing words of a team match hold "Team 1 · ann, bo: 12 points"
(unotui/connection.py, ``score_lines``), and a C or Latin-1 terminal shows the "·" as
garbage ("Â·"). unotui/ssh/session.py, ``GameSession._finish``, writes ``goodbye.text()``
without the ASCII the game itself uses for this visitor."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, open_door, play_session


async def test_the_goodbye_of_an_ascii_visitor_is_ascii(tmp_path: Path) -> None:
    async with open_door(tmp_path) as opened, connect(opened.port, username="zoe") as conn:
        screen = await play_session(conn, env={"LANG": "C"})
        await screen.until("zoe (you")
        mark = len(screen.raw)
        # (the closing words a host's team match gives every visitor, as the host writes them)
        await opened.door.close("Zoetable was stopped by its host.\n\n"
                                "Scores so far:\nTeam 1 · ann, bo: 12 points")
        raw = await screen.rest()
        goodbye = raw[mark:].rsplit(b"\x1b[?1049l", 1)[-1]
        assert b"Team 1" in goodbye, goodbye
        assert goodbye.isascii(), goodbye
