"""fixnewbie57: what a new player saw at the table (newbie57), mended."""

from __future__ import annotations

from typing import Any

import pytest
from ui_testkit import (
    QuietLink,
    app_on,
    arrange,
    four_on_bo,
    scripted_state,
    shown,
    since_as_shown,
    wait_for,
    y2_and_b2_on_b8,
)

from core import view
from unotui.screens.table import TableScreen
from unotui.widgets.table_info import StatusLine

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_on_your_turn_a_silent_table_and_your_turn_are_both_drawn(
        monkeypatch: Any, size: tuple[int, int]) -> None:
    """newbie57 #2: on Zoe's turn with the host stopped, the status line at 80x24 read only
    "Your turn: play a card (Enter) or draw (d).": the silence came after it and was cut.
    At 80 and at 60 columns the drawn status line says the table is silent (for how long)
    and that it is your turn."""
    import unotui.screens.table

    monkeypatch.setattr(unotui.screens.table, "QUIET_CHECK", 0.05)
    state = scripted_state()
    arrange(state, {0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9", current=0)
    link = QuietLink()
    link.feed({"t": "view", "view": view(state, 0)})
    app = app_on(link)
    async with app.run_test(size=size) as pilot:
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await wait_for(pilot, lambda: "23 s" in app.screen.query_one(StatusLine).text)
        drawn = await shown(pilot)
        line = next(row for row in drawn.splitlines() if "23 s" in row)
        assert "Your turn." in line and ("stuck" in line), line


@pytest.mark.parametrize("size", [(60, 20), (80, 24)])
async def test_a_card_that_fits_only_with_another_is_marked_plus_and_explained(
        size: tuple[int, int]) -> None:
    """newbie57 #3: same_value multi-play, B8 on the pile, hand R8 Y2 B2: Y2 was raised as R8
    and B2 are, though Enter on it alone plays nothing. It stays down now, marked "+" (the
    hand's title says what "+" means), and the cursor on it says what it goes with; Space
    selects it, and then it is raised with B2 as the cards that play together."""
    async with y2_and_b2_on_b8(size) as (pilot, table, hand):
        assert hand.playable == {"R8", "B2"}, hand.playable
        y2 = hand.cards.index("Y2")
        assert "+" in hand.marks(y2) and all("+" not in hand.marks(i)
                                             for i in range(len(hand.cards)) if i != y2)
        drawn = await shown(pilot)
        assert "+ only with another card (Space)" in drawn, drawn
        hand.move_to(y2, placed=True)
        table.describe_cursor()
        assert "Y2 goes only with B2" in " ".join(
            table.query_one(StatusLine).text.split()), table.query_one(StatusLine).text
        await pilot.press("space")
        await pilot.pause()
        assert hand.playable == {"Y2", "B2"} and "+" not in hand.marks(y2), hand.playable
        assert "only with another card" not in await shown(pilot)


async def test_behind_the_challenge_question_the_footer_lists_the_questions_keys() -> None:
    """newbie57 #4: behind "Ana played Wild Draw Four on you" the footer drew "d Draw" and
    "x Challenge" dimmed (and "←→ Move", "c Catch"), as dead keys, though x and d answer the
    question. The footer lists the keys that act, in the question's words: d takes the
    cards, x challenges; the table's keys that do nothing there are not listed (c catches
    over it since newbie63 #1, and is listed)."""
    from unotui.dialogs import ChallengeDialog

    state, link, app = four_on_bo()
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state, seat=2)
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        footer = (await shown(pilot)).splitlines()[-1]
        assert "d Take the cards" in footer and "x Challenge" in footer, footer
        assert "Draw" not in footer and "Move" not in footer, footer
        assert "c Catch" in footer, footer
        await pilot.press("x")
        await wait_for(pilot, lambda: link.sent)
        assert link.sent[-1].get("type") == "challenge", link.sent




def test_since_your_last_move_keeps_the_skip_that_made_you_miss_a_turn() -> None:
    """newbie57 #7: Bo's Skip passed over Cy; Cy's line said "… you miss a turn; … Ana played
    R7; Bo played R3" at 80 columns and "… you miss a turn; … Bo played R3" at 60: who skipped
    Cy was cut, the newer plays kept. The play a phrase about you follows from is kept with it
    (or said with it, "Bo skipped you", where both do not fit)."""
    from core import Play, apply
    from core.cards import Card

    state = scripted_state()
    arrange(state, {0: ["R5", "R6", "G3"], 1: ["R1", "R7", "Y1"], 2: ["RS", "R3", "B9"],
                    3: ["R2", "B1", "B5"]}, "R9", current=3)
    for seat, card in ((3, "R2"), (0, "R5"), (1, "R1"), (2, "RS"), (0, "R6"), (1, "R7"),
                       (2, "R3")):
        apply(state, seat, Play(Card.parse(card)))
    events = view(state, 3)["log"]
    wide = since_as_shown(events, 3, 78)
    assert "Bo played R⊘; you miss a turn" in wide and wide.endswith("Bo played R3"), wide
    narrow = since_as_shown(events, 3, 58)
    assert "Bo skipped you" in narrow and narrow.endswith("Bo played R3"), narrow
    assert len(narrow) <= 58


def test_since_your_last_move_keeps_the_wild_draw_four_a_player_took() -> None:
    """newbie57 #7: "… Cy accepted the Wild Draw Four; Cy drew 4" at 80 columns: the two
    phrases left no room for Bo's W+4 that caused them. Accepting and drawing are one
    phrase ("Cy took 4 cards"), and the W+4 stays with it."""
    from core import Accept, Play, apply
    from core.cards import Card, Color

    state = scripted_state()
    arrange(state, {0: ["R5", "G2", "G3"], 1: ["R1", "Y1", "R7"], 2: ["W4", "RS", "R3"],
                    3: ["B1", "R2", "B5"]}, "R9", current=0)
    apply(state, 0, Play(Card.parse("R5")))
    apply(state, 1, Play(Card.parse("R1")))
    apply(state, 2, Play(Card.parse("W4"), Color.RED))
    apply(state, 3, Accept())
    events = view(state, 0)["log"]
    line = since_as_shown(events, 0, 78)
    assert line.endswith("Bo played W+4 and chose red; Cy took 4 cards"), line
    assert since_as_shown(events, 1, 200) == \
        "Since your last move: Bo played W+4 and chose red; Cy took 4 cards", since_as_shown(events, 1, 200)


async def test_back_from_a_frozen_host_the_log_says_it_once_and_not_of_a_move_that_landed(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """newbie57 #8: the host froze (SIGSTOP) after Zoe's play was sent, and came back: the log
    said "Connected again: you are back at the table." twice (the connection dropped again at
    once), and "Your last move may not have reached the table: if it is still your turn,
    play again." though the move had landed — the table's view, right after, showed it. The
    log says it is back once, and says nothing of a move the next view shows played."""
    from ui_testkit import scripted_table, table_showing

    from core import Play, apply
    from core.cards import Card
    from unotui.screens import table as table_module

    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    state, link, app = scripted_table({0: ["R5", "G9", "B1"], 1: ["Y1", "Y3"], 2: ["Y2", "G4"],
                                       3: ["B9", "G7"]}, "R9", current=0)
    async with app.run_test(size=(100, 30)) as pilot:
        table = await table_showing(pilot, link, state)
        table.query_one("HandView").move_to(table.query_one("HandView").cards.index("R5"))
        await pilot.press("enter")
        await wait_for(pilot, lambda: link.sent)
        await wait_for(pilot, lambda: "has not answered yet" in " ".join(
            table.query_one(StatusLine).text.split()))
        for _ in range(2):  # (dropped again at once after it came back)
            link.feed({"t": "_connection", "state": "reconnecting"})
            link.feed({"t": "_connection", "state": "restored"})
        apply(state, 0, Play(Card.parse("R5")))  # (the move landed: the view shows it)
        link.feed_view(state)
        await wait_for(pilot, lambda: table.view is not None and table.view["current"] == 1)
        await pilot.pause()
        notes = [str(ev.get("text")) for ev in table.match_log.events
                 if ev.get("type") == "table_note"]
        assert notes.count("Connected again: you are back at the table.") == 1, notes
        assert not any("may not have reached" in n for n in notes), notes
