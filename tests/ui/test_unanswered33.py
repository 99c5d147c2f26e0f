"""A move the table does not answer for a while is said in the status line (ux33 #9: with the
host frozen, Enter changed nothing for seconds and the move seemed lost)."""

from __future__ import annotations

import pytest
from ui_testkit import screen_text, scripted_table, shown, table_showing, wait_for

from core import Card, Draw, Pass, Play, apply
from unotui.screens import table as table_module


async def test_a_move_without_answer_is_said_and_the_answer_replaces_it(
        monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    monkeypatch.setattr(table_module, "NOTICE_SECONDS", 0.5)
    state, link, app = scripted_table({0: ["R5", "G9", "B1"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]},
                                      "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("enter")  # R5, sent; the scripted table answers nothing
        await wait_for(pilot, lambda: link.sent != [])
        await wait_for(pilot, lambda: "has not answered yet" in screen_text(app))
        # (it stays past a notice's time: power37 #1 saw "Your turn" again after 8 s, pressed
        # the key again, and did not know whether anything was sent)
        await pilot.press("right")  # (a notice over it: what the card under the cursor is)
        await pilot.pause(table_module.NOTICE_SECONDS + 0.3)
        assert "has not answered yet" in screen_text(app)
        apply(state, 0, Play(Card.parse("R5")))  # the answer comes
        link.feed_view(state)
        await wait_for(pilot, lambda: "has not answered yet" not in screen_text(app))
        # an answer in time: nothing said
        monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 1.0)
        while state.current != 0:  # (round to Zoe again: the others draw, and keep it)
            seat = state.current
            apply(state, seat, Draw())
            if state.current == seat:
                apply(state, seat, Pass())
        link.feed_view(state)
        await wait_for(pilot, lambda: app.screen.view["current"] == 0)
        link.sent.clear()
        await pilot.press("d")
        await wait_for(pilot, lambda: link.sent != [])
        apply(state, 0, Draw())
        link.feed_view(state)
        await pilot.pause(1.3)
        assert "has not answered yet" not in await shown(pilot)


async def test_a_move_sent_as_the_connection_failed_is_said_when_it_comes_back(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """power37 #1: two draws sent to a frozen host were lost without a word once the connection
    came back: the log says the move may not have reached the table — once the table's first
    view shows it did not (newbie57 #8: said at once, it was said of a move that had landed)."""
    monkeypatch.setattr(table_module, "UNANSWERED_AFTER", 0.2)
    state, link, app = scripted_table({0: ["R5", "G9", "B1"], 1: ["Y1"], 2: ["Y2"], 3: ["B9"]},
                                      "R9", current=0)
    async with app.run_test(size=(100, 30)) as pilot:
        await table_showing(pilot, link, state)
        await pilot.press("d")
        await wait_for(pilot, lambda: "has not answered yet" in screen_text(app))
        link.feed({"t": "_connection", "state": "reconnecting"})
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        link.feed({"t": "_connection", "state": "restored"})
        link.feed_view(state)  # (the table's view after the reconnect: still Zoe's turn)
        # (in the since-line, inside a line: "…: your last move may not…")
        said = "our last move may not have reached the table: if it is still your turn, play"
        await wait_for(pilot, lambda: said in " ".join(screen_text(app).split()))
        await wait_for(pilot, lambda: "has not answered yet" not in screen_text(app))
