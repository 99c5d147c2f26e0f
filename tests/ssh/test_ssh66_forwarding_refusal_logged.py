"""ssh66: a visitor who tries port forwarding (``ssh -N -L 19250:10.0.0.5:22``, ``-W``, ``-D``,
``-R``) is refused cleanly ("administratively prohibited: Forwarding is off"), but the door's
log shows only "logged in" then "disconnected after 12 s (closed by the client)": the operator
never learns that a friend's client tried to reach another address through the door, nor
which. sshd logs each such refusal at its default level ("refused local port forward:
originator … target …", "remote port forward refused"), and the door logs a refused sftp
subsystem, a refused command and a session without a terminal with lines of their own."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door


def lines(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")


async def test_a_refused_forwarding_is_in_the_doors_log(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="fw") as conn:
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.open_connection("10.0.0.5", 22)
            with pytest.raises(asyncssh.ChannelListenError):
                await conn.forward_remote_port("127.0.0.1", 0, "127.0.0.1", 22)
        await no_session_left(opened.door)
    text = lines(caplog)
    assert "SSH fw@127.0.0.1: logged in" in text, text
    forwarded = [line for line in text.splitlines() if "forward" in line.lower()]
    assert any("10.0.0.5" in line for line in forwarded), text
    assert len(forwarded) >= 2, text  # the -L and the -R
