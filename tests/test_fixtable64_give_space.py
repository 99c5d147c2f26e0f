"""fixtable64: while giving cards away after a Wild's swap power (multi-play on), Space marks no
card and says how cards are given (one at a time, Enter); the footer offers no Select then, and
offers it again once the cards are given."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))


async def test_fixtable64_space_while_giving_marks_nothing_and_says_how() -> None:
    from kit_specials25 import NAMES, started, status
    from ui_testkit import ScriptedLink, app_on, arrange, footer_text, scripted_state

    from core import action_from_wire, apply
    from unotui.widgets.hand import HandView

    state = scripted_state(wild_powers=True, multi_play="same_value")
    arrange(state, {0: ["W", "G1", "G3", "Y5"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]},
            "R9", current=0)
    apply(state, 0, action_from_wire({"type": "play", "card": "W", "color": "red",
                                      "power": "swap", "target": 1}))
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(100, 30)) as pilot:
        await started(pilot, link, state)
        assert status(app).startswith("Give 3 cards to Ana")
        assert "Select" not in footer_text(app), footer_text(app)
        assert "Give" in footer_text(app), footer_text(app)
        await pilot.press("space")
        await pilot.pause(0.2)
        assert not app.screen.query_one(HandView).selected
        assert status(app) == "Cards are given one at a time: choose one, then Enter.", \
            status(app)
