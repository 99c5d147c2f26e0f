"""fixssh71 (ssh66 #3): each refused forwarding request has a log line saying who asked, from
where and what — at most a few per connection, the last of them saying that more are not
logged (a client asking again and again fills no log)."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door

from unotui.ssh.server import FORWARDS_LOGGED


def lines(caplog: pytest.LogCaptureFixture) -> list[str]:
    return [r.getMessage() for r in caplog.records if r.name == "unotui.ssh"]


async def test_refused_forwards_are_logged_a_few_times_per_connection(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as opened:
        async with connect(opened.port, username="fw") as conn:
            for port in range(FORWARDS_LOGGED + 4):
                with pytest.raises(asyncssh.ChannelOpenError):
                    await conn.open_connection("10.0.0.5", 1000 + port)
            with pytest.raises(asyncssh.ChannelOpenError):
                await conn.open_unix_connection("/run/docker.sock")
        await no_session_left(opened.door)
    refused = [line for line in lines(caplog) if "forward" in line]
    assert len(refused) == FORWARDS_LOGGED, refused
    assert refused[0].startswith("SSH fw@127.0.0.1: refused a local port forward to "
                                 "10.0.0.5:1000"), refused
    assert "not logged" in refused[-1] and "not logged" not in refused[0], refused
    assert not any("docker" in line for line in refused), refused  # (past the few)
