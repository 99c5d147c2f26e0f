"""A player whose app ends without leaving (killed, its terminal closed, or told the table closed
before its host resumed the match) gets the seat back by joining the same table again: the
token of every seat the app takes is kept on disk (:mod:`unotui.kept_seats`)."""

from __future__ import annotations

import contextlib
import json
import os
import subprocess
import time
from collections.abc import AsyncIterator
from typing import Any

import pytest
from flow_kit import joined_table, wait_for, wait_table

from unotui import kept_seats
from unotui.kept_seats import Listing
from unotui.launch import make_app
from unotui.screens.join import JoinScreen


def join_again(host: Any) -> Any:
    """A new app (the same player, the same settings folder) joining ``host``'s table."""
    address = f"127.0.0.1:{host.address[1]}"
    return make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True)],
                    ascii_only=False, animations=False)


async def first_view_of_a_match(pilot: Any, host: Any, ann: Any) -> dict[str, Any]:
    """Bo's app seated at Ann's 2-seat table: Ann starts the match; Bo's first view of it."""
    await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
    await ann.start()
    table = await wait_table(pilot)
    await wait_for(pilot, lambda: table.view is not None, "the first view")
    return dict(table.view)


async def test_an_app_started_again_sits_down_in_its_seat_with_its_hand() -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat, hand = view["seat"], sorted(view["hand"])
        # (the app ended without leaving: the table keeps Bo's seat for him)
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        again = join_again(host)
        async with again.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
            assert [m.seat for m in host.table.members.values()].count(None) == 0
            await wait_for(pilot, lambda: any("your seat was kept for you" in str(n.message)
                                              for n in again._notifications), "welcome back")


async def wait_for_host(predicate: Any) -> None:
    import asyncio

    for _ in range(400):
        if predicate():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("the host never saw the app go")


def test_a_seat_is_offered_once_to_the_same_name_at_the_same_address_only() -> None:
    kept_seats.keep("Den.local:7152", "Bo", "ab" * 16)
    assert kept_seats.token_for("den.local:7152", "Bo") == "ab" * 16
    assert kept_seats.token_for("den.local:7152", "Ana") is None
    assert kept_seats.token_for("den.local:7153", "Bo") is None
    assert os.stat(kept_seats.path()).st_mode & 0o777 == 0o600  # a token is a seat
    kept_seats.keep("den.local:7152", "Bo", None)  # watching there now: nothing to offer
    assert kept_seats.token_for("den.local:7152", "Bo") is None


def test_a_seat_another_running_app_holds_or_an_old_one_is_not_offered() -> None:
    other = subprocess.Popen(["sleep", "30"])
    try:
        entries = {"a:1|Bo": {"token": "cd" * 16, "pid": other.pid, "at": time.time()},
                   "a:2|Bo": {"token": "ef" * 16, "pid": 1 << 22, "at": time.time() - 2 * 86400},
                   "a:3|Bo": {"token": "01" * 16, "pid": None, "at": time.time()}}
        kept_seats.path().write_text(json.dumps(entries), encoding="utf-8")
        # (its connection would be replaced: the seat is in use)
        assert kept_seats.token_for("a:1", "Bo") is None
        assert kept_seats.token_for("a:2", "Bo") is None  # a day old
        assert kept_seats.token_for("a:3", "Bo") == "01" * 16
    finally:
        other.kill()
        other.wait()
    assert kept_seats.token_for("a:1", "Bo") == "cd" * 16  # that app has ended


def test_a_seat_an_app_that_seems_to_run_holds_is_not_overwritten_by_a_watchers_token() -> None:
    """tmux35 #1: an app hung on its way out after its pane was killed still "ran", so its seat
    was not offered to the app its player started next — which then watched, and its watcher's
    token replaced the seat on disk for good. The seat stays kept (:func:`holds_seat`)."""
    other = subprocess.Popen(["sleep", "30"])
    try:
        entries = {"a:1|Bo": {"token": "cd" * 16, "pid": other.pid, "at": time.time()}}
        kept_seats.path().write_text(json.dumps(entries), encoding="utf-8")
        assert kept_seats.token_for("a:1", "Bo") is None  # (in use: not offered)
        assert kept_seats.holds_seat("a:1", "Bo")  # (but kept: a watcher does not replace it)
        kept_seats.keep("a:1", "Bo", "ab" * 16, watching=True)  # (a caller that did not ask)
        assert not kept_seats.holds_seat("a:1", "Bo")
        assert not kept_seats.holds_seat("a:2", "Bo")
    finally:
        other.kill()
        other.wait()


