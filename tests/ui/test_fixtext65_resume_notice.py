"""fixtext65 (tmux65 #3): the table's opening notice — an unfinished match waits, and the
``host --resume PATH`` command that opens it again — lay over a "Close the table?" dialog's
bottom line ("Esc: No" hidden), and its narrow box broke the command inside the path
("…/unotui/ta" / "bles/table-…"), which copied did not run."""

from __future__ import annotations

import shlex
from pathlib import Path
from types import SimpleNamespace

import pytest
from textual.widgets._toast import Toast
from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from unotui import tables
from unotui.app import folded_resume
from unotui.screens.table import TableScreen


def _waiting(monkeypatch: pytest.MonkeyPatch, path: Path, options: str = "") -> str:
    """A match waiting in ``path``; the notice the app shows of it (tables.opening_notice)."""
    monkeypatch.setenv("UNOTUI_COMMAND", "unotui")
    command = f"unotui host --resume {shlex.quote(str(path))}{options}"
    found = SimpleNamespace(path=path, resume_command=command, resume_options=options,
                            table="Den", when=lambda: "01:02")
    monkeypatch.setattr(tables, "waiting_match", lambda: found)
    return tables.opening_notice(None, None)


def _command(lines: list[str]) -> list[str]:
    """The words a shell reads of ``lines`` copied one under the other."""
    return shlex.split("\n".join(lines).replace(" \\\n", " "))


def test_the_command_is_folded_at_spaces_its_journal_by_its_file_name(monkeypatch) -> None:
    journal = tables.journal_dir() / "table-20261207-010203-a1b2c3.jsonl"
    said = folded_resume(_waiting(monkeypatch, journal), 37)  # (the box at 80 columns)
    lines = said.splitlines()
    assert lines[0] == "An unfinished match of Den (last move 01:02) waits:", said
    # (a file name in the tables' folder: --resume looks for it there, tables.in_journal_dir)
    assert lines[1:3] == ["unotui host --resume \\", "  table-20261207-010203-a1b2c3.jsonl"], said
    assert lines[3] == "opens it again.", said


def test_options_come_before_the_journal_and_every_line_fits(monkeypatch) -> None:
    """A line ending in " \\" wider than the box had its " \\" wrapped to a line of its own:
    the command copied ended at the journal, without its options."""
    journal = tables.journal_dir() / "table-20261207-010203-a1b2c3.jsonl"
    notice = _waiting(monkeypatch, journal, " --headless --ssh 2200 --no-advertise")
    for room in (37, 45, 57):
        lines = folded_resume(notice, room).splitlines()[1:-1]
        assert all(len(line) <= room for line in lines), (room, lines)
        assert all(line.endswith(" \\") for line in lines[:-1]), (room, lines)
        assert _command(lines) == ["unotui", "host", "--headless", "--ssh", "2200",
                                   "--no-advertise", "--resume", journal.name], (room, lines)


def test_a_journal_elsewhere_keeps_its_path_on_a_line_of_its_own(monkeypatch, tmp_path) -> None:
    journal = tmp_path / "some where" / ("den-" + "x" * 40 + ".jsonl")
    lines = folded_resume(_waiting(monkeypatch, journal), 37).splitlines()[1:-1]
    assert lines[-1] == "  " + shlex.quote(str(journal)), lines  # (whole, on its own line)
    assert _command(lines)[-2:] == ["--resume", str(journal)], lines


def test_other_notices_are_left_as_they_are(monkeypatch) -> None:
    _waiting(monkeypatch, tables.journal_dir() / "t.jsonl")
    assert folded_resume("Resumed Den from its journal.") == "Resumed Den from its journal."


async def test_the_notice_waits_while_a_dialog_is_open(monkeypatch) -> None:
    from unotui.dialogs.choice import ConfirmDialog

    journal = tables.journal_dir() / "table-20261207-010203-a1b2c3.jsonl"
    notice = _waiting(monkeypatch, journal)
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        app.notify(notice, title="Your table", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        drawn = await shown(pilot)
        assert "table-20261207-010203-a1b2c3.jsonl" in drawn, drawn
        app.push_screen(ConfirmDialog("Close the table?", "Your table closes for everyone."))
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        drawn = await shown(pilot)
        # (nor its toast left on the screen under the dialog, around the dialog's box)
        assert "opens it again" not in drawn and "jsonl" not in drawn, drawn
        assert not list(app._notifications), drawn
        assert "Esc" in drawn.split("Close the table?", 1)[1], drawn  # (its keys line seen)
        await pilot.press("escape")  # (No: the notice comes back, its whole time)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await wait_for(pilot, lambda: any("unfinished match" in n.message
                                          for n in app._notifications))
        assert "table-20261207-010203-a1b2c3.jsonl" in await shown(pilot)
