"""The SSH server's host key: made once, kept in the user's data directory, never changed.

Returning players' SSH clients remember the key; a new key every start would make them see
OpenSSH's "REMOTE HOST IDENTIFICATION HAS CHANGED" warning. The key is an Ed25519 key in OpenSSH
format, ``ssh_host_ed25519_key`` in :func:`key_dir` (``$UNOTUI_SSH_DIR`` when set, else
``<user data dir>/unotui/ssh``), written with mode 0600. :func:`load_or_create` raises
:class:`HostKeyError` with a one-line reason when the file cannot be read or written.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

ENV_VAR = "UNOTUI_SSH_DIR"
KEY_FILE = "ssh_host_ed25519_key"


class HostKeyError(RuntimeError):
    """The host key file cannot be read, parsed or written (the message says which and why)."""


def key_dir() -> Path:
    """Where the host key lives: ``$UNOTUI_SSH_DIR``, else the user's data dir + ``ssh``."""
    chosen = os.environ.get(ENV_VAR)
    if chosen:
        return Path(chosen)
    import platformdirs

    return Path(platformdirs.user_data_dir("unotui")) / "ssh"


def load_or_create(directory: Path | None = None) -> tuple[Any, bool]:
    """``(key, created)``: the host key in ``directory`` (default :func:`key_dir`), made now if
    there is none yet (``created`` is then True)."""
    import asyncssh

    folder = directory if directory is not None else key_dir()
    path = folder / KEY_FILE
    try:
        there = path.exists()
    except OSError as exc:  # (a name too long, a folder it may not enter: pathlib raised, and
        # the door's command showed a traceback, cli53 #2)
        raise HostKeyError(f"cannot read the SSH host key {path}: {exc.strerror or exc}") \
            from None
    if there:
        try:
            return asyncssh.read_private_key(str(path)), False
        except (OSError, ValueError, asyncssh.KeyImportError) as exc:
            raise HostKeyError(f"cannot read the SSH host key {path}: {exc}") from None
    key = asyncssh.generate_private_key("ssh-ed25519", comment="unotui host key")
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd = os.open(path, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
        with os.fdopen(fd, "wb") as out:
            out.write(key.export_private_key())
        (folder / (KEY_FILE + ".pub")).write_bytes(key.export_public_key())
    except OSError as exc:
        raise HostKeyError(f"cannot write the SSH host key {path}: {exc.strerror or exc}") from None
    return key, True


def fingerprint(key: Any) -> str:
    """The key's SHA256 fingerprint as OpenSSH prints it (``SHA256:…``)."""
    return str(key.get_fingerprint("sha256"))
