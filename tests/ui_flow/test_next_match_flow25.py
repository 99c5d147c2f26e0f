"""After a match, the owner's ``s`` asks before pulling a guest who may still be reading the
results into the next match, and names them (play-test ux25 #5): the guest used to be taken
from their results into a dealt hand with only a toast, while the owner's lobby called them
merely "not ready"."""

from __future__ import annotations

import asyncio
import contextlib
from collections.abc import AsyncIterator
from typing import Any

from flow_kit import (
    hosting_app,
    loopback_plan,
    play_match,
    play_until_round_over,
    press,
    screen_text,
    wait_for,
    wait_screen,
    wait_table,
)

from core.rules import Rules
from unotui.dialogs import ConfirmDialog
from unotui.screens.lobby import LobbyScreen
from unotui.screens.round_end import RoundEndScreen

ONE_ROUND = Rules(scoring="single", hand_size=5)
LIMIT = 20.0



async def test_s_after_a_match_asks_before_starting_without_a_guest_still_reading() -> None:
    from net.client import Client

    app = hosting_app(loopback_plan("Again", seats=2, bots=0, rules=ONE_ROUND,
                                    round_pause=60.0))
    async with app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the host's lobby")
        host = lobby.session.host
        bob = await Client.connect_tcp("127.0.0.1", host.address[1], "Bob")
        # (seen by the owner's lobby: others' arrivals come in a combined lobby, within a
        # second, PROTOCOL.md §4)
        await wait_for(pilot, lambda: host.table.taken() == 2 and "Bob" in screen_text(app),
                       "Bob seated")
        # before any match, a player who is not ready is simply not waited for
        await press(pilot, "s")
        assert not isinstance(app.screen, ConfirmDialog)
        guest = asyncio.get_running_loop().create_task(play_match(bob))
        await wait_table(pilot)
        await play_until_round_over([pilot])
        await wait_screen(pilot, RoundEndScreen, "the match results")
        await asyncio.wait_for(guest, LIMIT)
        await press(pilot, "enter")  # the owner goes back to the lobby; Bob reads on
        await wait_for(pilot, lambda: app.screen is lobby
                       and "Press s to start another match" in screen_text(app), "the lobby")
        # (the table says Bob is still on his results: ux27 #15)
        assert "Bob  reading results" in screen_text(app)
        await press(pilot, "s")
        await wait_screen(pilot, ConfirmDialog, "the question")
        text = " ".join(screen_text(app).split())
        assert "Start now? Still reading: Bob" in text
        assert "Still reading the last match's results: Bob." in text
        await press(pilot, "n")  # not yet: nothing is started
        await wait_for(pilot, lambda: app.screen is lobby, "the lobby again")
        await asyncio.sleep(0.2)
        assert host.table.matches == 1
        await press(pilot, "s")
        await wait_screen(pilot, ConfirmDialog, "asked again")
        await press(pilot, "n")
        await wait_for(pilot, lambda: app.screen is lobby, "the lobby again")
        await bob.ready(False)  # Bob's app is back in the lobby, not ready: not asked about
        await wait_for(pilot, lambda: "Bob  not ready" in screen_text(app), "Bob back")
        await press(pilot, "s")
        await wait_table(pilot)
        assert host.table.matches == 2
        await bob.close()


async def test_a_guest_back_from_the_match_results_tells_the_table() -> None:
    """The app of a guest who leaves the match's results for the lobby says so (``ready``
    false): the owner's lobby no longer counts them as reading."""
    from flow_kit import joined_table

    async with joined_table(name="Den", seats=2, bot_delay=0.0, rules=ONE_ROUND,
                            round_pause=60.0) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "the guest's lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await ann.start()
        owner = asyncio.get_running_loop().create_task(play_match(ann))
        await wait_table(pilot)
        await play_until_round_over([pilot])
        await wait_screen(pilot, RoundEndScreen, "the match results")
        await asyncio.wait_for(owner, LIMIT)
        bo = host.table.seats[1].member
        assert bo is not None and bo.reading is True
        await press(pilot, "enter")  # back to the table's lobby
        await wait_screen(pilot, LobbyScreen, "the lobby again")
        await wait_for(pilot, lambda: bo.reading is False, "the table told")
        assert bo.ready is False


