"""A friend with only OpenSSH: ``ssh -tt -p PORT zoe@127.0.0.1`` in tmux (80×24, TERM
xterm-256color) against ``unotui host --headless --ssh`` with one bot. The lobby appears under
the SSH name, a resize redraws, a whole round is played with keys, and when the connection drops
the session's process goes and the seat follows the reconnect rules (during a match it is kept
and played by a bot; tests/ssh/test_ssh_session.py shows a lobby seat freed).

Loopback only; the host key lives in the test's temporary directory; the tmux sessions are named
uniquely and killed by name."""

from __future__ import annotations

import os
import re
import shutil
import signal
import subprocess
import sys
import time
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest
from tmux_kit import LIMIT, Terminal, tmux

#: the colour dialog of a wild: "(r)  R  Red" (a chip of the colour and its name), where the
#: tests looked for "(r) Red" and took Enter into the dialog for an answer, which it has none of
COLOUR_ASKED = re.compile(r"\(r\)\s+(?:R\s+)?Red")

ROOT = Path(__file__).resolve().parents[2]
SEED = "5"  #: a deal whose round ends in about 18 key presses of the simple player below


class Table:
    """``unotui host --headless --ssh 0`` as a subprocess; its two ports read from its output."""

    def __init__(self, tmp: Path) -> None:
        rules = tmp / "short.toml"
        rules.write_text('[rules]\nhand_size = 5\nscoring = "single"\n', encoding="utf-8")
        env = dict(os.environ, UNOTUI_SSH_DIR=str(tmp / "keys"), PYTHONUNBUFFERED="1")
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "unotui", "host", "--headless", "--bind", "127.0.0.1",
             "--port", "0", "--ssh", "0", "--seats", "2", "--bots", "1", "--bot-delay", "0",
             "--uno-grace", "0", "--reconnect-window", "1", "--no-advertise", "--seed", SEED, "--rules",
             str(rules), "--journal", str(tmp / "journal.jsonl"), "--name", "Tmux table"],
            stdout=subprocess.PIPE, stderr=subprocess.STDOUT, text=True, env=env, cwd=ROOT)
        self.lines: list[str] = []
        assert self.proc.stdout is not None
        while not any("SSH access" in line for line in self.lines):
            line = self.proc.stdout.readline()
            assert line, "the host stopped:\n" + "".join(self.lines)
            self.lines.append(line)
        text = "".join(self.lines)
        self.ssh_port = int(re.search(r"ssh -p (\d+) 127\.0\.0\.1", text).group(1))  # type: ignore[union-attr]

    def session_children(self) -> list[int]:
        out = subprocess.run(["pgrep", "-P", str(self.proc.pid), "-f", "unotui.ssh.child"],
                             capture_output=True, text=True, check=False).stdout
        return [int(p) for p in out.split()]

    def stop(self, sig: int = signal.SIGTERM) -> None:
        self.proc.send_signal(sig)
        try:
            self.proc.wait(15)
        except subprocess.TimeoutExpired:
            self.proc.kill()
            self.proc.wait()


class SshTerminal(Terminal):
    """``ssh`` in a tmux pane; ``after`` runs in the pane's shell once ssh has ended."""

    def __init__(self, port: int, user: str, after: str = "sleep 30") -> None:
        super().__init__("")
        self.session = f"unotui-ssh-{uuid.uuid4().hex[:10]}"
        command = (f"TERM=xterm-256color ssh -tt -p {port} -o StrictHostKeyChecking=no "
                   f"-o UserKnownHostsFile=/dev/null -o LogLevel=ERROR -o BatchMode=yes "
                   f"{user}@127.0.0.1; {after}")
        tmux("new-session", "-d", "-s", self.session, "-x", "80", "-y", "24", command)

    def ssh_pid(self) -> int:
        return int(tmux("list-panes", "-t", self.session, "-F", "#{pane_pid}").split()[0])

    def close(self) -> None:
        tmux("kill-session", "-t", self.session)


@pytest.fixture
def table(tmp_path: Path) -> Iterator[Table]:
    opened = Table(tmp_path)
    try:
        yield opened
    finally:
        opened.stop()


def _round_over(text: str) -> bool:
    return "won the round" in text or "Round over" in text or "won the match" in text \
        or "Match over" in text or "The match is over" in text


def _move(text: str) -> str | None:
    """The key a simple player presses for what the screen asks (None: wait)."""
    if COLOUR_ASKED.search(text):
        return "r"
    if "Wild Draw Four" in text and "(d) Take the cards" in text:
        return "d"
    if "You drew" in text and "play it (Enter)" in text:
        return "Enter"
    if "You already drew" in text:
        return "p"
    if "coming to you" in text or "no card fits" in text or "draw a card (d)" in text:
        return "d"
    if "does not" in text or "cannot be played" in text:
        return "Right"
    if "Your turn" in text or "▶ zoe (you)" in text:
        return "Enter"
    return None


