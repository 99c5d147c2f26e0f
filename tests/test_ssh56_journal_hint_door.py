"""ssh56: a headless table with an SSH door (``host --headless --ssh PORT``) prints, as it
opens, "Journal: FILE (restart with --resume --mdns-interfaces 127.0.0.1)": the restart it
tells the operator to run has no ``--ssh PORT`` (nor the door's options), so a host killed
outright (kill -9, a power cut) and restarted as told opens the table without its front door:
the SSH visitors, who have no unotui, cannot come back to their kept seats (docs/SSH.md: "when
the host is killed with its door and opened again (`unotui host --resume --ssh PORT`), the new
door takes in the seats"). The command printed when the same table is stopped (``Its match can
go on: … --resume FILE … --ssh PORT --max-sessions 3 …``, :func:`unotui.cli.resume_command`)
names the door; the opening hint (:func:`unotui.commands.host.resume_hint`) does not."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_the_journal_line_of_a_table_with_a_door_restarts_the_door_too(tmp_path: Path) -> None:
    env = {**os.environ, "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONUNBUFFERED": "1",
           "PYTHONPATH": str(ROOT), "HOME": str(tmp_path / "home"),
           "XDG_CONFIG_HOME": str(tmp_path / "cfg"), "XDG_STATE_HOME": str(tmp_path / "state"),
           "XDG_DATA_HOME": str(tmp_path / "data"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh")}
    proc = subprocess.Popen([sys.executable, "-m", "unotui", "host", "--headless", "--bind",
                             "127.0.0.1", "--port", "0", "--no-advertise", "--ssh", "0",
                             "--max-sessions", "3"], cwd=tmp_path, env=env, text=True,
                            stdin=subprocess.DEVNULL, stdout=subprocess.PIPE,
                            stderr=subprocess.PIPE)
    said: list[str] = []
    try:
        assert proc.stdout is not None
        for _ in range(12):
            line = proc.stdout.readline()
            said.append(line)
            if not line or line.startswith("Journal:"):
                break
    finally:
        proc.send_signal(signal.SIGTERM)
        proc.communicate(timeout=30)
    door = next((line for line in said if line.startswith("SSH front door open on")), "")
    found = re.search(r"127\.0\.0\.1:(\d+)", door)
    assert found, said
    journal = next((line for line in said if line.startswith("Journal:")), "")
    assert "restart with --resume" in journal, said
    assert f"--ssh {found.group(1)}" in journal, journal
