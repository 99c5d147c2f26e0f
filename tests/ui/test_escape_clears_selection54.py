"""newbie54 #4: Escape at the table with cards selected for a multi-play said "Escape has
nothing to close" and the marks stayed; only Space on each card again undid them."""

from __future__ import annotations

from typing import Any

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, wait_for

from unotui.widgets.hand import HandView


async def test_escape_clears_the_cards_selected() -> None:
    state = scripted_state(multi_play="identical")
    arrange(state, {0: ["R5", "R5", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("1", "space", "2", "space")
        await wait_for(pilot, lambda: "2 cards selected" in screen_text(app))
        await pilot.press("escape")
        await pilot.pause(0.2)
        text = " ".join(screen_text(app).split())
        assert not app.screen.query_one(HandView).selected
        assert "Selection cleared." in text and "nothing to close" not in text, text[-300:]
        await pilot.press("enter")  # (Enter plays the card under the cursor alone now)
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R5"}])

    await run(state, keys)