@pytest.mark.parametrize("text", ["", "not json", "[1, 2]", '{"a:1|Bo": {"token": 5}}'])
def test_an_unreadable_seats_file_offers_nothing_and_is_rewritten(text: str) -> None:
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(text, encoding="utf-8")
    assert kept_seats.token_for("a:1", "Bo") is None
    kept_seats.keep("a:1", "Bo", "ab" * 16)
    assert kept_seats.token_for("a:1", "Bo") == "ab" * 16


async def test_an_app_whose_seat_was_removed_while_away_says_so_on_coming_back() -> None:
    from flow_kit import screen_text, wait_screen

    from unotui.screens.lobby import LobbyScreen

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        seat = lobby.client.seat
        lobby.client.backoff = (1.0,)  # (time for the owner to act while Bo is away)
        lobby.client._writer.transport.abort()  # the network drops under Bo
        await wait_for_host(lambda: host.table.seats[seat].member is not None
                            and host.table.seats[seat].member.conn is None)
        await ann.kick(seat)
        await wait_for(pilot, lambda: "given up your seat" in screen_text(app),
                       "told the seat is gone", steps=4000)
        assert "Connected to the table again." not in screen_text(app)


async def test_a_player_removed_by_the_owner_goes_straight_back_told_why() -> None:
    """No question, no empty lobby with dead keys (power37 #6): back at the join screen, and
    a notice says who removed them."""
    from flow_kit import wait_screen

    from unotui.dialogs import ConfirmDialog
    from unotui.screens.lobby import LobbyScreen

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        lobby = await wait_screen(pilot, LobbyScreen, "the lobby")
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await ann.kick(lobby.client.seat)
        await wait_screen(pilot, JoinScreen, "back at the join screen")
        assert not any(isinstance(s, ConfirmDialog) for s in app.screen_stack)
        assert [n.message for n in app._notifications] == [
            "The host of Den removed you from the table."]


async def test_a_seat_whose_player_left_is_named_for_the_bot_that_plays_it() -> None:
    """Ann leaves the match: from then on her seat is "Ann's bot" wherever the table says who
    plays or won (a win after she left is not hers); the log keeps what Ann played."""
    from flow_kit import play_until_round_over

    from core.rules import Rules
    from unotui.screens.round_end import RoundEndScreen

    async with joined_table(name="Den", seats=3, bot_delay=0.0, round_pause=0.0,
                            rules=Rules(scoring="single")) as (host, ann, app), \
            app.run_test(size=(100, 30)) as pilot:
        await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        await ann.add_bot("easy")
        await ann.start()
        table = await wait_table(pilot)
        await wait_for(pilot, lambda: table.view is not None, "the first view")
        await ann.leave()
        # (in the log, which a colour dialog for the first card may cover on screen)
        await wait_for(pilot, lambda: "Ann left; a bot plays for Ann." in
                       table.match_log.lines(table.names, table.view["seat"]), "the takeover told")
        assert table.who(0) == "Ann's bot" and table.names[0] == "Ann"
        await play_until_round_over([pilot])
        results = await wait_for_results(pilot)
        assert results.names[0] == "Ann's bot"
        assert isinstance(results, RoundEndScreen)
        # (the final scores say it under her name: Ann left, a bot finished the match for her)
        from flow_kit import screen_text

        def marked() -> bool:
            lines = screen_text(app).splitlines()
            row = next(i for i, line in enumerate(lines) if line.strip().startswith("Ann "))
            return lines[row + 1].strip() == "(left; a bot finished)"
        await wait_for(pilot, marked, "Ann's row says she left")


async def wait_for_results(pilot: Any) -> Any:
    from unotui.screens.round_end import RoundEndScreen

    await wait_for(pilot, lambda: isinstance(pilot.app.screen, RoundEndScreen), "the results")
    return pilot.app.screen


async def test_an_app_started_again_after_its_seat_was_removed_says_it_joined_as_a_newcomer(
) -> None:
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            seat = (await first_view_of_a_match(pilot, host, ann))["seat"]
        # (the app ended without leaving: the seat waits for Bo — until the owner removes him)
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        await ann.kick(seat)
        again = join_again(host)
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: any("as a newcomer" in str(n.message)
                                              for n in again._notifications), "told")
            assert not any("your seat was kept" in str(n.message) for n in again._notifications)


async def test_an_app_started_again_gets_its_seat_back_from_the_lan_list_where_the_match_is_full(
) -> None:
    """Found by a new player: a running match is listed with every seat taken, so the Join list
    asked "Full — watch instead?" before looking for the seat kept for Bo — and watching then
    forgot the kept seat. The list now joins straight away when a seat is kept there."""
    from flow_kit import screen_text
    from test_closed_table_flow import lan_of

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.dialogs import ConfirmDialog

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            view = await first_view_of_a_match(pilot, host, ann)
            seat, hand = view["seat"], sorted(view["hand"])
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        port = host.address[1]
        info = TableInfo(name="Den", host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                         seats=2, taken=2, phase="playing", password=False,
                         service="Den._unotui._tcp.local.")
        again = make_app(lambda: [JoinScreen(browse=lan_of(info), name="Bo")],
                         ascii_only=False, animations=False)
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(again), "the list")
            again.screen.query_one("#tables").focus()
            await pilot.press("enter")
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
            assert not any(isinstance(s, ConfirmDialog) for s in again.screen_stack)


