"""A colour key on one's own turn (ssh48 #4): r, the key that jumps in with a wild card naming
red, said "Jump-in is off in these rules." in place of "Your turn: play a card (Enter) or draw
(d)." for the notice's 8 s — on one's own turn no jump-in is missed. It says there is no colour
to name now, and what the turn wants."""

from __future__ import annotations

from pathlib import Path

from ui_testkit import screen_text, scripted_table, wait_for

from unotui.screens.table import TableScreen


async def test_r_on_your_own_turn_keeps_the_turn_prompt(fixed_settings: Path) -> None:
    from unotui.i18n import set_language

    set_language("en")
    state, link, app = scripted_table({0: ["R5", "G7", "B2"], 1: ["Y1", "Y2"], 2: ["G1", "G2"],
                                       3: ["B1", "B3"]}, "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and "Your turn" in screen_text(app))
        await pilot.press("r")
        for _ in range(20):
            await pilot.pause(0.05)
        text = screen_text(app)
        assert "Jump-in is off" not in text and "Your turn" in text, text
        assert "No colour to name now." in text, text
