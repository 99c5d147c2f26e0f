"""newbie61: what u says when UNO cannot be called now, whole at 60 columns."""

from __future__ import annotations

from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from unotui.screens.table import TableScreen


async def test_newbie61_the_uno_hint_is_whole_at_60_columns() -> None:
    """newbie61 #6: `play --bots 2 --rules house` at 60x20, three cards in hand: u read "Call
    UNO with your second-to-last card, or while you hold…" — the status line (58 cells) cuts
    the one sentence (unotui/screens/table.py:3049) that has no shorter words for a narrow
    terminal, where the multi-play words have (first_that_fits, newbie58 #4)."""
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("u")
        drawn = await shown(pilot)
        status = [line for line in drawn.splitlines() if "UNO" in line and "Call" in line]
        assert status, drawn
        assert not status[0].rstrip().endswith("…"), drawn  # (the hint to its end)


async def test_newbie61_the_false_uno_warning_is_whole_at_60_columns() -> None:
    """newbie61 #6 (the warning beside it): under chinese-party (a false UNO costs 2 cards) at
    60x20, u with seven cards reads "Calling UNO now would be wrong: it costs 2 cards. Press u
    again to call." (unotui/screens/table.py:3039) in 72 cells: the status line cuts it before
    "Press u again", the one thing the player needs to know to call after all."""
    link = ScriptedLink(["Zoe", "Ana", "Bo", "Cy"])
    app = app_on(link)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(scripted_state(false_uno_penalty=2))
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("u")
        drawn = await shown(pilot)
        assert "Calling UNO now would be wrong" in drawn, drawn
        assert "again to call" in drawn, drawn
