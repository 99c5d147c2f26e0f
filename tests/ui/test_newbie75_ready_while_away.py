"""newbie75 #4: Enter ("ready for the next round") on the round's results while the connection
to the table was down was dropped without a word (the binding dimmed); back, the table still
waited for this player, its countdown the only way on. Enter is kept and said to the table
once the connection is back; the results say so meanwhile. A table that closes instead is told
nothing."""

from __future__ import annotations

from test_table_gone_screens import NAMES, app_for, results_in_20_s, round_won_by_zoe
from ui_testkit import ScriptedLink, screen_text, wait_for

from unotui.screens.round_end import RoundEndScreen

AWAY = [{"t": "_connection", "state": "lost"},
        {"t": "_connection", "state": "reconnecting", "attempt": 2, "delay": 4.0,
         "gives_up_in": 52.0}]


async def test_enter_while_the_table_is_away_is_said_to_it_once_it_is_back() -> None:
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        for msg in AWAY:
            link.feed(msg)
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        await pilot.press("enter")
        await wait_for(pilot, lambda: "the table is told as soon as the connection is back"
                       in " ".join(screen_text(app).split()))
        assert isinstance(app.screen, RoundEndScreen) and link.ready_calls == 0
        link.feed({"t": "_connection", "state": "restored"})
        await wait_for(pilot, lambda: link.ready_calls == 1)
        await wait_for(pilot, lambda: not isinstance(app.screen, RoundEndScreen))
        # (the round's end the table sends again on reconnecting opens no second results)
        link.feed({"t": "round_end", "verified": True, "deal_in": 15.0})
        await pilot.pause(0.2)
        assert not isinstance(app.screen, RoundEndScreen) and link.ready_calls == 1


async def test_enter_while_away_is_not_sent_to_a_table_that_closed() -> None:
    link = ScriptedLink(NAMES)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        for msg in AWAY:
            link.feed(msg)
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        await pilot.press("enter")
        link.feed({"t": "_connection", "state": "closed", "reason": "shutdown",
                   "message": "The host closed the table."})
        await pilot.pause(0.3)
        assert link.ready_calls == 0


async def test_enter_while_away_is_not_sent_once_the_seat_was_given_up() -> None:
    """Back, but the table no longer knew this player (a bot plays the seat: they watch):
    "ready" would be refused ("Only a seated player can be ready"), or, the match gone, mark
    them ready in a lobby they never chose. It is not sent."""
    from test_table_gone_screens import ClientScriptedLink, FakeClient

    client = FakeClient()
    client.token_kept, client.seat = False, 0  # type: ignore[attr-defined]
    link = ClientScriptedLink(client)
    app = app_for(link)
    async with app.run_test(size=(80, 24)) as pilot:
        results_in_20_s(link, round_won_by_zoe(), 0)
        await wait_for(pilot, lambda: "Next round in " in screen_text(app))
        for msg in AWAY:
            link.feed(msg)
        await wait_for(pilot, lambda: "Connection lost" in screen_text(app))
        await pilot.press("enter")
        link.feed({"t": "_connection", "state": "restored", "seat_kept": False})
        await pilot.pause(0.3)
        assert link.ready_calls == 0
