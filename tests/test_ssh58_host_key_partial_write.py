"""ssh58: the host key is written in place (unotui/ssh/hostkey.py, ``load_or_create``: the file
is created with O_EXCL and then written). A write that fails halfway — the disk full, the door
killed in between — leaves an empty or cut key file behind, and from then on every start of
the door fails with "cannot read the SSH host key …: Invalid private key", which says nothing
of deleting it (a zero-byte key file reproduces it: ``: > $UNOTUI_SSH_DIR/ssh_host_ed25519_key``
then ``unotui serve-ssh --bind 127.0.0.1 --port P``). A key made for the first time should be
written whole or not at all (a temporary file renamed into place), so that the next start
simply makes it."""

from __future__ import annotations

import errno
import os
from pathlib import Path

import pytest

from unotui.ssh import hostkey


def test_a_host_key_write_that_fails_leaves_no_cut_key_behind(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real_fdopen = os.fdopen

    class Full:
        """A file whose writes fail as on a full disk."""

        def __init__(self, fd: int, *args: object, **kw: object) -> None:
            self._file = real_fdopen(fd, *args, **kw)  # type: ignore[call-overload]

        def __enter__(self) -> Full:
            return self

        def __exit__(self, *exc: object) -> None:
            self._file.close()

        def write(self, _data: bytes) -> int:
            raise OSError(errno.ENOSPC, os.strerror(errno.ENOSPC))

    monkeypatch.setattr(hostkey.os, "fdopen", Full)
    with pytest.raises(hostkey.HostKeyError):
        hostkey.load_or_create(tmp_path)
    monkeypatch.setattr(hostkey.os, "fdopen", real_fdopen)
    # the disk has room again: the door starts, with a new key
    key, created = hostkey.load_or_create(tmp_path)
    assert created and key is not None
