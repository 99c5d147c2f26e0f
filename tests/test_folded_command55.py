"""newbie55 #1: the command that reopens a closed match, in the host's dialog at 80 columns,
broke inside its journal's path and could not be pasted. Folded, it is lines a shell reads as
the very same command: its journal on a line of its own (``~/…`` under the home folder)."""

from __future__ import annotations

import shlex
import subprocess

import pytest

from unotui.cli import folded_command

HOME = "/home/zoe"


@pytest.mark.parametrize("command", [
    "python3 run.py host --resume /home/zoe/.local/state/unotui/tables/table-20261205-182810"
    "-79f4bb.jsonl",
    "python3 -m unotui host --headless --resume '/home/zoe/my tables/den.jsonl' --ssh 2222 "
    "--ssh-password-file PASSWORD_FILE",
    "unotui host --resume /srv/den.jsonl --no-advertise",
])
def test_a_folded_command_is_the_same_command_to_a_shell(command: str) -> None:
    folded = folded_command(command, HOME)
    lines = folded.splitlines()
    assert len(lines) >= 2 and all(line.endswith(" \\") for line in lines[:-1])
    assert max(len(line) for line in lines) < 80, folded
    head = " ".join(shlex.split(command)[:3])  # (the program: replaced by one that echoes)
    echo = "printf '%s\\n'" + folded[len(head):]
    said = subprocess.run(["bash", "-c", echo], capture_output=True, text=True,
                          env={"HOME": HOME, "PATH": "/usr/bin:/bin"}, check=True).stdout
    assert said.splitlines() == shlex.split(command)[3:]


def test_a_command_without_a_journal_stays_as_it_was() -> None:
    assert folded_command("unotui host --resume", HOME) == "unotui host --resume"