async def test_watching_a_table_never_forgets_a_seat_kept_there() -> None:
    """Found by a new player: watching (the only choice the Join list gave at a running match)
    overwrote the token of the seat kept for Bo, so his seat was lost for good."""
    from flow_kit import screen_text

    from net.client import Client
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    address = f"127.0.0.1:{port}"
    kept = "cd" * 16  # (a seat kept by an app that ended: no process holds it)
    kept_seats.path().parent.mkdir(parents=True, exist_ok=True)
    kept_seats.path().write_text(json.dumps(
        {f"{address}|Bo": {"token": kept, "pid": None, "at": time.time()}}), encoding="utf-8")
    app = make_app(lambda: [JoinScreen(address, browse=None, name="Bo")], ascii_only=False,
                   animations=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            screen = app.screen
            assert isinstance(screen, JoinScreen)
            screen.connect("127.0.0.1", port, address, spectate=True)
            await wait_for(pilot, lambda: any(m.seat is None for m in host.table.members.values()
                                              if m.name.startswith("Bo")), "Bo watching")
            from unotui.screens.lobby import LobbyScreen

            await wait_for(pilot, lambda: isinstance(app.screen, LobbyScreen)
                           and "Lobby of Den" in screen_text(app), "the lobby shown")
        assert kept_seats.token_for(address, "Bo") == kept
    finally:
        await ann.close()
        await host.close()


async def test_a_new_table_at_the_same_address_is_not_said_to_have_dropped_the_seat() -> None:
    """Found by a play-tester: the host closed the table and opened a new one at the same
    address; joining it said "the table no longer holds the seat you had there", as if this
    table had given up a seat it never had. What is said is true of any table there now."""
    from net.host import Host, TableConfig

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:
            await first_view_of_a_match(pilot, host, ann)
        port = host.address[1]
    assert kept_seats.token_for(f"127.0.0.1:{port}", "Bo") is not None  # (kept from the old)
    new = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    await new.start_server("127.0.0.1", port)
    try:
        again = join_again(new)
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: any("as a newcomer" in str(n.message)
                                              for n in again._notifications), "told")
            notes = " ".join(str(n.message) for n in again._notifications)
            assert "no longer holds" not in notes
            assert "the seat you had at this address before is not kept" in notes
    finally:
        await new.close()


