"""fixssh65: a certificate login (``cert-authority`` in ``--authorized-keys``) is the key it
certifies, logged as sshd does (the key, the certificate's ID, its authority); a certificate's
``no-pty`` and ``force-command`` are let go as a listed key's are, and a command asked for is
still refused; a refused certificate is logged with the reason; the banner of a door that
admits certificates tells a certificate's holder to ask for a new one (ssh64 #1-#3)."""

from __future__ import annotations

import asyncio
import logging
import time
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


@contextmanager
def _door_log() -> Iterator[list[str]]:
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        yield lines.lines
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)


def _authority(tmp_path: Path, options: str = "") -> tuple[Any, Path]:
    ca = asyncssh.generate_private_key("ssh-ed25519")
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(f"cert-authority{options} ".encode() + ca.export_public_key())
    return ca, listed


async def test_a_certificate_login_names_the_key_its_id_and_its_authority(
        tmp_path: Path) -> None:
    ca, listed = _authority(tmp_path)
    cat = asyncssh.generate_private_key("ssh-ed25519")
    cert = ca.generate_user_certificate(cat, "cat@laptop", principals=["cat"])
    with _door_log() as lines:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            async with connect(door.port, username="cat",
                               client_keys=asyncssh.load_keypairs([(cat, cert)])):
                pass
            await no_session_left(door.door)
    logged = [line for line in lines if "logged in" in line]
    assert logged == [f'SSH cat@127.0.0.1: logged in (a certificate of {cat.get_fingerprint()}, '
                      f'ID "cat@laptop", signed by {ca.get_fingerprint()})'], lines


async def test_a_restricted_certificate_is_logged_as_let_go_and_a_command_is_still_refused(
        tmp_path: Path) -> None:
    ca, listed = _authority(tmp_path)
    cat = asyncssh.generate_private_key("ssh-ed25519")
    cert = ca.generate_user_certificate(cat, "cat", principals=["cat"], permit_pty=False,
                                        force_command="/bin/sh")
    with _door_log() as lines:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            async with connect(door.port, username="cat",
                               client_keys=asyncssh.load_keypairs([(cat, cert)])) as conn:
                result = await asyncio.wait_for(conn.run("id", check=False), 30)
            await no_session_left(door.door)
    said = str(result.stderr)
    assert result.exit_status == 1 and "no commands" in said, said
    logged = [line for line in lines if "logged in" in line]
    assert logged and logged[0].endswith(
        "; its no-pty and force-command are ignored: the door runs the game only)"), logged
    assert any("refused a command" in line for line in lines), lines


@pytest.mark.parametrize(("case", "expected"), [
    ("expired", "refused: it expired at "),
    ("not yet valid", "refused: it is not valid before "),
    ("not a principal", 'refused: the login "fox" is not among its principals (someone)'),
    ("source-address", "refused: its source-address does not name this address"),
    ("from=", "refused: its cert-authority line's from= (not this address)"),
    ("principals=", "refused: its cert-authority line's principals= (the certificate names: "
                    "fox)"),
])
async def test_a_refused_certificate_is_logged_with_why(case: str, expected: str,
                                                        tmp_path: Path) -> None:
    options = {"from=": ',from="10.9.9.9"', "principals=": ',principals="players"'}
    ca, listed = _authority(tmp_path, options.get(case, ""))
    fox = asyncssh.generate_private_key("ssh-ed25519")
    now = int(time.time())
    extra: dict[str, Any] = {"principals": ["fox"]}
    if case == "expired":
        extra.update(valid_after=now - 7200, valid_before=now - 3600)
    elif case == "not yet valid":
        extra.update(valid_after=now + 3600, valid_before=now + 7200)
    elif case == "not a principal":
        extra.update(principals=["someone"])
    elif case == "source-address":
        extra.update(source_address=["10.9.9.0/24"])
    cert = ca.generate_user_certificate(fox, "fox", **extra)
    with _door_log() as lines:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(door.port, username="fox",
                                   client_keys=asyncssh.load_keypairs([(fox, cert)])):
                    pass
            await no_session_left(door.door)
            await asyncio.sleep(0.2)
    failed = [line for line in lines if "login failed" in line]
    assert len(failed) == 1, lines
    assert (f"a certificate of a cert-authority listed in {listed} was offered, {expected}"
            in failed[0]), failed


async def test_a_certificate_of_another_authority_is_said(tmp_path: Path) -> None:
    _, listed = _authority(tmp_path)
    other = asyncssh.generate_private_key("ssh-ed25519")
    fox = asyncssh.generate_private_key("ssh-ed25519")
    cert = other.generate_user_certificate(fox, "fox", principals=["fox"])
    with _door_log() as lines:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(door.port, username="fox",
                                   client_keys=asyncssh.load_keypairs([(fox, cert)])):
                    pass
            await no_session_left(door.door)
            await asyncio.sleep(0.2)
    failed = [line for line in lines if "login failed" in line]
    assert failed and failed[0].endswith(
        f"no key listed in {listed} was offered, nor a certificate of a cert-authority "
        "listed there)"), failed


@pytest.mark.parametrize("certificates", [True, False], ids=["cert-authority", "keys only"])
async def test_the_banner_tells_a_certificate_holder_to_ask_for_a_new_one(
        certificates: bool, tmp_path: Path) -> None:
    banners: list[str] = []

    class Visitor(asyncssh.SSHClient):
        def auth_banner_received(self, msg: str, lang: str) -> None:
            banners.append(msg)

    if certificates:
        _, listed = _authority(tmp_path)
    else:
        listed = tmp_path / "authorized_keys"
        listed.write_bytes(asyncssh.generate_private_key("ssh-ed25519").export_public_key())
    stranger = asyncssh.generate_private_key("ssh-ed25519")
    async with open_door(tmp_path, authorized_keys=listed) as door:
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(door.port, client_keys=[stranger], client_factory=Visitor):
                pass
    assert banners and "public key" in banners[0], banners
    assert ("ask its authority for a new one" in banners[0]) == certificates, banners
