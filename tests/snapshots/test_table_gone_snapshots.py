"""Snapshots of a table that goes away, at 80×24 and 120×40: the one reconnecting status line
(attempt and countdowns), the dialog after giving up, and the message of a table closed by its
host over the menu, with the final scores."""

from __future__ import annotations

from typing import Any

import pytest
from snap_kit import menu_app, settle, table_app, table_shown, table_state
from textual.pilot import Pilot

SIZES = [pytest.param((80, 24), id="80x24"), pytest.param((120, 40), id="120x40")]

SHUTDOWN = {"t": "_connection", "state": "closed", "reason": "shutdown", "table": "Friday table",
            "message": "Friday table was closed by its host.", "scores": [112, 40, 0, 73],
            "names": ["Zoe", "Ana", "Bo", "Cy"], "resumable": False}


@pytest.mark.parametrize("size", SIZES)
def test_closed_by_its_host(snap_compare: Any, size: tuple[int, int]) -> None:
    app = menu_app()

    async def run_before(pilot: Pilot[Any]) -> None:
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "MenuScreen")
        pilot.app.table_closed(SHUTDOWN)
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "TableClosedDialog")

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_reconnecting_status_line(snap_compare: Any, size: tuple[int, int]) -> None:
    app, link = table_app(table_state())

    async def run_before(pilot: Pilot[Any]) -> None:
        table = await table_shown(pilot)
        link.feed({"t": "_connection", "state": "lost"})
        link.feed({"t": "_connection", "state": "reconnecting", "attempt": 3, "delay": 4.0,
                   "gives_up_in": 52.0})
        await settle(pilot, lambda: table.reconnecting.attempt == 3)
        # freeze the countdown where it starts (it ticks each second in play)
        table.reconnecting.ticker.stop()
        start = table.reconnecting.next_try - 4.0
        table.update_status(table.reconnecting.text(start))

    assert snap_compare(app, terminal_size=size, run_before=run_before)


@pytest.mark.parametrize("size", SIZES)
def test_gave_up_on_a_vanished_table(snap_compare: Any, size: tuple[int, int]) -> None:
    from unotui.dialogs import TableGoneDialog

    app, _link = table_app(table_state())

    async def run_before(pilot: Pilot[Any]) -> None:
        await table_shown(pilot)
        await pilot.app.push_screen(TableGoneDialog(
            "Friday table stopped answering; no answer for 60 s."))
        await settle(pilot, lambda: type(pilot.app.screen).__name__ == "TableGoneDialog")

    assert snap_compare(app, terminal_size=size, run_before=run_before)
