"""A seated player who takes no more part in the round (ux28 #6): gone out of an elimination
round, or out of the match under Challenge UNO. The table offered them UNO (u) and catch (c),
which the engine refuses from a seat not in the round, and never said that they now watch."""

from __future__ import annotations

import contextlib
from collections.abc import AsyncIterator
from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, footer_text, scripted_state, wait_for

from core import apply
from core.actions import action_from_wire
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def zoe_out(scoring: str) -> Any:
    """Zoe (seat 0) no longer plays in the round, Ana (seat 1) is to move; Bo holds one card
    without calling UNO (a catch would be there for anyone still in the round)."""
    state = scripted_state(scoring=scoring)
    if scoring == "elimination":  # Zoe plays her last card and leaves the round
        arrange(state, {0: ["R5"], 1: ["R7", "G2"], 2: ["Y3"], 3: ["B1", "B4"]}, "R9",
                current=0)
        state.uno_called[0] = True
        apply(state, 0, action_from_wire({"type": "play", "card": "R5"}))
    else:  # Challenge UNO: Zoe reached the target in an earlier round
        arrange(state, {0: [], 1: ["R7", "G2"], 2: ["Y3"], 3: ["B1", "B4"]}, "R9", current=1)
        state.eliminated[0] = True
    return state


@contextlib.asynccontextmanager
async def at_table(state: Any, size: tuple[int, int] = (100, 30)
                   ) -> AsyncIterator[tuple[Any, Any, ScriptedLink]]:
    """An app shown ``state`` from Zoe's seat: ``(pilot, app, link)`` once its table screen
    has the view."""
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        yield pilot, app, link


@pytest.mark.parametrize(("scoring", "words"), [
    ("elimination", "You went out of this round: you watch it to its end."),
    ("challenge", "You are out of the match: you watch it to its end."),
])
async def test_a_player_out_of_play_is_told_so_and_offered_no_uno_nor_catch(
        scoring: str, words: str) -> None:
    state = zoe_out(scoring)
    assert state.current == 1 and not state.active(0)
    async with at_table(state) as (pilot, app, link):
        table = app.screen
        status = table.query_one(StatusLine)
        await wait_for(pilot, lambda: str(status.text).startswith(words))
        assert "Waiting for Ana to play" in str(status.text)
        assert table.check_action("uno", ()) is False
        assert table.check_action("catch", ()) is False
        footer = footer_text(app)
        assert " UNO" not in footer and "Catch" not in footer, footer
        await pilot.press("c")  # a key that does nothing says why
        await wait_for(pilot, lambda: "Only chat (t), help (?), the log and q work." in
                       str(status.text))
        await pilot.press("u")
        assert link.sent == []  # (nothing the table would refuse was sent)


async def test_a_watchers_enter_on_the_results_goes_back_to_watching() -> None:
    """ssh29 #4: the results offered a watcher "⏎ Next round", and Enter sent the table a
    "ready" that it refused: "That seat is not at this table."."""
    from core import view
    from unotui.screens.round_end import RoundEndScreen

    state = scripted_state()
    arrange(state, {0: ["G7", "R6"], 1: ["R5"], 2: ["G2", "B2"], 3: ["Y9", "B5"]}, "R9",
            current=1)
    state.uno_called[1] = True
    apply(state, 1, action_from_wire({"type": "play", "card": "R5"}))
    link = ScriptedLink(NAMES, seat=None)
    app = app_on(link)
    async with app.run_test(size=(100, 30)) as pilot:
        link.feed({"t": "view", "view": view(state, None)})
        link.feed({"t": "round_end", "verified": True})
        await wait_for(pilot, lambda: isinstance(app.screen, RoundEndScreen))
        await wait_for(pilot, lambda: "Back to the table" in footer_text(app))  # (results)
        assert "Next round" not in footer_text(app)
        await pilot.press("enter")
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))
        assert link.ready_calls == 0


