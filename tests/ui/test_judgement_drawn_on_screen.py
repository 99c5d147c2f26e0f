"""A card drawn beside a judgement day is said on the screen (review54 #1, review52 #1 again):
the status text kept the drawn card's words after the judgement day ("...; u first calls UNO.
You drew R2: play it (Enter) or keep it (p)."), wider than the line at 80 columns, which drops
the sentence that does not fit, so the screen said nothing of R2 nor of p. The earlier test
read StatusLine.text, the words before the line drops any."""

from __future__ import annotations

import pytest
from kit_specials25 import NAMES, judgement_state, started
from ui_testkit import ScriptedLink, app_on, shown

from core import Card


# (at 80 the short forms fit: "Judgement day on Ana: press a; u first calls UNO. You drew R2 (p
# keeps it)." is 75 cells of the 78; at 60 they cannot)
@pytest.mark.parametrize("width", [80])
async def test_the_drawn_card_is_said_on_the_screen_beside_a_judgement_day(width: int) -> None:
    state = judgement_state({0: ["B1", "B6", "R2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                            "R9", current=0)
    state.drawn = Card.parse("R2")
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(width, 24)) as pilot:
        await started(pilot, link, state)
        screen = await shown(pilot)
        line = next(row for row in screen.splitlines() if "Judgement day" in row)
        assert "You drew R2" in line and "p keeps it" in line, line
        assert "u first calls UNO" in line, line  # (the throw's call stays, newbie48 #3)
