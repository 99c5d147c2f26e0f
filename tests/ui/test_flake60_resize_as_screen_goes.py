"""flake60: a resize that reaches the table screen as the app ends (its widgets being taken
down) crashed the app with ``NoMatches: No nodes match 'StatusLine'``.

``TableScreen.on_resize`` catches ``NoMatches`` for what it does itself (a crash seen in a full
run of the tests), but it also queues ``update_status`` with ``call_after_refresh``, and that runs
later, on the screen's idle, after the status line is gone: the guard does not cover it. Under
CPU load (two cores, the test and a busy process pinned to one) the app under
``tests/ui_flow/test_kept_seats.py::test_a_seat_at_a_table_closed_for_good_is_no_longer_kept``
crashed so in about half of the runs as ``run_test`` ended, failing the test.

Here the moment is made by hand: a resize, then the status line removed before the screen's
next idle (as the app's end removes every widget)."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_flake60_a_resize_as_the_table_screen_is_taken_down_does_not_crash_the_app() -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(100, 30)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        table = app.screen
        assert isinstance(table, TableScreen)
        table.on_resize()  # (a resize: the status line is said again after the refresh...)
        await table.query_one(StatusLine).remove()  # (...which the app's end took down first)
        await pilot.pause()
        await pilot.pause()
    # (run_test raises the app's exception on the way out: NoMatches for 'StatusLine')
