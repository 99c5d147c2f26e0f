"""review58 (87ab7f7): a selection that never fitted is said to "no longer fit the pile".

87ab7f7 clears, at any view during the player's turn, a selection no legal play takes, and
says "The cards you selected no longer fit the pile". Space selects any card, one that fits
nothing too (R5 on Y9); the next view that changes nothing under it — another player's UNO
call, a chat-free state step — clears it with words that say the table changed, though the pile
is the same one it never fitted. The view that cleared it here is the same table again."""

from __future__ import annotations

from typing import Any

from test_house_rules import run
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, wait_for


async def test_a_selection_that_never_fitted_is_not_said_to_no_longer_fit() -> None:
    state = scripted_state(multi_play="identical")
    arrange(state, {0: ["R5", "R5", "Y3"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "Y9", current=0)

    async def keys(pilot: Any, app: Any, link: ScriptedLink) -> None:
        await pilot.press("left", "space")  # (R5 R5 on Y9: no play takes them, now or later)
        await wait_for(pilot, lambda: "selected" in screen_text(app))
        state.state_id += 1  # (the table unchanged: a step elsewhere, e.g. a call of UNO)
        link.feed_view(state)
        await pilot.pause(0.3)
        text = " ".join(screen_text(app).split())
        assert "no longer fit the pile" not in text, text[-300:]

    await run(state, keys)
