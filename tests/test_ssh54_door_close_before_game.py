"""ssh54: the door stopped (Ctrl-C) while a visitor is still logging in (at OpenSSH's password
prompt) or logged in without a game yet (``ssh -N``, a multiplexing master) tells them only
asyncssh's default words: OpenSSH shows

    Received disconnect from 127.0.0.1 port 9863:11: Disconnected by application

where every other close of the door says why ("Closed: no game opened within 2 min. Connect
again to play.", a player's "The game server is closing. Thanks for playing!"); the door's log
says "login failed (the door is closing)". Cause: FrontDoor.close ends the connections left with
``front.conn.close()`` (unotui/ssh/server.py, FrontDoor.close), not ``_Front._close``.

By hand: `serve-ssh --bind 127.0.0.1 --port P --ssh-password-file F`; `ssh -p P x@127.0.0.1`,
leave it at "Password:"; Ctrl-C the door; type anything at the prompt."""

from __future__ import annotations

import asyncio
import sys
from pathlib import Path
from typing import Any

import asyncssh

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import WAIT

from unotui.ssh.server import DoorConfig, FrontDoor


class Told(asyncssh.SSHClient):
    """Keeps why the server hung up."""

    def __init__(self) -> None:
        self.why: asyncio.Future[str] = asyncio.get_running_loop().create_future()

    def connection_lost(self, exc: Exception | None) -> None:
        if not self.why.done():
            self.why.set_result(exc.reason if isinstance(exc, asyncssh.DisconnectError)
                                else repr(exc))


async def test_a_visitor_logged_in_without_a_game_is_told_the_door_is_closing(
        tmp_path: Path) -> None:
    """OpenSSH's ``ssh -N`` (asyncssh's client keeps no reason for a code-11 disconnect)."""
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None,
                                key_dir=tmp_path / "hostkey"))
    try:
        _, port = await door.start()
        ssh = await asyncio.create_subprocess_exec(
            "ssh", "-N", "-F", "/dev/null", "-p", str(port), "-o", "BatchMode=yes",
            "-o", "StrictHostKeyChecking=no", "-o", f"UserKnownHostsFile={tmp_path}/kh",
            "-o", "IdentitiesOnly=yes", "-o", f"IdentityFile={tmp_path}/none",
            "nn@127.0.0.1", stdin=asyncio.subprocess.DEVNULL,
            stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.PIPE)

        async def logged_in() -> None:
            while not any(front.logged_in for front in door.connections):
                await asyncio.sleep(0.05)
        await asyncio.wait_for(logged_in(), WAIT)
        await door.close()
        _, err = await asyncio.wait_for(ssh.communicate(), WAIT)
        said = err.decode()
        assert "Received disconnect" in said and "closing" in said, said
    finally:
        await door.close()


async def test_a_visitor_at_the_password_prompt_is_told_the_door_is_closing(
        tmp_path: Path) -> None:
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None, password="pw",
                                key_dir=tmp_path / "hostkey"))
    asking = asyncio.Event()
    never = asyncio.Event()

    class AtThePrompt(Told):
        def password_auth_requested(self) -> Any:
            async def typing() -> str:
                asking.set()
                await never.wait()
                return "pw"
            return typing()

        def kbdint_auth_requested(self) -> None:
            return None

    try:
        _, port = await door.start()
        task = asyncio.ensure_future(asyncssh.create_connection(
            AtThePrompt, "127.0.0.1", port, known_hosts=None, username="pwq",
            client_keys=None, agent_path=None))
        await asyncio.wait_for(asking.wait(), WAIT)
        await door.close()
        try:
            await asyncio.wait_for(task, WAIT)
        except asyncssh.DisconnectError as exc:
            why = exc.reason
        else:
            why = "logged in"
        assert "closing" in why, why
    finally:
        await door.close()


