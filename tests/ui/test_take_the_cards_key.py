"""d at the table while a Wild Draw Four's question is put off says what it does."""

from __future__ import annotations

from typing import Any

from ui_testkit import arrange, footer_text, wait_for

from core import Color, Play, Rules
from core.cards import Card
from unotui.app import build_app
from unotui.dialogs import ChallengeDialog
from unotui.screens.table import TableScreen


async def test_footer_names_taking_the_cards_after_the_question_is_put_off() -> None:
    """newbie63 #4: the question said "(d) Take the cards"; after Esc ("Later") the footer said
    "d Draw", which reads as one card where d takes four and ends the turn. It says "d Take the
    cards" while the question stands, and d takes them; afterwards it is "d Draw" again."""
    app = build_app(bots=1, rules=Rules(), seed=5, name="Zoe", bot_delay=0.0,
                    ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        table: Any = app.table_screen.link.host.table
        await wait_for(pilot, lambda: table.state.current == 0
                       and table.state.phase.value in ("play", "choose_color"))
        table.cfg.bot_delay = 3600.0
        arrange(table.state, {0: ["R3", "G4", "Y6", "B2", "Y1"], 1: ["W4", "G9", "G1"]},
                "R9", current=1)
        table.submit(1, Play(Card.parse("W4"), Color.BLUE))
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        await pilot.pause()
        footer = footer_text(app)
        assert "d Take the cards" in footer, footer
        assert "d Draw" not in footer, footer
        await pilot.press("d")
        await wait_for(pilot, lambda: len(table.state.hands[0]) == 9)
        await wait_for(pilot, lambda: "accept" not in app.table_screen.legal_types())
        await pilot.pause()
        assert "d Take the cards" not in footer_text(app)
