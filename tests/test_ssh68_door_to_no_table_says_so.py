"""ssh68 #3: ``serve-ssh --table ADDRESS`` where no table listens starts as if all were well.

Seen by hand: ``serve-ssh --bind 127.0.0.1 --port 20908 --table 127.0.0.1:20999`` (a slip of
the port: nothing listens on 20999) prints "SSH front door open on …", the host key, the access
and "Players go to the table at 127.0.0.1:20999. Ctrl-C stops." — no word that no table answers
there. Every friend who connects then lands on the join screen, "The table does not answer: no
table is open there", while the door's log says only "logged in" and "game started", as for a
visitor who sat down. The operator, who reads the start lines and the log, has nothing telling
them the door leads nowhere until a friend calls. (A table may open after the door, so not an
error: a note, as the door gives others at start — "SSH note: …".)
"""

from __future__ import annotations

import os
import signal
import socket
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def _closed_port() -> int:
    with socket.socket() as probe:
        probe.bind(("127.0.0.1", 0))
        return int(probe.getsockname()[1])  # (closed again once this returns)


def test_a_door_to_an_address_where_no_table_answers_says_so_at_start(tmp_path: Path) -> None:
    nowhere = _closed_port()
    env = {**os.environ, "PYTHONPATH": str(ROOT), "HOME": str(tmp_path),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "XDG_CONFIG_HOME": str(tmp_path / "config"), "UNOTUI_SSH_DIR": str(tmp_path / "ssh"),
           "UNOTUI_MDNS_INTERFACES": "127.0.0.1"}
    door = subprocess.Popen(
        [sys.executable, "-m", "unotui", "serve-ssh", "--bind", "127.0.0.1", "--port", "0",
         "--table", f"127.0.0.1:{nowhere}"],
        cwd=tmp_path, env=env, stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True)
    said: list[str] = []
    try:
        assert door.stdout is not None
        deadline = time.monotonic() + 30
        while time.monotonic() < deadline:
            line = door.stdout.readline()
            if not line:
                break
            said.append(line)
            if "Players go to" in line:
                break
    finally:
        door.send_signal(signal.SIGINT)
        try:
            door.wait(15)
        except subprocess.TimeoutExpired:
            door.kill()
            door.wait()
    text = "".join(said)
    assert f"127.0.0.1:{nowhere}" in text, text  # (the door did start and name its table)
    # what the operator should read: that nothing answers at that address (yet)
    assert any(words in text.lower() for words in (
        "no table answers", "does not answer", "nothing answers", "no table is open")), text
