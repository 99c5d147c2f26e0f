"""newbie59 #3: a host who closes a match (q/Ctrl+Q, then y) reads the command that opens it
again in a dialog 80 columns wide. newbie55 folded that command so that its journal sits on a
line of its own, written ``~/…`` under the home folder; a journal outside the home folder (an
``XDG_STATE_HOME`` elsewhere, as here: /work/scratch/…/state) stays whole, 76 characters,
indented by four in a dialog with 76 cells of room: the dialog broke it as
"…/table-20261206-022701-839ea4." / "jsonl", and the terminal after the app ended printed it
one character too wide for 80 columns (its "l" alone on the next line). A shell cannot read
the dialog's two lines as that path."""

from __future__ import annotations

import shlex
import subprocess

from unotui.cli import folded_command

HOME = "/work/scratch/newbie59/home"
JOURNAL = "/work/scratch/newbie59/state/unotui/tables/table-20261206-022701-839ea4.jsonl"
#: what the table-closed dialog (unotui/flow.py) has for a line at 80 columns: 80, less its
#: two borders and their padding
DIALOG_ROOM = 76


def test_a_long_journal_outside_home_fits_the_closed_dialog_as_a_command() -> None:
    command = f"python3 -m unotui host --resume {JOURNAL}"
    folded = folded_command(command, HOME)
    # (as the dialog shows it: unotui/flow.py indents every line but the first by two more)
    shown = ("  " + folded.replace("\n", "\n  ")).splitlines()
    too_wide = [line for line in shown if len(line) > DIALOG_ROOM]
    assert not too_wide, too_wide
    # (and whatever the folding, the lines are still the same command to a shell)
    said = subprocess.run(["bash", "-c", "printf '%s\\n'" + folded[len("python3 -m unotui"):]],
                          capture_output=True, text=True, check=True,
                          env={"HOME": HOME, "PATH": "/usr/bin:/bin"}).stdout
    assert said.splitlines() == shlex.split(command)[3:]
