"""ssh57: a visitor of the menu door (``serve-ssh`` without ``--table``) who hosts a table from
the door's menu on "this computer only" reads in its lobby "Others join with: unotui join
127.0.0.1:11911" and "Listed on this computer only, where the table listens: nobody else can
join." — while the door's other visitors do join it, from their Join list (bo and cy sat down
at amy's table a minute later). The visitor runs no unotui of their own, and the server's
loopback is where every visitor of the door is: the words are a local player's
(unotui/screens/lobby.py, ``advertise``: ``private``), not a door visitor's.

Seen: ``serve-ssh --bind 127.0.0.1 --port 11910``; amy: h, Port 11911, Listen on this computer
only, Ctrl+O; bo (zh_CN) and cy: j, Enter — both seated.
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import connect, play_session

from unotui.ssh.server import DoorConfig, FrontDoor


async def test_a_table_hosted_at_the_menu_door_does_not_say_nobody_else_can_join(
        tmp_path: Path) -> None:
    door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        extra_args=("host", "--name", "Zoetable", "--port", "0", "--bind", "127.0.0.1",
                    "--seats", "3", "--bot-delay", "3600")))
    try:
        _, port = await door.start()
        async with connect(port, username="zoe") as conn:
            screen = await play_session(conn, size=(100, 30))
            await screen.until("Lobby of Zoetable")
            said = await screen.until("Listed ")
            said = " ".join(said.split())
            assert "nobody else can join" not in said, said[-600:]
            screen.stdin.write(b"\x11")
    finally:
        await door.close()
