"""When a table goes away, and the pause between rounds.

A table its host closes tells every guest so (and that ends their reconnecting at once); a table
that vanishes without a word is retried for the reconnect window, with the attempt and the time
left, then given up with a reason, and a player may try again. Between rounds the next deal waits
for the players who are there (or the countdown), never for nobody: also after a resume from the
journal (issue 11, bug 5).
"""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

import pytest
from net_testkit import WAIT, Player, fast_config, start_host, until, until_closed

from core.rules import Rules
from net.client import Client
from net.host import Host
from net.journal import load


async def connection_states(c: Client, until: str) -> list[dict[str, Any]]:
    """Every ``_connection`` pseudo message up to and including the first of state ``until``."""
    seen = []
    while True:
        msg = await c.recv("_connection", timeout=WAIT)
        seen.append(msg)
        if msg["state"] == until:
            return seen


async def round_over(player: Player) -> dict[str, Any]:
    return await asyncio.wait_for(player.play_until("round_end"), WAIT * 3)


async def test_closing_the_table_tells_every_guest_once_and_ends_their_reconnecting() -> None:
    host, port = await start_host(name="Friday table", seats=3)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob", backoff=(0.05,))
    await ann.add_bot()
    await ann.start()
    watcher = await Client.connect_tcp("127.0.0.1", port, "Cy", spectate=True, backoff=(0.05,))
    await bob.recv("view", timeout=WAIT)
    await host.close()
    for guest in (bob, watcher):
        states = await connection_states(guest, "closed")
        closed = states[-1]
        assert [s["state"] for s in states] == ["closed"]  # no "lost", no "reconnecting"
        assert closed["reason"] == "shutdown" and closed["table"] == "Friday table"
        assert closed["names"] == ["Ann", "Bob", "Ana"] and len(closed["scores"]) == 3
    await asyncio.sleep(0.2)  # longer than every backoff step: nothing more arrives
    later = [bob.messages.get_nowait() for _ in range(bob.messages.qsize())]
    assert not [m for m in later if m["t"] == "_connection"]
    for c in (ann, bob, watcher):
        await c.close()


@pytest.mark.parametrize(("teams", "sides"), [("pairs", [0, 1, 0, 1]), ("off", None)])
async def test_a_closing_notice_says_who_plays_with_whom(teams: str,
                                                          sides: list[int] | None) -> None:
    """newbie44 #13: a team table's closing scores read like four players who tied in pairs.
    The notice names each seat's team (PROTOCOL.md, the table closes), as the view does."""
    host, port = await start_host(name="Den", rules=Rules(target_score=50, teams=teams))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    for _ in range(3):
        await ann.add_bot()
    await ann.start()
    await ann.recv("view", timeout=WAIT)
    assert host.table.state is not None  # (its match_end says them too, review48 #5)
    assert host.table.match_end_message(host.table.state).get("teams") == sides
    await host.close()
    closed = (await connection_states(ann, "closed"))[-1]
    assert closed["teams"] == sides and len(closed["scores"]) == 4
    await ann.close()


async def test_a_lobby_closed_by_its_host_sends_no_scores() -> None:
    host, port = await start_host(name="Den")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    await host.close()
    closed = (await connection_states(bob, "closed"))[-1]
    assert closed["reason"] == "shutdown" and closed["table"] == "Den"
    assert closed["scores"] is None and closed["resumable"] is False
    assert closed["teams"] is None
    await bob.close()


@pytest.mark.parametrize(("in_app", "by_signal", "goes_on"), [
    (False, False, True),   # a headless table its operator stopped: `host --resume` goes on
    (True, True, True),     # an app's table stopped by SIGTERM/SIGHUP: it went away
    (True, False, False),   # the hosting player left the match: it ended, its scores final
])
async def test_a_guest_is_told_whether_the_closed_tables_match_can_go_on(
        tmp_path: Path, in_app: bool, by_signal: bool, goes_on: bool) -> None:
    # (ux28 #9: a guest read "Final scores" of a match its host could resume)
    host, port = await start_host(name="Den", seats=3, journal=tmp_path / "t.jsonl",
                                  in_app=in_app)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    await ann.add_bot()
    await ann.start()
    await bob.recv("view", timeout=WAIT)
    host.table.went_away = by_signal
    await host.close()
    closed = (await connection_states(bob, "closed"))[-1]
    assert closed["resumable"] is goes_on and len(closed["scores"]) == 3
    assert ("its match can go on" in closed["message"]) is goes_on, closed["message"]
    assert (load(tmp_path / "t.jsonl").closed_at is None) is goes_on
    for c in (ann, bob):
        await c.close()


