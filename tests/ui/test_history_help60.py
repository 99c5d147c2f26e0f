"""newbie60 #13: ? did nothing on the match's history (L), where every other screen opens its
help: it opens the help of the history's own keys, and Escape goes back to the history."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, screen_text, scripted_state, wait_for

from core import view
from unotui.screens.help import HelpScreen
from unotui.screens.table import TableScreen


async def test_question_mark_on_the_history_opens_its_help() -> None:
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    state = scripted_state()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed({"t": "history", "log": view(state, 0)["log"]})
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.press("L")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.pause()
        said = " ".join(screen_text(app).split())
        assert "oldest first" in said and "Esc L q back" in said, said
        await pilot.press("escape")
        await wait_for(pilot, lambda: type(app.screen).__name__ == "HistoryScreen")