async def test_the_join_list_says_a_seat_is_kept_instead_of_full() -> None:
    """Found by a play-tester: back after leaving a match, the list said the table was "full"
    while the seat waited there (Enter did give it back)."""
    from flow_kit import screen_text
    from test_closed_table_flow import lan_of

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION
    from unotui.screens.join import table_line

    def info(phase: str) -> TableInfo:
        return TableInfo(name="Den", host="127.0.0.1", port=7152, proto=PROTOCOL_VERSION,
                         seats=2, taken=2, phase=phase, password=True,
                         service="Den._unotui._tcp.local.")

    assert table_line(info("playing"), kept=True).endswith(
        "2/2 seats · playing · password · your seat is kept")
    assert table_line(info("lobby"), kept=True).endswith("2/2 seats · not started yet · "
                                                         "password · your seat is kept")
    kept_seats.keep("127.0.0.1:7152", "Bo", "ab" * 16)  # (Bo's seat there: the list says so)
    app = make_app(lambda: [JoinScreen(browse=lan_of(info("playing")), name="Bo")],
                   ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Den" in screen_text(app), "the list")
        text = screen_text(app)
        assert "your seat is kept" in text and "· full" not in text


async def test_a_table_none_of_whose_seats_is_taken_keeps_nobodys() -> None:
    """newbie42 #2: a seat freed in a lobby once its window ran out still read "your seat is
    kept" beside "0/4 seats": the table's count says no seat waits for anyone."""
    from flow_kit import screen_text
    from test_closed_table_flow import lan_of

    from net.discovery import TableInfo
    from net.protocol import PROTOCOL_VERSION

    empty = TableInfo(name="Spare", host="127.0.0.1", port=7153, proto=PROTOCOL_VERSION,
                      seats=4, taken=0, phase="lobby", password=False,
                      service="Spare._unotui._tcp.local.")
    kept_seats.keep("127.0.0.1:7153", "Dave", "cd" * 16)
    kept_seats.keep("127.0.0.1:7153", "Dan", "ef" * 16)
    app = make_app(lambda: [JoinScreen(browse=lan_of(empty), name="Dave")],
                   ascii_only=False, animations=False)
    async with app.run_test(size=(80, 24)) as pilot:
        await wait_for(pilot, lambda: "Spare" in screen_text(app), "the list")
        text = screen_text(app)
        assert "0/4 seats" in text and "kept" not in text, text


async def test_a_seat_kept_at_a_password_table_comes_back_from_the_list_without_the_password(
) -> None:
    """Found by a play-tester: after a crash, choosing the password table in the list asked for
    the password again, although the table gives a kept seat back on its token alone."""
    from flow_kit import screen_text
    from test_closed_table_flow import lan_of

    from net.client import Client
    from net.discovery import TableInfo
    from net.host import Host, TableConfig
    from net.protocol import PROTOCOL_VERSION

    host = Host(TableConfig(name="Den", seats=2, password="pw", bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", password="pw")
    app = make_app(lambda: [JoinScreen(f"127.0.0.1:{port}", "pw", browse=None, name="Bo",
                                       auto_join=True)], ascii_only=False, animations=False)
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            seat = (await first_view_of_a_match(pilot, host, ann))["seat"]
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        info = TableInfo(name="Den", host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                         seats=2, taken=2, phase="playing", password=True,
                         service="Den._unotui._tcp.local.")
        again = make_app(lambda: [JoinScreen(browse=lan_of(info), name="Bo")],
                         ascii_only=False, animations=False)
        async with again.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: "Den" in screen_text(again), "the list")
            again.screen.query_one("#tables").focus()
            await pilot.press("enter")
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            assert table.view["seat"] == seat
    finally:
        await ann.close()
        await host.close()


def test_the_list_says_under_which_name_a_seat_is_kept_and_a_watchers_token_is_no_seat() -> None:
    """Joining as Watcher, the list said "your seat is kept" for a seat kept for Joe (or for a
    token Watcher had as a watcher), and joining then said "not kept": it says whose seat it is."""
    from types import SimpleNamespace

    from unotui.screens.join import kept_elsewhere, table_line

    table = SimpleNamespace(name="T", address="127.0.0.1:7404", taken=3, seats=3,
                            phase="playing", full=True, password=False, compatible=True)
    kept_seats.keep("127.0.0.1:7404", "Joe", "ab" * 16)
    kept_seats.keep("127.0.0.1:7404", "Watcher", "cd" * 16, watching=True)
    assert kept_seats.seat_for("127.0.0.1:7404", "Watcher") is None  # (it watched: no seat)
    assert kept_seats.token_for("127.0.0.1:7404", "Watcher") == "cd" * 16  # (still offered)
    assert kept_seats.seat_names("127.0.0.1:7404") == ["Joe"]
    assert kept_elsewhere("127.0.0.1:7404", "Watcher") == "Joe"
    assert kept_elsewhere("127.0.0.1:7404", "Joe") is None
    line = table_line(table, kept=False, kept_for=kept_elsewhere(table.address, "Watcher"))
    assert line == "T · 127.0.0.1:7404 · 3/3 seats · playing · a seat is kept for Joe · full"
    assert table_line(table, kept=True).endswith("playing · your seat is kept")


def test_a_seat_is_not_kept_at_another_table_there_nor_after_the_match_it_was_left_in() -> None:
    """newbie43 #3: a new table opened at the address of one where Bea had sat was listed with
    "your seat is kept", and so was a table whose match 小明 had left (q, y) after that match
    ended, when the table gives the seat up: joining seated them as newcomers."""
    kept_seats.keep("127.0.0.1:8390", "Bea", "ab" * 16, table="Friday")
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Friday", "playing")) == "ab" * 16
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Late", "lobby")) is None
    assert kept_seats.seat_names("127.0.0.1:8390", Listing("Late", "lobby")) == []
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea") == "ab" * 16  # (by address: offered)
    kept_seats.keep("127.0.0.1:8390", "Bea", "ab" * 16)  # (the same seat: its table kept)
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Late", "playing")) is None
    kept_seats.left_match("ab" * 16)  # (she left the match under way)
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Friday", "playing")) == "ab" * 16
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Friday", "lobby")) is None
    kept_seats.keep("127.0.0.1:8390", "Bea", "ab" * 16)  # (back in her seat)
    assert kept_seats.seat_for("127.0.0.1:8390", "Bea", Listing("Friday", "lobby")) == "ab" * 16


def test_a_left_seat_seen_given_up_in_the_lobby_is_not_kept_at_the_next_match() -> None:
    """review46 #2: listed back in its lobby the table was not called keeping the seat Bea left
    in its match; listed "playing" again at its next match, it was, and Enter seated her as a
    newcomer."""
    from unotui.screens.join import kept_elsewhere

    address, token = "127.0.0.1:8391", "cd" * 16
    kept_seats.keep(address, "Bea", token, table="Friday")
    kept_seats.left_match(token)
    kept_seats.note_listed(address, Listing("Friday", "playing"))  # (her match still under way: kept)
    assert kept_seats.seat_for(address, "Bea", Listing("Friday", "playing")) == token
    kept_seats.note_listed(address, Listing("Late", "lobby"))  # (another table's lobby: nothing given up)
    assert kept_seats.seat_for(address, "Bea", Listing("Friday", "playing")) == token
    kept_seats.note_listed(address, Listing("Friday", "lobby"))  # (that match ended: the seat is given up)
    assert kept_seats.seat_for(address, "Bea", Listing("Friday", "playing")) is None
    assert kept_elsewhere(address, "Zoe", Listing("Friday", "playing")) is None


async def test_joining_under_another_name_says_under_which_name_the_seat_is_kept() -> None:
    from flow_kit import wait_screen

    from unotui.screens.lobby import LobbyScreen

    async with joined_table(name="Den", seats=3, bot_delay=3600.0) as (host, _ann, app):
        async with app.run_test(size=(100, 30)) as pilot:  # Bo sits down, and his app ends
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo seated")
        address = f"127.0.0.1:{host.address[1]}"
        other = make_app(lambda: [JoinScreen(address, browse=None, name="Cy", auto_join=True)],
                         ascii_only=False, animations=False)
        async with other.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, LobbyScreen, "Cy's lobby")
            said = ("Your seat here is kept for the name Bo: join as Bo to take it back.")
            await wait_for(pilot, lambda: any(said in str(n.message)
                                              for n in other._notifications), "told")
            assert not any("not kept" in str(n.message) for n in other._notifications)


async def test_a_seat_given_up_in_the_lobby_is_no_longer_listed_as_kept() -> None:
    """Found by a play-tester: Cat left the lobby with Escape, y ("Your seat is given up"); the
    join list still said "your seat is kept" for that table, where the host showed the seat
    empty."""
    from flow_kit import press, screen_text, wait_screen
    from test_closed_table_flow import lan_of

    from net.discovery import TableInfo
    from net.host import Host, TableConfig
    from net.protocol import PROTOCOL_VERSION
    from unotui.dialogs import ConfirmDialog
    from unotui.screens.lobby import LobbyScreen

    host = Host(TableConfig(name="Three", seats=3, bot_delay=3600.0))
    _, port = await host.start_server("127.0.0.1", 0)
    info = TableInfo(name="Three", host="127.0.0.1", port=port, proto=PROTOCOL_VERSION,
                     seats=3, taken=1, phase="lobby", password=False,
                     service="Three._unotui._tcp.local.")
    app = make_app(lambda: [JoinScreen(browse=lan_of(info), name="Cat")], ascii_only=False,
                   animations=False)
    address = f"127.0.0.1:{port}"
    try:
        async with app.run_test(size=(100, 30)) as pilot:
            join = await wait_screen(pilot, JoinScreen)
            await wait_for(pilot, lambda: "Three" in screen_text(app), "the list")
            join.query_one("#tables").focus()
            await press(pilot, "enter")
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: host.table.taken() == 1, "Cat seated")
            assert kept_seats.seat_for(address, "Cat") is not None
            await press(pilot, "escape")
            await wait_screen(pilot, ConfirmDialog)
            assert "Your seat is given up." in screen_text(app)
            await press(pilot, "y")
            await wait_screen(pilot, JoinScreen, "back on the list")
            await wait_for(pilot, lambda: "Back from" in screen_text(app), "back")
            await wait_for(pilot, lambda: host.table.taken() == 0, "the seat freed")
            assert kept_seats.seat_for(address, "Cat") is None
            await wait_for(pilot, lambda: "Three" in screen_text(app), "the list again")
            assert "your seat is kept" not in screen_text(app)
    finally:
        await host.close()


