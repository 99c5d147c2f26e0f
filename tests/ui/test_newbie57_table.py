"""newbie57: what a new player sees at the table, and when a table goes away."""

from __future__ import annotations

from typing import Any

from ui_testkit import (
    QuietLink,
    ScriptedLink,
    app_on,
    arrange,
    four_on_bo,
    screen_text,
    scripted_state,
    shown,
    wait_for,
)

from core import view
from unotui.dialogs import ChallengeDialog
from unotui.screens.table import TableScreen
from unotui.widgets.footer import KeysFooter
from unotui.widgets.hand import HandView

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


async def test_newbie57_a_silent_table_on_your_turn_is_said_on_screen_at_80_columns(
        monkeypatch: Any) -> None:
    """newbie57 #2: the host stopped (SIGSTOP) on Lin's turn; at 80x24 the status line read
    only "Your turn: play a card (Enter) or draw (d)." for the 45 s until "Connection lost":
    "The table has said nothing for N s: its host may be stuck." is appended after the turn's
    sentence and the line drops whole sentences from its end to fit 78 columns, so it is never
    drawn (only the status line's colour changes). On others' turns it shows (it comes first
    there). The test of newbie42 #3 read StatusLine.text, not the screen."""
    import unotui.screens.table

    monkeypatch.setattr(unotui.screens.table, "QUIET_CHECK", 0.05)
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = QuietLink()
    link.feed({"t": "view", "view": view(state, 0)})
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await wait_for(pilot, lambda: "said nothing" in app.screen.query_one(
            "StatusLine").text)
        drawn = await shown(pilot)
        assert "said nothing for 23 s" in " ".join(drawn.split()), drawn


async def test_newbie57_behind_the_challenge_question_x_and_d_are_not_drawn_disabled() -> None:
    """newbie57 #4: the challenge box says "(x) Challenge" and "(d) Take the cards", and both
    keys act; the table's footer behind it draws "d Draw" and "x Challenge" dimmed, as keys
    that do nothing (beside "←→ Move" and "c Catch", which truly do nothing there). A footer
    behind a dialog should list only keys that act (hide the others), and count the dialog's
    own keys as acting."""
    state, link, app = four_on_bo()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        await pilot.pause()
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        keys = table.query_one(KeysFooter)._wanted()
        shown_keys = {slot.key: enabled for slot, enabled in keys}
        # a key listed must act: x and d answer the box above
        assert shown_keys.get("x", True) and shown_keys.get("d", True), shown_keys
        # and nothing listed does nothing
        assert all(shown_keys.values()), shown_keys


async def test_newbie57_a_card_that_fits_only_with_another_is_not_raised_like_a_playable_one(
        ) -> None:
    """newbie57 #3 (re-check of an older finding): same_value multi-play, B8 on the pile, hand
    R8 Y2 B2: Y2 is raised exactly as R8 and B2 are, though Enter on it alone only says
    "Y2 goes only with B2: Space selects them, Enter plays." (no penalty, one wasted key).
    A new player reads a raised card as "Enter plays it". The cards Enter plays alone should
    be raised; those that fit only with others marked otherwise (or not raised)."""
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R8", "Y2", "B2"], 1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "B8", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link)
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        hand = app.screen.query_one(HandView)
        assert "Y2" not in hand.playable, (hand.cards, hand.playable)
        assert screen_text(app)
