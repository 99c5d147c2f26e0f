"""ssh62 #2: docs/SSH.md says "a player whose connection is slow only slows their own game".
Not a visitor who hosts a table from a door's menu (Host, or ``host`` in the door's sessions):
that table runs inside the visitor's own game process, on the same event loop as the app that
draws their screen. When their client stops reading (a slow link, a laptop going to sleep,
``kill -STOP`` of their ssh, a terminal scrolled back in some emulators), the door stops reading
their game's terminal, Textual's output queue fills, the app's loop blocks on its next frame —
and the table with it: every other player's key gets no answer, for as long as that client
reads nothing (keepalives still answered: never dropped).

Here zoe hosts Zoetable through a menu door and stops reading her screen (a small SSH window,
then some resizes for frames to fill it); amy, at Zoetable through another door, presses r
(ready): the table never says she is ready.

fixout63: and once zoe reads again, her screen is drawn again whole — amy's "✓ ready",
a frame left out while zoe read nothing, is on it (``unotui.screen_out``)."""

from __future__ import annotations

import asyncio
import socket
from pathlib import Path

from ssh_kit import connect, plain, play_session

from unotui.ssh.server import DoorConfig, FrontDoor


def free_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])


async def test_a_hosting_visitor_who_stops_reading_does_not_freeze_the_table(
        tmp_path: Path) -> None:
    table_port = free_port()
    host_door = FrontDoor(DoorConfig(
        bind="127.0.0.1", port=0, target=None, key_dir=tmp_path / "hostkey",
        extra_args=("host", "--name", "Zoetable", "--port", str(table_port), "--bind",
                    "127.0.0.1", "--seats", "3", "--no-advertise", "--bot-delay", "3600")))
    guest_door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0,
                                      target=f"127.0.0.1:{table_port}",
                                      key_dir=tmp_path / "hostkey"))
    try:
        _, host_port = await host_door.start()
        _, guest_port = await guest_door.start()
        zoe_conn = await connect(host_port, username="zoe")
        zoe_proc = await zoe_conn.create_process(term_type="xterm-256color",
                                                 term_size=(100, 30), encoding=None,
                                                 window=4096)
        seen = b""
        while b"Lobby of Zoetable" not in seen.replace(b"\x1b[", b""):
            seen += await asyncio.wait_for(zoe_proc.stdout.read(65536), 30)
            if b"Zoetable" in seen:
                break
        amy_conn = await connect(guest_port, username="amy")
        amy = await play_session(amy_conn, size=(100, 30))
        await amy.until("Lobby of Zoetable")
        # zoe reads nothing from now on; her terminal changes size (each a whole frame)
        for i in range(30):
            zoe_proc.change_terminal_size(400 + (i % 2), 150)
            await asyncio.sleep(0.2)
        await asyncio.sleep(2.0)
        mark = len(amy.raw)
        amy.stdin.write(b"r")
        await amy.until("✓ ready", since=mark)
        again = b""
        while "✓ ready" not in plain(again):  # (zoe reads again: her screen drawn whole)
            again += await asyncio.wait_for(zoe_proc.stdout.read(65536), 30)
        amy_conn.close()
        zoe_conn.close()
    finally:
        await guest_door.close()
        await host_door.close()
