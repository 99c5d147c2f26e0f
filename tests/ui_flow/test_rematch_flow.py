"""After a match the results offer the table's lobby: the player goes back to it with Enter and
starts another match at the same seats; m leaves the table. Keyboard only, one-round matches."""

from __future__ import annotations

import re
from typing import Any

from flow_kit import (
    hosting_app,
    joined_table,
    play_match,
    play_until_round_over,
    screen_text,
    wait_for,
    wait_screen,
    wait_table,
)

from core.rules import Rules
from unotui.app import build_app
from unotui.screens.host_setup import HostPlan
from unotui.screens.lobby import LobbyScreen
from unotui.screens.menu import MenuScreen
from unotui.screens.round_end import RoundEndScreen
from unotui.screens.table import TableScreen

ONE_ROUND = Rules(scoring="single", hand_size=5)


async def match_results(pilot: Any) -> str:
    """Play the table's one-round match with the keyboard; the results screen's text."""
    await wait_table(pilot)
    await play_until_round_over([pilot])
    await wait_screen(pilot, RoundEndScreen, "the match results")
    await wait_for(pilot, lambda: "won the match" in screen_text(pilot.app), "the results")
    return screen_text(pilot.app)


async def test_the_match_results_keys_hint_wraps_at_60x20() -> None:
    """ssh45 #4: at 60x20, the smallest size the SSH door promises, the hint under the match's
    results read "Enter: back to the table's lobby, for another match · m: l"."""
    plan = HostPlan(table_name="Rematch", seats=2, bots=1, rules=ONE_ROUND, bind="127.0.0.1",
                    port=0, advertise=False, seed="rematch", bot_delay=0.0, round_pause=60.0)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Ana · normal  bot" in screen_text(app), "the bot")
        await pilot.press("s")
        await match_results(pilot)
        await pilot.resize_terminal(60, 20)
        await pilot.pause(0.2)
        results = app.screen
        assert isinstance(results, RoundEndScreen)
        text = " ".join(screen_text(app).split())
        assert "for another match · m: leave the table" in text, text


async def test_the_host_goes_back_to_the_lobby_and_starts_another_match() -> None:
    plan = HostPlan(table_name="Rematch", seats=2, bots=1, rules=ONE_ROUND, bind="127.0.0.1",
                    port=0, advertise=False, seed="rematch", bot_delay=0.0, round_pause=60.0)
    app = hosting_app(plan)
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: "Ana · normal  bot" in screen_text(app), "the bot")
        host = lobby.session.host
        await pilot.press("s")
        text = await match_results(pilot)
        assert "⏎ Back to the lobby" in text and "Leave the table" in text
        assert "Enter: back to the table's lobby, for another match · m: leave the table" in text

        await pilot.press("enter")
        await wait_for(pilot, lambda: app.screen is lobby, "the same lobby again")
        await wait_for(pilot, lambda: "Press s to start another match" in screen_text(app),
                       "what to do next")
        text = screen_text(app)
        # who won, said again where the next match is prepared
        assert re.search(r"(You|Ana) won the match with \d+ points\. Press s", text), text
        assert "Zoe (you, host)" in text and "Ana · normal  bot" in text
        assert "Scoring: single" in text and "s Start" in text
        assert lobby.client.connected and not lobby.session.closed
        assert not any(isinstance(s, TableScreen) for s in app.screen_stack)

        await pilot.press("s")  # the same table, the same seats: a second match
        await match_results(pilot)
        assert host.table.matches == 2
        await pilot.press("m")  # leave the table: back to the menu, the table closes
        await wait_screen(pilot, MenuScreen, "the menu")
        await wait_for(pilot, lambda: lobby.session.closed, "the table closed")


async def test_a_local_game_plays_again_without_a_lobby() -> None:
    """A game against bots has no lobby worth showing (no "r Ready", no "Lobby of Zoe's
    table"): after its match Enter plays another at once, on the same table screen; m leaves
    (play-test ux23 #12)."""
    app = build_app(bots=1, rules=ONE_ROUND, seed=5, name="Zoe", bot_delay=0.0,
                    ascii_only=False, lang="en")
    async with app.run_test(size=(100, 30)) as pilot:
        text = await match_results(pilot)
        assert "Enter: play again · m: back to the menu" in text
        assert "⏎ Play again" in text and "m Menu" in text and "lobby" not in text.lower()
        table = app.table_screen
        host = table.link.host
        await pilot.press("enter")
        await wait_for(pilot, lambda: app.screen is table and table.view is not None
                       and table.view["round"] == 1 and table.round_active()
                       and host.table.matches == 2, "the second match, at once")
        assert not any(isinstance(s, LobbyScreen) for s in app.screen_stack)
        await match_results(pilot)
        assert app.table_screen is table
        # m: back to the menu, as the results say, even with no menu under the game (an app
        # started on the table, ``unotui play``: it used to end, play-test ux24 #7)
        await pilot.press("m")
        await wait_for(pilot, lambda: isinstance(app.screen, MenuScreen), "the menu")
        assert app.is_running
    assert host.table.matches == 2


