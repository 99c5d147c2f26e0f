"""ssh56: a visitor of an SSH door with the main menu (``serve-ssh`` without ``--table``)
presses ? at the menu and reads "--resume  a table you hosted ended unexpectedly (the app or the
computer stopped)? `unotui host --resume` opens it again where it was, and everyone's app gets
back in". That visitor has no shell and no unotui of their own (docs/SSH.md: "No unotui, no
Python, nothing to install on their side"; a command is never run), and a table they host
through the door cannot be resumed at all: its journal lives in the session's private folder,
removed as the session ends (unotui/app.py, ``went_away = self.ssh_door is None``, ssh38 #1;
docs/SSH.md: "The table you hosted, Keytable, closed with this session"). The advice belongs to
a local player's menu only, as the door bound to a table already leaves it out."""

from __future__ import annotations

import pytest


async def test_the_menu_doors_help_gives_no_resume_command(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    from unotui.launch import make_app
    from unotui.screens.menu import MenuScreen

    app = make_app(lambda: [], ascii_only=False, animations=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await pilot.pause()
        assert getattr(app, "ssh_door", None) == "menu"
        menu = next(s for s in app.screen_stack if isinstance(s, MenuScreen))
        keys = menu.help_keys()
        said = " ".join(f"{key} {what}" for key, what in keys)
        assert "--resume" not in said, keys
