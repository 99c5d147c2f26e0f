"""review57 #1: a639a6e opens a question that came while something covered the table when the
table is on top again (on_screen_resume). Answering *yes* to q's "Leave the match?" uncovers
the table too, on its way out: the colour question that came meanwhile must not open over a
table being left (nor be sent after the leave)."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from core.game import Phase
from unotui.dialogs import ConfirmDialog
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_yes_to_leave_opens_no_colour_box_that_came_under_the_question() -> None:
    state = scripted_state()
    arrange(state, {0: ["G7", "R5"], 1: ["G7", "Y2"], 2: ["G2", "B2"], 3: ["B5", "B6"]},
            "G9", current=1)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    seen: list[str] = []
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view
                                          for s in app.screen_stack))
        await pilot.pause()
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        # the colour question comes to Zoe while "Leave the match?" covers the table
        arrange(state, {0: ["G7", "R5"], 1: ["G7", "Y2"], 2: ["G2", "B2"], 3: ["B5", "B6"]},
                "W", current=0)
        state.phase = Phase.CHOOSE_COLOR
        state.state_id += 1
        link.feed_view(state)
        await pilot.pause(0.3)
        assert isinstance(app.screen, ConfirmDialog)
        await pilot.press("y")
        for _ in range(40):
            seen.append(type(app.screen).__name__)
            await pilot.pause(0.05)
    assert "ColorDialog" not in seen, seen
    assert not any(m.get("type") == "color" for m in link.sent), link.sent
    assert link.left is True
