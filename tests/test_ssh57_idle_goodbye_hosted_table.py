"""ssh57: a visitor of the menu door (``serve-ssh`` without ``--table``) who hosted a table
through it and was closed for idleness reads only "Closed after 2 minutes without a key press.
Come back any time: the same ssh command takes you back to your seat, if you had one." — while
their table, and the seat they had at it, closed with the session (its match cannot go on: the
others there read "amy's table 已关闭：桌主的连接已断开。"). The door says what became of a
visitor's own tables when it closes (``closing_notes``: "The table you hosted, Zoetable, closed
with this session: its match cannot go on."), but the idle goodbye is written without them
(unotui/ssh/session.py: ``notes = closing_notes(...) if goodbye.why == "closing" else ""``).

Seen: ``serve-ssh --bind 127.0.0.1 --port 11970 --idle-timeout 2``; amy hosts a table from the
menu (port 11971, this computer only), bo joins it, a match starts, amy presses nothing.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import connect, plain, play_session

from unotui.ssh.limits import Limits
from unotui.ssh.server import DoorConfig, FrontDoor


def goodbye(raw: bytes) -> str:
    return " ".join(plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).split())


async def test_the_idle_goodbye_says_the_table_hosted_in_the_session_closed(
        tmp_path: Path) -> None:
    door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        limits=Limits(idle_timeout=6.0),
        extra_args=("host", "--name", "Zoetable", "--port", "0", "--bind", "127.0.0.1",
                    "--bots", "1", "--seats", "2", "--no-advertise", "--bot-delay", "3600")))
    try:
        _, port = await door.start()
        conn = await connect(port, username="zoe")
        screen = await play_session(conn, size=(100, 30))
        await screen.until("Lobby of Zoetable")
        screen.stdin.write(b"s")
        await screen.until("Your hand (", since=len(screen.raw))
        await screen.rest()  # (no key pressed: the door closes the session)
        conn.close()
        said = goodbye(screen.raw)
        assert "without a key press" in said, said
        assert "The table you hosted, Zoetable, closed with this session" in said, said
    finally:
        await door.close()
