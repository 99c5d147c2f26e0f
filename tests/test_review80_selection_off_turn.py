"""review80: under multi-play a player may select cards with Space while another player is to
move (check_action "select" allows it off-turn). Two Y5s (same_value: a legal set on their
turn, on a 5 or a yellow card) selected while Ana is to move: the status line now says "Those
cards cannot be played together: Space unselects a card." (selection_text, newbie68 #2),
because off-turn no play is legal at all — a player told their pair never goes together
unselects a good set. The same for a same-value pair, on their own turn, that does not fit
the pile: they do go together, just not on this card."""

from __future__ import annotations

import sys
from pathlib import Path
from typing import Any

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state


async def test_a_set_selected_off_turn_is_not_said_to_never_go_together() -> None:
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R5", "B5", "G1"], 1: ["Y1", "G2"], 2: ["G2", "G3"],
                    3: ["B1", "B2"]}, "Y9", current=1)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        from unotui.widgets.hand import HandView

        shown = app.screen.query_one(HandView).cards  # (in the order the hand shows them)
        for code in ("R5", "B5"):  # (R5 and B5 selected, Ana to move)
            await pilot.press(str(shown.index(code) + 1), "space")
        await pilot.pause(0.3)
        text = screen_text(app)
        assert "cannot be played together" not in text and "Not playable together" \
            not in text, "a same-value pair selected off-turn is said never to go together"

    await run(state, keys)
