"""The turn timer named the colour while your colour dialog was open (ux25 #6): it is still your
turn, and the status line says so (it said "The colour is no longer yours to choose.")."""

from __future__ import annotations

from kit_specials25 import NAMES, status
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from core import Color, Phase, apply, view
from core.actions import ChooseColor
from unotui.screens.table import TableScreen


async def test_the_colour_the_timer_named_leaves_your_turn_on_the_status_line() -> None:
    from unotui.dialogs import ColorDialog

    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "W", current=0)
    state.phase = Phase.CHOOSE_COLOR
    state.color = None
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, ColorDialog))
        apply(state, 0, ChooseColor(Color.RED))  # the turn timer answers for Zoe
        timed = view(state, 0)
        timed["log"][-1]["timed_out"] = True
        link.feed({"t": "view", "view": timed})
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view["phase"] == "play")
        await pilot.pause()
        # (a two-card hand: the play that leaves one says how to call UNO with it)
        assert status(app) == ("Your turn: play a card (Enter) or draw (d). Press u first to "
                               "call UNO with it.")
        assert "no longer yours" not in screen_text(app)