async def test_a_vanished_host_is_retried_with_attempts_then_given_up_then_tried_again() -> None:
    host, port = await start_host(seats=2)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05, 0.1),
                                   give_up_after=0.6)
    try:
        # the host vanishes without a word: no more listening, connections cut
        assert host.server is not None
        host.server.close()
        for m in list(host.table.members.values()):
            if m.conn is not None:
                m.conn.abort()
        states = await connection_states(ann, "closed")
        assert states[0]["state"] == "lost" and states[-1]["reason"] == "gone"
        tries = [s for s in states if s["state"] == "reconnecting"]
        assert [s["attempt"] for s in tries] == list(range(1, len(tries) + 1))
        assert len(tries) >= 2 and all(0 <= s["gives_up_in"] <= 0.6 for s in tries)
        assert tries[0]["gives_up_in"] > tries[-1]["gives_up_in"]
        # it comes back on the same port; the player tries again and has the same seat
        await host.start_server("127.0.0.1", port)
        assert ann.retry()
        assert not ann.retry()  # already trying
        assert (await connection_states(ann, "restored"))[-1]["state"] == "restored"
        assert ann.seat == 0
    finally:
        await ann.close()
        await host.close()


async def test_the_give_up_time_is_the_tables_reconnect_window() -> None:
    host, port = await start_host(seats=2, reconnect_window=42.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.recv("lobby", timeout=WAIT)
    assert ann.window() == 42.0
    await ann.close()
    await host.close()


async def two_players_and_a_bot() -> tuple[Host, Player, Player]:
    """A 3-seat table with a minute between rounds: Ann (the owner), Bob and a bot, the match
    started."""
    host, port = await start_host(seats=3, round_pause=60.0, rules=Rules(target_score=500))
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
    bob = Player(await Client.connect_tcp("127.0.0.1", port, "Bob"), seed=2)
    await ann.client.add_bot()
    await ann.client.start()
    return host, ann, bob


async def test_the_end_of_a_round_sends_a_lobby_with_the_countdown_and_nobody_ready() -> None:
    """Found by a client written from the docs: a round's end cleared every ``ready`` flag and
    started the countdown, but no ``lobby`` said so until somebody pressed ready: the seats
    still showed a ``ready`` sent during the round, and ``deal_in`` was null."""
    host, ann, bob = await two_players_and_a_bot()
    try:
        await bob.client.ready()  # during the round: shown, and counts for nothing
        await asyncio.gather(round_over(ann), round_over(bob))
        while True:
            lobby = await ann.client.recv("lobby", timeout=WAIT)
            if lobby["deal_in"] is not None:
                break
        assert 55 < lobby["deal_in"] <= 60
        assert [s["ready"] for s in lobby["seats"]] == [False, False, True]  # (the bot's: true)
        await ann.client.close()
        await bob.client.close()
    finally:
        await host.close()


async def test_next_round_waits_for_every_player_there_and_shows_the_countdown() -> None:
    host, ann, bob = await two_players_and_a_bot()
    try:
        ends = await asyncio.gather(round_over(ann), round_over(bob))
        assert all(e["deal_in"] is not None and 55 < e["deal_in"] <= 60 for e in ends)
        await ann.client.ready()  # Ann left her results; Bob is still reading his
        while True:
            lobby = await bob.client.recv("lobby", timeout=WAIT)
            if lobby["seats"][0]["ready"]:
                break
        assert host.table.state is not None and host.table.state.round_no == 1
        assert lobby["deal_in"] is not None  # the countdown still runs for Bob
        await bob.client.ready()
        while True:
            v = (await bob.client.recv("view", timeout=WAIT))["view"]
            if v["round"] == 2:
                break
        assert v["phase"] != "round_over"
        await ann.client.close()
        await bob.client.close()
    finally:
        await host.close()


async def test_the_countdown_deals_when_a_player_stays_on_the_results() -> None:
    host, port = await start_host(seats=2, round_pause=0.2, rules=Rules(target_score=500))
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        await ann.client.add_bot()
        await ann.client.start()
        end = await round_over(ann)
        assert end["deal_in"] is not None
        while True:  # Ann never says ready: the countdown deals round 2
            v = (await ann.client.recv("view", timeout=WAIT))["view"]
            if v["round"] == 2:
                break
        await ann.client.close()
    finally:
        await host.close()


async def test_resumed_between_rounds_with_nobody_back_the_host_does_not_deal(
        tmp_path: Path) -> None:
    """Issue 11, bug 5: a host resumed from its journal in the pause between rounds, with no
    player connected, used to deal the next round at once (bots never wait). It waits for the
    players now, exactly like a live table."""
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=2, journal=journal, round_pause=60.0,
                                  rules=Rules(target_score=500))
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,)), seed=1)
    await ann.client.add_bot()
    await ann.client.start()
    await round_over(ann)
    await host.close()  # stopped during the results
    await connection_states(ann.client, "closed")

    resumed = load(journal)
    host2 = Host(fast_config(seats=2, journal=journal, round_pause=60.0), resumed)
    try:
        await host2.start_server("127.0.0.1", port)
        await asyncio.sleep(0.3)  # many bot turns' worth (bot_delay is 0): nothing is dealt
        st = host2.table.state
        assert st is not None and st.round_no == 1 and st.phase.name == "ROUND_OVER"
        assert host2.table.deal_in() is None  # no countdown runs for nobody
        assert ann.client.retry()
        await connection_states(ann.client, "restored")
        v = (await ann.client.recv("view", timeout=WAIT))["view"]
        assert v["phase"] == "round_over" and v["round"] == 1  # back on the results
        assert host2.table.deal_in() is not None  # the countdown starts for her
        await ann.client.ready()
        while True:
            v = (await ann.client.recv("view", timeout=WAIT))["view"]
            if v["round"] == 2:
                break
        await ann.client.close()
    finally:
        await host2.close()


