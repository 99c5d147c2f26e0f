"""newbie59 #3: a host who closes a match (q/Ctrl+Q, then y) reads the command that opens it
again in a dialog 80 columns wide. newbie55 folded that command so that its journal sits on a
line of its own, written ``~/…`` under the home folder; a journal outside the home folder (an
``XDG_STATE_HOME`` elsewhere: /work/scratch/…/state) stayed whole, 76 characters, indented by
four in a dialog with 76 cells of room: the dialog broke it as
"…/table-20261206-022701-839ea4." / "jsonl", and a shell could not read the two lines as that
path. A journal in the tables' own folder is now written by its name, which ``--resume`` looks
for there."""

from __future__ import annotations

import shlex
import subprocess
from pathlib import Path

import pytest

from unotui.cli import folded_command
from unotui.tables import resume_file

#: what the table-closed dialog (unotui/flow.py) has for a line at 80 columns: 80, less its
#: two borders and their padding
DIALOG_ROOM = 76
NAME = "table-20261206-022701-839ea4.jsonl"


def test_a_long_journal_outside_home_fits_the_closed_dialog_as_a_command(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    home = tmp_path / "home"
    state = tmp_path / "a-state-folder-outside-the-home-folder" / "unotui"
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(state))
    journal = state / "tables" / NAME
    journal.parent.mkdir(parents=True)
    journal.write_text("", encoding="utf-8")
    assert len(str(journal)) > DIALOG_ROOM - 4  # (the case: a path too long for its line)
    command = f"python3 -m unotui host --resume {journal} --port 7153"
    folded = folded_command(command, str(home))
    # (as the dialog shows it: unotui/flow.py indents every line but the first by two more)
    shown = ("  " + folded.replace("\n", "\n  ")).splitlines()
    too_wide = [line for line in shown if len(line) > DIALOG_ROOM]
    assert not too_wide, too_wide
    # (the lines are one command to a shell, and its --resume opens that very journal)
    said = subprocess.run(["bash", "-c", "printf '%s\\n'" + folded[len("python3 -m unotui"):]],
                          capture_output=True, text=True, check=True,
                          env={"HOME": str(home), "PATH": "/usr/bin:/bin"}).stdout.splitlines()
    assert said[:2] == ["host", "--resume"] and said[3:] == shlex.split(command)[6:], said
    monkeypatch.chdir(tmp_path)
    assert resume_file(said[2]) == str(journal)


def test_a_journal_named_alone_is_the_one_here_before_the_tables_folders(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """A file of that name where the command runs is the one meant: the tables' folder is
    looked in only when nothing here has the name."""
    state = tmp_path / "state"
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(state))
    (state / "tables").mkdir(parents=True)
    (state / "tables" / NAME).write_text("", encoding="utf-8")
    monkeypatch.chdir(tmp_path)
    (tmp_path / NAME).write_text("", encoding="utf-8")
    assert resume_file(NAME) == NAME
    assert resume_file("other.jsonl") == "other.jsonl"  # (nowhere: said as given)
