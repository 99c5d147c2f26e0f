"""ssh70 #3: a Chinese player (an SSH visitor with ``LANG=zh_CN.UTF-8``, or a local one) who
narrows their window and widens it again finds Chinese characters missing where the narrow
window's right edge was: "普通机器人" reads "  通机器人", "颜色：" reads "  色：", the leave
dialog's "离开比赛？" reads "离  比赛？" — until Ctrl-L draws the screen again. The app's last
write after the resize is a partial update clipped to the narrow width, which writes a space
over the half of a wide character it cuts, and the terminal erases the whole character.

Repro (over the door, or locally): ``ssh -o SendEnv=LANG -p P x@127.0.0.1`` with
``LANG=zh_CN.UTF-8`` in an 80x24 tmux window; p; resize the window to 20x24, then to 80x24:
the players panel reads "  通机器人". Seen with tmux 3.3a.

A real terminal: a tmux server of its own (``-L``), killed at the end."""

from __future__ import annotations

import os
import shutil
import subprocess
import sys
import time
import uuid
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
TMUX = shutil.which("tmux")
pytestmark = pytest.mark.skipif(TMUX is None, reason="needs tmux")


def _tmux(sock: str, *args: str) -> str:
    assert TMUX is not None
    return subprocess.run([TMUX, "-L", sock, *args], capture_output=True, text=True,
                          timeout=10, check=False).stdout


def _wait(sock: str, session: str, text: str) -> str:
    deadline = time.monotonic() + 30
    while time.monotonic() < deadline:
        screen = _tmux(sock, "capture-pane", "-p", "-t", f"={session}:")
        if text in screen:
            return screen
        time.sleep(0.1)
    raise AssertionError(f"never saw {text!r}:\n{screen}")


def test_widening_again_leaves_no_chinese_character_out(tmp_path: Path) -> None:
    sock, session = f"ssh70-{uuid.uuid4().hex[:8]}", "wide"
    env = {"HOME": str(tmp_path), "UNOTUI_CONFIG_DIR": str(tmp_path),
           "XDG_STATE_HOME": str(tmp_path / "state"), "XDG_DATA_HOME": str(tmp_path / "data"),
           "UNOTUI_MDNS_INTERFACES": "127.0.0.1", "PYTHONPATH": str(ROOT),
           "LANG": "zh_CN.UTF-8", "TERM": "xterm-256color", "PATH": os.environ["PATH"]}
    command = "env -i " + " ".join(f"{k}={v!r}" for k, v in env.items()) + \
        f" {sys.executable} -m unotui play --seed 7 --bots 3; sleep 60"
    _tmux(sock, "new-session", "-d", "-s", session, "-x", "80", "-y", "24", command)
    seen: list[str] = []
    try:
        _wait(sock, session, "轮到你")  # (the bots wait for the player: the screen holds still)
        for narrow in (50, 45, 40, 55, 20, 50, 48):  # (a window dragged narrower, then back)
            for width in (narrow, 80):
                _tmux(sock, "resize-window", "-t", f"={session}:", "-x", str(width), "-y", "24")
                time.sleep(0.8)
            time.sleep(1.5)
            shown = _tmux(sock, "capture-pane", "-p", "-t", f"={session}:")
            _tmux(sock, "send-keys", "-t", f"={session}:", "C-l")  # (the whole screen again)
            time.sleep(1.2)
            whole = _tmux(sock, "capture-pane", "-p", "-t", f"={session}:")
            assert "轮到你" in whole, whole
            if shown != whole:
                seen.append(f"narrowed to {narrow}, then 80 again:\n{shown}\nredrawn whole:\n{whole}")
    finally:
        _tmux(sock, "kill-server")
    assert not seen, "\n".join(seen)