async def test_an_ssh_visitor_who_renamed_themselves_gets_the_seat_back_under_that_name() -> None:
    """ssh26 #1: a visitor of an SSH door renamed themselves (Bo) in the door's settings, sat
    down and dropped; their next session starts as their SSH username again (Cy), and the seat
    kept under Bo was only named ("join as Bo"), so the match went on with a bot in it. A door
    keeps each visitor's seats apart, so a seat kept under another name in a visitor's session
    is theirs: it is given back, under the name it had (on a machine's own app, a seat kept
    under another name is only named: above)."""
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        async with app.run_test(size=(100, 30)) as pilot:  # Bo sits down, and drops
            view = await first_view_of_a_match(pilot, host, ann)
            seat, hand = view["seat"], sorted(view["hand"])
        await wait_for_host(lambda: host.table.seats[seat].member.conn is None)
        address = f"127.0.0.1:{host.address[1]}"
        visitor = make_app(lambda: [JoinScreen(address, browse=None, name="Cy", auto_join=True)],
                           ascii_only=False, animations=False)
        visitor.ssh_door = "menu"
        async with visitor.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "the view")
            assert table.view["seat"] == seat and sorted(table.view["hand"]) == hand
            assert sorted(m.name for m in host.table.members.values()) == ["Ann", "Bo"]
            join = next(s for s in visitor.screen_stack if isinstance(s, JoinScreen))
            line = join.name_line(at_table=True)  # (the name was not taken: it is theirs)
            assert "was taken" not in line, line


