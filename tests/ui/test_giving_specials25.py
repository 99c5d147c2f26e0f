"""Giving cards away after a wild power's swap (ux25 #8): Enter reads "Give", not "Play", and
before any card is given the status line does not ask for "more"."""

from __future__ import annotations

from kit_specials25 import NAMES, started, status
from ui_testkit import ScriptedLink, app_on, arrange, footer_text, scripted_state, wait_for

from core import apply


async def test_enter_reads_give_while_giving_cards_away() -> None:
    from core import action_from_wire

    state = scripted_state(wild_powers=True)
    arrange(state, {0: ["W", "G1", "G3", "Y5"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]},
            "R9", current=0)
    apply(state, 0, action_from_wire({"type": "play", "card": "W", "color": "red",
                                      "power": "swap", "target": 1}))
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        footer = footer_text(app)
        assert "Give" in footer and "Play" not in footer
        assert status(app).startswith("Give 3 cards to Ana")  # (none given yet: no "more")
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(link.sent) == 1 and link.sent[0]["type"] == "give")
