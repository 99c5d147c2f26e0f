"""review66: since 19122d61 serve-ssh started with SIGINT ignored (``unotui serve-ssh &`` in a
script, a shell without job control) keeps it ignored — a Ctrl-C in that terminal no longer
stops it — but its opening line still tells the operator "Ctrl-C stops." (unotui/commands/
serve_ssh.py: the words do not follow stop_on_signals). The operator presses Ctrl-C, nothing
happens, and the door goes on. (Loopback only, port 9711.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _ignore_int() -> None:
    signal.signal(signal.SIGINT, signal.SIG_IGN)


def test_serve_ssh_started_ignoring_sigint_does_not_say_ctrl_c_stops(tmp_path: Path) -> None:
    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONUNBUFFERED": "1",
           "UNOTUI_STATE_DIR": str(tmp_path / "state"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh")}
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1",
                             "--port", "9711"], cwd=ROOT, env=env, text=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE, preexec_fn=_ignore_int)
    said = ""
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = proc.stdout.readline()
            said += line
            if not line or "Players go to" in line:
                break
        assert "Players go to" in said, said
        proc.send_signal(signal.SIGINT)  # (what the operator does, reading those words)
        time.sleep(1.5)
        still_running = proc.poll() is None
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
    assert not (still_running and "Ctrl-C stops" in said), (
        "told 'Ctrl-C stops.' and a Ctrl-C did not stop it:\n" + said)
