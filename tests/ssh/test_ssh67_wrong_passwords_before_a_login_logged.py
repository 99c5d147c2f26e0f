"""ssh67 #4: the door's log tells an operator about wrong SSH passwords only on a connection
that never logs in ("login failed (closed by the client, 3 wrong passwords)"). One that logs
in after wrong ones reads "logged in (the password)" — the same as a friend who typed it right
at once. Seen with OpenSSH: dave typed a wrong password, then the right one: the log has no
trace of the wrong one. sshd logs every "Failed password"; an operator watching a door that
asks a password for someone guessing it (the 5 wrong then the right one that sshd's and the
door's limits let through on one connection) should read that too: "logged in (the
password, after 5 wrong ones)" or a line per wrong one."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, open_door, play_session

from unotui.ssh import server as door_server


class _Typo(asyncssh.SSHClient):
    """A client that types the password wrong twice, then right."""

    tries = 0

    def password_auth_requested(self) -> str:
        type(self).tries += 1
        return "sesame" if type(self).tries > 2 else f"sesam{type(self).tries}"

    def kbdint_auth_requested(self) -> None:
        return None  # (by password only)


async def test_wrong_passwords_before_a_login_are_in_the_log(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    monkeypatch.setattr(door_server, "WRONG_PASSWORD_DELAY", 0.01)
    _Typo.tries = 0
    async with (open_door(tmp_path, password="sesame") as opened,
                connect(opened.port, "dave", client_factory=_Typo) as conn):
        screen = await play_session(conn)
        await screen.until("Lobby of SSH test table")
        screen.stdin.write(b"\x11")  # Ctrl+Q
        await screen.rest()
    assert _Typo.tries == 3
    said = "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")
    login = next(line for line in said.splitlines() if "logged in" in line)
    assert "wrong" in login or "wrong password" in said, said
