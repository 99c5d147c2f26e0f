"""newbie58: the footer behind the colour box."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


@pytest.mark.parametrize("size", [(80, 24), (60, 20)])
async def test_newbie58_behind_the_colour_box_the_footer_lists_the_colour_keys(
        size: tuple[int, int]) -> None:
    """newbie58 #2: playing a W+4 (play, 80x24 and zh_CN) opened "Play W+4: choose the
    colour" with (r) Red (y) Yellow (g) Green (b) Blue, and the footer read
    "u UNO t Chat ? Help q Leave esc Cancel": the four keys that answer the box are the
    only ones not listed (ColorDialog's r/y/g/b bindings are show=False,
    unotui/dialogs/choice.py:269-272), while the challenge question lists its own
    ("d Take the cards … x Challenge") and "Leave the match?" its own ("y Yes n No"). A
    newcomer reads "u UNO" first, as if the box wanted an UNO call."""
    from unotui.dialogs import ColorDialog

    state = scripted_state()
    arrange(state, {0: ["W", "G2", "G3"], 1: ["R1", "Y1", "R7"], 2: ["G1", "R3"],
                    3: ["B1", "R2"]}, "R9", current=0)
    link = ScriptedLink(NAMES, seat=0)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        link.feed_view(state, seat=0)
        await pilot.pause()
        await pilot.press("end")  # (the wild is the hand's last card)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        footer = (await shown(pilot)).splitlines()[-1]
        assert "r Red" in footer or "r R" in footer, footer
