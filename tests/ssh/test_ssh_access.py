"""Who may come in: open by default, only listed keys with ``--authorized-keys``, a login
password with ``--password``; the host key is made once, kept (0600) and its fingerprint is
what clients see."""

from __future__ import annotations

import os
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, no_session_left, open_door, play_session

from unotui.ssh.hostkey import KEY_FILE, fingerprint, load_or_create


def _key(tmp: Path, name: str) -> tuple[asyncssh.SSHKey, Path]:
    key = asyncssh.generate_private_key("ssh-ed25519")
    path = tmp / name
    key.write_private_key(str(path))
    return key, path


async def test_only_listed_keys_come_in(tmp_path: Path) -> None:
    friend, friend_path = _key(tmp_path, "friend")
    _stranger, stranger_path = _key(tmp_path, "stranger")
    listed = tmp_path / "authorized_keys"
    listed.write_bytes(friend.export_public_key())
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, client_keys=[str(stranger_path)]):
                pass
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port):  # no key at all
                pass
        async with connect(opened.port, client_keys=[str(friend_path)]) as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
        await no_session_left(opened.door)


async def test_the_login_password(tmp_path: Path) -> None:
    async with open_door(tmp_path, password="open sesame") as opened:
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, password="guess"):
                pass
        async with connect(opened.port, password="open sesame") as conn:
            screen = await play_session(conn)
            await screen.until("Lobby of SSH test table")
        await no_session_left(opened.door)


async def test_open_by_default_and_the_host_key_is_kept(tmp_path: Path) -> None:
    seen = []
    for _ in range(2):  # the same key on the next start: returning players see no warning
        async with open_door(tmp_path) as opened:
            async with connect(opened.port) as conn:
                seen.append(fingerprint(conn.get_server_host_key()))
            assert seen[-1] == opened.door.fingerprint
    assert seen[0] == seen[1] and seen[0].startswith("SHA256:")
    key_file = tmp_path / "hostkey" / KEY_FILE
    assert os.stat(key_file).st_mode & 0o777 == 0o600
    assert fingerprint(load_or_create(tmp_path / "hostkey")[0]) == seen[0]


async def test_an_unreadable_host_key_is_one_clear_error(tmp_path: Path) -> None:
    from unotui.ssh.server import DoorError

    folder = tmp_path / "hostkey"
    folder.mkdir()
    (folder / KEY_FILE).write_text("not a key")
    with pytest.raises(DoorError, match="cannot read the SSH host key"):
        async with open_door(tmp_path):
            pass
