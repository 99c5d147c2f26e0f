"""newbie78 #1: an app started from an interactive shell (job control: a tmux pane's bash, a
terminal window), stopped from outside (``kill -STOP``) and continued from outside (``kill
-CONT``) is left in the background by the shell, which took the terminal back when it saw the
job stop ("[1]+ Stopped"). The app then paints its whole screen again over the shell (its
continue handler repaints), so the player sees an ordinary table — "Your turn: play a card
(Enter) or draw (d)" — while every key goes to the shell: d does nothing, Enter runs ``d`` as a
command ("-bash: d: command not found" over the table) and the app, writing from the
background, is stopped again. Nothing on the screen says that ``fg`` brings it back.

Seen at 80x24 in tmux with a guest of a loopback table (the seat then went to a bot) and, the
same, with ``play`` against bots (this test). What should be seen: while it is not in the
terminal's foreground, the app does not cover the shell with a table that ignores keys — the
shell's "Stopped" line and prompt stay readable, or the app says that it runs in the background
and ``fg`` brings it back."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOCKET = os.environ.get("UNOTUI_TEST_TMUX_SOCKET", "unotui-test-newbie78")
LIMIT = 30.0


def tmux(*args: str) -> str:
    return subprocess.run(["tmux", "-L", SOCKET, *args], capture_output=True, text=True,
                          timeout=10, check=False).stdout


def screen(session: str) -> str:
    return tmux("capture-pane", "-p", "-t", session)


def wait(session: str, predicate, what: str) -> str:  # type: ignore[no-untyped-def]
    deadline = time.monotonic() + LIMIT
    while time.monotonic() < deadline:
        text = screen(session)
        if predicate(text):
            return text
        time.sleep(0.1)
    raise AssertionError(f"never saw {what}; the screen was:\n{screen(session)}")


def test_newbie78_an_app_continued_in_the_background_does_not_hide_the_shell(
        tmp_path: Path) -> None:
    session = f"nb78-{uuid.uuid4().hex[:8]}"
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": "Gil"}), encoding="utf-8")
    # an interactive shell with job control, as a terminal window or a tmux pane gives
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
         "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=" + str(tmp_path)
         + " bash --norc --noprofile -i")
    try:
        wait(session, lambda t: "$" in t or "#" in t, "the shell's prompt")
        command = (f"cd {ROOT} && env LANG=C.UTF-8 LC_ALL=C.UTF-8 UNOTUI_CONFIG_DIR={config} "
                   f"UNOTUI_STATE_DIR={tmp_path / 'state'} UNOTUI_MDNS_INTERFACES=127.0.0.1 "
                   f"PYTHONPATH=. {sys.executable} -m unotui play --bots 1 --bot-delay 5 "
                   f"--seed 3")
        tmux("send-keys", "-t", session, command, "Enter")
        wait(session, lambda t: "Your hand (" in t, "the table")
        shell = int(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip())
        children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        # (env execs python: the shell's one child is the app)
        app = int(children[0])
        os.kill(app, signal.SIGSTOP)
        time.sleep(1.5)
        os.kill(app, signal.SIGCONT)
        time.sleep(3)
        stat = Path(f"/proc/{app}/stat").read_text().rsplit(")", 1)[1].split()
        pgrp, tpgid = int(stat[2]), int(stat[5])
        assert pgrp != tpgid, "the shell did not take the terminal back (no job control?)"
        text = screen(session)
        told = "fg" in text or "Stopped" in text
        assert told, ("the app, continued in the background where no key reaches it, covers "
                      "the shell with its table and says nothing of fg:\n" + text)
    finally:
        tmux("kill-session", "-t", session)
