"""Death number and judgement day at the table (ux25 #1, #2).

A death-number or judgement-day chance was announced only by a footer key, ``a Special``, and a
death number was gone when the next bot moved; on your own turn the status line said "no card
fits, draw one (d)" while judgement day was open. Judgement day's colour question offered all
four colours, and a colour of the thrown cards closed it on nothing."""

from __future__ import annotations

import contextlib
import re
from collections.abc import AsyncIterator
from typing import Any

import pytest
from kit_specials25 import NAMES, judgement_state, started, status
from ui_testkit import ScriptedLink, app_on, arrange, screen_text, scripted_state, shown, wait_for

from core import Card, Play, apply
from unotui.screens.table import TableScreen


@contextlib.asynccontextmanager
async def zoe_may_throw(current: int, size: tuple[int, int] = (80, 24)
                        ) -> AsyncIterator[tuple[Any, ScriptedLink, Any, Any]]:
    """Zoe's table at ``size``, seat ``current`` to move: she holds B1, B6 and Y2, and may
    throw out B1, B6 for Ana's date 1-6, keeping Y2: ``(state, link, app, pilot)``."""
    state = judgement_state({0: ["B1", "B6", "Y2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]},
                            "R9", current=current)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        await started(pilot, link, state)
        yield state, link, app, pilot

async def test_a_death_number_is_said_on_the_status_line_and_a_makes_it() -> None:
    """Ana played G1; Zoe's R2 Y4 add up to 6, a multiple of 1: the status line says so and
    the key (it said "Waiting for Bo to play…"), and ``a`` reveals the hand at once: the chance
    passes with the next move, no dialog may stand in its way."""
    state = scripted_state(death_number=True)
    arrange(state, {0: ["R2", "Y4"], 1: ["G1", "Y2", "B5"], 2: ["G2", "GS"], 3: ["B4", "BS"]},
            "G5", current=1)
    apply(state, 1, Play(Card.parse("G1")))
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        assert status(app) == "Death number: press a to show your hand and win the round!"
        assert "Death number: press a" in screen_text(app)
        await pilot.press("a")
        await wait_for(pilot, lambda: link.sent == [{"type": "death_number"}])
        assert isinstance(app.screen, TableScreen)


async def test_a_judgement_day_on_your_own_turn_is_not_hidden_by_the_turn() -> None:
    """On your turn the line said only "no card fits, draw one (d)" while judgement day on
    Ana was open: it says both now, and which cards the throw takes."""
    async with zoe_may_throw(current=0) as (_state, _link, app, _pilot):
        # (at 80 columns both do not fit: judgement day first, party35 #2)
        # (and that the throw can call UNO: Y2 is left, rules46 #5 — in the same sentence,
        # where it fits the line, newbie48 #3)
        assert status(app) == ("Judgement day on Ana: a throws out B1, B6; u first "
                               "calls UNO. Your turn.")
        assert "u first calls UNO." in " ".join(screen_text(app).split())


async def test_a_judgement_day_too_long_to_follow_the_turn_at_80_columns_comes_first() -> None:
    """party35 #2: "Your turn: play a card (Enter) or draw (d)." left no room at 80 columns for
    the judgement day after it, which was cut off; where both do not fit, it goes first."""
    hands = {0: ["B1", "B6", "R2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]}
    for width, first in ((80, "Judgement day on Ana: a throws out B1, B6; u first "
                              "calls UNO. Your turn."),
                         (120, "Your turn: play a card (Enter) or draw (d). Judgement day")):
        state = judgement_state(hands, "R9", current=0)
        link = ScriptedLink(NAMES)
        app = app_on(link)
        async with app.run_test(size=(width, 24)) as pilot:
            await started(pilot, link, state)
            assert status(app).startswith(first), (width, status(app))
            assert re.search(r"Judgement day on Ana: (press )?a", screen_text(app))
            assert "Your turn" in screen_text(app)


async def test_judgement_day_out_of_turn_is_said_too() -> None:
    async with zoe_may_throw(current=2) as (_state, _link, app, _pilot):
        # (Y2 is left: the call can go with the throw, rules46 #5)
        assert status(app) == ("Judgement day on Ana: a throws out B1, B6; u first "
                               "calls UNO.")


@pytest.mark.parametrize("current", [0, 2])
async def test_at_60_columns_a_throw_down_to_one_card_still_says_how_to_call(
        current: int) -> None:
    """newbie48 #3: at 60 columns "Press u first to call UNO with it." was the sentence the
    status line dropped after the judgement day's cards, and the throw went uncalled. Where
    both do not fit, the judgement day says it short with the call; armed, it says the call
    goes with the throw."""
    async with zoe_may_throw(current=current, size=(60, 20)) as (_state, _link, app, pilot):
        assert status(app).startswith("Judgement day on Ana: press a; u first calls UNO."), \
            status(app)
        await pilot.press("u")
        await wait_for(pilot, lambda: status(app).startswith(
            "Judgement day on Ana: press a; UNO! goes with it."))


async def test_u_then_a_throw_down_to_one_card_calls_uno_with_it() -> None:
    """rules46 #5: a throw that left one card could be caught before its player could call
    UNO (a call before it, on three cards, was a wrong one). u arms the call, as before a
    play, and the throw carries it."""
    from unotui.dialogs.judgement import JudgementColorDialog

    async with zoe_may_throw(current=2) as (_state, link, app, pilot):
        await pilot.press("u")
        await wait_for(pilot, lambda: "UNO! goes with it." in status(app))
        assert link.sent == []  # (armed, not sent: a call on three cards would be wrong)
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementColorDialog))
        await pilot.press("r")
        await wait_for(pilot, lambda: link.sent == [
            {"type": "judgement", "target": 1, "color": "red", "uno": True}])


# ------------------------------------------------ #2: judgement day's colours and its cards
async def test_judgement_day_offers_only_the_colours_the_throw_allows() -> None:
    """B1 and B6 are thrown for Ana's 1-6: the dialog names them and offers red, yellow and
    green only; ``b`` (blue, a thrown colour) says why instead of closing on nothing, and
    ``r`` throws."""
    from unotui.dialogs.judgement import JudgementColorDialog

    async with zoe_may_throw(current=0) as (_state, link, app, pilot):
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementColorDialog))
        text = await shown(pilot)
        assert "Judgement day on Ana: choose the colour" in text
        assert "You throw out B1, B6" in text
        assert "Red" in text and "Yellow" in text and "Green" in text and "Blue" not in text
        await pilot.press("b")
        await wait_for(pilot, lambda: "Blue is among the cards you throw" in screen_text(app))
        assert isinstance(app.screen, JudgementColorDialog) and link.sent == []
        await pilot.press("r")
        await wait_for(pilot, lambda: link.sent == [
            {"type": "judgement", "target": 1, "color": "red"}])