async def test_resumed_between_rounds_deals_once_bots_took_every_absent_seat(
        tmp_path: Path) -> None:
    """The other half of the same rule: when a player never comes back, the takeover rules apply
    (after the reconnect window a bot plays the seat) and the bots carry on."""
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=2, journal=journal, round_pause=60.0,
                                  rules=Rules(target_score=500))
    ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,)), seed=1)
    await ann.client.add_bot()
    await ann.client.start()
    await round_over(ann)
    await host.close()
    await ann.client.close()

    host2 = Host(fast_config(seats=2, journal=journal, round_pause=60.0, reconnect_window=0.1),
                 load(journal))
    try:
        for _ in range(int(WAIT / 0.01)):
            st = host2.table.state
            if st is not None and st.round_no >= 2:
                break
            await asyncio.sleep(0.01)
        assert host2.table.seats[0].takeover is not None
        assert host2.table.state is not None and host2.table.state.round_no >= 2
    finally:
        await host2.close()


async def single_round_match() -> tuple[Host, int, Client, Client]:
    """A 3-seat single-round table: Ann (the owner), Bo and a normal bot; the match started."""
    host, port = await start_host(seats=3, rules=Rules(scoring="single"))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    await ann.add_bot("normal")
    await ann.start()
    return host, port, ann, bo


async def test_after_a_match_the_seats_of_players_who_left_are_free_for_the_watchers() -> None:
    """Players who left a match had bots finish it for them; after it their seats are free
    again (not bots for good), so a watcher can sit down, and becomes the owner who starts the
    next match (the table stood full of bots with nobody able to do anything)."""
    host, port, ann, bo = await single_round_match()
    try:
        eve = await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True)
        await ann.leave()
        await bo.leave()
        end = await eve.recv("match_end", timeout=30.0)
        assert end["names"] == ["Ann", "Bo", "Ana"]
        assert eve.left_seats == {0, 1}  # (bots finished the match for Ann and Bo)
        lobby = await eve.recv("lobby", timeout=10.0)
        while lobby["phase"] != "lobby":
            lobby = await eve.recv("lobby", timeout=10.0)
        assert [s["kind"] for s in lobby["seats"]] == ["empty", "empty", "bot"]
        await eve.sit(0)
        lobby = await eve.recv("lobby", timeout=10.0)
        assert lobby["you"] == 0 and lobby["seats"][0]["name"] == "Eve"
        await eve.start()  # the owner now: Eve and the bot play the next match
        assert (await eve.recv("round_start", timeout=10.0))["round"] == 1
        assert eve.left_seats == set()  # (nobody has left this match)
        await eve.close()
    finally:
        await host.close()


