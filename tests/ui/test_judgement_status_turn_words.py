"""review52 #1, #6: with_throw_call (786ac95) puts "Your turn." in place of the turn's words whenever
the judgement day's sentence comes first — also when those words are not the plain turn's but
the drawn card's: "You drew R2: play it (Enter) or keep it (p)." vanished at 60 and 80
columns, though it is the only place that says p keeps the card (before 786ac95 the line
began "Judgement day on Ana: press a to throw out B1, B6. You drew R2: play it (Enter)…")."""

from __future__ import annotations

import pytest
from kit_specials25 import NAMES, judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, shown

from core import Card


@pytest.mark.parametrize("width", [80])
async def test_a_drawn_card_beside_a_throw_down_to_one_card_keeps_its_words(width: int) -> None:
    # Zoe drew R2 (it fits R9): she may play it, keep it (p), or throw B1, B6 for Ana's date
    # 1-6, which leaves R2 alone (the throw can call UNO).
    state = judgement_state({0: ["B1", "B6", "R2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                            "R9", current=0)
    state.drawn = Card.parse("R2")
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(width, 24)) as pilot:
        await started(pilot, link, state)
        line = status(app)
        assert "You drew R2" in line, line  # seen: "Judgement day on Ana: ...; u first
        # calls UNO. Your turn." — nothing says the drawn card may be kept (p)
        # (and on the screen, not only in the words before the line drops those that do not
        # fit, review54 #1: at 80 columns "Judgement day on Ana: press a; u first calls UNO.
        # You drew R2 (p keeps it)." is 75 cells of the 78)
        screen = await shown(pilot)
        row = next(row for row in screen.splitlines() if "Judgement day" in row)
        assert "You drew R2" in row and "p keeps it" in row, row
        assert "u first calls UNO" in row, row  # (the throw's call stays, newbie48 #3)


async def test_two_dates_to_spell_keep_the_turns_words_first_where_both_fit() -> None:
    """review52 #6: with two dates to spell at 120 columns the short judgement words came
    first and "Your turn." after them, though the turn's own words and the short ones fit."""
    state = judgement_state({0: ["B1", "B6", "Y7"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                            "R9", current=0)
    state.dates = [[12, 25], [1, 6], [6, 1], [12, 25]]  # (Ana 1-6, Bo 6-1: B1 B6 both)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(120, 24)) as pilot:
        await started(pilot, link, state)
        assert status(app) == ("Your turn: no card fits, draw one (d). Judgement day on Ana "
                               "or Bo: press a; u first calls UNO."), status(app)
