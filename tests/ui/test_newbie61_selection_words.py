"""newbie61: the short multi-play words (60 columns) when the card under the cursor is one of
the cards selected."""

from __future__ import annotations

from ui_testkit import shown, y2_and_b2_on_b8


async def test_newbie61_two_selected_with_the_cursor_on_one_are_not_read_as_three() -> None:
    """newbie61 #3: at 60x20 (chinese-party, a 13-card hand R2 … R⇄ … G⇄ G⇄ on G3), Space on
    G⇄, G⇄ and R⇄, the cursor left on R⇄: the status line read "3 selected: Enter plays them
    and this one (on top)." — four cards, where Enter plays the three (R⇄ on top). The 80-column
    words are right ("3 cards selected. Enter plays them; the card under the cursor goes on
    top."): the short ones (unotui/screens/table.py:3265) are written for a cursor on a card
    not selected, and are used also when it is on one of them."""
    async with y2_and_b2_on_b8((60, 20)) as (pilot, _table, hand):
        hand.move_to(hand.cards.index("Y2"), placed=True)
        await pilot.press("space")
        hand.move_to(hand.cards.index("B2"), placed=True)
        await pilot.press("space")
        await pilot.pause()
        assert hand.selected == {hand.cards.index("Y2"), hand.cards.index("B2")}
        assert hand.cursor == hand.cards.index("B2")
        drawn = await shown(pilot)
        assert "2 selected" in drawn or "2 cards selected" in drawn, drawn
        assert "and this one" not in drawn, drawn  # (two cards are played, not three)
