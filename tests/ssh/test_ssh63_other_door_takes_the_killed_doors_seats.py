"""ssh63: two doors on one machine (two tables, `host --headless --ssh 16122` and `serve-ssh
--port 16124 --table …`, or a table's door and a menu door) share the state folder's
``ssh-sessions``. When one is killed outright (`kill -9`, the machine losing power), the
first door started afterwards — on ANY port — takes in the seats its sessions left
(``KeptSeats.recover`` reads every leftover folder whose door process is gone: the folder's
note names the door's process, not its port) into its own ``door-OTHERPORT.json``, and
deletes the folders. The killed table's door, resumed next (`host --resume --ssh 16122`),
finds nothing: its visitors connect again and only watch their own seats ("bob (offline: a
bot plays for them in 45 s)") — a lost seat. Seen with OpenSSH: kill -9 of the Tabby host
(door 16122) with bob seated, restart of the keys door on 16124 (door-16124.json then held
bob's Tabby seat), resume of Tabby: bob watched."""

from __future__ import annotations

import asyncio
import json
import subprocess
from pathlib import Path

from ssh_kit import connect, no_session_left, open_door, play_session

from unotui.kept_seats import FILE
from unotui.ssh.server import DoorConfig, FrontDoor
from unotui.ssh.session import NOTE, sessions_dir


async def test_a_door_on_another_port_leaves_a_killed_doors_seats_alone(tmp_path: Path) -> None:
    async with open_door(tmp_path, table_config={"bot_delay": 3600.0}) as door:
        conn = await connect(door.port, username="bob")
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        screen.stdin.write(b"s")  # (the first to sit runs the table: start the match)
        await screen.until("Your hand (", since=len(screen.raw))
        folder = next(p for p in sessions_dir().iterdir()
                      if (p / NOTE).exists() and "bob" in (p / NOTE).read_text())
        for _ in range(100):  # (the app writes the seat's token as it sits down)
            if (folder / FILE).exists():
                break
            await asyncio.sleep(0.05)
        assert (folder / FILE).exists()
        # this door is "killed": its process is gone (the note's other words stay as written)
        gone = subprocess.Popen(["true"])
        gone.wait()
        note = json.loads((folder / NOTE).read_text(encoding="utf-8"))
        note["door"] = gone.pid
        (folder / NOTE).write_text(json.dumps(note), encoding="utf-8")
        # another table's door on this machine starts now, before the killed one is resumed
        other = FrontDoor(DoorConfig(bind="127.0.0.1", port=0,
                                     target=f"127.0.0.1:{door.table_port}",
                                     key_dir=tmp_path / "hostkey"))
        try:
            await other.start()
            taken = dict(other.kept_seats.seats)
            still_there = folder.exists()
        finally:
            await other.close()
            conn.close()
        await no_session_left(door.door)
    assert not any(who.startswith("bob@") for who in taken), \
        f"the door on another port took bob's seat: {taken}"
    assert still_there, "the killed door's session folder was removed by another port's door"


async def test_a_killed_doors_seats_come_back_when_its_process_id_is_reused(
        tmp_path: Path) -> None:
    """The same note, after a power loss (docs/SSH.md: "A door killed outright (… the machine
    losing power) … a door started again … gives the seats back"): the folder's note names the
    dead door by its process id alone, and after a reboot that number is soon another program's
    (``running(pid)`` only asks whether some process has it). The folders of a killed door
    whose id now belongs to anything else are then skipped for good: the door started again
    gives those visitors nothing back."""
    async with open_door(tmp_path, table_config={"bot_delay": 3600.0}) as door:
        conn = await connect(door.port, username="bob")
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        screen.stdin.write(b"s")
        await screen.until("Your hand (", since=len(screen.raw))
        folder = next(p for p in sessions_dir().iterdir()
                      if (p / NOTE).exists() and "bob" in (p / NOTE).read_text())
        for _ in range(100):
            if (folder / FILE).exists():
                break
            await asyncio.sleep(0.05)
        # the door's process id now belongs to an unrelated program (after a reboot)
        stranger = subprocess.Popen(["sleep", "30"])
        try:
            note = json.loads((folder / NOTE).read_text(encoding="utf-8"))
            note["door"] = stranger.pid
            (folder / NOTE).write_text(json.dumps(note), encoding="utf-8")
            # the killed door started again: here a door of the same port's kind, fresh
            again = FrontDoor(DoorConfig(bind="127.0.0.1", port=0,
                                         target=f"127.0.0.1:{door.table_port}",
                                         key_dir=tmp_path / "hostkey"))
            again.kept_seats.recover(sessions_dir())
            taken = dict(again.kept_seats.seats)
        finally:
            stranger.kill()
            stranger.wait()
            conn.close()
        await no_session_left(door.door)
    assert any(who.startswith("bob@") for who in taken), \
        "bob's seat, left by a door that is gone, was not taken in"
