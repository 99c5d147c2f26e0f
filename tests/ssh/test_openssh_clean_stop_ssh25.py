"""Found by a stranger with OpenSSH and tmux (ssh25 #1): ``host --headless --ssh`` stopped
cleanly (SIGTERM, Ctrl-C) and opened again with ``host --resume --ssh PORT``: the SSH player who
connected again — same name, same address — could only watch a bot play their seat (after
``kill -9`` it worked). Now the same ``ssh`` sits them down in their seat, with their hand.

Loopback only; the host key and the journal live in the test's temporary directory; the tmux
sessions are named uniquely and killed by name."""

from __future__ import annotations

import os
import re
import signal
import subprocess
import sys
from pathlib import Path

from test_openssh_tmux import SshTerminal

ROOT = Path(__file__).resolve().parents[2]


class Host:
    """``unotui host --headless … --ssh PORT`` as a subprocess (``args`` after those)."""

    def __init__(self, tmp: Path, *args: str) -> None:
        env = dict(os.environ, UNOTUI_SSH_DIR=str(tmp / "keys"), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1",
             "--bot-delay", "3600", "--reconnect-window", "1", "--no-advertise",
             *args], stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env,
            cwd=ROOT)
        lines: list[str] = []
        assert self.proc.stdout is not None
        while not any("SSH access" in line for line in lines):
            line = self.proc.stdout.readline()
            assert line, "the host stopped:\n" + "".join(lines)
            lines.append(line)
        found = re.search(r"ssh -p (\d+) 127\.0\.0\.1", "".join(lines))
        assert found is not None
        self.ssh_port = int(found.group(1))

    def stop(self) -> None:
        self.proc.send_signal(signal.SIGTERM)
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


def test_an_openssh_player_sits_down_again_after_a_clean_stop_and_resume(tmp_path: Path) -> None:
    journal = tmp_path / "journal.jsonl"
    first = Host(tmp_path, "--port", "0", "--ssh", "0", "--seats", "2", "--bots", "1", "--seed", "5",
                 "--journal", str(journal), "--name", "Tmux table")
    try:
        term = SshTerminal(first.ssh_port, "zoe")
        try:
            term.wait(lambda t: "Lobby of Tmux table" in t, "the lobby")
            term.keys("s")  # zoe owns the table: start
            hand = term.wait(lambda t: "Your hand" in t, "the table")
            first.stop()  # SIGTERM: the clean stop
            goodbye = term.wait(lambda t: "Thanks for playing" in t, "the goodbye")
            # (what the table's players read, after the app's screen is gone: ssh26)
            # (its match can go on: the scores so far, not final ones, ux28 #9)
            # (stopped in round 1: nobody had scored, and no list of zeros, ux33 #12)
            # (a headless table's: its program ended, not "its host", newbie50 #15)
            assert "server is closing" in goodbye and "Tmux table was stopped: the program " \
                "serving it ended." in " ".join(goodbye.split()) \
                and "No round had been played to its end" in " ".join(
                    goodbye.split()), goodbye
            # (an SSH visitor comes back by connecting again, ssh34 #10)
            # (wrapped at words to the terminal's width, ssh38 #3)
            assert "connect again as you did (the same ssh command, the same user name)" in \
                " ".join(goodbye.split()), goodbye
        finally:
            term.close()
    finally:
        first.stop()
    # (on the table's port, as --resume does: a seat is kept by the table's address)
    again = Host(tmp_path, "--resume", str(journal), "--ssh", str(first.ssh_port))
    try:
        term = SshTerminal(again.ssh_port, "zoe")
        try:
            text = term.wait(lambda t: "Your hand" in t or "You are watching" in t,
                             "zoe's seat, or watching")
            assert "Your hand" in text and "zoe (you)" in text, text
            assert re.search(r"Your hand \(\d+", text) and hand.count("Your hand") == 1
        finally:
            term.close()
    finally:
        again.stop()
