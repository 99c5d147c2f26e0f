"""Home and End in the hand (ux32 #6): the cursor to the first and the last card, as in every
list a terminal user knows; and the table's help says how to read the hand (ux32 #11)."""

from __future__ import annotations

from ui_testkit import scripted_table, shown, table_showing, wait_for

from unotui.widgets.hand import HandView


async def test_home_and_end_go_to_the_first_and_the_last_card() -> None:
    state, link, app = scripted_table(
        {0: ["R5", "G9", "B1", "Y3", "W4", "R7"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]}, "R9",
        current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        hand = app.screen.query_one(HandView)
        await pilot.press("end")
        await wait_for(pilot, lambda: hand.cursor == len(hand.cards) - 1)
        await pilot.press("home")
        await wait_for(pilot, lambda: hand.cursor == 0)
        await pilot.press("end", "home", "end")
        await wait_for(pilot, lambda: hand.cursor == len(hand.cards) - 1)
        await pilot.press("question_mark")  # and the help says so
        text = " ".join((await shown(pilot)).split())
        assert "(Home, End: to its first, its last card)" in text
        # and how to read the hand, further down (ux32 #11: nothing said that a raised card
        # is playable)
        notes = " ".join(app.screen.notes or [])
        assert "the cards you may play now stand one line higher" in notes
        assert "▲ the cursor, ✦ a card new in your hand" in notes


async def test_moving_through_a_hand_where_nothing_fits_says_to_draw() -> None:
    """Card after card read "… does not fit the pile now", never what to do instead (a driver
    of the SSH test pressed → for ever)."""
    state, link, app = scripted_table({0: ["G5", "G7", "B1"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]},
                                      "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("right")
        assert "No card of yours fits the pile now: draw a card (d)." in await shown(pilot)
        assert "does not fit" not in await shown(pilot)
