"""ssh64: a door that admits friends by certificate (``cert-authority`` in ``--authorized-keys``)
tells its visitors apart by their user name and address only.

docs/SSH.md: "A player who drops and connects again — the same SSH username from the same
address, and on a door that admits listed keys the same key — sits down in their seat again";
"The same name from another address, or with another key, is somebody else". A plain listed
key is part of who a visitor is (ssh40 #1), but a certificate login is noted as no key at all
(review40 #5), so the seat a certificate holder dropped goes to anyone else the authority
admits who types that name from the same address. With ``principals="players"`` on the
authority's line (every friend's certificate names the principal ``players``), as sshd, the
door lets any of those friends log in under any user name: bob, logging in as ``alice``
with his own certificate, sat down in alice's seat, with her hand and her host role.

The door's log says of a certificate login only "(a listed key)": neither that it was a
certificate nor which key or certificate (sshd logs the certificate's key, ID and authority),
so the operator cannot tell which friend came in."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
from ssh_kit import connect, no_session_left, open_door, play_session


class _Lines(logging.Handler):
    def __init__(self) -> None:
        super().__init__(logging.INFO)
        self.lines: list[str] = []

    def emit(self, record: logging.LogRecord) -> None:
        self.lines.append(record.getMessage())


async def test_a_seat_kept_for_a_certificate_goes_back_only_to_that_certificate_s_key(
        tmp_path: Path) -> None:
    ca = asyncssh.generate_private_key("ssh-ed25519")
    alice = asyncssh.generate_private_key("ssh-ed25519")
    bob = asyncssh.generate_private_key("ssh-ed25519")
    alice_cert = ca.generate_user_certificate(alice, "alice", principals=["alice", "players"])
    bob_cert = ca.generate_user_certificate(bob, "bob", principals=["bob", "players"])
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b'cert-authority,principals="players" ' + ca.export_public_key())
    alice_pair = asyncssh.load_keypairs([(alice, alice_cert)])
    bob_pair = asyncssh.load_keypairs([(bob, bob_cert)])
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed, seats=3,
                             table_config={"reconnect_window": 60.0}) as door:
            table = door.host.table
            first = await connect(door.port, username="alice", client_keys=alice_pair)
            await (await play_session(first)).until("Lobby of SSH test table")
            first.abort()  # alice's connection drops: the door keeps her seat's token
            await no_session_left(door.door)
            held = table.seats[0].member
            assert held is not None and held.name == "alice"
            async with connect(door.port, username="alice", client_keys=bob_pair) as other:
                text = await (await play_session(other)).until("Lobby of SSH test table")
                # bob is somebody else: he must not be given alice's seat
                assert "Back at" not in text
                assert table.seats[0].member is held and held.conn is None
            await no_session_left(door.door)
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)


async def test_a_certificate_login_is_logged_with_the_key_that_signed_in(
        tmp_path: Path) -> None:
    ca = asyncssh.generate_private_key("ssh-ed25519")
    alice = asyncssh.generate_private_key("ssh-ed25519")
    cert = ca.generate_user_certificate(alice, "alice-laptop", principals=["alice"])
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(b"cert-authority " + ca.export_public_key())
    door_log = logging.getLogger("unotui.ssh")
    lines, level = _Lines(), door_log.level
    door_log.addHandler(lines)
    door_log.setLevel(logging.INFO)
    try:
        async with open_door(tmp_path, authorized_keys=listed) as door:
            async with connect(door.port, username="alice",
                               client_keys=asyncssh.load_keypairs([(alice, cert)])):
                pass
            await no_session_left(door.door)
    finally:
        door_log.removeHandler(lines)
        door_log.setLevel(level)
    logged = [line for line in lines.lines if "logged in" in line]
    assert logged, lines.lines
    # (as sshd: which key signed in, so the operator can tell which friend it was)
    assert str(alice.get_fingerprint()) in logged[0], logged