async def test_a_watcher_who_comes_after_a_player_left_knows_a_bot_finishes_for_them() -> None:
    """Only the takeover notice said a seat's player had left, so a watcher who came later read
    "Bo" for a seat a bot plays and "Bo won the match" when the bot won it. The lobby marks the
    seat (``stand_in``) for as long as the bot finishes the match, and the client keeps it."""
    host, port, ann, bo = await single_round_match()
    try:
        await bo.recv("round_start", timeout=10.0)
        await bo.leave()
        lobby = await ann.recv("lobby", timeout=10.0)
        while lobby["seats"][1]["kind"] != "bot":
            lobby = await ann.recv("lobby", timeout=10.0)
        assert [s["stand_in"] for s in lobby["seats"]] == [False, True, False]
        eve = await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True)
        seen = await eve.recv("lobby", timeout=10.0)
        assert seen["seats"][1]["name"] == "Bo" and seen["seats"][1]["stand_in"] is True
        assert eve.left_seats == {1}
        await ann.leave()
        await eve.recv("match_end", timeout=30.0)
        assert eve.left_seats == {0, 1}  # (Ann left too: the results name "Ann's bot", "Bo's bot")
        after = await eve.recv("lobby", timeout=10.0)
        while after["phase"] != "lobby":
            after = await eve.recv("lobby", timeout=10.0)
        assert not any(s["stand_in"] for s in after["seats"])  # the seat is free again
        await eve.close()
    finally:
        await host.close()


async def test_a_player_back_after_leaving_a_match_sits_down_under_their_own_name() -> None:
    """Bo leaves; a bot finishes the match in the seat named Bo, so Bo, coming back to watch, is
    "Bo 2". After the match that seat is free and Bo sits down as Bo again, not "Bo 2"."""
    host, port, ann, bo = await single_round_match()
    try:
        await bo.recv("round_start", timeout=10.0)
        await bo.leave()
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", backoff=(0.05, 0.1))
        assert again.name == "Bo 2" and again.seat is None  # the bot plays as Bo meanwhile
        writer: Any = again._writer
        writer.transport.abort()  # a drop while watching: back as a newcomer, who asks for "Bo"
        while (await again.recv("_connection", timeout=10.0))["state"] != "restored":
            pass
        assert again.name == "Bo 2"
        await ann.leave()
        await again.recv("match_end", timeout=30.0)
        lobby = await again.recv("lobby", timeout=10.0)
        while lobby["phase"] != "lobby":
            lobby = await again.recv("lobby", timeout=10.0)
        await again.sit(0)
        lobby = await again.recv("lobby", timeout=10.0)
        assert lobby["you"] == 0 and lobby["seats"][0]["name"] == "Bo"
        await again.close()
    finally:
        await host.close()


async def test_moves_a_bot_made_for_an_away_player_are_marked_in_the_log() -> None:
    """Found by a new player: back after a drop, their log read "You played R1 … You played R7"
    for what the bot played in their seat. Those events say ``by_bot``; their own do not."""
    host, port = await start_host(seats=3, rules=Rules(target_score=500), reconnect_window=0.2,
                                  round_pause=60.0)
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        bo = await Client.connect_tcp("127.0.0.1", port, "Bo", reconnect=False)
        await ann.client.add_bot("normal")
        await ann.client.start()
        await ann.client.recv("round_start", timeout=WAIT)
        writer: Any = bo._writer
        writer.transport.abort()  # Bo's network drops; the window runs out; a bot plays for him
        notice = await ann.client.recv("notice", timeout=WAIT)
        assert notice["kind"] == "takeover" and notice["why"] == "away"
        await round_over(ann)
        log = host.table.state.log
        moves = ("play", "pass", "draw")  # (a penalty draw is someone else's move)
        after = [ev for ev in log if ev.get("seat") == 1 and ev["type"] in moves
                 and ev.get("why") != "penalty"]
        assert after and all(ev.get("by_bot") is True for ev in after)
        assert not any(ev.get("by_bot") for ev in log if ev.get("seat") != 1)
        seen = {ev["seq"]: ev for v in ann.views for ev in v["view"]["log"]}
        assert all(seen[ev["seq"]].get("by_bot") is True for ev in after if ev["seq"] in seen)
        assert bo.retry()  # Bo is back: his log shows which moves were the bot's
        while (await bo.recv("_connection", timeout=WAIT))["state"] != "restored":
            pass
        back = (await bo.recv("view", timeout=WAIT))["view"]  # (the round's end, between rounds)
        mine = [ev for ev in back["log"] if ev.get("seat") == 1
                and ev["type"] in moves and ev.get("why") != "penalty"]
        assert mine and all(ev.get("by_bot") is True for ev in mine)
        await ann.client.close()
        await bo.close()
    finally:
        await host.close()


