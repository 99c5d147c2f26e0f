"""review65: 429e9f7e names a --host-key-dir that is no folder in one line (exit 2), but the
other way to say where the host key lives, $UNOTUI_SSH_DIR (docs/SSH.md, serve-ssh's help),
is not checked: UNOTUI_SSH_DIR=/dev/null still ends in mkdir's "File exists" (exit 1), naming
neither the variable nor what is wrong. (Loopback only, port 9505.)"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_an_ssh_dir_from_the_environment_that_is_no_folder_is_named(tmp_path: Path) -> None:
    done = subprocess.run(
        [sys.executable, "-m", "unotui", "serve-ssh", "--port", "9505", "--bind", "127.0.0.1"],
        cwd=ROOT, capture_output=True, text=True, timeout=60, stdin=subprocess.DEVNULL,
        env={**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "UNOTUI_SSH_DIR": "/dev/null",
             "UNOTUI_STATE_DIR": str(tmp_path / "state")})
    assert "File exists" not in done.stderr, done.stderr
    assert "/dev/null is not a folder" in done.stderr, done.stderr