def test_a_friend_with_only_openssh_plays_a_round(table: Table) -> None:
    term = SshTerminal(table.ssh_port, "zoe")
    try:
        text = term.wait(lambda t: "Lobby of Tmux table" in t, "the lobby")
        assert "zoe (you" in text
        lines = text.splitlines()
        assert len(lines) <= 24 and all(len(line) <= 80 for line in lines)
        tmux("resize-window", "-t", term.session, "-x", "100", "-y", "30")
        term.wait(lambda t: any(len(line.rstrip()) > 80 for line in t.splitlines())
                  and len(t.splitlines()) > 24, "the lobby redrawn at 100×30")
        term.keys("s")  # zoe owns the table: start
        term.wait(lambda t: "Your hand" in t, "the table")
        deadline = time.monotonic() + 2 * LIMIT
        moves = 0
        while time.monotonic() < deadline:
            text = term.screen()
            if _round_over(text):
                break
            key = _move(text)
            if key is None:
                time.sleep(0.1)
                continue
            term.keys(key)
            moves += 1
            term.wait(lambda t, before=text: t != before or _round_over(t), "an answer")
        assert _round_over(term.screen()), term.screen()
        assert moves > 0
        # the connection drops: the ssh client dies without a goodbye
        assert len(table.session_children()) == 1  # zoe's session process
        os.kill(term.ssh_pid(), signal.SIGKILL)
        deadline = time.monotonic() + LIMIT
        while table.session_children() and time.monotonic() < deadline:
            time.sleep(0.1)
        assert table.session_children() == []
    finally:
        term.close()
    # the seat follows the table's rules for a player who left: at a table back in its lobby it
    # is free again (bob sits, zoe is gone); while the match is still on it is kept and played by
    # a bot (the two-seat table is full for bob). Either way zoe is no longer seated as a player.
    other = SshTerminal(table.ssh_port, "bob")
    try:
        text = other.wait(lambda t: "That table is full" in t or ("bob (you" in t and "Lobby" in t),
                          "bob seated, or the table full")
        if "bob (you" in text:
            assert "zoe" not in text
    finally:
        other.close()


MODES = "#{alternate_on} #{mouse_any_flag} #{cursor_flag}"  #: full screen, mouse, cursor


@pytest.mark.parametrize("sig", [signal.SIGTERM, signal.SIGINT])
def test_the_host_stopping_gives_the_friends_terminal_back(table: Table, sig: int) -> None:
    """The host stops (SIGTERM, or Ctrl-C in its terminal) while a friend is in its lobby over
    OpenSSH: the friend's terminal leaves the game's full screen and mouse reporting, and says
    why, before ssh ends."""
    term = SshTerminal(table.ssh_port, "zoe")
    try:
        term.wait(lambda t: "Lobby of Tmux table" in t, "the lobby")
        modes = "#{alternate_on} #{mouse_any_flag}"
        assert tmux("display", "-p", "-t", term.session, modes).split() == ["1", "1"]
        table.stop(sig)
        text = term.wait(lambda t: "server is closing" in t, "the goodbye")
        assert tmux("display", "-p", "-t", term.session, modes).split() == ["0", "0"], text
    finally:
        term.close()


def _running(pid: int) -> bool:
    """Whether ``pid`` runs (gone, or ended and waiting for its new parent to reap it: no)."""
    try:
        return Path(f"/proc/{pid}/stat").read_text().rsplit(")", 1)[1].split()[0] != "Z"
    except OSError:
        return False


@pytest.mark.skipif(shutil.which("reset") is None, reason="needs reset (ncurses)")
def test_a_door_killed_outright_leaves_no_game_running_and_reset_mends_the_terminal(
        table: Table) -> None:
    """kill -9 of ``host --ssh``: nobody is left to put the friend's terminal back. OpenSSH
    ends (status 255) leaving it in the game's full screen with mouse reporting on and the
    cursor hidden, as docs/SSH.md warns; the session's process ends too (its terminal is
    gone); and ``reset``, which docs/SSH.md tells the friend to type, mends the terminal."""
    term = SshTerminal(table.ssh_port, "zoe",
                       after='echo "ssh ended: $?"; read -r _; reset; echo "reset done"; sleep 30')
    try:
        term.wait(lambda t: "Lobby of Tmux table" in t, "the lobby")
        [child] = table.session_children()
        table.proc.kill()
        table.proc.wait()
        term.wait(lambda t: "ssh ended: 255" in t, "ssh ending")
        assert tmux("display", "-p", "-t", term.session, MODES).split() == ["1", "1", "0"]
        deadline = time.monotonic() + LIMIT
        while _running(child) and time.monotonic() < deadline:
            time.sleep(0.1)
        assert not _running(child)
        term.keys("Enter")  # the friend types reset (here: the script runs it)
        term.wait(lambda t: "reset done" in t, "reset")
        # (mouse off, cursor shown; a real terminal leaves the full screen too — tmux keeps its
        # alternate screen, cleared, after reset's full reset)
        assert tmux("display", "-p", "-t", term.session, MODES).split()[1:] == ["0", "1"]
    finally:
        term.close()
