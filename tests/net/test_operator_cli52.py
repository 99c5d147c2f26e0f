"""cli52: a host operator's scripts — a headless host or an SSH door started by a script
(``nohup``, a supervisor, systemd: its output a file or a pipe), a text client fed a file."""

from __future__ import annotations

import asyncio
import os
import sys
from pathlib import Path

from test_host_operator_cli51 import ROOT, stop


async def test_headless_host_says_its_address_at_once_through_a_pipe(tmp_path: Path) -> None:
    """``unotui host --headless --port 0 > host.log`` (nohup, a supervisor, systemd: stdout is
    a file or a pipe): Python buffers print() there, and the host never flushed — its "Table …
    is open on ADDR:PORT", "Join with:" and "Journal:" lines reached the log only when it
    ended. With ``--port 0`` the port it picked could not be read while it ran. (The other
    tests spawn it with PYTHONUNBUFFERED=1, which hides this.)"""
    env = {k: v for k, v in os.environ.items() if k != "PYTHONUNBUFFERED"}
    proc = await asyncio.create_subprocess_exec(
        sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1", "--port",
        "0", "--no-advertise", "--journal", "/dev/null", cwd=ROOT,
        env={**env, "UNOTUI_MDNS_INTERFACES": "127.0.0.1",
             "UNOTUI_STATE_DIR": str(tmp_path / "state")},
        stdin=asyncio.subprocess.DEVNULL, stdout=asyncio.subprocess.PIPE,
        stderr=asyncio.subprocess.PIPE)
    try:
        assert proc.stdout is not None
        said, line = b"", b"-"
        deadline = asyncio.get_running_loop().time() + 10.0
        while line and b"Journal:" not in said:
            try:
                line = await asyncio.wait_for(proc.stdout.readline(),
                                              deadline - asyncio.get_running_loop().time())
            except TimeoutError:
                break
            said += line
        assert b"is open on 127.0.0.1:" in said, f"said through the pipe in 10 s: {said!r}"
        assert b"Join with:" in said and b"Journal:" in said, said
    finally:
        await stop(proc)
