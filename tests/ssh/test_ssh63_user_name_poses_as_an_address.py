"""ssh63: the door's log line is "SSH USER@ADDRESS: what". The user name is the client's to
choose (OpenSSH's ssh refuses "@" and spaces in one, other clients send them), and only its
unprintable characters are replaced: a visitor from 127.0.0.1 who logs in as
"eve@10.9.9.9: logged in (a listed key)" makes the door write

    2026-12-06 21:29:17 SSH eve@10.9.9.9: logged in (a listed key)@127.0.0.1: logged in
    (no SSH login: the door is open)

— a line that reads, and greps (`grep 'SSH .*@10.9.9.9:'`, a fail2ban filter on
"SSH USER@ADDR: login failed"), as a key login from 10.9.9.9. The address a line names must be
the one the connection came from."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from ssh_kit import connect, no_session_left, open_door, play_session


async def test_a_user_name_cannot_make_a_log_line_name_another_address(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path) as door:
        async with connect(door.port, username="eve@10.9.9.9: login failed (x)") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
            conn.close()
        await no_session_left(door.door)
    lines = [r.getMessage() for r in caplog.records if r.getMessage().startswith("SSH ")]
    assert lines
    # the address a reader (or a filter) takes from each line: what stands before the first ": "
    first = {line.split(": ", 1)[0].rsplit("@", 1)[-1] for line in lines}
    assert "10.9.9.9" not in first, lines
