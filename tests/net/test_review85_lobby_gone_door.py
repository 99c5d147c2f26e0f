"""review85: the advice `host --resume` gives once a table went away in its lobby
(tables.open_again_command, newbie75 #3) says it "opens a table again where its players look
for it", but a table that also served an SSH door (`host --headless --ssh PORT`) is opened
again without it: its SSH visitors, who have no unotui and only know the door's port, find
nothing there. resume_command (the advice for a match under way) gives the door back with
cli.door_args; the lobby's advice, worked out a second time, left it out."""

from __future__ import annotations

import asyncio
import signal
from pathlib import Path

from net_testkit import WAIT
from test_commands import read_until, spawn

PORT, SSH_PORT = "18231", "18232"  # (review85's range)


async def test_the_lobby_gone_advice_opens_the_ssh_door_again(tmp_path: Path) -> None:
    secret = tmp_path / "pw"
    secret.write_text("door pass\n", encoding="utf-8")
    state = {"UNOTUI_STATE_DIR": str(tmp_path / "state"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh")}
    proc = await spawn("host", "--headless", "--bind", "127.0.0.1", "--port", PORT,
                       "--ssh", SSH_PORT, "--ssh-password-file", str(secret),
                       "--bots", "1", "--no-advertise", "--name", "lob", **state)
    try:
        await read_until(proc, "Join with:")
    finally:
        proc.send_signal(signal.SIGKILL)
        await asyncio.wait_for(proc.wait(), WAIT)
    proc = await spawn("host", "--headless", "--no-advertise", "--resume", **state)
    _, err = await asyncio.wait_for(proc.communicate(), WAIT)
    said = err.decode()
    assert "no match under way" in said, said
    advice = said.split("no match under way to resume", 1)[1]
    assert f"--port {PORT}" in advice, said
    assert f"--ssh {SSH_PORT}" in advice, (
        "the advice reopens the table without the SSH door its visitors come through:\n" + said)
