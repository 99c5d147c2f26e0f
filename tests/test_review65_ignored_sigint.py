"""review65: unotui.cli.stop_on_signals (840cf4d0) says it catches SIGINT, SIGTERM and SIGHUP
"but for one that was ignored as the command started", as simulate does for all three
(simulate.run: "one ignored as it started ... stays"); the code honours an ignored SIGHUP only.
A shell without job control starts a background command (``unotui host --headless &`` in a
script) with SIGINT ignored, so that the terminal's Ctrl-C, which reaches the whole process
group, leaves it running; a headless table (and serve-ssh) catches it anyway and closes.
(Loopback only, ports 9506-9507.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]


def _ignore_int() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)  # (what sh does for `cmd &` without job control)


@pytest.mark.parametrize("args, opened", [
    (["host", "--headless", "--bind", "127.0.0.1", "--port", "9506", "--no-advertise",
      "--journal", "/dev/null"], "Journal:"),
    (["serve-ssh", "--bind", "127.0.0.1", "--port", "9507"], "Players go to"),
], ids=["host", "serve-ssh"])
def test_a_sigint_ignored_as_it_started_stays_ignored(args: list[str], opened: str,
                                                      tmp_path: Path) -> None:
    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONUNBUFFERED": "1",
           "UNOTUI_STATE_DIR": str(tmp_path / "state"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh")}
    proc = subprocess.Popen([sys.executable, "-m", "unotui", *args], cwd=ROOT, env=env,
                            text=True, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=_ignore_int)
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            if not line or opened in line:
                break
        assert proc.poll() is None, proc.communicate(timeout=10)
        proc.send_signal(signal.SIGINT)  # (the terminal's Ctrl-C, reaching the whole group)
        time.sleep(2.0)
        assert proc.poll() is None, "closed by a SIGINT it was started ignoring"
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
