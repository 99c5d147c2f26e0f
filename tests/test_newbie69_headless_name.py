"""newbie69: a headless table hosted with --lang zh_CN keeps an English default name.
(Loopback only, port 13850.)"""

from __future__ import annotations

import os
import signal
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_newbie69_headless_host_names_its_table_in_the_language_asked(tmp_path: Path) -> None:
    """newbie69 #11: ``host --lang zh_CN`` names the table "root 的牌桌" (newbie67 #3, fixed
    in launch.plan_from_args for the app), but ``host --headless --lang zh_CN`` prints
    'Table "root's table" is open on 127.0.0.1:…' and advertises that name to the Chinese
    players who list and join it (unotui/commands/host.py:395: name = f"{user}'s table")."""
    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONUNBUFFERED": "1",
           "UNOTUI_STATE_DIR": str(tmp_path / "state"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh"),
           "UNOTUI_CONFIG_DIR": str(tmp_path / "config")}
    proc = subprocess.Popen(
        [sys.executable, "-m", "unotui", "host", "--headless", "--lang", "zh_CN", "--bind",
         "127.0.0.1", "--port", "13850", "--no-advertise", "--journal", "/dev/null"],
        cwd=ROOT, env=env, text=True, stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
        stderr=subprocess.PIPE)
    first = ""
    try:
        assert proc.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline and not first:
            first = proc.stdout.readline()
            if not first:
                break
    finally:
        if proc.poll() is None:
            proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
    assert first, "the table never said it was open"
    assert "'s table" not in first, first
