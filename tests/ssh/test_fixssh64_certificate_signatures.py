"""fixssh64 (review82 #3, #4): the door accepts exactly the signatures OpenSSH's sshd accepts by
default — of a visitor's key (``PubkeyAcceptedAlgorithms``) and of a certificate's authority
(``CASignatureAlgorithms``) — and its log says why it refused one: a certificate its
authority signed with ``ssh-rsa`` (SHA-1), an Ed448 key sshd does not know."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest

from net.host import Host, TableConfig
from unotui.ssh.keyfile import first_string
from unotui.ssh.server import (
    CA_SIGNATURE_ALGS,
    SIGNATURE_ALGS,
    DoorConfig,
    FrontDoor,
    certificate_signature_algorithm,
    signature_algorithm,
)

TABLE_PORT, DOOR_PORT = 16345, 16346


async def _door(tmp_path: Path, listed: Path) -> tuple[Host, FrontDoor]:
    table = Host(TableConfig(name="SSH test table", seats=3, seed="ssh", bot_delay=0.0,
                             round_pause=0.0, uno_grace=0.0, reconnect_window=1.0))
    await table.start_server("127.0.0.1", TABLE_PORT)
    front = FrontDoor(DoorConfig(bind="127.0.0.1", port=DOOR_PORT,
                                 target=f"127.0.0.1:{TABLE_PORT}", key_dir=tmp_path / "hostkey",
                                 authorized_keys=listed))
    await front.start()
    return table, front


async def _logs_in(keys: list) -> bool:
    try:
        async with asyncssh.connect("127.0.0.1", DOOR_PORT, known_hosts=None, username="zoe",
                                    client_keys=keys, agent_path=None, password=None):
            return True
    except asyncssh.PermissionDenied:
        return False


def test_the_signatures_accepted_are_sshds_defaults() -> None:
    assert set(SIGNATURE_ALGS) == {
        b"ssh-ed25519", b"ecdsa-sha2-nistp256", b"ecdsa-sha2-nistp384", b"ecdsa-sha2-nistp521",
        b"sk-ssh-ed25519@openssh.com", b"sk-ecdsa-sha2-nistp256@openssh.com",
        b"webauthn-sk-ecdsa-sha2-nistp256@openssh.com", b"rsa-sha2-512", b"rsa-sha2-256"}
    assert set(CA_SIGNATURE_ALGS) == set(SIGNATURE_ALGS) - {
        b"webauthn-sk-ecdsa-sha2-nistp256@openssh.com"}


def test_a_certificates_authority_signature_is_read() -> None:
    ca = asyncssh.generate_private_key("ssh-rsa", key_size=2048)
    user = asyncssh.generate_private_key("ssh-ed25519")
    for alg in ("ssh-rsa", "rsa-sha2-256", "rsa-sha2-512"):
        cert = ca.generate_user_certificate(user, "zoe", principals=["zoe"], sig_alg=alg)
        assert certificate_signature_algorithm(cert.public_data) == alg.encode()
    assert certificate_signature_algorithm(user.public_data) is None  # (no certificate)
    cert = ca.generate_user_certificate(user, "zoe", principals=["zoe"])
    assert certificate_signature_algorithm(cert.public_data[:-3]) == b""  # (cut short)
    assert signature_algorithm(b"\0\0\0\x07ssh-rsa...") == first_string(b"\0\0\0\x07ssh-rsa") \
        == b"ssh-rsa"
    assert first_string(b"\0\0\0\x09ssh") == b"" and first_string(b"\0\0") == b""


async def test_refusals_of_signatures_say_why_in_the_log(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    ca = asyncssh.generate_private_key("ssh-rsa", key_size=2048)
    ed448_ca = asyncssh.generate_private_key("ssh-ed448")
    user = asyncssh.generate_private_key("ssh-ed25519")
    ed448 = asyncssh.generate_private_key("ssh-ed448")
    listed = tmp_path / "authorized_keys"
    listed.write_text(f"cert-authority {ca.export_public_key().decode().strip()}\n"
                      f"cert-authority {ed448_ca.export_public_key().decode().strip()}\n"
                      f"{ed448.export_public_key().decode().strip()}\n")
    sha1 = ca.generate_user_certificate(user, "zoe", principals=["zoe"], sig_alg="ssh-rsa")
    by_ed448 = ed448_ca.generate_user_certificate(user, "zoe", principals=["zoe"])
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    table, front = await _door(tmp_path, listed)
    try:
        assert not await _logs_in([(user, sha1)])
        assert not await _logs_in([(user, by_ed448)])
        assert not await _logs_in([ed448])
        assert await _logs_in([(user, ca.generate_user_certificate(
            user, "zoe", principals=["zoe"], sig_alg="rsa-sha2-512"))])
    finally:
        await front.close()
        await table.close()
    failed = [r.getMessage() for r in caplog.records if "login failed" in r.getMessage()]
    assert len(failed) == 3, failed
    assert "refused for its authority's signature: ssh-rsa" in failed[0], failed[0]
    assert "rsa-sha2-512" in failed[0], failed[0]
    assert "refused for its authority's signature: ssh-ed448" in failed[1], failed[1]
    assert "an Ed25519 authority" in failed[1], failed[1]
    assert "refused for its signature: ssh-ed448" in failed[2], failed[2]
    assert "ssh-keygen -t ed25519" in failed[2], failed[2]
