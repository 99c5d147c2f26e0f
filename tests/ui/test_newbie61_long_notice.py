"""newbie61: a long notice at the table (the resumed table's "Your table" notice) is read to
its end at 80x24."""

from __future__ import annotations

from textual.widgets._toast import Toast
from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from unotui.screens.table import TableScreen

JOURNAL = "/work/scratch/newbie61/state/unotui/tables/table-20261206-055010-e2d60f.jsonl"


async def test_newbie61_the_resumed_tables_notice_is_not_cut_at_80x24() -> None:
    """newbie61 #5: `unotui host --resume` at 80x24 (a table with a guest, a match under way):
    the notice the app shows as the table opens ("Your table" — unotui/tables.py:663,
    notified by unotui/screens/lobby.py:485) read, over the log, "Resumed Newbie table from
    its journal /work/…/tables/table-20261206-055010-e2d60f. jsonl (last written 2026-12-06"
    and stopped there, on the log's bottom border: the time it was last written and the end
    of the sentence were never shown (TableScreen.place_notices keeps notices in the log's
    rows, and the toast is cut at their end). The longer notices of the same kind (the SSH door
    not open again, with the command to open it) lose more."""
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        app.notify(f"Resumed Newbie table from its journal {JOURNAL} (last written "
                   "2026-12-06 05:52).", title="Your table", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        drawn = await shown(pilot)
        assert "Resumed Newbie table" in drawn, drawn
        assert "05:52)." in drawn, drawn  # (the notice to its end)