async def test_a_new_match_started_by_the_owner_closes_the_results() -> None:

    async with joined_table(name="Ann's", seats=2, rules=ONE_ROUND, seed="again", bot_delay=0.0,
                            round_pause=60.0) as (host, ann, app), app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await owner_plays_a_match(pilot, ann)
        assert "⏎ Back to the lobby" in screen_text(app)
        await ann.start()  # while Bo still reads the results
        await wait_screen(pilot, TableScreen, "the new match instead of the results")
        table = app.screen
        await wait_for(pilot, lambda: table.view is not None and table.view["round"] == 1
                       and table.round_active(), "round 1 of the new match")
        await wait_for(pilot, lambda: "Ann started a new match." in notices(app),
                       "the notice, naming who started it")
        assert host.table.matches == 2


async def owner_plays_a_match(pilot: Any, ann: Any) -> None:
    """Ann, the owner, starts a match and plays it to its end; Bo's app shows its results."""
    import asyncio

    await ann.start()
    owner = asyncio.get_running_loop().create_task(play_match(ann))
    await match_results(pilot)
    await asyncio.wait_for(owner, 20)


def notices(app: Any) -> list[str]:
    """The notifications the app has shown and not yet withdrawn (pilot runs do not draw
    toasts, so they are read where the app keeps them)."""
    return [n.message for n in app._notifications]



async def test_back_in_the_lobby_a_match_that_already_started_is_joined_at_once() -> None:
    """The race the lobby must survive: the owner starts the next match just as the player goes
    back from the results, and the table screen had already read the match's first messages
    (lobby 'playing', the first view) before it went. The lobby must not wait for messages that
    will never come again."""

    async with joined_table(name="Ann's", seats=2, rules=ONE_ROUND, seed="race", bot_delay=0.0,
                            round_pause=60.0) as (host, ann, app), app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await owner_plays_a_match(pilot, ann)
        table = next(s for s in app.screen_stack if isinstance(s, TableScreen))
        table.workers.cancel_group(table, "table-reader")  # it read, then went (below)
        bo = lobby.client
        await ann.start()
        await wait_for(pilot, lambda: bo.lobby.get("phase") == "playing"
                       and bo.last_view is not None and bo.last_view["round"] == 1
                       and bo.last_view["phase"] != "match_over", "Bo's client sees it")
        while not bo.messages.empty():  # what the table screen had read
            bo.messages.get_nowait()
        await pilot.press("enter")  # back to the lobby...
        new = await wait_screen(pilot, TableScreen, "...and straight on to the new match")
        assert new is not table
        await wait_for(pilot, lambda: new.view is not None and new.view["round"] == 1
                       and new.round_active(), "round 1 of the new match")
        assert host.table.matches == 2


async def test_a_guest_s_escape_on_the_match_results_goes_to_the_lobby_and_m_asks() -> None:
    """newbie43 #4: a guest's Esc on "Match over" (pressed to put the results away) left the
    table at once, seat and all. Esc goes back to the table's lobby, as Enter does; m (Leave
    the table) and q ask first, as the lobby's own q does."""

    from unotui.dialogs import ConfirmDialog

    async with joined_table(name="Ann's", seats=2, rules=ONE_ROUND, seed="esc", bot_delay=0.0,
                            round_pause=60.0) as (host, ann, app), app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bo's lobby")
        await owner_plays_a_match(pilot, ann)
        results = app.screen
        for key in ("m", "q"):
            await pilot.press(key)
            await wait_screen(pilot, ConfirmDialog, f"asked after {key}")
            assert "Leave the table?" in screen_text(app)
            assert "Your seat is given up." in screen_text(app)
            await pilot.press("n")
            await wait_for(pilot, lambda: app.screen is results, "the results again")
        await pilot.press("escape")
        await wait_for(pilot, lambda: app.screen is lobby, "the lobby")
        assert host.table.taken() == 2 and lobby.client.connected