async def test_a_wild_draw_four_its_player_played_is_not_blamed_on_her_bot() -> None:
    """ux29 #7: Cy played a Wild Draw Four on you, then left the match (a bot plays her seat);
    the status line said "Cy's bot played Wild Draw Four on you"."""
    from types import SimpleNamespace

    state = scripted_state()
    arrange(state, {0: ["G7", "R6"], 1: ["R5", "G2"], 2: ["Y3", "B3"], 3: ["W4", "B1"]}, "G9",
            current=3)
    apply(state, 3, action_from_wire({"type": "play", "card": "W4", "color": "blue"}))
    assert state.current == 0 and state.phase.value == "challenge"
    link = ScriptedLink(NAMES)
    link.client = SimpleNamespace(left_seats={3})  # type: ignore[attr-defined]
    app = app_on(link)
    async with app.run_test(size=(100, 30)) as pilot:
        link.feed_view(state)  # (the challenge's question opens over the table)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                          for s in app.screen_stack))
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        status = table.query_one(StatusLine)
        await wait_for(pilot, lambda: "Wild Draw Four on you" in str(status.text))
        assert str(status.text).startswith("Cy played Wild Draw Four on you"), status.text


async def test_a_challenge_shows_the_challenger_the_offenders_hand() -> None:
    """ux29 #6: the hand a challenge reveals (the official rules show it to the challenger)
    was only in a log line cut off at 80 columns: "(Cy's…"."""
    from unotui.dialogs.choice import PeekDialog

    state = scripted_state()
    arrange(state, {0: ["G7", "R6"], 1: ["R5", "G2"], 2: ["Y3", "B3"], 3: ["W4", "G1"]}, "G9",
            current=3)
    apply(state, 3, action_from_wire({"type": "play", "card": "W4", "color": "blue"}))
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)  # (asked to challenge)
        await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                          for s in app.screen_stack))
        apply(state, 0, action_from_wire({"type": "challenge"}))  # Cy held G1: a bluff
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, PeekDialog))
        assert app.screen.who == "Cy" and app.screen.cards == ["G1"]
    # a screen opened later (a rejoin, a reconnect) does not show that old hand again
    again = ScriptedLink(NAMES)
    app = app_on(again)
    async with app.run_test(size=(80, 24)) as pilot:
        again.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause(0.2)
        assert not any(isinstance(s, PeekDialog) for s in app.screen_stack)


async def test_a_shown_hand_whose_time_runs_out_under_another_screen_waits_for_it() -> None:
    """ux30 #1: the hand a challenge showed had a screen opened above it (the round's results,
    after the next move) when its 5 s ran out: its close popped those results instead, the match
    went on without them, and the next close of the hand crashed the app."""
    from unotui.dialogs import ConfirmDialog
    from unotui.dialogs.choice import PeekDialog

    state = scripted_state()
    arrange(state, {0: ["G7", "R6"], 1: ["R5", "G2"], 2: ["Y3", "B3"], 3: ["B1"]}, "G9",
            current=0)
    async with at_table(state, (80, 24)) as (pilot, app, _link):
        shown = PeekDialog("Cy", ["B1"], seconds=0.2)
        app.push_screen(shown)
        await wait_for(pilot, lambda: app.screen is shown)
        above = ConfirmDialog("Above", "a screen over the hand")
        app.push_screen(above)
        await wait_for(pilot, lambda: app.screen is above)
        await pilot.pause(0.5)  # (its time runs out meanwhile)
        assert app.screen is above and shown in app.screen_stack
        above.dismiss(False)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen))  # (closed itself)
        await pilot.press("escape")  # (no second close of it, no crash)
        await pilot.pause(0.1)
        assert app.is_running and shown not in app.screen_stack


async def test_under_force_play_a_drawn_card_that_fits_is_said_to_be_played() -> None:
    """ux30 #2: with ``force_play`` the status line offered "play it (Enter) or keep it (p)",
    and p answered "You can only pass after drawing a playable card." — just drawn."""
    state = scripted_state(force_play=True, draw_until_playable=True)
    arrange(state, {0: ["B1"], 1: ["R5", "G2"], 2: ["Y3", "B3"], 3: ["G1"]}, "R9", current=0)
    apply(state, 0, action_from_wire({"type": "draw"}))  # (until one fits)
    assert state.drawn is not None and state.current == 0
    async with at_table(state) as (pilot, app, link):
        status = app.screen.query_one(StatusLine)
        card = app.screen.card(state.drawn.code)
        # (playing it leaves one card: the short words, with how to call UNO, review51 #3)
        await wait_for(pilot, lambda: str(status.text).startswith(
            f"You drew {card}: it fits and must be played (Enter); u first calls UNO."))
        await pilot.press("p")
        await wait_for(pilot, lambda: "a drawn card that fits must be played: play" in
                       str(status.text))
        assert link.sent == []
