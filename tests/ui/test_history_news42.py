"""A player whose connection blips gets the match so far (``history``) before the view on
every reconnect. What happened while they were away is still news as the view tells it: a
catch of their missed UNO made meanwhile is told in a notice (newbie36 #1), as it was before
the history existed (review42 #1)."""

from __future__ import annotations

from ui_testkit import screen_text, scripted_table, table_showing, wait_for

from core import Card, Catch, Play, apply, view


async def test_a_catch_made_while_reconnecting_is_still_told() -> None:
    state, link, app = scripted_table(
        {0: ["R5", "G9"], 1: ["R7", "B2"], 2: ["G2", "G3"], 3: ["B1", "B3"]}, "R9", current=0)
    async with app.run_test(size=(80, 24)) as pilot:
        await table_showing(pilot, link, state)
        apply(state, 0, Play(Card.parse("R5")))  # down to one card, no UNO
        link.feed_view(state)
        await wait_for(pilot, lambda: "no UNO" not in screen_text(app)
                       and "G9" in screen_text(app))
        assert not app._notifications
        # (the connection blips; Ana catches her meanwhile; back, the host sends the match so
        # far, then the view — net/host.py _on_hello, match_so_far)
        apply(state, 1, Catch(0))
        link.feed({"t": "history", "log": view(state, 0)["log"]})
        link.feed_view(state)
        for _ in range(50):
            await pilot.pause(0.01)
        assert [n.message for n in app._notifications] == [
            "Ana caught you without UNO: you draw 2"]
