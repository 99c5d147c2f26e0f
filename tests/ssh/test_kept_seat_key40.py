"""A seat the door keeps for a visitor who dropped goes back to the key that held it: another
listed key typing the same name from the same address took that seat, its hand and its owner
role (ssh40 #1). The door's log names the key each visitor logged in with, and a drop as one."""

from __future__ import annotations

import asyncio
import logging
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door, play_session


def _key(tmp: Path, name: str) -> tuple[asyncssh.SSHKey, Path]:
    key = asyncssh.generate_private_key("ssh-ed25519")
    path = tmp / name
    key.write_private_key(str(path))
    return key, path


class _Lines(logging.Handler):
    """The door's log lines, read from its own logger (another test's command line may have
    stopped them reaching the root logger, where pytest's caplog listens)."""

    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


async def test_a_kept_seat_goes_back_only_to_the_key_that_held_it(tmp_path: Path) -> None:
    alice, alice_path = _key(tmp_path, "alice")
    bob, bob_path = _key(tmp_path, "bob")
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(alice.export_public_key() + bob.export_public_key())
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed, seats=3,
                             table_config={"reconnect_window": 60.0}) as door:
            table = door.host.table
            first = await connect(door.port, username="alice", client_keys=[str(alice_path)])
            screen = await play_session(first)
            await screen.until("Lobby of SSH test table")
            first.abort()  # a drop: the seat waits for alice, and the door keeps its token
            await no_session_left(door.door)
            held = table.seats[0].member
            assert held is not None and held.name == "alice"
            async with connect(door.port, username="alice", client_keys=[str(bob_path)]) as other:
                impostor = await play_session(other)
                text = await impostor.until("Lobby of SSH test table")
                assert "Back at" not in text
                assert table.seats[0].member is held and held.conn is None  # (still waiting)
            await no_session_left(door.door)
            async with connect(door.port, username="alice", client_keys=[str(alice_path)]) as again:
                await (await play_session(again)).until("Back at SSH test table")
                assert table.seats[0].member is held and held.conn is not None
            await no_session_left(door.door)
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)
    logged = "\n".join(lines.lines)
    assert f"logged in (a listed key, {alice.get_fingerprint()})" in logged
    assert f"logged in (a listed key, {bob.get_fingerprint()})" in logged
    # (alice's drop, said in the door's words: not asyncssh's "Connection lost", ssh40 #5)
    assert "(the connection dropped)" in logged and "Connection lost" not in logged


async def test_a_certificate_login_does_not_take_on_a_key_it_only_offered(
        tmp_path: Path) -> None:
    """review40 #5: asyncssh checks a key before its signature: a client offering alice's public
    key it cannot sign for, then logging in with a certificate, was noted as alice's key, and so
    would get her kept seat."""
    alice = asyncssh.generate_private_key("ssh-ed25519")  # (only her public key is used)
    ca = asyncssh.generate_private_key("ssh-ed25519")
    mallory = asyncssh.generate_private_key("ssh-ed25519")
    cert = ca.generate_user_certificate(mallory, "mallory", principals=["alice"])
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(alice.export_public_key() + b"cert-authority " + ca.export_public_key())
    fake = asyncssh.load_keypairs([mallory])[0]  # (claims alice's key, signs with mallory's)
    fake.public_data = alice.public_data  # type: ignore[misc]
    real = asyncssh.load_keypairs([(mallory, cert)])[0]
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed, seats=3) as door, \
                connect(door.port, username="alice", client_keys=[fake, real]):
            pass
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)
    logged = "\n".join(lines.lines)
    assert "alice@127.0.0.1: logged in" in logged
    assert str(alice.get_fingerprint()) not in logged


@pytest.mark.parametrize("option", [b'from="10.9.9.9" ', b'expiry-time="20000101" '])
async def test_a_listed_key_refused_by_its_options_is_logged_as_such(
        option: bytes, tmp_path: Path) -> None:
    """ssh41 #4: bob's key, listed with from="10.9.9.9", logged in from 127.0.0.1 was logged
    "no key listed in … was offered", and a host helping bob looked in the wrong place. The
    same for a key whose expiry-time is past, which the door leaves out of the keys it admits
    (review42 #6)."""
    bob, bob_path = _key(tmp_path, "bob")
    alice, _alice_path = _key(tmp_path, "alice")  # (a door admitting nobody does not open)
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(alice.export_public_key() + option + bob.export_public_key())
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            with pytest.raises(asyncssh.PermissionDenied):
                async with connect(door.port, client_keys=[str(bob_path)]):
                    pass
            await no_session_left(door.door)
            await asyncio.sleep(0.2)  # (the connection's end is logged as it is lost)
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)
    failed = [line for line in lines.lines if "login failed" in line]
    which = "from= (not this address)" if option.startswith(b"from") else "expiry-time (past)"
    assert failed and all(f"a key listed in {listed} was offered, refused by its options: "
                          f"{which}" in line for line in failed), lines.lines  # (ssh43 #6)
