"""A table password too long for any table (ssh48 #3): pasted into the door's join screen and
sent, it was refused in the protocol's words ("The table refused: hello: field 'password' must
be table password (str of at most 64 characters)"). The field takes what a table takes (64),
and the refusal is a wrong password's, in a player's words."""

from __future__ import annotations

from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, plain, play_session


async def test_a_too_long_table_password_is_told_in_a_players_words(tmp_path: Path) -> None:
    async with open_door(tmp_path, table_config={"password": "tpw"}) as door:
        conn = await connect(door.port, username="pia")
        screen = await play_session(conn)
        await screen.until("needs the right password")
        mark = len(screen.raw)
        screen.stdin.write(b"x" * 80 + b"\r")
        await screen.until("Wrong password", since=mark)
        text = " ".join(plain(screen.raw[mark:]).split())
        assert "field 'password'" not in text and "hello:" not in text, text
        conn.close()
    await no_session_left(door.door)
