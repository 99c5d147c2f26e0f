"""newbie58: an app stopped and continued from outside (kill -STOP, kill -CONT) ends when it is
quit, as one never stopped does."""

from __future__ import annotations

import json
import os
import signal
import sys
import time
import uuid
from pathlib import Path

from tmux_kit import LIMIT, Terminal, tmux

ROOT = Path(__file__).resolve().parent.parent
STOPPED = float(os.environ.get("NEWBIE58_STOPPED", "45"))  #: seconds the host stays stopped


def _app_pid(session: str) -> int:
    shell = int(tmux("display-message", "-p", "-t", session, "#{pane_pid}").strip())
    children = Path(f"/proc/{shell}/task/{shell}/children").read_text().split()
    assert children, "no app process under the pane's shell"
    return int(children[0])


def _session(command: str, tmp: Path, name: str) -> Terminal:
    session = f"unotui-test-{uuid.uuid4().hex[:10]}"
    config = tmp / f"config-{name}"
    config.mkdir()
    (config / "settings.json").write_text(json.dumps({"name": name}), encoding="utf-8")
    tmux("new-session", "-d", "-s", session, "-x", "80", "-y", "24",
         f"cd {ROOT} && env TERM=xterm-256color LANG=C.UTF-8 LC_ALL=C.UTF-8 "
         f"UNOTUI_CONFIG_DIR={config} UNOTUI_STATE_DIR={tmp / ('state-' + name)} "
         f"UNOTUI_MDNS_INTERFACES=127.0.0.1 {sys.executable} -m unotui {command}; "
         f"echo APP-ENDED; sleep 30")
    return Terminal(session)


def test_newbie58_a_host_stopped_while_a_guest_plays_ends_when_closed(tmp_path: Path) -> None:
    """newbie58 #3 as seen: a hosting app with a guest (another app) joined, frozen with kill
    -STOP for 45 s (the guest read "Table silent …: host stuck?" then "Connection lost ·
    attempt 1…"), let go with kill -CONT: the guest came back ("Connected again"). Ctrl+Q,
    y on the host printed "You closed TB. … host --resume FILE", and the process lived on
    (the pane's next command never ran) until a key was pressed, which printed Textual's
    RuntimeWarning into the terminal. Seen twice (ports 9760, 9762); a host stopped 5 s
    with only bots ended well, and so did `play` stopped 45 s."""
    port = int(os.environ.get("NEWBIE58_PORT", "9764"))
    host = _session(f"host --bind 127.0.0.1 --port {port} --name TB --bots 2 --no-advertise",
                    tmp_path, "Hal")
    guest: Terminal | None = None
    try:
        host.wait(lambda t: "Lobby of TB" in t, "the host's lobby")
        guest = _session(f"join 127.0.0.1:{port} --name Gil", tmp_path, "Gil")
        guest.wait(lambda t: "Gil (you)" in t, "the guest in the lobby")
        guest.keys("r")
        host.wait(lambda t: "Gil" in t, "the guest in the host's lobby")
        host.keys("r")
        time.sleep(0.5)
        host.keys("s")
        host.wait(lambda t: "Your hand (" in t, "the host's table")
        pid = _app_pid(host.session)
        os.kill(pid, signal.SIGSTOP)
        time.sleep(STOPPED)
        os.kill(pid, signal.SIGCONT)
        time.sleep(6)
        host.keys("C-q")
        host.wait(lambda t: "(y) Yes" in t, "the close question")
        host.keys("y")
        deadline = time.monotonic() + LIMIT / 3
        while time.monotonic() < deadline and "APP-ENDED" not in host.screen():
            time.sleep(0.2)
        screen = host.screen()
        assert "APP-ENDED" in screen, f"the host had not ended 10 s after Ctrl+Q, y:\n{screen}"
    finally:
        tmux("kill-session", "-t", host.session)
        if guest is not None:
            tmux("kill-session", "-t", guest.session)