async def test_a_judgement_day_that_passed_while_asking_says_so() -> None:
    """The chance went while the colour was asked (a penalty came): the dialog closes and the
    status line says why — never nothing."""
    from unotui.dialogs.judgement import JudgementColorDialog

    state = judgement_state({0: ["B1", "B6", "Y2"], 1: ["G1", "Y3", "RD"], 2: ["G2", "GD"],
                             3: ["B4"]}, "R9", current=1, stacking="same_type")
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementColorDialog))
        apply(state, 1, Play(Card.parse("RD")))  # +2 for Bo, who may stack: no judgement meanwhile
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and "judgement day on Ana is no longer possible" in status(app))
        assert link.sent == []


async def test_a_narrowed_terminal_puts_the_judgement_day_first_at_once() -> None:
    """review35 #6: the order was chosen when the line was made: narrowed from 120 columns to
    80 during the turn, the judgement day stayed second, cut off, until the next move."""
    hands = {0: ["B1", "B6", "R2"], 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]}
    state = judgement_state(hands, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(120, 24)) as pilot:
        await started(pilot, link, state)
        assert status(app).startswith("Your turn: play a card")
        await pilot.resize_terminal(80, 24)
        await pilot.pause()
        await pilot.pause()
        assert status(app).startswith("Judgement day on Ana"), status(app)


