"""An app started from an interactive shell (job control: a tmux pane's bash, a terminal window),
stopped from outside (``kill -STOP``) and continued from outside (``kill -CONT``), is left in the
background by the shell, which took the terminal back when it saw the job stop ("[1]+ Stopped").

newbie78 #1: the app painted its whole table again over the shell, which took every key (Enter
ran ``d`` as a command), and said nothing of ``fg``. tmux66 #1: once it said so, ``fg`` of a job
already running sends no SIGCONT, so the app never learnt it was in front again — the terminal
stayed in the shell's line mode (keys echoed, answered only after Enter) and the table was not
drawn again. Both are seen here in a real terminal: tmux, bash with job control."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from dataclasses import dataclass
from pathlib import Path

import pytest
from tmux_kit import Terminal, tmux

ROOT = Path(__file__).resolve().parent.parent


@dataclass
class Backgrounded:
    """The app in ``term``'s shell, stopped and continued from outside: ``pid`` is the app's."""

    term: Terminal
    pid: int

    def in_front(self) -> bool:
        """Is the app's process group the terminal's foreground group?"""
        stat = Path(f"/proc/{self.pid}/stat").read_text().rsplit(")", 1)[1].split()
        return int(stat[2]) == int(stat[5])


@pytest.fixture
def backgrounded(tmp_path: Path) -> Iterator[Backgrounded]:
    session = f"unotui-test-bg-{uuid.uuid4().hex[:8]}"
    config = tmp_path / "config"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": "Gil"}), encoding="utf-8")
    # an interactive shell with job control, as a terminal window or a tmux pane gives
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
         "env -i PATH=/usr/bin:/bin TERM=xterm-256color HOME=" + str(tmp_path)
         + " bash --norc --noprofile -i")
    term = Terminal(session)
    try:
        term.wait(lambda t: "$" in t or "#" in t, "the shell's prompt")
        term.keys(f"cd {ROOT} && env LANG=C.UTF-8 LC_ALL=C.UTF-8 UNOTUI_CONFIG_DIR={config} "
                  f"UNOTUI_STATE_DIR={tmp_path / 'state'} UNOTUI_MDNS_INTERFACES=127.0.0.1 "
                  f"PYTHONPATH=. {sys.executable} -m unotui play --bots 1 --bot-delay 5 "
                  f"--seed 3", "Enter")
        term.wait(lambda t: "Your hand (" in t, "the table")
        shell = int(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip())
        children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
        app = Backgrounded(term, int(children[0]))  # (env execs python: the shell's one child)
        os.kill(app.pid, signal.SIGSTOP)
        time.sleep(1.5)
        os.kill(app.pid, signal.SIGCONT)
        yield app
    finally:
        tmux("kill-session", "-t", session)


def test_an_app_continued_in_the_background_says_fg_brings_it_back(
        backgrounded: Backgrounded) -> None:
    """newbie78 #1: the shell's "Stopped" line and prompt stay readable, or the app says that
    it runs in the background and ``fg`` brings it back."""
    time.sleep(3)
    assert not backgrounded.in_front(), "the shell did not take the terminal back"
    text = backgrounded.term.screen()
    assert "fg" in text or "Stopped" in text, (
        "the app, continued in the background where no key reaches it, covers the shell with "
        "its table and says nothing of fg:\n" + text)


def test_fg_after_an_outside_stop_and_continue_gives_the_keys_back(
        backgrounded: Backgrounded) -> None:
    """tmux66 #1: after ``fg`` the table is drawn whole again and keys are answered at once,
    as after Ctrl+Z and fg."""
    term = backgrounded.term
    term.wait(lambda t: "fg" in t, "the word that fg brings it back")
    for _ in range(3):  # (an fg typed while bash still waits on the job is lost: again)
        term.keys("fg", "Enter")
        deadline = time.monotonic() + 5
        while not backgrounded.in_front() and time.monotonic() < deadline:
            time.sleep(0.2)
        if backgrounded.in_front():
            break
    assert backgrounded.in_front(), "fg did not bring the app to the foreground"
    time.sleep(1.5)  # (the app looks for the foreground every 0.25 s)
    tty = tmux("display-message", "-p", "-t", term.session, "#{pane_tty}").strip()
    modes = subprocess.run(["stty", "-a", "-F", tty], capture_output=True, text=True,
                           timeout=10, check=False).stdout.split()
    text = term.screen()
    assert "-icanon" in modes and "-echo" in modes, (
        "after fg the terminal is still in the shell's line mode: keys are echoed and reach "
        "the app only after Enter:\n" + text)
    assert "Stopped" not in text, "after fg the table is not painted again:\n" + text
