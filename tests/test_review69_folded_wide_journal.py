"""review69 #8 (small): ``cli.folded_command`` writes a journal of the tables' folder by its name
alone when its path is longer than ``FOLDED_JOURNAL_ROOM`` — "the cells a journal's line of
a folded command may take" — but measures it with ``len``, in characters. A state folder
named in Chinese (two cells a character) makes a path of 50 characters and 80 cells: kept
whole, the closed-table dialog (76 cells at 80 columns) breaks it in two, which a shell cannot
read as one path (newbie59 #3 again)."""

from __future__ import annotations

import shlex
from pathlib import Path

import pytest
from rich.cells import cell_len

from unotui.cli import FOLDED_JOURNAL_ROOM, folded_command

NAME = "table-20261206-022701-839ea4.jsonl"


def test_a_journal_path_too_wide_in_cells_is_written_by_its_name(
        tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    state = Path("/") / ("游戏数据" * 4)  # (a folder outside the home folder, in Chinese)
    monkeypatch.setenv("UNOTUI_STATE_DIR", str(state))
    journal = state / "tables" / NAME
    quoted = shlex.quote(str(journal))  # (as resume_command writes it)
    assert len(quoted) <= FOLDED_JOURNAL_ROOM < cell_len(quoted)  # (the case)
    folded = folded_command(f"python3 -m unotui host --resume {shlex.quote(str(journal))} "
                            "--port 7153",
                            str(tmp_path / "home"))
    lines = folded.splitlines()
    # (as the dialog shows it: unotui/flow.py indents every line by two more; 76 cells of room)
    assert all(cell_len("  " + line) <= 76 for line in lines), lines
