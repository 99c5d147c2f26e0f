"""ssh67 #5: docs/SSH.md: "the door writes one line per event on its standard error" — its log,
which an operator keeps with ``serve-ssh ... 2>>door.log``. The door opening and closing are
not among them: what it prints as it opens (the address, the host key's fingerprint, whom it
admits) goes to standard output, without a time, and its closing ("Closing the SSH front
door.") too. Seen with ``serve-ssh --port 20210 2>door4.log`` stopped with SIGTERM: the log
held the visitors' lines and nothing else, so a log kept over days does not say when the door
was restarted (the seats kept, the keys file read anew), on which port, with which host key or
access, or whether a quiet evening was a closed door."""

from __future__ import annotations

import logging
from pathlib import Path

import pytest
from ssh_kit import keytable_behind_a_door


async def test_the_log_says_when_the_door_opened_and_closed(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    table, door = await keytable_behind_a_door(tmp_path)
    try:
        _, port = await door.start()
        opened = [r.getMessage() for r in caplog.records if r.name.startswith("unotui.ssh")]
        await door.close()
        closed = [r.getMessage() for r in caplog.records
                  if r.name.startswith("unotui.ssh")][len(opened):]
    finally:
        await door.close()
        await table.close()
    assert any(str(port) in line and "SHA256:" in line for line in opened), opened
    assert any("clos" in line for line in closed), closed
