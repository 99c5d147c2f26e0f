"""ssh70 #2: an SSH visitor of a menu door (``serve-ssh`` without ``--table``) who hosted a table
from the door's menu, closed it during its match (q, y), then hosted again under the same name,
is asked "Resume the unfinished match of hal's table? … No: a new table opens, and that match
waits in its journal (host --resume FILE opens it later)." — a command the visitor has no shell
to run, for a journal kept in the session's own folder, which goes when the session ends
(docs/SSH.md; :meth:`TableScreen.reopen_command` already gives visitors no such command).

Repro: ``serve-ssh --bind 127.0.0.1 --port P``; ``ssh -p P hal@127.0.0.1``; h, Port 23109, this
computer only, Ctrl+O; another visitor joins; r, r, s; q, y on hal's side (Enter on the notice);
h, Ctrl+O again (same name and port): the question names ``host --resume FILE``."""

from __future__ import annotations

from typing import Any

import pytest
from flow_kit import hosting_app, loopback_plan, screen_text, wait_for, wait_screen, wait_table

from unotui.screens.lobby import LobbyScreen


async def test_a_visitor_is_not_told_to_run_host_resume(monkeypatch: pytest.MonkeyPatch) -> None:
    from unotui.dialogs import ConfirmDialog

    monkeypatch.setenv("UNOTUI_SSH_DOOR", "menu")
    first = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    first.ssh_door = "menu"  # type: ignore[attr-defined]
    async with first.run_test(size=(80, 24)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await pilot.press("s")
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        lobby.session.host.table.went_away = True  # (left with its match under way)

    again = hosting_app(loopback_plan("Gone", seats=2, bots=1, bot_delay=3600.0))
    again.ssh_door = "menu"  # type: ignore[attr-defined]
    async with again.run_test(size=(80, 24)) as pilot:
        await wait_screen(pilot, ConfirmDialog, "the question")
        text: Any = " ".join(screen_text(again).split())
        assert "Resume the unfinished match of Gone?" in text, text
        assert "--resume" not in text, text
