"""ssh59: the host key is now written to a temporary file renamed into place (ssh58 #8), and
``os.replace`` overwrites a key another door made meanwhile. Two doors started at once on a
machine with no key yet (``host --ssh`` and ``serve-ssh``, or two tables' doors sharing the
key directory) both make a key; the first door's is replaced on disk by the second's, so it
serves, and prints the fingerprint of, a key that is gone: started again, it presents the other
key, and every visitor who accepted the first sees OpenSSH's "REMOTE HOST IDENTIFICATION HAS
CHANGED". The file was made with O_EXCL before, which never overwrote a key
(unotui/ssh/hostkey.py, load_or_create)."""

from __future__ import annotations

from pathlib import Path
from typing import Any

import asyncssh
import pytest

from unotui.ssh import hostkey


def test_a_key_made_meanwhile_by_another_door_is_not_overwritten(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    real = asyncssh.generate_private_key
    other: list[Any] = []
    calls = 0

    def generate(*args: Any, **kw: Any) -> Any:
        nonlocal calls
        calls += 1
        key = real(*args, **kw)
        if calls == 1:  # while this door makes its key, another door makes and keeps its own
            other.append(hostkey.load_or_create(tmp_path))
        return key

    monkeypatch.setattr(asyncssh, "generate_private_key", generate)
    mine, _created = hostkey.load_or_create(tmp_path)
    theirs = other[0][0]
    on_disk = asyncssh.read_private_key(str(tmp_path / hostkey.KEY_FILE))
    # whichever door's key is kept, both doors serve the key on disk
    assert hostkey.fingerprint(theirs) == hostkey.fingerprint(on_disk)
    assert hostkey.fingerprint(mine) == hostkey.fingerprint(on_disk)
