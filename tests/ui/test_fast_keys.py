"""Keys typed right behind a key that opens a dialog reach that dialog, in order, none lost.

``burst`` delivers keys the way a terminal does for a fast typist (or a paste): all of them are
queued at once and the app handles none before the next arrives. ``pilot.press`` lets the app go
idle between keys, which hid the problem: the dialog was on screen before the next key came.
"""

from __future__ import annotations

from typing import Any

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, four_on_bo, scripted_state, wait_for

from tests.keykit import queue_key
from unotui.dialogs import ChallengeDialog
from unotui.screens.table import TableScreen
from unotui.widgets.hand import HandView
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]
MODES = ["burst", "pilot.press"]


def burst(pilot: Any, *keys: str) -> None:
    """Queue ``keys`` as typed all at once (the app handles none before the last is queued)."""
    for key in keys:
        queue_key(pilot.app, key)


async def type_fast(pilot: Any, mode: str, *keys: str) -> None:
    if mode == "burst":
        burst(pilot, *keys)
    else:
        await pilot.press(*keys)


async def at_table(pilot: Any, link: ScriptedLink, state: Any, seat: int = 0) -> TableScreen:
    link.feed_view(state, seat=seat)
    await wait_for(pilot, lambda: any(isinstance(s, TableScreen) and s.view is not None
                                      for s in pilot.app.screen_stack))
    await pilot.pause()
    return next(s for s in pilot.app.screen_stack if isinstance(s, TableScreen))


def table_app(link: ScriptedLink) -> Any:
    return app_on(link)


@pytest.mark.parametrize("mode", MODES)
async def test_a_colour_typed_right_after_playing_a_wild_names_it(mode: str) -> None:
    state = scripted_state()
    arrange(state, {0: ["W", "R5", "G7"], 1: ["Y1", "Y2"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = table_app(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_table(pilot, link, state)
        # the hand is sorted (R5 G7 W): 3 picks the Wild, Enter plays it, r names red; then,
        # back at the table, → moves on in the hand and p (which cannot act: nothing was drawn)
        # says why
        await type_fast(pilot, mode, "3", "enter", "r", "right", "p")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "W",
                                                     "color": "red"}])
        await wait_for(pilot, lambda: app.screen is table
                       and "only pass after drawing" in table.query_one(StatusLine).text)
        assert table.query_one(HandView).current() == "R5"


@pytest.mark.parametrize("mode", MODES)
async def test_x_typed_fast_after_later_challenges_once(mode: str) -> None:
    """After Esc (Later) the status says "x challenges": x does, at once (it used to reopen the
    question, which a quick "x a" then answered), and the question does not come back."""
    state, link, app = four_on_bo()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_table(pilot, link, state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.press("escape")  # decide later …
        await wait_for(pilot, lambda: app.screen is table)
        await type_fast(pilot, mode, "x")  # … then quickly: x challenges
        await wait_for(pilot, lambda: link.sent == [{"type": "challenge"}])
        await pilot.pause()
        assert app.screen is table and link.sent == [{"type": "challenge"}]


@pytest.mark.parametrize("mode", MODES)
async def test_answers_to_three_dialogs_in_a_row_are_all_kept(mode: str) -> None:
    state = scripted_state(wild_powers=True)
    arrange(state, {0: ["W", "G1", "G3"], 1: ["Y1", "Y2", "B7"], 2: ["G2"], 3: ["B1"]}, "R9",
            current=0)
    link = ScriptedLink(NAMES)
    app = table_app(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_table(pilot, link, state)
        # Enter: what does the Wild do? 2 (peek); whose hand? 1 (Ana); which colour? b
        await type_fast(pilot, mode, "enter", "2", "1", "b")
        await wait_for(pilot, lambda: link.sent == [
            {"type": "play", "card": "W", "color": "blue", "target": 1, "power": "peek"}])


@pytest.mark.parametrize("mode", MODES)
async def test_a_target_typed_right_after_a_seven_is_taken(mode: str) -> None:
    state = scripted_state(seven_o=True)
    arrange(state, {0: ["R7", "G1", "G2"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "R9", current=0)
    link = ScriptedLink(NAMES)
    app = table_app(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await at_table(pilot, link, state)
        await type_fast(pilot, mode, "enter", "2")
        await wait_for(pilot, lambda: link.sent == [{"type": "play", "card": "R7", "target": 2}])


@pytest.mark.parametrize("mode", MODES)
async def test_quitting_fast_still_asks_and_takes_the_answer(mode: str) -> None:
    state = scripted_state()
    arrange(state, {0: ["R5", "G1"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=1)
    link = ScriptedLink(NAMES)
    app = table_app(link)
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_table(pilot, link, state)
        await type_fast(pilot, mode, "q", "n", "right")  # no: stay, and → moves in the hand
        await wait_for(pilot, lambda: app.screen is table
                       and table.query_one(HandView).current() == "G1")
        await type_fast(pilot, mode, "q", "y")
        await wait_for(pilot, lambda: link.left)


async def test_help_and_leave_work_over_the_wild_draw_four_question() -> None:
    """newbie34 #6: with the challenge question open, the footer listed "? Help" and "q Leave"
    but both did nothing until Escape — and the help is where the challenge is explained. ?
    shows the help over the question (Escape goes back to it); q puts it aside and asks
    whether to leave the match."""
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.help import HelpScreen

    state, link, app = four_on_bo()
    async with app.run_test(size=(80, 24)) as pilot:
        table = await at_table(pilot, link, state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.press("question_mark")
        await wait_for(pilot, lambda: isinstance(app.screen, HelpScreen))
        await pilot.press("escape")
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.press("q")
        await wait_for(pilot, lambda: isinstance(app.screen, ConfirmDialog))
        assert app.screen_stack[-2] is table and link.sent == []
