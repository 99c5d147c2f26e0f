"""ssh51 #2: a visitor of an SSH door bound to one table, still connected, read "connect again
as you did (the same ssh command…)" in the dialog of a stopped table, and then the door's join
screen said it "was closed by its host" — for every shutdown, a match that can go on and a
headless table (no host at a keyboard) too."""

from __future__ import annotations

import pytest

from unotui.connection import closed_text
from unotui.dialogs.table_gone import TableClosedDialog
from unotui.i18n import set_language
from unotui.screens.join import closed_line

STOPPED = {"table": "Keytable", "resumable": True, "headless": True, "scores": [0, 0],
           "names": ["zoe", "Ana"], "rounds": 0, "you": 0}


def test_the_dialog_inside_a_table_doors_session_says_to_join_again_not_to_reconnect(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    for lang in ("en", "zh_CN"):
        set_language(lang)
        try:
            text = TableClosedDialog(closed_text(STOPPED)).text
        finally:
            set_language("en")
        assert "ssh" not in text, text  # (the same ssh command: for after the session)
        assert "j at this door's menu" in text if lang == "en" else "回车" in text, text
    text = TableClosedDialog(closed_text(STOPPED)).text
    assert text.startswith("Keytable was stopped: the program serving it ended.")
    assert "Its match can go on: when the table opens again, join it again from here" in text


def test_the_goodbye_after_the_session_still_says_to_connect_again(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "table")
    assert "the same ssh command" in closed_text(STOPPED, ssh=True, everyone=True)
    monkeypatch.delenv("UNOTUI_SSH_DOOR")  # (not a visitor: left as it was)
    assert TableClosedDialog("x\n\ny").text == "x\n\ny"


def test_the_join_screen_says_of_the_table_what_its_shutdown_said() -> None:
    line = closed_line("Keytable", STOPPED)
    assert "Keytable was stopped: the program serving it ended" in line
    assert "no table is open there now" in line and "Its match can go on" in line
    assert "host" not in line
    by_host = closed_line("Keytable", {"resumable": True, "headless": False})
    assert by_host.startswith("Keytable was stopped by its host: no table is open there now.")
    assert closed_line("Keytable", {"resumable": False, "headless": True}) == \
        "Keytable was closed: the program serving it ended; no table is open there now."
    assert closed_line("Keytable", {"resumable": False, "headless": False}) == \
        "Keytable was closed by its host: no table is open there now."
