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


def _waiting(monkeypatch: pytest.MonkeyPatch, path: Path) -> str:
    """A match waiting in ``path``; the notice the app shows of it (tables.opening_notice)."""
    monkeypatch.setenv("UNOTUI_COMMAND", "unotui")
    command = f"unotui host --resume {shlex.quote(str(path))}"
    found = SimpleNamespace(path=path, resume_command=command, resume_options="", table="Den",
                            when=lambda: "01:02")
    monkeypatch.setattr(tables, "waiting_match", lambda: found)
    return tables.opening_notice(None, None)


def test_the_command_is_folded_at_spaces_its_journal_by_its_file_name(monkeypatch) -> None:
    journal = tables.journal_dir() / "table-20261207-010203-a1b2c3.jsonl"
    said = folded_resume(_waiting(monkeypatch, journal))
    lines = said.splitlines()
    assert lines[0] == "An unfinished match of Den (last move 01:02) waits:", said
    # (a file name in the tables' folder: --resume looks for it there, tables.in_journal_dir)
    assert lines[1:3] == ["unotui host --resume \\", "  table-20261207-010203-a1b2c3.jsonl"], said
    assert lines[3] == "opens it again.", said


def test_a_journal_elsewhere_keeps_its_path_on_a_line_of_its_own(monkeypatch, tmp_path) -> None:
    journal = tmp_path / "somewhere" / "den.jsonl"
    said = folded_resume(_waiting(monkeypatch, journal)).splitlines()
    assert said[1] == "unotui host --resume \\" and said[2].strip() in (
        str(journal), "~/" + str(journal.relative_to(Path.home()))
        if journal.is_relative_to(Path.home()) else str(journal)), said


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
