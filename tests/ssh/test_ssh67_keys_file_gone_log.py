"""ssh67 #6: the door's keys file removed while the door runs (moved away by mistake, on a
disk that went away): the door admits nobody, as docs/SSH.md says. Its log then reads

    SSH keys: FILE read again: 0 keys admitted
    SSH keys: FILE cannot read it: No such file or directory; nobody is admitted
    SSH alice@127.0.0.1: login failed (the client gave up, no key listed in FILE was offered)

The first line says the file was read (it was not); the last says the friend's key is not in
the file — the advice it implies (add their key to FILE) is wrong: her key is there, the file
is what is missing. Seen with OpenSSH against ``host --headless --ssh --authorized-keys``
(``mv friends friends.moved``, alice connects). A refusal while the file cannot be read
should say so ("the keys file FILE cannot be read"), and no "read again" line should count
the keys of a file not read."""

from __future__ import annotations

import logging
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, open_door


async def test_a_keys_file_gone_is_not_logged_as_read_nor_as_a_key_not_listed(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    key = asyncssh.generate_private_key("ssh-ed25519")
    private = tmp_path / "alice"
    key.write_private_key(str(private))
    listed = tmp_path / "friends"
    listed.write_text(key.export_public_key().decode())
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        listed.rename(tmp_path / "friends.moved")
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, "alice", client_keys=[str(private)]):
                pass
    said = "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")
    assert "cannot read it" in said, said
    assert "read again: 0 keys admitted" not in said, said
    refusal = next(line for line in said.splitlines() if "login failed" in line)
    assert "no key listed in" not in refusal, said