async def test_moves_a_bot_made_for_a_player_who_left_are_marked_too() -> None:
    host, _port, ann_client, bo = await single_round_match()
    try:
        ann = Player(ann_client, seed=3)
        await bo.recv("round_start", timeout=10.0)
        left_at = host.table.state.log_seq
        await bo.leave()
        await round_over(ann)
        moves = [ev for ev in host.table.state.log if ev.get("seat") == 1
                 and ev["seq"] > left_at and ev["type"] in ("play", "pass", "draw")
                 and ev.get("why") != "penalty"]
        assert moves and all(ev.get("by_bot") is True for ev in moves)
        await ann_client.close()
    finally:
        await host.close()


async def test_a_table_closed_mid_match_tells_its_guests_who_had_left_the_match() -> None:
    """The closed message's final scores mark a seat a stand-in bot played on (from the
    client's record: ``left``), but not a seat whose player took it back."""
    host, port, ann, bo = await single_round_match()
    try:
        host.table.hold_bots()
        eve = await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True)
        token = bo.token
        await bo.leave()
        await until(lambda: host.table.seats[1].stand_in)
        await ann.leave()
        await until(lambda: host.table.seats[0].stand_in)
        back = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        await until(lambda: host.table.seats[1].kind == "human")
        await host.close()
        closed = await eve.recv("_connection", timeout=WAIT)
        while closed["state"] != "closed":
            closed = await eve.recv("_connection", timeout=WAIT)
        assert closed["reason"] == "shutdown" and closed["names"] == ["Ann", "Bo", "Ana"]
        assert closed["left"] == [0]  # (Ann left; Bo left too, but came back)
        from unotui.connection import closed_text

        assert closed["rounds"] == 0  # (closed in round 1: nobody had scored, ux33 #12)
        assert closed["scoring"] == "single"  # (the rules' scoring: what the scores count)
        assert "nobody had scored yet" in closed_text(closed)
        # (as the notice of a later round reads: who had left is the client's own record)
        text = closed_text({**closed, "rounds": 1})
        assert "Ann (left; a bot played on): 0 points" in text and "Bo: 0 points" in text
        await back.close()
        await eve.close()
    finally:
        await host.close()


async def test_a_hosting_app_that_leaves_its_table_closes_it_without_leaving_its_seat() -> None:
    """The table screen leaves (``link.leave()``), then closes (``link.close()``): for a table
    this app hosts, leaving first gave the host's seat to a stand-in bot, so the guests read
    that the host left the match (and a final score for "Ann's bot"), and the journal would
    resume with a bot in the host's seat."""
    from net.local import local_connector
    from unotui.link import ClientLink

    host, port = await start_host(name="Den", seats=3)
    ann = Client(local_connector(host), "Ann")
    await ann.connect()
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    await ann.add_bot()
    await ann.start()
    await bob.recv("view", timeout=WAIT)
    link = ClientLink(ann, host)
    await link.leave()
    await link.close()
    seen = await until_closed(bob)
    assert not [m for m in seen if m["t"] == "notice"]
    assert seen[-1]["reason"] == "shutdown" and seen[-1]["left"] == []
    await bob.close()


@pytest.mark.parametrize("where", ["table", "lobby"])
async def test_an_app_closing_its_table_closes_the_table_before_its_own_seat(where: str) -> None:
    """The hosting app closes its table, then its own connection (from the table screen's
    link, or the lobby's session): the other way round, every guest first read "Ann lost the
    connection; the seat waits for them", then that the table closed."""
    from net.local import local_connector
    from unotui.link import ClientLink
    from unotui.tables import LobbySession

    host, port = await start_host(name="Den", seats=3)
    ann = Client(local_connector(host), "Ann")
    await ann.connect()
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob", backoff=(0.05,))
    await ann.add_bot()
    await ann.start()
    await bob.recv("view", timeout=WAIT)
    if where == "table":
        await ClientLink(ann, host).close()
    else:
        await LobbySession(ann, host).close()
    seen = await until_closed(bob)
    assert not [m for m in seen if m["t"] == "lobby"
                and any(s.get("name") == "Ann" and s.get("connected") is False
                        for s in m.get("seats", []))]
    await bob.close()
