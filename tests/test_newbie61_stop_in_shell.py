"""newbie61: an app stopped from outside (kill -STOP) under a shell with job control, brought
back with ``fg``, answers its keys again.

Seen in tmux at 80x24: ``unotui host ...`` started from an interactive bash, ``kill -STOP PID``:
bash takes the terminal back (prints ``[1]+ Stopped``) and puts the terminal in its own,
line-buffered, echoing mode. ``kill -CONT PID`` (the process is then in the background and
stops again at its next terminal write) and ``fg``: the table's screen stays under the shell's
lines, and every key is echoed by the terminal (``^[[C`` for →) and never reaches the app — a
host whose guests are back at the table but who cannot play. Only Ctrl+Z, Enter and ``fg``
again brought it back.

:meth:`unotui.app.UnoApp._continue_only_after_a_stop` (newbie58 #1) starts the terminal mode
again only after a SIGTSTP of the app's own; a SIGCONT after an outside SIGSTOP leaves the
terminal in whatever mode the shell left it in.

Here a pty stands for the terminal and this test for the shell: the app is stopped, the
terminal set back to the mode it had before the app started (as bash does), the app continued,
and ``q`` typed on the main menu must end it."""

from __future__ import annotations

import fcntl
import os
import pty
import select
import signal
import struct
import sys
import termios
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def _read(fd: int, seconds: float) -> bytes:
    out = b""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        ready, _, _ = select.select([fd], [], [], 0.1)
        if ready:
            try:
                chunk = os.read(fd, 65536)
            except OSError:  # (the app closed the terminal: it is ending)
                time.sleep(0.05)
                break
            if not chunk:
                break
            out += chunk
    return out


def _state(pid: int) -> str:
    stat = Path(f"/proc/{pid}/stat").read_text()
    return stat.rsplit(")", 1)[1].split()[0]


def test_newbie61_keys_reach_the_app_after_an_outside_stop_and_fg(tmp_path: Path) -> None:
    env = dict(os.environ, TERM="xterm-256color", LANG="C.UTF-8", LC_ALL="C.UTF-8",
               PYTHONPATH=str(ROOT), UNOTUI_CONFIG_DIR=str(tmp_path / "config"),
               UNOTUI_STATE_DIR=str(tmp_path / "state"), UNOTUI_CRASH_DIR=str(tmp_path),
               UNOTUI_MDNS_INTERFACES="127.0.0.1", HOME=str(tmp_path))
    pid, fd = pty.fork()
    if pid == 0:  # the app, in a terminal of its own
        os.chdir(ROOT)
        os.execve(sys.executable, [sys.executable, "-m", "unotui"], env)
    try:
        fcntl.ioctl(fd, termios.TIOCSWINSZ, struct.pack("HHHH", 24, 80, 0, 0))
        shell_mode = termios.tcgetattr(fd)  # (the pty's mode before the app set its own)
        seen = b""
        deadline = time.monotonic() + 30
        while b"Play against bots" not in seen and time.monotonic() < deadline:
            seen += _read(fd, 0.5)
        assert b"Play against bots" in seen, "the menu never showed"
        time.sleep(1)
        os.kill(pid, signal.SIGSTOP)
        deadline = time.monotonic() + 5
        while _state(pid) != "T" and time.monotonic() < deadline:
            time.sleep(0.05)
        # the shell takes the terminal back, in its own mode (bash: "[1]+ Stopped")
        termios.tcsetattr(fd, termios.TCSANOW, shell_mode)
        time.sleep(0.3)
        os.kill(pid, signal.SIGCONT)  # fg
        _read(fd, 2)
        os.write(fd, b"q")  # the menu's Quit
        ended = False
        deadline = time.monotonic() + 10
        while time.monotonic() < deadline:
            _read(fd, 0.2)
            done, _status = os.waitpid(pid, os.WNOHANG)
            if done == pid:
                ended = True
                break
        assert ended, ("q on the main menu after kill -STOP, the shell's terminal mode and fg "
                       "did not reach the app: the terminal was left line-buffered")
    finally:
        try:
            os.kill(pid, signal.SIGKILL)
            os.waitpid(pid, 0)
        except (ProcessLookupError, ChildProcessError):
            pass
        os.close(fd)
