"""ssh69 #2: a visitor whose window is smaller than 60×20 (here 40×12, a tmux pane, over
OpenSSH) is told "Window too small … Make it larger." in a notice that stays until a key is
pressed (unotui/app.py, ``small_notice_read``). When the notice came up before the screen the
visitor reads it on (the door's app raises it as it starts, then goes on to watch the match
under way), a key takes it away — but the terminal keeps its picture: the cells it covered are
not drawn again, so its text stays over the match until something draws the whole screen
(Ctrl-L, a resize). Seen too in a local ``unotui play --bots 3``
started in a 40×12 pane (the notice raised before the game's screen came). Here the key takes two
notices away at once (the "Joined Small table: its match is under way…" one beside it had been
up long enough to count as read); a notice raised on the screen it is read on (the window made
small mid-game) went cleanly when tried, and so did the pair when the key came within a second.

Loopback only; the host key and every folder in the test's temporary directory; the tmux
session is on a socket of its own, whose server the test kills."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Callable
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
SOCKET = f"unotui-ssh69-{uuid.uuid4().hex[:8]}"
LIMIT = 30.0


def _tmux(*args: str) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True,
                          timeout=10, check=False).stdout


def _wait(session: str, predicate: Callable[[str], bool], what: str) -> str:
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline:
        text = _tmux("capture-pane", "-p", "-t", session)
        if predicate(text):
            return text
        time.sleep(0.2)
    raise AssertionError(f"never saw {what}:\n" + _tmux("capture-pane", "-p", "-t", session))


@pytest.mark.skipif(shutil.which("tmux") is None or shutil.which("ssh") is None,
                    reason="needs tmux and OpenSSH's ssh")
def test_a_key_takes_the_small_window_notice_off_the_terminal_too(tmp_path: Path) -> None:
    env = dict(os.environ, PYTHONUNBUFFERED="1", UNOTUI_SSH_DIR=str(tmp_path / "keys"),
               HOME=str(tmp_path / "home"), XDG_STATE_HOME=str(tmp_path / "state"),
               XDG_CONFIG_HOME=str(tmp_path / "config"), XDG_DATA_HOME=str(tmp_path / "data"),
               UNOTUI_MDNS_INTERFACES="127.0.0.1")
    table = subprocess.Popen(
        [sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1",
         "--port", "0", "--ssh", "0", "--seats", "2", "--bots", "1", "--no-advertise",
         "--journal", str(tmp_path / "journal.jsonl"), "--name", "Small table"],
        stdout=subprocess.PIPE, stderr=subprocess.DEVNULL, text=True, env=env, cwd=ROOT)
    session = "small"
    try:
        assert table.stdout is not None
        lines = ""
        while "SSH access" not in lines:
            line = table.stdout.readline()
            assert line, "the host stopped: " + lines
            lines += line
        port = re.search(r"ssh -p (\d+) 127\.0\.0\.1", lines).group(1)  # type: ignore[union-attr]
        ssh = (f"TERM=xterm-256color ssh -tt -p {port} -o StrictHostKeyChecking=no "
               f"-o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes")
        # zoe (a window of 80×24) opens the table's match
        _tmux("new-session", "-d", "-s", "zoe", "-x", "80", "-y", "24",
              f"{ssh} zoe@127.0.0.1; sleep 30")
        _wait("zoe", lambda t: "Lobby of Small table" in t, "zoe's lobby")
        _tmux("send-keys", "-t", "zoe", "s")
        _wait("zoe", lambda t: "Your hand" in t, "the match")
        # tim comes in a window of 40×12: the door's app goes on to watch the match
        _tmux("new-session", "-d", "-s", session, "-x", "40", "-y", "12",
              f"{ssh} tim@127.0.0.1; sleep 30")
        _wait(session, lambda t: "Take a seat" in t and "Make it larger" in t,
              "the match watched, with the notice")
        time.sleep(6.0)  # (the "Joined" notice beside it up long enough to be read too)
        _tmux("send-keys", "-t", session, "x")  # any key: the notices have been read
        time.sleep(2.0)
        after_key = _tmux("capture-pane", "-p", "-t", session)
        # one column more: the whole screen drawn again (a notice still up would say 41×12)
        _tmux("resize-window", "-t", session, "-x", "41", "-y", "12")
        time.sleep(2.0)
        redrawn = _tmux("capture-pane", "-p", "-t", session)
        assert "Make it larger" not in redrawn, redrawn  # (the notice did go with the key)
        assert "Make it larger" not in after_key, after_key  # what tim sees meanwhile
    finally:
        _tmux("kill-server")
        table.send_signal(signal.SIGTERM)
        try:
            table.wait(15)
        except subprocess.TimeoutExpired:
            table.kill()
            table.wait()
