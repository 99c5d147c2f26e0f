"""newbie68 #2: under multi-play (chinese-party: same_value) a player selects both of their
Wild Draw Fours with Space. The status line says "W+4 selected: move to a card to play with
it (on top), then Enter." and then "2 cards selected. Enter plays them; the card under the
cursor goes on top." — Enter then answers "Those cards cannot be played together." (wild
cards are played one at a time, docs/RULES.md multi_play). The selection text
(unotui/screens/table.py selection_text) promises a play that no legal play matches, while
the hand itself already shows no card raised (raised_cards is empty)."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state


async def test_two_wild_draw_fours_selected_are_not_promised_to_play() -> None:
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R7", "G1", "W4", "W4"], 1: ["Y1", "G2"], 2: ["G2", "G3"],
                    3: ["B1", "B2"]}, "R9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("3", "space", "4", "space")  # (both W+4 selected)
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "Enter plays them" not in text, (
            "the status line promises that Enter plays two Wild Draw Fours together")
        await pilot.press("enter")
        await pilot.pause(0.3)
        assert link.sent == []

    await run(state, keys)
