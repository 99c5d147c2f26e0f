"""review45: a notice kept through the views that follow it (newbie43 #6) must not hide what
only a view can tell, nor say what a view has just made untrue."""

from __future__ import annotations

from typing import Any

from test_table_story import NAMES, fed, make, play
from ui_testkit import ScriptedLink, arrange, screen_text, scripted_state, wait_for

from unotui.screens import table as table_module


async def test_a_chance_to_jump_in_is_not_hidden_by_a_notice() -> None:
    """A jump-in lasts until the next move (a bot's, some 0.6 s): a notice on the status line
    before it (here Escape's) hid "Jump in: … Enter plays it now!" for 8 s."""
    state = scripted_state(jump_in=True)
    arrange(state, {0: ["R5", "G5", "B7"], 1: ["G5", "Y2"], 2: ["G1", "Y8"], 3: ["B1", "Y9"]},
            "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(100, 30)) as pilot:
        await fed(pilot, link, state)
        play(state, 0, "R5")
        await fed(pilot, link, state)
        await pilot.press("escape")
        await wait_for(pilot, lambda: "Escape has nothing to close:" in screen_text(app))
        play(state, 1, "G5")  # (Zoe holds G5: she may jump in now)
        table = await fed(pilot, link, state)
        assert table.jump_card() == "G5"
        await pilot.pause(0.1)
        assert "Jump in" in screen_text(app), screen_text(app)


async def test_not_answered_yet_goes_once_the_table_answers(monkeypatch: Any) -> None:
    """"Sent: the table has not answered yet…" is a notice: the view that answers it, which
    does not bring the player's turn, left it standing up to 8 s after the answer came."""
    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    state = scripted_state()
    arrange(state, {0: ["R5", "G5", "B7"], 1: ["G6", "Y2"], 2: ["G1", "Y8"], 3: ["B1", "Y9"]},
            "R9", current=0)
    link = ScriptedLink(NAMES)
    app = make(link)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await fed(pilot, link, state)
        table.send({"type": "play", "card": "R5"})
        await wait_for(pilot, lambda: "has not answered yet" in screen_text(app))
        play(state, 0, "R5")  # (the answer: Ana's turn now)
        await fed(pilot, link, state)
        await pilot.pause(0.1)
        assert "has not answered yet" not in screen_text(app), screen_text(app)
