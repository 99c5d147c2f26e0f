"""A card drawn beside a judgement day whose throw calls no UNO (it leaves more than one card,
the common case) is said on the screen at 80 columns (review55 #3): the brief "You drew R2 (p
keeps it)." went only with a throw's call, and the line dropped "You drew R2: play it (Enter)
or keep it (p)." whole after "Judgement day on Ana: press a to throw out B1, B6."."""

from __future__ import annotations

import pytest
from kit_specials25 import NAMES, judgement_state, started
from ui_testkit import ScriptedLink, app_on, shown

from core import Card


@pytest.mark.parametrize("lang", ["en", "zh_CN"])
async def test_the_drawn_card_is_said_beside_a_judgement_day_without_a_call(lang: str) -> None:
    # (Zoe holds B1, B6 — Ana's date 1-6 — and three more: the throw leaves three cards)
    state = judgement_state({0: ["B1", "B6", "R2", "G5", "Y7"], 1: ["G1", "Y3"], 2: ["G2"],
                             3: ["B4"]}, "R9", current=0)
    state.drawn = Card.parse("R2")
    link = ScriptedLink(NAMES)
    app = app_on(link, lang=lang)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        screen = await shown(pilot)
        line = next(row for row in screen.splitlines() if "Ana" in row and "B6" in row)
        assert "R2" in line, line
