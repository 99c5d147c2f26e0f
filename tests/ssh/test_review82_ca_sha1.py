"""review82: docs/SSH.md says the door "accepts the signatures sshd accepts by default", and
the door checks the algorithm of the visitor's own signature (server._strong_signatures_only,
ssh62 #3). A certificate's signature — the one its ``cert-authority`` made — is not checked:
a user certificate an RSA authority signed with SHA-1 (``ssh-rsa``) still logs in, where
sshd has refused such certificates by default since OpenSSH 8.2 (``CASignatureAlgorithms``
leaves out ``ssh-rsa``). (Ports of review82's range, not 0.)"""

from __future__ import annotations

from pathlib import Path

import asyncssh

from net.host import Host, TableConfig
from unotui.ssh.server import DoorConfig, FrontDoor

TABLE_PORT, DOOR_PORT = 16341, 16342


async def _door(tmp_path: Path, listed: Path) -> tuple[Host, FrontDoor]:
    table = Host(TableConfig(name="SSH test table", seats=3, seed="ssh", bot_delay=0.0,
                             round_pause=0.0, uno_grace=0.0, reconnect_window=1.0))
    await table.start_server("127.0.0.1", TABLE_PORT)
    front = FrontDoor(DoorConfig(bind="127.0.0.1", port=DOOR_PORT,
                                 target=f"127.0.0.1:{TABLE_PORT}", key_dir=tmp_path / "hostkey",
                                 authorized_keys=listed))
    await front.start()
    return table, front


async def _logs_in(user: asyncssh.SSHKey, cert: asyncssh.SSHCertificate) -> bool:
    try:
        async with asyncssh.connect("127.0.0.1", DOOR_PORT, known_hosts=None, username="zoe",
                                    client_keys=[(user, cert)], agent_path=None,
                                    password=None):
            return True
    except asyncssh.PermissionDenied:
        return False


async def test_review82_a_certificate_its_authority_signed_with_sha1_is_refused(
        tmp_path: Path) -> None:
    ca = asyncssh.generate_private_key("ssh-rsa", key_size=2048)
    user = asyncssh.generate_private_key("ssh-ed25519")
    listed = tmp_path / "authorized_keys"
    listed.write_text(f"cert-authority {ca.export_public_key().decode().strip()}\n")
    sha2 = ca.generate_user_certificate(user, "zoe", principals=["zoe"], sig_alg="rsa-sha2-256")
    sha1 = ca.generate_user_certificate(user, "zoe", principals=["zoe"], sig_alg="ssh-rsa")
    table, front = await _door(tmp_path, listed)
    try:
        assert await _logs_in(user, sha2)  # (the authority signing with SHA-2: admitted)
        assert not await _logs_in(user, sha1), "a SHA-1 certificate logged in"
    finally:
        await front.close()
        await table.close()
