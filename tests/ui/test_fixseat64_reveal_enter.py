"""fixseat64: Enter over a won challenge's reveal, which comes with the turn to play."""

from __future__ import annotations

from typing import Any

from ui_testkit import NAMES, ScriptedLink, app_on, arrange, screen_text, scripted_state, wait_for

from core import Card, Challenge, Color, Play, apply


def bluffed_on_bo() -> Any:
    """Ana bluffs a Wild Draw Four on Bo (seat 2, the viewer), naming blue; Bo holds B7."""
    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "R1"], 2: ["R3", "G1", "B7"],
                    3: ["B1", "R2"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # a bluff: Ana holds R1
    return state


async def test_fixseat64_enter_over_the_reveal_on_ones_turn_plays() -> None:
    """newbie73 #5: the challenge won, Ana's hand shows for 5 s and it is Bo's turn at once
    ("Your turn: play a card (Enter)"); the first Enter only closed the reveal. It now closes
    it and plays the card under the cursor (B7, the one that fits), and the footer says so."""
    from unotui.dialogs.choice import ChallengeDialog, PeekDialog
    from unotui.screens.table import TableScreen

    state = bluffed_on_bo()
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog), steps=2000)
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}], steps=2000)
        apply(state, 2, Challenge())
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog), steps=2000)
        await pilot.pause()
        assert "Close and play" in screen_text(app), screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: len(link.sent) == 2, steps=2000)
        assert link.sent[1].get("type") == "play" and link.sent[1].get("card") == "B7", link.sent
        assert isinstance(app.screen, TableScreen)


async def test_fixseat64_enter_over_the_reveal_off_turn_only_closes() -> None:
    """The challenge lost (Ana held no match for the colour: the challenger draws 6 and the
    turn goes on): Enter over the reveal only closes it, as before, and sends nothing."""
    from unotui.dialogs.choice import ChallengeDialog, PeekDialog
    from unotui.screens.table import TableScreen

    state = scripted_state()
    arrange(state, {0: ["R5", "G2"], 1: ["W4", "Y1", "G8"], 2: ["R3", "G1", "B7"],
                    3: ["B1", "R2"]}, "R9", current=3)
    apply(state, 3, Play(Card.parse("R2")))
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("W4"), Color.BLUE))  # no red left with Ana: honest
    link = ScriptedLink(NAMES, seat=2)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog), steps=2000)
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}], steps=2000)
        apply(state, 2, Challenge())
        assert state.current != 2
        link.feed_view(state, 2)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog), steps=2000)
        await pilot.pause()
        assert "Close and play" not in screen_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen), steps=2000)
        await pilot.pause()
        assert link.sent == [{"type": "challenge"}], link.sent