async def test_u_pressed_as_a_throw_goes_is_called_once_it_lands() -> None:
    """review50 #2: 99f2da5 lets a judgement day's throw that leaves one card carry the call (u first).
    A u pressed a moment after the throw was sent (before the table answered) is, for a
    play, a late call made as soon as the table shows the card played (newbie34 #2). For a
    throw it only arms a call for the throw already sent (the old view still lists throws
    with ``uno``); the next view disarms it, and nothing calls: the player sits on one
    card, uncalled, catchable."""
    from core import Judgement, apply
    from core.cards import Color
    from unotui.dialogs.judgement import JudgementColorDialog

    async with zoe_may_throw(current=2) as (state, link, app, pilot):
        await pilot.press("a")
        await wait_for(pilot, lambda: isinstance(app.screen, JudgementColorDialog))
        await pilot.press("r", "u")  # (the throw, and u as it goes)
        await wait_for(pilot, lambda: link.sent[:1] == [
            {"type": "judgement", "target": 1, "color": "red"}])
        await pilot.pause()
        apply(state, 0, Judgement(1, Color.RED))  # (the table applies the throw: Y2 is left)
        assert state.catchable == 0
        link.feed_view(state)
        await wait_for(pilot, lambda: link.sent[1:] == [{"type": "uno"}], steps=100)


@contextlib.asynccontextmanager
async def asked_before_accusing_ana() -> AsyncIterator[tuple[Any, ScriptedLink, Any, Any]]:
    """Multi-play (same value): Ana plays Y3 and keeps G1, R7, calling nothing — a catch
    window opens on her hand of two; Zoe's first c has asked before accusing her:
    ``(state, link, app, pilot)``."""
    from core import Play as PlayAction
    from core.cards import Card as CardOf

    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["B1", "B6", "Y2"], 1: ["G1", "Y3", "R7"], 2: ["G2"], 3: ["B4"]}, "Y9",
            current=1)
    apply(state, 1, PlayAction(CardOf.parse("Y3")))
    assert state.catchable == 1
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await started(pilot, link, state)
        await pilot.press("c")
        await wait_for(pilot, lambda: "Press c again to accuse" in status(app))
        yield state, link, app, pilot


async def test_c_asks_once_before_accusing_a_hand_of_several_cards() -> None:
    """newbie47 #11: under multi-play a catch window opens after every play that leaves a few
    cards; c pressed to see what it did accused that player wrongly, in everyone's log. It
    says what an accusation is first; a second c accuses."""
    async with asked_before_accusing_ana() as (_state, link, app, pilot):
        assert "Ana holds 2 cards." in status(app) and link.sent == []
        await pilot.press("c")
        await wait_for(pilot, lambda: link.sent == [{"type": "catch", "target": 1}])


async def test_a_later_window_on_the_same_player_asks_again_whatever_the_piles_size() -> None:
    """review51: the question was asked once per window told apart by the pile's size, which
    a reshuffle can bring back: a later window on the same player, at the same size, then
    took a first c as an accusation. Windows are told apart by the play that opened them."""
    from core import view as view_of

    async with asked_before_accusing_ana() as (state, link, app, pilot):
        later = view_of(state, 0)  # (Ana opens another window: a play of hers, later, the
        last = later["log"][-1]    # pile as long as before after a reshuffle)
        later["log"] = [*later["log"], {**last, "seq": last["seq"] + 40}]
        later["state_id"] += 5
        link.feed({"t": "view", "view": later})
        await wait_for(pilot, lambda: app.screen.view["state_id"] == later["state_id"])
        await pilot.press("c")
        await pilot.pause()
        assert link.sent == [] and "Press c again to accuse" in status(app), link.sent
