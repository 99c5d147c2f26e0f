"""ssh62 #3: a door that admits listed keys (``--authorized-keys FILE``) lets in a DSA key
(``ssh-dss``) listed there. OpenSSH's own sshd has refused DSA keys by default since 7.0
(2015: 1024-bit keys, SHA-1 signatures; removed in OpenSSH 9.8), and the docs promise the file
is read "as sshd does". Seen by hand with OpenSSH 9.2: ``ssh -o PubkeyAcceptedAlgorithms=+ssh-dss
-i id_dsa`` got in (log: "logged in (a listed key, SHA256:…)"), where sshd says "Permission
denied (publickey)". The door should refuse the key, and say at start that the line is
skipped."""

from __future__ import annotations

import warnings
from pathlib import Path

import asyncssh
import pytest
from ssh_kit import connect, open_door


async def test_a_listed_dsa_key_is_not_admitted(tmp_path: Path) -> None:
    with warnings.catch_warnings():
        warnings.simplefilter("ignore")  # (cryptography's DSA deprecation)
        dsa = asyncssh.generate_private_key("ssh-dss")
    good = asyncssh.generate_private_key("ssh-ed25519")
    dsa_path, good_path = tmp_path / "id_dsa", tmp_path / "id_ed25519"
    dsa.write_private_key(str(dsa_path))
    good.write_private_key(str(good_path))
    listed = tmp_path / "authorized_keys"
    listed.write_text(f"{good.export_public_key().decode().strip()}\n"
                      f"{dsa.export_public_key().decode().strip()}\n")
    async with open_door(tmp_path, authorized_keys=listed) as opened:
        async with connect(opened.port, client_keys=[str(good_path)]):
            pass
        with pytest.raises(asyncssh.PermissionDenied):
            async with connect(opened.port, client_keys=[str(dsa_path)]):
                pass
