"""ssh59: a host key file that cannot be read now says "delete it to make a new key" (ssh58 #8),
also when nothing is wrong with the key: one this user may not read (EACCES — the door started
as another user than the one that made it, or a key folder shared by sudo) is whole, and
deleting it changes the door's key for every returning visitor ("REMOTE HOST IDENTIFICATION HAS
CHANGED") where a chown or running as its owner was the mend. The advice is for a key that is
cut or not a key (unotui/ssh/hostkey.py, load_or_create: any OSError gets it)."""

from __future__ import annotations

import errno
from pathlib import Path
from typing import Any

import asyncssh
import pytest

from unotui.ssh import hostkey


def test_a_key_this_user_may_not_read_is_not_to_be_deleted(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    hostkey.load_or_create(tmp_path)  # a good key

    def denied(*_args: Any, **_kw: Any) -> Any:
        raise PermissionError(errno.EACCES, "Permission denied",
                              str(tmp_path / hostkey.KEY_FILE))

    monkeypatch.setattr(asyncssh, "read_private_key", denied)
    with pytest.raises(hostkey.HostKeyError) as raised:
        hostkey.load_or_create(tmp_path)
    assert "Permission denied" in str(raised.value)
    assert "delete it" not in str(raised.value), str(raised.value)
