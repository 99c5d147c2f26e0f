"""fixssh63 (ssh62 #3): a door with ``--authorized-keys`` accepts the signatures OpenSSH's sshd
accepts by default and no other: an RSA key signing only with SHA-1 (``ssh-rsa``, refused by
sshd since OpenSSH 8.8) is refused, the same key signing with ``rsa-sha2-256`` is admitted;
a DSA line is skipped at start, saying so; the host key is never offered with SHA-1."""

from __future__ import annotations

import logging
import warnings
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, open_door

from unotui.ssh.hostkey import KEY_FILE
from unotui.ssh.keyfile import read_key_lines
from unotui.ssh.server import SIGNATURE_ALGS, DoorConfig, DoorError, FrontDoor, host_key_pair


def _listed(tmp_path: Path, *keys: asyncssh.SSHKey) -> Path:
    listed = tmp_path / "authorized_keys"
    listed.write_text("".join(f"{key.export_public_key().decode().strip()}\n" for key in keys))
    return listed


async def test_an_rsa_key_signing_with_sha1_is_refused_with_sha2_admitted(
        tmp_path: Path, caplog: pytest.LogCaptureFixture) -> None:
    rsa = asyncssh.generate_private_key("ssh-rsa", key_size=2048)
    rsa_path = tmp_path / "id_rsa"
    rsa.write_private_key(str(rsa_path))
    listed = _listed(tmp_path, rsa)
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, client_keys=[str(rsa_path)],
                               signature_algs=["ssh-rsa"]):
                pass
        async with connect(opened.port, client_keys=[str(rsa_path)],
                           signature_algs=["rsa-sha2-256"]):
            pass
        async with connect(opened.port, client_keys=[str(rsa_path)]):  # (the defaults)
            pass
    failed = [r.getMessage() for r in caplog.records if "login failed" in r.getMessage()]
    assert failed and "refused for its signature: ssh-rsa" in failed[0], failed


async def test_the_door_tells_clients_the_signatures_it_accepts(tmp_path: Path) -> None:
    good = asyncssh.generate_private_key("ssh-ed25519")
    good_path = tmp_path / "id_ed25519"
    good.write_private_key(str(good_path))
    async with open_door(tmp_path, authorized_keys=_listed(tmp_path, good)) as opened, \
            connect(opened.port, client_keys=[str(good_path)]) as conn:
        said = set(conn._server_sig_algs)  # (server-sig-algs, as the client read it)
    assert b"ssh-rsa" not in said and b"ssh-dss" not in said, said
    assert {b"rsa-sha2-256", b"rsa-sha2-512", b"ssh-ed25519", b"ecdsa-sha2-nistp256"} <= said
    assert said == set(SIGNATURE_ALGS)


def test_a_dsa_line_is_skipped_at_start_saying_why() -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (cryptography's DSA deprecation)
        dsa = asyncssh.generate_private_key("ssh-dss")
    good = asyncssh.generate_private_key("ssh-ed25519")
    text = (f"{good.export_public_key().decode().strip()}\n"
            f"{dsa.export_public_key().decode().strip()}\n"
            f"cert-authority {dsa.export_public_key().decode().strip()}\n")
    lines, said = read_key_lines(text)
    assert [line.number for line in lines] == [1]
    assert len(said) == 2 and all("a DSA key (ssh-dss)" in s and "not admitted" in s
                                  for s in said), said
    assert said[0].startswith("line 2:") and said[1].startswith("line 3:")


def test_an_rsa_host_key_is_offered_with_sha2_only() -> None:
    pair = host_key_pair(asyncssh.generate_private_key("ssh-rsa", key_size=2048))
    assert b"ssh-rsa" not in pair.host_key_algorithms
    assert b"rsa-sha2-256" in pair.host_key_algorithms
    assert host_key_pair(asyncssh.generate_private_key("ssh-ed25519")).host_key_algorithms \
        == [b"ssh-ed25519"]


async def test_an_rsa_host_key_cannot_be_reached_with_sha1(tmp_path: Path) -> None:
    folder = tmp_path / "hostkey"
    folder.mkdir()
    asyncssh.generate_private_key("ssh-rsa", key_size=2048).write_private_key(
        str(folder / KEY_FILE))
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None, key_dir=folder))
    try:
        _, port = await door.start()
        with pytest.raises((asyncssh.KeyExchangeFailed, asyncssh.ProtocolError,
                            asyncssh.DisconnectError)):
            async with connect(port, server_host_key_algs=["ssh-rsa"]):
                pass
        async with connect(port, server_host_key_algs=["rsa-sha2-256"]):
            pass
    finally:
        await door.close()


async def test_a_dsa_host_key_is_refused_at_start(tmp_path: Path) -> None:
    folder = tmp_path / "hostkey"
    folder.mkdir()
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")
        asyncssh.generate_private_key("ssh-dss").write_private_key(str(folder / KEY_FILE))
    door = FrontDoor(DoorConfig(bind="127.0.0.1", port=0, target=None, key_dir=folder))
    try:
        with pytest.raises(DoorError, match="ssh-dss key, which OpenSSH's ssh refuses"):
            await door.start()
    finally:
        await door.close()
