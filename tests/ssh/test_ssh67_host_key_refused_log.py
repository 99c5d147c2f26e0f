"""ssh67 #3: a friend whose ssh refuses the door's host key — the door's key was made anew
(docs/SSH.md: "Delete that folder to make a new key"), or the door moved to another machine
or user — reads OpenSSH's "WARNING: REMOTE HOST IDENTIFICATION HAS CHANGED!" or "Host key
verification failed." and gives up in the middle of the key exchange. The door's log says
only "127.0.0.1: closed before logging in (the connection dropped)": the words it uses for a
network that went away, so the operator looks for trouble in the wrong place and never
learns that returning friends are being stopped by the host key. Seen with OpenSSH 9.2 in
tmux (BatchMode, a known_hosts without the door's key): the same line. The door knows the
connection ended after its key exchange reply and before the client's answer to it; it
should say that the client left during the key exchange, perhaps refusing this door's host
key (and which key: its fingerprint), not that the connection dropped."""

from __future__ import annotations

import asyncio
import logging
import shutil
import time
from pathlib import Path

import pytest
from ssh_kit import open_door


def _lines(caplog: pytest.LogCaptureFixture) -> str:
    return "\n".join(r.getMessage() for r in caplog.records if r.name == "unotui.ssh")


@pytest.mark.skipif(shutil.which("ssh") is None or shutil.which("ssh-keygen") is None,
                    reason="needs the OpenSSH client")
async def test_a_client_refusing_the_host_key_is_not_logged_as_a_dropped_connection(
        tmp_path: Path, caplog: pytest.LogCaptureFixture,
        monkeypatch: pytest.MonkeyPatch) -> None:
    caplog.set_level(logging.INFO, logger="unotui.ssh")
    monkeypatch.setattr(logging.getLogger("unotui.ssh"), "propagate", True)
    other = tmp_path / "other"  # (the key the friend's ssh remembers: the door's old one)
    made = await asyncio.create_subprocess_exec(
        "ssh-keygen", "-q", "-t", "ed25519", "-N", "", "-f", str(other),
        stdout=asyncio.subprocess.DEVNULL, stderr=asyncio.subprocess.DEVNULL)
    assert await made.wait() == 0
    async with open_door(tmp_path) as door:
        known = tmp_path / "known_hosts"
        known.write_text(f"[127.0.0.1]:{door.port} "
                         + " ".join(other.with_suffix(".pub").read_text().split()[:2]) + "\n")
        proc = await asyncio.create_subprocess_exec(
            "ssh", "-F", "/dev/null", "-tt", "-p", str(door.port), "-o", "BatchMode=yes",
            "-o", "StrictHostKeyChecking=yes", "-o", f"UserKnownHostsFile={known}",
            "-o", "GlobalKnownHostsFile=/dev/null", "zoe@127.0.0.1",
            stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.DEVNULL,
            stderr=asyncio.subprocess.PIPE)
        _, err = await asyncio.wait_for(proc.communicate(), 30)
        assert proc.returncode == 255 and b"IDENTIFICATION HAS CHANGED" in err, err
        deadline = time.monotonic() + 10
        while "closed before logging in" not in _lines(caplog) and time.monotonic() < deadline:
            await asyncio.sleep(0.1)
    said = _lines(caplog)
    assert "closed before logging in" in said, said
    assert "(the connection dropped)" not in said, said
    assert "host key" in said, said
