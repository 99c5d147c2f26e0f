"""Ctrl+Z suspends unotui to the shell, as any terminal program does (ux33 #5: it did
nothing); a host is asked first (its table stops answering), an SSH visitor is told why not."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table

from unotui.app import build_app
from unotui.dialogs import ConfirmDialog
from unotui.screens.lobby import LobbyScreen


@pytest.fixture(autouse=True)
def _a_shell_with_job_control(monkeypatch: pytest.MonkeyPatch) -> None:
    """As started by an interactive shell (a job's process group is not its session's),
    whatever started the test run."""
    import os

    monkeypatch.setattr(os, "getpgrp", lambda: 4243)
    monkeypatch.setattr(os, "getsid", lambda pid: 4242)


def recording(app: Any) -> list[str]:
    """The suspensions ``app`` makes (the process itself is never stopped in a test)."""
    made: list[str] = []
    app.action_suspend_process = lambda: made.append("suspended")
    return made


async def test_ctrl_z_suspends_a_game_against_bots_at_once() -> None:
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=3600.0, ascii_only=False, lang="en")
    made = recording(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_table(pilot)
        await pilot.press("ctrl+z")
        await wait_for(pilot, lambda: made == ["suspended"], "suspended")
        assert not isinstance(app.screen, ConfirmDialog)


async def test_a_host_is_asked_first_and_an_ssh_visitor_told_why_not() -> None:
    app = hosting_app(loopback_plan("Den", seats=2, bots=1, bot_delay=3600.0))
    made = recording(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("ctrl+z")
        await wait_screen(pilot, ConfirmDialog, "the question")
        assert "Your table stops answering its players" in " ".join(screen_text(app).split())
        await pilot.press("n")
        await wait_screen(pilot, LobbyScreen, "the lobby again")
        assert made == []
        await pilot.press("ctrl+z")
        await wait_screen(pilot, ConfirmDialog, "the question")
        await pilot.press("y")
        await wait_for(pilot, lambda: made == ["suspended"], "suspended")
        app.ssh_door = object()  # (as an SSH visitor's app)
        await pilot.press("ctrl+z")
        await wait_for(pilot, lambda: any("over SSH" in n.message for n in app._notifications),
                       "the reason")
        assert made == ["suspended"]


async def test_without_job_control_ctrl_z_says_why_it_does_nothing(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """tmux35 #3: in a tmux pane whose command is unotui (or ``bash -c '…'``), Ctrl+Z froze
    the app with no shell to bring it back (``fg``), or did nothing without a word."""
    import os

    # (a process in its session's first process group: nobody put it in a job of its own)
    monkeypatch.setattr(os, "getpgrp", lambda: 4242)
    app = build_app(bots=2, seed=4, name="Zoe", bot_delay=3600.0, ascii_only=False, lang="en")
    made = recording(app)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_table(pilot)
        await pilot.press("ctrl+z")
        await wait_for(pilot, lambda: any("no shell with job control" in str(n.message)
                                          for n in app._notifications), "the reason")
        assert made == []
