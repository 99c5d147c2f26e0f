"""ssh52: docs/SSH.md said a connection whose ssh was killed reads "(the connection dropped)" in
the door's log, but an OpenSSH client stopped with a plain ``kill`` (SIGTERM) says goodbye
first (SSH_MSG_DISCONNECT, "disconnected by user"): the log reads "(closed by the client)",
rightly. Only one killed outright (SIGKILL), or whose network went, drops. The log is pinned
here, and the doc says the same."""

from __future__ import annotations

import asyncio
import logging
import shutil
import signal
import time
from pathlib import Path

import pytest
from ssh_kit import open_door

ROOT = Path(__file__).resolve().parents[2]


def _lines(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")


async def _until(caplog: pytest.LogCaptureFixture, text: str, since: int = 0) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        said = _lines(caplog)[since:]
        if text in said:
            return said
        await asyncio.sleep(0.1)
    raise AssertionError(f"{text!r} not logged:\n{_lines(caplog)}")


@pytest.mark.skipif(shutil.which("ssh") is None, reason="needs the OpenSSH client")
@pytest.mark.parametrize("sig, why", [(signal.SIGTERM, "closed by the client"),
                                      (signal.SIGKILL, "the connection dropped")])
async def test_the_log_says_how_a_killed_client_went(
        tmp_path: Path, caplog: pytest.LogCaptureFixture, monkeypatch: pytest.MonkeyPatch,
        sig: signal.Signals, why: str) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    # (an app's door started by an earlier test keeps the door's lines to itself)
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    async with open_door(tmp_path) as door:
        proc = await asyncio.create_subprocess_exec(
            "ssh", "-tt", "-p", str(door.port), "-o", "StrictHostKeyChecking=no",
            "-o", "UserKnownHostsFile=/dev/null", "-o", "LogLevel=ERROR",
            "-o", "BatchMode=yes", "zoe@127.0.0.1",
            stdin=asyncio.subprocess.PIPE, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.DEVNULL)
        try:
            await _until(caplog, "game started")
            await asyncio.sleep(1.0)  # (the game draws its first screen)
            mark = len(_lines(caplog))
            proc.send_signal(sig)
            said = await _until(caplog, "disconnected after", mark)
            assert f"({why})" in said, said
        finally:
            if proc.returncode is None:
                proc.kill()
            await proc.wait()


def test_the_doc_says_what_the_log_says() -> None:
    doc = " ".join((ROOT / "docs" / "SSH.md").read_text(encoding="utf-8").split())
    assert "(its ssh killed, its network gone)" not in doc
    assert "plain `kill` (SIGTERM)" in doc and "(closed by the client)" in doc