@contextlib.asynccontextmanager
async def bob_back_after_a_match(spend_budget: bool = False,
                                 **config: Any) -> AsyncIterator[tuple[Any, Any, Any]]:
    """A two-seat table (``TableConfig(**config)`` on top of a one-round match's) where Ann
    and Bob, scripts, played a match; Bob's connection ended on its results (his app ended
    there), his seat kept on disk — with ``spend_budget``, after his message budget was spent.
    Yields ``(host, member, app)``: the table, Bob's seat's member, still reading the results,
    and an app that joins the table again as Bob."""
    from net.client import Client
    from net.host import Host, TableConfig
    from unotui import kept_seats
    from unotui.launch import make_app
    from unotui.screens.join import JoinScreen

    host = Host(TableConfig(**{"name": "Den", "seats": 2, "rules": ONE_ROUND, "bot_delay": 0.0,
                               "round_pause": 60.0, "reconnect_window": 30.0, **config}))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    try:
        await ann.start()
        await asyncio.wait_for(asyncio.gather(play_match(ann), play_match(bob)), LIMIT)
        member = host.table.seats[1].member
        assert member is not None and member.reading is True
        if spend_budget:
            for _ in range(200):  # Bob's budget spent: his next message is dropped
                await bob.send({"t": "ping"})
            await bob.recv("error", timeout=LIMIT)
        kept_seats.keep(f"127.0.0.1:{port}", "Bob", bob.token)
        await bob.close()  # (his app ends on the results)
        yield host, member, make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", browse=None,
                                                         name="Bob", auto_join=True)],
                                     ascii_only=False, animations=False)
    finally:
        await ann.close()
        await host.close()


async def test_an_app_started_again_after_a_match_tells_the_table_it_is_back() -> None:
    """review30 #1: Bob's app ended on the match's results; started again, it sits down in
    his kept seat in the lobby, which never showed those results: the table went on counting
    him as reading them. The lobby tells it he is back."""
    async with bob_back_after_a_match() as (host, member, app), \
            app.run_test(size=(100, 30)) as pilot:
        await wait_screen(pilot, LobbyScreen, "Bob's lobby")
        await wait_for(pilot, lambda: member.reading is False, "the table told")
        assert member.ready is False and host.table.seats[1].member is member


async def test_a_dropped_word_that_the_player_is_back_is_sent_again() -> None:
    """The app's quiet ``ready`` false that says Bob is back from the results (above) can be
    dropped by the table's rate limit (his message budget spent just before, as players
    sharing an address can spend theirs). The app sends it again after the ``retry_after``
    the refusal names — it used to say nothing and the table counted him as reading for good
    (the suite saw it once in a while) — and no "slow down" is shown for what he did not do."""
    async with bob_back_after_a_match(spend_budget=True, msg_burst=60, msg_rate=2.0) \
            as (_host, member, app), app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "Bob's lobby")
        await wait_for(pilot, lambda: member.reading is False, "the table told")
        assert member.ready is False
        assert "slow down" not in lobby.said and "Too many" not in lobby.said


async def test_a_lobby_that_came_with_the_connection_is_answered_once_the_lobby_shows() -> None:
    """The CI saw the test above fail: under load the connection had read the table's only
    lobby (Bob still reading the results) before the lobby screen was mounted, when the app
    cannot send yet, and nothing came after it. The lobby screen says Bob is back as soon as
    it shows."""
    from net.client import Client
    from unotui.launch import make_app
    from unotui.tables import LobbySession

    async with bob_back_after_a_match() as (host, member, _app):
        bob = await Client.connect_tcp("127.0.0.1", host.address[1], "Bob", token=member.token)
        try:
            for _ in range(500):  # the lobby the table sends with its welcome, read already
                if bob.lobby is not None and not bob.messages.empty():
                    break
                await asyncio.sleep(0.01)
            while not bob.messages.empty():
                bob.messages.get_nowait()
            assert member.reading is True
            app = make_app(lambda: [LobbyScreen(LobbySession(bob))], ascii_only=False,
                           animations=False)
            async with app.run_test(size=(100, 30)) as pilot:
                await wait_screen(pilot, LobbyScreen, "Bob's lobby")
                await wait_for(pilot, lambda: member.reading is False, "the table told")
                assert member.ready is False
        finally:
            await bob.close()
