"""newbie78 #2: at 80x24 a notice that comes while a question is open at the table (the Wild
Draw Four's "challenge or take the cards", the hand shown after a challenge, "Leave the
match?") is drawn at the screen's bottom right, over the hand: "Bo caught you without UNO: you
draw 2" covered cards 8 and 9 and their number keys, and cut the status line to "Ana played
Wild Draw Four on you: chal▌", for the notice's whole time, as the player chose what to do with
the cards just given. Without a question open the same notice sits over the log
(test_notices_place40): a question's notices should leave the hand in sight too."""

from __future__ import annotations

from textual.widgets._toast import Toast
from ui_testkit import ScriptedLink, app_on, scripted_state, wait_for

from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView


async def test_newbie78_a_notice_over_a_question_at_the_table_leaves_the_hand_in_sight() -> None:
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(80, 24), notifications=True) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        table = app.screen
        await pilot.pause()
        await pilot.press("q")  # a question over the table: "Leave the match?"
        await wait_for(pilot, lambda: app.screen is not table)
        await pilot.pause()
        app.notify("Bo caught you without UNO: you draw 2", timeout=30)
        await wait_for(pilot, lambda: app.screen.query(Toast))
        await pilot.pause()
        hand = table.query_one(HandView).region
        over = [t.region for t in app.screen.query(Toast) if t.region.overlaps(hand)]
        assert not over, f"notice {over} over the hand {hand}"
