"""ssh64: a certificate of a cert-authority listed in ``--authorized-keys``, refused because it
has expired or does not name the login (its principals), is logged "login failed (…, no key
listed in FILE was offered)": the operator helping that friend looks in the file, where the
authority is, and not at the certificate. docs/SSH.md names a failed login at a keys door by
what was offered ("a key listed in FILE was offered, refused by its options: …", "a certificate
of a cert-authority listed in FILE was offered, refused for its authority's signature: …");
sshd logs "Certificate invalid: expired" / "name is not a listed principal". Seen with OpenSSH
(``ssh-keygen -s CA -V -2h:-1h``, and ``-n fox`` logging in as ``notfox``)."""

from __future__ import annotations

import asyncio
import logging
import time
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@pytest.mark.parametrize("case", ["expired", "not a principal"])
async def test_a_refused_certificate_is_logged_as_a_certificate(case: str,
                                                                 tmp_path: Path) -> None:
    ca = asyncssh.generate_private_key("ssh-ed25519")
    fox = asyncssh.generate_private_key("ssh-ed25519")
    now = int(time.time())
    if case == "expired":
        cert = ca.generate_user_certificate(fox, "fox", principals=["fox"],
                                            valid_after=now - 7200, valid_before=now - 3600)
    else:
        cert = ca.generate_user_certificate(fox, "fox", principals=["someone-else"])
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b"cert-authority " + ca.export_public_key())
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(door.port, username="fox",
                                   client_keys=asyncssh.load_keypairs([(fox, cert)])):
                    pass
            await no_session_left(door.door)
            await asyncio.sleep(0.2)  # (the connection's end is logged as it is lost)
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)
    failed = [line for line in lines.lines if "login failed" in line]
    assert failed, lines.lines
    assert all("no key listed" not in line and "certificate" in line for line in failed), failed
