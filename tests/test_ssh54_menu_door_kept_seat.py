"""ssh54: at a door with the main menu (``serve-ssh`` without ``--table``), one visitor hosts
a table from the menu and another joins it; the door is stopped (Ctrl-C) mid-match. The host's
goodbye rightly says "The table you hosted, Zoetable, closed with this session: its match
cannot go on." — but the guest's says "Your seat at Zoetable is kept for you: once this door is
open again, connect with the same ssh command (the same user name) and join Zoetable from the
menu to take it back." That table died with its host's session, on the same door: no seat is
kept, and the door open again lists no such table (the door even keeps the dead seat in
ssh-sessions/door-PORT.json).

By hand: `unotui serve-ssh --bind 127.0.0.1 --port P`; visitor A: h, Port 9865, this computer
only, Ctrl+O, b (a bot), s once B sits; visitor B: j, the table, Enter; Ctrl-C the door."""

from __future__ import annotations

import socket
import sys
from dataclasses import dataclass
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import connect, plain, play_session

from unotui.ssh.server import DoorConfig, FrontDoor


def free_port() -> int:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


@dataclass
class TwoVisitors(DoorConfig):
    """A menu door whose visitor zoe starts hosting Zoetable on ``table_port`` at once and
    whose visitor bob starts joining it (what each would do from the door's menu)."""

    table_port: int = 0

    def argv(self, player: str) -> list[str]:
        if player == "zoe":
            return ["host", "--name", "Zoetable", "--port", str(self.table_port), "--bind",
                    "127.0.0.1", "--bots", "1", "--seats", "3", "--no-advertise",
                    "--bot-delay", "3600"]
        return ["join", f"127.0.0.1:{self.table_port}", "--name", player]


def goodbye(raw: bytes) -> str:
    return " ".join(plain(raw.rsplit(b"\x1b[?1049l", 1)[-1]).split())


async def test_a_guest_at_a_table_hosted_through_the_same_door_is_not_told_the_seat_is_kept(
        tmp_path: Path) -> None:
    door = FrontDoor(TwoVisitors(bind="127.0.0.1", port=0, target=None,
                                 key_dir=tmp_path / "hostkey", table_port=free_port()))
    try:
        _, port = await door.start()
        host_conn = await connect(port, username="zoe")
        host = await play_session(host_conn, size=(100, 30))
        await host.until("Lobby of Zoetable")
        guest_conn = await connect(port, username="bob")
        guest = await play_session(guest_conn, size=(100, 30))
        await guest.until("Lobby of Zoetable")
        await host.until("bob", since=0)
        host.stdin.write(b"s")
        await guest.until("Your hand (", since=len(guest.raw))
        await host.until("Your hand (", since=len(host.raw))
        await door.close()
        await host.rest()
        await guest.rest()
        host_conn.close()
        guest_conn.close()
        hosted, said = goodbye(host.raw), goodbye(guest.raw)
        assert "The table you hosted, Zoetable, closed with this session" in hosted, hosted
        assert "kept for you" not in said, said
    finally:
        await door.close()
