"""newbie58: the status line's multi-play words at 60 columns."""

from __future__ import annotations

from ui_testkit import shown, y2_and_b2_on_b8

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_newbie58_the_selection_words_are_whole_at_60_columns() -> None:
    """newbie58 #4: `play --rules chinese-party --seed 7` at 60x20, hand Y2 Y9 G8 G9 G⊘ B⊘
    W+4 on G⇄. Space on Y9 read "Y9 selected: move to a card to play with it (on top)…"
    (", then Enter." cut), and with the cursor then on G9 "1 card selected. Enter plays it
    and the card under the…" — the words that say which cards Enter plays were cut
    (unotui/screens/table.py:3247-3253 has one long sentence for every width; the line is
    58 cells)."""
    async with y2_and_b2_on_b8((60, 20)) as (pilot, _table, hand):
        hand.move_to(hand.cards.index("Y2"), placed=True)
        await pilot.press("space")
        await pilot.pause()
        drawn = await shown(pilot)
        assert "Y2 selected" in drawn and "selected: move to a card to play with it (on top)…" \
            not in drawn, drawn


async def test_newbie58_the_selected_cards_words_are_whole_at_60_columns() -> None:
    """newbie58 #4 (the second sentence): `play --rules chinese-party --seed 7` at 60x20,
    hand Y2 Y9 G8 G9 G⊘ B⊘
    W+4 on G⇄. Space on Y9 read "Y9 selected: move to a card to play with it (on top)…"
    (", then Enter." cut), and with the cursor then on G9 "1 card selected. Enter plays it
    and the card under the…" — the words that say which cards Enter plays were cut
    (unotui/screens/table.py:3247-3253 has one long sentence for every width; the line is
    58 cells)."""
    async with y2_and_b2_on_b8((60, 20)) as (pilot, table, hand):
        hand.move_to(hand.cards.index("Y2"), placed=True)
        await pilot.press("space")
        await pilot.pause()
        hand.move_to(hand.cards.index("B2"), placed=True)
        table.describe_cursor()
        await pilot.pause()
        drawn = await shown(pilot)
        assert ("card selected" in drawn or "1 selected: Enter plays it and this one (on top)."
                in drawn) and "under the…" not in drawn, drawn  # (whole, in short words)


async def test_newbie58_enter_on_a_selected_card_that_goes_with_another_says_what_next() -> None:
    """newbie58 #5: Y2 (which fits only with B2) selected, Enter on it said "Y2 goes only
    with B2: Space selects them, Enter plays." again — read as "press Space once more"."""
    async with y2_and_b2_on_b8((80, 24)) as (pilot, _table, hand):
        hand.move_to(hand.cards.index("Y2"), placed=True)
        await pilot.press("space")
        await pilot.press("enter")
        await pilot.pause()
        drawn = await shown(pilot)
        assert "Space selects them" not in drawn, drawn
        assert "Y2 selected: move to a card to play with it (on top), then Enter." in drawn, drawn
