"""A full run of the tests met it: a resize asks for the status line after the next refresh
(its words depend on the width), and that call reached a table screen being taken down — its
widgets gone — and ended the app with NoMatches. What the status would say no longer matters
then; the app goes on."""

from __future__ import annotations

from ui_testkit import scripted_table, table_showing

from unotui.widgets.table_info import StatusLine


async def test_the_status_asked_of_a_table_being_taken_down_ends_nothing() -> None:
    state, link, app = scripted_table({0: ["R1", "G2"], 1: ["B3"], 2: ["Y4"], 3: ["G5"]}, "R9",
                                      current=0)
    async with app.run_test(size=(100, 30)) as pilot:
        screen = await table_showing(pilot, link, state)
        await screen.query_one(StatusLine).remove()  # (as when the screen is taken down)
        screen.update_status()  # (a resize's call after its refresh, reaching it then)
        screen.update_status("a notice")
        await pilot.pause()
        assert app.is_running
