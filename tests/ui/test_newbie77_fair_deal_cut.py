"""newbie77 #5: a joined table's round results at 60x20 (the smallest size unotui asks for):
the last line of the results is cut, with no "↓ PgDn: more below" to say there is more:

     Fair deal: checked — the host could not have arranged this
                                                               (← "deck." never shows)
     Enter: ready for the next round · m: leave the table
     Next round in 20 s, or as soon as everyone is ready.

Either the whole sentence shows, or the keys line says more is below."""

from __future__ import annotations

from test_table_gone_screens import NAMES, app_for, results_in_20_s, round_won_by_zoe
from ui_testkit import ScriptedLink, screen_text, wait_for


async def test_the_fair_deal_line_is_whole_or_said_to_be_below_at_60x20() -> None:
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(60, 20)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in" in screen_text(app))
        await pilot.pause(0.3)
        text = screen_text(app)
        joined = " ".join(text.split())
        assert "arranged this deck" in joined or "more below" in joined, text