@pytest.mark.parametrize("goes_on", [False, True])
async def test_a_seat_at_a_table_closed_for_good_is_no_longer_kept(
        tmp_path: Any, goes_on: bool) -> None:
    """ux29 #4, ux27 #6: after its host closed the table for good, a new table opened at the
    same address was listed as keeping the seat ("your seat is kept") and joining it gave a new
    one. A table whose match can go on (``resumable``: stopped, it may open again where it
    was) keeps the seat."""
    from flow_kit import wait_screen

    from unotui.dialogs import TableClosedDialog

    journal = {"journal": tmp_path / "t.jsonl"} if goes_on else {}
    async with joined_table(name="Den", seats=2, bot_delay=3600.0, **journal) as (host, ann, app):
        address = f"127.0.0.1:{host.address[1]}"
        async with app.run_test(size=(100, 30)) as pilot:
            await first_view_of_a_match(pilot, host, ann)
            assert kept_seats.seat_for(address, "Bo") is not None
            await host.close()
            await wait_screen(pilot, TableClosedDialog, "the table closed")
            assert (kept_seats.seat_for(address, "Bo") is not None) is goes_on


async def test_a_match_its_host_closed_then_opened_again_by_its_journal_gives_the_seat_back(
        tmp_path: Any) -> None:
    """away35 #1: a hosting player who left the match (closed for good) is told it can be
    opened again with ``host --resume FILE``; its guests, whose seats were forgotten, then came
    back as newcomers to watch bots play them. The token stays on disk marked closed: never
    listed as a kept seat but at that very table listed again in play, and offered to that
    address, where the reopened match knows it."""
    from flow_kit import wait_screen

    from net.host import Host, TableConfig
    from net.journal import load
    from unotui.dialogs import TableClosedDialog

    journal = tmp_path / "t.jsonl"
    async with joined_table(name="Den", seats=2, bot_delay=3600.0, journal=journal,
                            in_app=True) as (host, ann, app):
        port = host.address[1]
        address = f"127.0.0.1:{port}"
        async with app.run_test(size=(100, 30)) as pilot:
            seat = (await first_view_of_a_match(pilot, host, ann))["seat"]
            await host.close()
            closed = await wait_screen(pilot, TableClosedDialog, "the table closed")
            assert "can go on" not in closed.text  # (closed for good: final scores)
        assert kept_seats.seat_for(address, "Bo") is None and kept_seats.seat_names(address) == []
    again = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0, journal=journal),
                 load(journal))
    await again.start_server("127.0.0.1", port)
    try:
        # (listed again, that very table in play — its identity, from the journal — keeps the
        # seat; the list read "full" to its players, newbie45 #1; another table there does not)
        listed = kept_seats.Listing("Den", "playing", again.table.table_id)
        assert kept_seats.seat_for(address, "Bo", listed) is not None
        assert kept_seats.seat_names(address, listed) == ["Bo"]
        for other in (listed._replace(table_id="ab" * 8), listed._replace(phase="lobby"),
                      listed._replace(table_id=None)):
            assert kept_seats.seat_for(address, "Bo", other) is None
        back = join_again(again)
        async with back.run_test(size=(100, 30)) as pilot:
            await wait_for(pilot, lambda: any("your seat was kept" in str(n.message)
                                              for n in back._notifications), "told")
            await wait_for_host(lambda: again.table.seats[seat].kind == "human"
                                and again.table.seats[seat].member.conn is not None)
            assert again.table.seats[seat].member.name == "Bo"
    finally:
        await again.close()


