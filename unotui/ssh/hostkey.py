"""The SSH server's host key: made once, kept in the user's data directory, never changed.

Returning players' SSH clients remember the key; a new key every start would make them see
OpenSSH's "REMOTE HOST IDENTIFICATION HAS CHANGED" warning. The key is an Ed25519 key in OpenSSH
format, ``ssh_host_ed25519_key`` in :func:`key_dir` (``$UNOTUI_SSH_DIR`` when set, else
``<user data dir>/unotui/ssh``), written with mode 0600, whole or not at all (a temporary file
in the same folder linked into place: a write cut short by a full disk or a kill left a cut key
that every later start refused, ssh58 #8; linked, not renamed, so that a key another door made
meanwhile is never overwritten — that one is used, ssh59 #6). :func:`load_or_create` raises
:class:`HostKeyError` with a one-line reason when the file cannot be read or written; one that
is cut or no key says that deleting it makes a new key, one this user may not read says so
(deleting a whole key was no mend for it).
"""

from __future__ import annotations

import contextlib
import errno
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
        return _read(path), False
    key = asyncssh.generate_private_key("ssh-ed25519", comment="unotui host key")
    import tempfile

    temp: str | None = None
    try:
        folder.mkdir(parents=True, exist_ok=True)
        fd, temp = tempfile.mkstemp(prefix=f".{KEY_FILE}.", dir=folder)  # (mode 0600)
        with os.fdopen(fd, "wb") as out:
            out.write(key.export_private_key())
            out.flush()
            os.fsync(out.fileno())
        try:  # (whole or not at all, ssh58 #8; never over a key made meanwhile, ssh59 #6)
            os.link(temp, path)
        except FileExistsError:  # another door made the key first: both serve that one
            return _read(path), False
        except OSError as exc:
            if exc.errno not in _NO_LINKS:
                raise
            os.replace(temp, path)  # (a file system without hard links)
            temp = None
        (folder / (KEY_FILE + ".pub")).write_bytes(key.export_public_key())
    except OSError as exc:
        raise HostKeyError(f"cannot write the SSH host key {path}: {exc.strerror or exc}") from None
    finally:
        if temp is not None:
            with contextlib.suppress(OSError):
                os.unlink(temp)
    return key, True


#: what ``os.link`` fails with where the file system has no hard links: the key is renamed
#: into place instead
_NO_LINKS = frozenset({errno.EPERM, errno.ENOTSUP, errno.EOPNOTSUPP, errno.EMLINK, errno.ENOSYS})


def _read(path: Path) -> Any:
    """The key in ``path``; :class:`HostKeyError` when it cannot be read (the path named once)."""
    import asyncssh

    try:
        return asyncssh.read_private_key(str(path))
    except PermissionError as exc:  # (a whole key, another user's: deleting it was no mend,
        # every returning visitor's ssh would warn of a changed key, ssh59 #6)
        raise HostKeyError(f"cannot read the SSH host key {path}: "
                           f"{exc.strerror or 'permission denied'} (run the door as the user "
                           "who owns the key, or let this user read it)") from None
    except OSError as exc:
        raise HostKeyError(f"cannot read the SSH host key {path}: {exc.strerror or exc}") \
            from None
    except (ValueError, asyncssh.KeyImportError) as exc:
        # (what to do about it: the door does not start until the file is gone, ssh58 #8)
        raise HostKeyError(f"cannot read the SSH host key {path}: {exc}; delete it to make "
                           "a new key (returning players' ssh will then warn that the key "
                           "changed)") from None


def fingerprint(key: Any) -> str:
    """The key's SHA256 fingerprint as OpenSSH prints it (``SHA256:…``)."""
    return str(key.get_fingerprint("sha256"))
