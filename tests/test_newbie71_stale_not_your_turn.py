"""newbie71 #3 (small): "It is not your turn: waiting for Ana." stays on the status line after
Ana has played and Bo, then Cy, are to move (the Players box's ▶ on Bo, then Cy). The refusal
names the seat that was to move when the key was pressed and is never brought up to date, so
the screen says two different things about whose turn it is.

Seen at 80x24 (`unotui --ascii play --bots 4 --bot-kind hard --seed 11`): after my turn passed,
pressed d while Ana was to move: "It is not your turn: waiting for Ana."; 0.6 s later the
Players box showed "> Bo" and the status still "It is not your turn: waiting for Ana."; again
with "> Cy"."""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent / "ui"))
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, wait_for

from core import Play, apply
from core.cards import Card
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_the_not_your_turn_words_follow_the_turn() -> None:
    state = scripted_state()
    arrange(state, {0: ["Y0", "G5", "B3"], 1: ["R1", "Y1", "G7"], 2: ["G1", "B5", "B9"],
                    3: ["G2", "B1", "Y8"]}, "R9", current=1)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.1)
        await pilot.press("d")  # (Ana is to move)
        await pilot.pause(0.1)
        status = app.screen.query_one(StatusLine)
        assert "waiting for Ana" in status.text, status.text
        apply(state, 1, Play(Card.parse("R1")))  # Ana plays: Bo is to move
        assert state.current == 2
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view is not None
                       and app.screen.view.get("current") == 2)
        await pilot.pause(0.2)
        said = status.text
        assert "waiting for Ana" not in said, said