async def test_one_who_came_to_play_during_a_match_and_only_watched_is_not_told_of_a_lost_seat(
        ) -> None:
    """ssh34 #2: joining to play while a match was under way makes a watcher; the token the
    app kept for it was kept as a seat's, so every later visit said "Joined … as a newcomer:
    the seat you had at this address before is not kept" to one who never had a seat."""
    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        await ann.add_bot("normal")
        await wait_for_host(lambda: host.table.taken() == 2)
        await ann.start()
        await wait_for_host(lambda: host.table.phase == "playing")
        address = f"127.0.0.1:{host.address[1]}"
        async with app.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "Bo watching the match")
            assert any(m.name == "Bo" and m.seat is None for m in host.table.members.values())
        assert kept_seats.token_for(address, "Bo") is not None  # (kept: he may watch again)
        assert kept_seats.seat_for(address, "Bo") is None  # (but never called a seat)
        again = join_again(host)
        async with again.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None, "watching again")
            notes = " ".join(str(n.message) for n in again._notifications)
            # (no seat of his is said lost or kept: a bot's seat he may play is offered)
            assert "newcomer" not in notes and "your seat" not in notes \
                and "not kept" not in notes, notes


@contextlib.asynccontextmanager
async def ann_against_a_bot() -> AsyncIterator[tuple[Any, int]]:
    """A 2-seat table in this process, Ann (a script's client) and a normal bot in a match
    under way (the bot never moves): ``(host, port)``; closed on the way out."""
    from net.client import Client
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=2, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        await ann.add_bot("normal")
        await wait_for_host(lambda: host.table.taken() == 2)
        await ann.start()
        await wait_for_host(lambda: host.table.phase == "playing")
        yield host, port
    finally:
        await ann.close()
        await host.close()


async def test_the_text_client_that_only_watched_is_not_told_of_a_lost_seat(
        monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    """review34 #5: ``unotui join`` (the text client) kept a watcher's token as a seat's, as
    the app's join screen did (ssh34 #2)."""
    import sys

    from unotui.commands.join import _play

    async with ann_against_a_bot() as (_host, port):
        for _ in range(2):  # (joins, watches, and leaves at once: its input is at its end)
            read, write = os.pipe()
            os.close(write)
            monkeypatch.setattr(sys, "stdin", os.fdopen(read))
            assert await _play("127.0.0.1", port, "Bo", None, False) == 0
            sys.stdin.close()
        said = capsys.readouterr().out
        assert said.count("Joined as Bo (spectator).") == 2, said
        assert "newcomer" not in said and "seat you had" not in said
        assert kept_seats.seat_for(f"127.0.0.1:{port}", "Bo") is None


async def test_a_watcher_who_takes_a_bots_seat_keeps_it_as_a_seat() -> None:
    """ux33 #7: an app that came during a match takes over the bot's seat with s; the table
    gives it the seat, and the token kept on disk is a seat's, so a dropped app gets it back."""
    from flow_kit import wait_screen

    from unotui.dialogs import ConfirmDialog

    async with joined_table(name="Den", seats=2, bot_delay=3600.0) as (host, ann, app):
        address = f"127.0.0.1:{host.address[1]}"
        await ann.add_bot("normal")
        await wait_for_host(lambda: host.table.taken() == 2)
        await ann.start()
        await wait_for_host(lambda: host.table.phase == "playing")
        async with app.run_test(size=(100, 30)) as pilot:
            table = await wait_table(pilot)
            await wait_for(pilot, lambda: table.view is not None
                           and table.check_action("take_seat", ()) is True, "s offered")
            assert kept_seats.seat_for(address, "Bo") is None  # (a watcher's token)
            await pilot.press("s")
            await wait_screen(pilot, ConfirmDialog, "asked")
            await pilot.press("y")
            await wait_for(pilot, lambda: table.view is not None
                           and table.view.get("seat") == 1, "seated")
            assert host.table.seats[1].kind == "human"
            assert kept_seats.seat_for(address, "Bo") is not None


async def test_the_text_client_that_takes_a_bots_seat_keeps_it_as_a_seat(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """ux33 #7: ``s N`` in the text client takes over a bot's seat; its token, a watcher's
    until then, is kept on disk as a seat's."""
    import asyncio
    import sys

    from unotui.commands.join import _play

    async with ann_against_a_bot() as (host, port):
        read, write = os.pipe()
        monkeypatch.setattr(sys, "stdin", os.fdopen(read))
        playing = asyncio.ensure_future(_play("127.0.0.1", port, "Bo", None, False))
        await wait_for_host(lambda: any(m.name == "Bo" for m in host.table.members.values()))
        await asyncio.sleep(0.3)  # (its lobby, which lists the seat it may take, read)
        os.write(write, b"s 2\n")
        await wait_for_host(lambda: host.table.seats[1].kind == "human")
        address = f"127.0.0.1:{port}"
        for _ in range(200):
            if kept_seats.seat_for(address, "Bo") is not None:
                break
            await asyncio.sleep(0.02)
        assert kept_seats.seat_for(address, "Bo") is not None
        os.close(write)
        assert await asyncio.wait_for(playing, 20) == 0
        sys.stdin.close()


@contextlib.asynccontextmanager
async def first_app_holds_bo() -> AsyncIterator[tuple[Any, str, Any]]:
    """A table with a seat kept on disk for "Bo" by another running app of this user (its
    connection and a live process): ``(host, address, first app's client)``."""
    from net.client import Client
    from net.host import Host, TableConfig

    host = Host(TableConfig(name="Den", seats=3, bot_delay=3600.0))
    _bind, port = await host.start_server("127.0.0.1", 0)
    address = f"127.0.0.1:{port}"
    first = await Client.connect_tcp("127.0.0.1", port, "Bo")  # (the first app's connection)
    other = subprocess.Popen(["sleep", "30"])  # (the first app, still running)
    try:
        entries = {f"{address}|Bo": {"token": first.token, "pid": other.pid, "at": time.time()}}
        kept_seats.path().write_text(json.dumps(entries), encoding="utf-8")
        yield host, address, first
    finally:
        other.kill()
        other.wait()
        await first.close()
        await host.close()


async def test_a_second_app_of_one_name_keeps_its_seat_beside_the_first_apps() -> None:
    """newbie47 #5: two apps of one user joined a table as Bo (the second became "Bo 2"); the
    second kept its seat over the first's on disk, and after the host came back the first
    app's player watched while a bot played his seat. The second keeps its own under the name
    the table gave it, and finds it there again; the first app's stays."""
    from flow_kit import wait_screen

    from unotui.screens.lobby import LobbyScreen

    async with first_app_holds_bo() as (host, address, first):
        app = make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True)],
                       ascii_only=False, animations=False)
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo 2 seated")
            token = app.screen.session.client.token
        kept = json.loads(kept_seats.path().read_text(encoding="utf-8"))
        assert kept[f"{address}|Bo"]["token"] == first.token  # (the first app's, untouched)
        assert kept[f"{address}|Bo 2"]["token"] == token
        assert kept_seats.token_for(address, "Bo") == token  # (this app asks as Bo: its own)


