"""fixssh54 (ssh54 #3): the door closing tells a visitor at the password prompt why, in full,
and its log line still says "the door is closing" (not the words sent to the visitor)."""

from __future__ import annotations

import asyncio
import logging
import sys
from pathlib import Path
from typing import Any

import asyncssh
import pytest

sys.path.insert(0, str(Path(__file__).resolve().parent / "ssh"))

from ssh_kit import WAIT

from unotui.ssh.server import DoorConfig, FrontDoor


async def test_the_prompt_reads_the_whole_reason_and_the_log_says_the_door_closed(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    # (an app's door earlier in the run stops the door's log propagating: BackgroundDoor.start)
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None, password="pw",
                                key_dir=tmp_path / "hostkey"))
    asking = asyncio.Event()
    never = asyncio.Event()

    class AtThePrompt(asyncssh.SSHClient):
        def password_auth_requested(self) -> Any:
            async def typing() -> str:
                asking.set()
                await never.wait()
                return "pw"
            return typing()

    caplog.set_level(logging.INFO, logger="unotui.ssh")
    try:
        _, port = await door.start()
        task = asyncio.ensure_future(asyncssh.create_connection(
            AtThePrompt, "127.0.0.1", port, known_hosts=None, username="pwq",
            client_keys=None, agent_path=None))
        await asyncio.wait_for(asking.wait(), WAIT)
        await door.close()
        with pytest.raises(asyncssh.DisconnectError) as told:
            await asyncio.wait_for(task, WAIT)
        assert told.value.reason.startswith(
            "Closed: the game server is closing. Connect again to play once it is open again."
        ), told.value.reason
        for _ in range(100):
            if "login failed" in caplog.text:
                break
            await asyncio.sleep(0.05)
        assert "pwq@127.0.0.1: login failed (the door is closing)" in caplog.text, caplog.text
    finally:
        await door.close()
