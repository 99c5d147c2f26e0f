"""newbie63: keys a new player presses at the table that do not do what the help says."""

from __future__ import annotations

from typing import Any

from ui_testkit import arrange, wait_for

from core import Color, Play, Rules
from core.cards import Card
from unotui.app import build_app
from unotui.dialogs import ChallengeDialog
from unotui.screens.table import TableScreen


async def test_newbie63_c_catches_the_wild_draw_four_player_from_the_challenge() -> None:
    """newbie63 #1: an easy bot plays its second-to-last card, a Wild Draw Four, on you and
    forgets UNO. The Players box marks it "no UNO", the help says "c  catch a player who did not
    call UNO", and you may catch it until you begin your turn (RULES.md §4) — but the challenge
    question is open over the table, and c there does nothing: ChallengeDialog passes u, q, t
    and ? on to the table (unotui/dialogs/choice.py:172-178), not c. The player has to know to
    press Esc ("Later") first; by then, at a table of several, a bot has caught it instead."""
    app = build_app(bots=1, rules=Rules(), seed=5, name="Zoe", bot_delay=0.0,
                    ascii_only=False, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        table: Any = app.table_screen.link.host.table
        await wait_for(pilot, lambda: table.state.current == 0
                       and table.state.phase.value in ("play", "choose_color"))
        # (the bot waits from now: a late UNO call of its own, in the moment before c, made
        # the test fail at random)
        table.cfg.bot_delay = 3600.0
        arrange(table.state, {0: ["R3", "G4", "Y6", "B2", "Y1"], 1: ["W4", "G9"]},
                "R9", current=1)
        table.submit(1, Play(Card.parse("W4"), Color.BLUE))  # no UNO: one card left
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.pause()
        assert len(table.state.hands[1]) == 1
        legal = [a for a in app.table_screen.view.get("legal", []) if a.get("type") == "catch"]
        assert legal, "the bot cannot be caught here: the test arranged it wrong"
        await pilot.press("c")
        # (the table applies a catch once the offender's grace to call is over, uno_grace)
        for _ in range(300):
            if len(table.state.hands[1]) == 3:
                break
            await pilot.pause(0.01)
        assert len(table.state.hands[1]) == 3, "c in the challenge question caught nobody"