async def test_a_second_app_that_watched_then_sits_down_keeps_the_first_apps_seat() -> None:
    """review51 #4: the fix of newbie47 #5 (the second app's seat kept under the name the
    table gave it, "Bo 2") was in the join screen alone. The lobby rewrote the kept token
    when its player sat down or stood up to watch, and a lost match did too, under the asked
    name ("Bo"): the second app's token replaced the first app's seat entry again."""
    from flow_kit import wait_screen

    from unotui.screens.lobby import LobbyScreen

    async with first_app_holds_bo() as (host, address, first):
        app = make_app(lambda: [JoinScreen(address, browse=None, name="Bo", auto_join=True,
                                           watch=True)],
                       ascii_only=False, animations=False)
        async with app.run_test(size=(100, 30)) as pilot:
            await wait_screen(pilot, LobbyScreen, "the lobby")
            await wait_for(pilot, lambda: app.screen.session.client.name == "Bo 2", "Bo 2")
            await pilot.press("r")  # (the watcher sits down in the free seat)
            await wait_for(pilot, lambda: host.table.taken() == 2, "Bo 2 seated")
            await pilot.pause(0.3)
        kept = json.loads(kept_seats.path().read_text(encoding="utf-8"))
        assert kept[f"{address}|Bo"]["token"] == first.token, kept  # (the first app's, untouched)


def test_a_seat_kept_under_one_loopback_name_is_kept_under_the_others() -> None:
    """review90 #5: only ``token_for`` read ``localhost:P`` and ``127.0.0.1:P`` as one address
    (one socket); the list's "a seat is kept for Joe", the names offered, and forgetting a
    seat the table gave up treated them as two, and the other was called "another address"."""
    token = "ab" * 16
    kept_seats.keep("localhost:7405", "Joe", token, table="T", table_id="9f" * 8)
    here = "127.0.0.1:7405"
    assert kept_seats.seat_names(here) == ["Joe"]
    assert kept_seats.holds_seat(here, "Joe")
    assert kept_seats.seat_for(here, "Joe") == token
    welcome = {"table": "T", "table_id": "9f" * 8, "phase": "playing"}
    assert kept_seats.kept_at_other_address(here, "Joe", welcome) is None  # (the same place)
    assert kept_seats.kept_at_other_address("10.0.0.9:7405", "Joe", welcome) == "localhost:7405"
    kept_seats.forget(here, "Joe", token)  # (the table there gave the seat up)
    assert kept_seats.token_for("localhost:7405", "Joe") is None
    assert kept_seats.seat_names(here) == []
