"""A player who left a match by mistake (``leave``: "q", "y") takes their seat back by joining
the same table again during the same match with the same token: the stand-in bot steps aside at
once, the seat keeps its name, everyone is told (``notice`` ``back``) and the lobby shows the seat
as the player's again. Nobody else gets that seat: not another token, not a newcomer of the same
name, not a kicked player; after the match the token is a newcomer's, as before. A host resumed
from its journal after the leave still gives the seat back. Real TCP on loopback throughout."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from net_testkit import WAIT, Player, fast_config, hello, raw_connect, raw_recv, raw_send, start_host, until
from thinking_bots import GatedBot, GatedRaisingBot

from core.game import seat_to_move
from core.rules import Rules
from net.botpool import BotPool
from net.client import Client
from net.host import Host
from net.journal import load


async def message(c: Client, t: str, **fields: Any) -> dict[str, Any]:
    """The next message of type ``t`` whose ``fields`` have those values (others are skipped)."""
    while True:
        msg = await c.recv(t, timeout=WAIT)
        if all(msg.get(k) == v for k, v in fields.items()):
            return msg


async def lobby_where(c: Client, predicate: Any) -> dict[str, Any]:
    while True:
        msg = await c.recv("lobby", timeout=WAIT)
        if predicate(msg):
            return msg


async def frozen_match(**config: Any) -> tuple[Host, int, Client, Client]:
    """A 3-seat table whose bots never move on their own (``bot_delay``): Ann (the owner), Bo
    and a normal bot; the match started and both players have their first view."""
    config.setdefault("bot_delay", 3600.0)
    host, port = await start_host(seats=3, **config)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    await ann.add_bot("normal")
    await ann.start()
    await until(lambda: ann.last_view is not None and bo.last_view is not None, "first views")
    return host, port, ann, bo


async def paused_match() -> tuple[Host, int, Client, Client, dict[str, Any]]:
    """A 3-seat table (Ann the owner, Bo, a normal bot; 30 s between rounds) whose first round
    both players played to its end: they read the results, the countdown runs. Returns the
    host, its port, both clients and the ``round_end`` Ann got."""
    host, port = await start_host(seats=3, round_pause=30.0, rules=Rules(target_score=500))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    await ann.add_bot("normal")
    await ann.start()
    ends = await asyncio.wait_for(asyncio.gather(Player(ann, 1).play_until("round_end"),
                                                 Player(bo, 2).play_until("round_end")),
                                  WAIT * 3)
    assert host.table.deal_in() is not None  # (the countdown runs while they read)
    return host, port, ann, bo, ends[0]


def hand(host: Host, seat: int) -> list[str]:
    st = host.table.state
    assert st is not None
    return sorted(c.code for c in st.hands[seat])


async def test_a_player_who_left_takes_the_seat_back_at_once_with_their_token() -> None:
    host, port, ann, bo = await frozen_match()
    try:
        token, held = bo.token, hand(host, 1)
        await bo.leave()
        left = await message(ann, "notice", kind="takeover")
        assert (left["seat"], left["name"], left["why"]) == (1, "Bo", "left")
        await until(lambda: host.table.seats[1].stand_in, "a stand-in bot plays Bo's seat")
        # Bo joins again, speaking only the protocol: hello with the token he kept
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Bo", token=token))
        welcome = await raw_recv(reader, "welcome")
        assert (welcome["seat"], welcome["token"], welcome["name"]) == (1, token, "Bo")
        assert welcome["rejoined"] is True and welcome["owner"] is False
        # (a stand-in played the seat meanwhile: held, as PROTOCOL.md says, review99 #3)
        assert welcome["held"] is True
        back = await raw_recv(reader, "notice")
        assert back == {"t": "notice", "kind": "back", "seat": 1, "name": "Bo", "why": "left"}
        lobby = await raw_recv(reader, "lobby")
        assert lobby["you"] == 1
        assert lobby["seats"][1] == {"kind": "human", "name": "Bo", "connected": True,
                                     "ready": False, "bot": None, "stand_in": False,
                                     "window_left": None, "reading": False}
        view = (await raw_recv(reader, "view"))["view"]
        assert view["seat"] == 1 and sorted(view["hand"]) == held  # the same hand, unplayed
        # everyone else is told, and the lobby they see is his seat again
        told = await message(ann, "notice", kind="back")
        assert (told["seat"], told["name"], told["why"]) == (1, "Bo", "left")
        seen = await lobby_where(ann, lambda m: m["seats"][1]["kind"] == "human")
        assert seen["seats"][1]["name"] == "Bo" and seen["seats"][1]["stand_in"] is False
        assert ann.left_seats == set()
        seat = host.table.seats[1]
        assert (seat.kind, seat.stand_in, seat.left, seat.bot) == ("human", False, None, None)
        assert seat.member is not None and seat.member.token == token
        writer.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_the_reference_client_says_it_was_welcomed_back_into_its_seat() -> None:
    host, port, ann, bo = await frozen_match()
    try:
        token = bo.token
        await bo.leave()
        await until(lambda: host.table.seats[1].stand_in, "the stand-in")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert again.token_kept and again.seat == 1 and again.welcome is not None
        assert again.welcome["rejoined"] is True
        await again.close()  # (a drop, not a leave: the seat waits for him as for anyone)
        await until(lambda: host.table.seats[1].kind == "human"
                    and host.table.seats[1].member is not None
                    and host.table.seats[1].member.conn is None, "Bo away")
        third = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert third.seat == 1 and third.welcome is not None
        assert third.welcome["rejoined"] is False  # (back after a drop: nothing was left)
        await third.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_nobody_else_gets_the_seat_a_player_left() -> None:
    """Not a newcomer of the same name, not an unknown token, not the token of a player the
    owner kicked: those watch, and the seat stays with the stand-in bot (and Bo's token)."""
    host, port = await start_host(seats=4, bot_delay=3600.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    cy = await Client.connect_tcp("127.0.0.1", port, "Cy")
    try:
        await ann.add_bot("normal")
        await ann.start()
        await until(lambda: host.table.phase == "playing", "the match")
        bo_token, cy_token = bo.token, cy.token
        await bo.leave()
        await ann.kick(2)  # (Cy: removed by the owner)
        await until(lambda: host.table.seats[1].stand_in and host.table.seats[2].stand_in,
                    "two stand-ins")
        told: dict[int, bool] = {}  # (everyone is told which of the two may come back)
        while len(told) < 2:
            notice = await ann.recv("notice", timeout=WAIT)
            if notice["kind"] == "takeover" and notice["why"] == "left":
                told[notice["seat"]] = notice["kicked"]
        assert told == {1: False, 2: True}
        namesake = await Client.connect_tcp("127.0.0.1", port, "Bo")
        assert namesake.seat is None and namesake.name == "Bo 2" and not namesake.token_kept
        stranger = await Client.connect_tcp("127.0.0.1", port, "Bo", token="ab" * 16)
        assert stranger.seat is None and stranger.token != "ab" * 16
        kicked = await Client.connect_tcp("127.0.0.1", port, "Cy", token=cy_token)
        assert kicked.seat is None and not kicked.token_kept
        assert [s.kind for s in host.table.seats] == ["human", "bot", "bot", "bot"]
        assert host.table.seats[2].left is None  # (a kicked player cannot come back)
        for c in (namesake, stranger, kicked):
            assert c.welcome is not None and c.welcome["rejoined"] is False
            await c.close()
        back = await Client.connect_tcp("127.0.0.1", port, "Bo", token=bo_token)
        assert back.seat == 1 and back.token_kept and back.name == "Bo"
        await back.close()
    finally:
        for c in (ann, bo, cy):
            await c.close()
        await host.close()


async def test_after_the_match_the_token_of_a_player_who_never_came_back_is_a_newcomers() -> None:
    """The stand-in finishes the match and the seat is freed, as before: the player who left
    and comes back after it joins as a newcomer (a new token, a free seat in the lobby)."""
    host, port = await start_host(seats=3, rules=Rules(scoring="single"))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    try:
        await ann.add_bot("normal")
        await ann.start()
        token = bo.token
        await bo.recv("round_start", timeout=WAIT)
        await bo.leave()
        await asyncio.wait_for(Player(ann, 1).play_until("match_end"), WAIT * 3)
        await until(lambda: host.table.phase == "lobby", "the lobby after the match")
        assert [s.kind for s in host.table.seats] == ["human", "empty", "bot"]
        late = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert late.token != token and not late.token_kept and late.seat == 1
        assert late.welcome is not None and late.welcome["rejoined"] is False
        await late.close()
    finally:
        await ann.close()
        await host.close()


async def test_a_player_back_during_the_match_keeps_the_seat_after_it() -> None:
    host, port = await start_host(seats=3, rules=Rules(scoring="single"))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    try:
        host.table.hold_bots()  # (no bot moves until Bo is back)
        await ann.add_bot("normal")
        await ann.start()
        token = bo.token
        await bo.recv("round_start", timeout=WAIT)
        await bo.leave()
        await until(lambda: host.table.seats[1].stand_in, "the stand-in")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        host.table.release_bots()
        ends = await asyncio.wait_for(asyncio.gather(
            Player(ann, 1).play_until("match_end"), Player(again, 2).play_until("match_end")),
            WAIT * 3)
        assert ends[0]["names"] == ["Ann", "Bo", "Ana"]
        await until(lambda: host.table.phase == "lobby", "the lobby after the match")
        assert [s.kind for s in host.table.seats] == ["human", "human", "bot"]
        assert host.table.seats[1].member is not None
        assert host.table.seats[1].member.token == token
        await again.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_a_stand_in_bots_thought_in_flight_is_dropped_when_its_player_takes_the_seat_back(
        tmp_path: Path) -> None:
    """The stand-in thinks in the worker pool (a hard bot) when its player comes back: its
    answer is not played for them; they move themselves, and the turn clock starts for them."""
    pool = BotPool()
    host, port = await start_host(seats=2, bot_delay=0.0, bot_kind="hard", turn_timer=600.0)
    host.table.bot_pool = pool
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    try:
        host.table.hold_bots()  # (until the gated bot sits in for the player who leaves)
        await ann.start()
        await until(lambda: host.table.state is not None, "the match")
        st = host.table.state
        assert st is not None
        mover = seat_to_move(st)
        assert mover is not None
        leaver = (ann, bo)[mover]
        token = leaver.token
        await leaver.leave()
        await until(lambda: host.table.seats[mover].stand_in, "the stand-in")
        host.table.seats[mover].bot = GatedBot(tmp_path)
        host.table.release_bots()
        sid = st.state_id
        await until(lambda: (tmp_path / f"asked-{sid}").exists(), "the stand-in thinks")
        again = await Client.connect_tcp("127.0.0.1", port, "Back", token=token)
        assert again.seat == mover and host.table.seats[mover].kind == "human"
        (tmp_path / f"go-{sid}").write_text("")  # its answer comes back now
        await until(lambda: (tmp_path / f"answered-{sid}").exists(), "the answer")
        for _ in range(50):
            await asyncio.sleep(0.01)
        assert st.state_id == sid and seat_to_move(st) == mover  # nothing played for them
        view = await again.recv("view", timeout=WAIT)
        assert view["timer"] is not None and view["timer"]["seat"] == mover  # their clock runs
        legal = view["view"]["legal"]
        mine = [a for a in legal if a["type"] in ("draw", "color")] or legal
        await again.act(mine[0], state_id=sid)
        await until(lambda: st.state_id > sid, "their own move")
        assert host.table.round_actions[0][0] == mover
        assert not any(ev.get("by_bot") for ev in st.log)
        await again.close()
    finally:
        (tmp_path / "go-all").write_text("")
        await ann.close()
        await bo.close()
        await host.close()
        pool.shutdown()


async def test_a_stand_in_bot_that_fails_after_its_player_is_back_plays_nothing_for_them(
        tmp_path: Path) -> None:
    """A thinking bot that fails (a crash, a bug, out of time) is replaced by a normal bot's
    move for that turn, but not once the seat has changed hands meanwhile: that move would be
    played for the player who just came back."""
    pool = BotPool()
    host, port = await start_host(seats=2, bot_delay=0.0, bot_kind="hard")
    host.table.bot_pool = pool
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    try:
        host.table.hold_bots()
        await ann.start()
        await until(lambda: host.table.state is not None, "the match")
        st = host.table.state
        assert st is not None
        mover = seat_to_move(st)
        assert mover is not None
        leaver, stayer = (ann, bo)[mover], (ann, bo)[1 - mover]
        token = leaver.token
        await leaver.leave()
        await until(lambda: host.table.seats[mover].stand_in, "the stand-in")
        host.table.seats[mover].bot = GatedRaisingBot(tmp_path)
        host.table.release_bots()
        sid = st.state_id
        await until(lambda: (tmp_path / f"asked-{sid}").exists(), "the stand-in thinks")
        again = await Client.connect_tcp("127.0.0.1", port, "Back", token=token)
        assert again.seat == mover
        (tmp_path / f"go-{sid}").write_text("")  # it fails now
        await until(lambda: pool.failures >= 1, "the failure")
        for _ in range(50):
            await asyncio.sleep(0.01)
        assert st.state_id == sid and host.table.round_actions == []
        await again.close()
        await stayer.close()
    finally:
        (tmp_path / "go-all").write_text("")
        await ann.close()
        await bo.close()
        await host.close()
        pool.shutdown()


async def test_a_host_resumed_after_the_leave_still_gives_the_seat_back(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port, ann, bo = await frozen_match(journal=journal)
    token, held = bo.token, hand(host, 1)
    await bo.leave()
    await until(lambda: host.table.seats[1].stand_in, "the stand-in")
    st = host.table.state
    assert st is not None
    digest = st.digest()
    await host.close()
    await ann.close()
    resumed = load(journal)
    assert resumed.state.digest() == digest
    assert resumed.seats[1]["back_token"] == token and resumed.seats[1]["stand_in"] is True
    host2 = Host(fast_config(seats=3, journal=journal, bot_delay=3600.0), resumed)
    try:
        await host2.start_server("127.0.0.1", port)
        assert host2.table.seats[1].kind == "bot" and host2.table.seats[1].stand_in
        namesake = await Client.connect_tcp("127.0.0.1", port, "Bo")  # (no token: a watcher)
        assert namesake.seat is None
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert again.seat == 1 and again.token_kept and again.welcome is not None
        assert again.welcome["rejoined"] is True
        view = await again.recv("view", timeout=WAIT)
        assert sorted(view["view"]["hand"]) == held
        await namesake.close()
        await again.close()
    finally:
        await host2.close()
    # the take-back is journaled too: a second resume seats Bo as any absent player
    again_resumed = load(journal)
    assert again_resumed.seats[1]["kind"] == "human" and again_resumed.seats[1]["token"] == token
    assert again_resumed.seats[1]["stand_in"] is False
    host3 = Host(fast_config(seats=3, journal=journal, bot_delay=3600.0), again_resumed)
    try:
        seat = host3.table.seats[1]
        assert seat.kind == "human" and seat.member is not None and seat.member.token == token
    finally:
        await host3.close()


async def test_a_kicked_players_seat_is_journaled_as_not_coming_back(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port, ann, bo = await frozen_match(journal=journal)
    token = bo.token
    await ann.kick(1)
    await until(lambda: host.table.seats[1].stand_in, "the stand-in")
    await host.close()
    await ann.close()
    await bo.close()
    resumed = load(journal)
    assert resumed.seats[1]["back_token"] is None
    host2 = Host(fast_config(seats=3, journal=journal, bot_delay=3600.0), resumed)
    try:
        await host2.start_server("127.0.0.1", port)
        kicked = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert kicked.seat is None and not kicked.token_kept
        await kicked.close()
    finally:
        await host2.close()


async def test_a_resumed_table_is_run_by_whoever_ran_it_at_the_crash(tmp_path: Path) -> None:
    """Ann, the owner, left the match and came back; Bo ran the table by then. After a crash
    and ``host --resume`` Ann ran it again: the journal knew only the match's first owner."""
    journal = tmp_path / "t.jsonl"
    host, port, ann, bo = await frozen_match(journal=journal)
    ann_token, bo_token = ann.token, bo.token
    await ann.leave()
    await until(lambda: host.table.owner == bo_token, "Bo runs the table now")
    back = await Client.connect_tcp("127.0.0.1", port, "Ann", token=ann_token)
    assert back.seat == 0
    await back.close()
    await bo.close()
    await host.close()
    resumed = load(journal)
    host2 = Host(fast_config(seats=3, journal=journal, bot_delay=3600.0), resumed)
    try:
        assert host2.table.owner == bo_token
    finally:
        await host2.close()


async def test_the_owner_who_left_is_the_owner_again_only_when_nobody_took_the_table_over() -> None:
    host, port, ann, bo = await frozen_match()
    try:
        ann_token = ann.token
        await ann.leave()
        await until(lambda: host.table.owner == bo.token, "Bo runs the table now")
        back = await Client.connect_tcp("127.0.0.1", port, "Ann", token=ann_token)
        assert back.seat == 0 and back.welcome is not None and back.welcome["owner"] is False
        await back.leave()
        await bo.leave()  # (no human is left at the table: nobody owns it)
        await until(lambda: host.table.owner is None, "nobody runs the table")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=bo.token)
        assert again.seat == 1 and again.welcome is not None and again.welcome["owner"] is True
        await again.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_a_player_back_between_rounds_is_told_when_the_next_round_is_dealt() -> None:
    """Bo left during the pause between rounds while Ann was away (nobody connected: the deal
    waits, no countdown). Bo takes his seat back: the countdown starts for him, and the lobby
    he is sent says so (``deal_in``); it said no countdown ran while the next round came
    ``round_pause`` seconds later, so his results showed no clock. Ann's reconnect after her
    drop is told the same way; and a watcher is told when the clock stops (it showed the old
    countdown, and no deal came)."""
    host, port, ann, bo, _end = await paused_match()
    try:
        bo_token, ann_token = bo.token, ann.token
        watcher = await Client.connect_tcp("127.0.0.1", port, "Wes", spectate=True)
        await bo.leave()
        await ann.close()  # (a drop: her seat waits for her, and the deal for someone)
        await until(lambda: host.table.deal_in() is None, "the deal waits for someone")
        told = await lobby_where(watcher, lambda m: not m["seats"][0]["connected"])
        assert told["deal_in"] is None
        await watcher.close()
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Bo", token=bo_token))
        assert (await raw_recv(reader, "welcome"))["rejoined"] is True
        lobby = await raw_recv(reader, "lobby")
        assert lobby["phase"] == "playing" and lobby["you"] == 1
        assert lobby["deal_in"] is not None and 25.0 < lobby["deal_in"] <= 30.0
        view = (await raw_recv(reader, "view"))["view"]
        assert view["phase"] == "round_over"  # (his results, and the clock beside them)
        writer.close()
        await until(lambda: host.table.deal_in() is None, "nobody here again")
        again = await Client.connect_tcp("127.0.0.1", port, "Ann", token=ann_token)
        lobby = await again.recv("lobby", timeout=WAIT)
        assert lobby["deal_in"] is not None and 25.0 < lobby["deal_in"] <= 30.0
        await again.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()


async def test_a_window_the_stand_in_thought_over_is_offered_to_the_next_bot_once_its_player_is_back(
        tmp_path: Path) -> None:
    """Ann went down to one card without calling UNO: anyone may catch her until Cy (to move)
    moves. The table offers that window to its bots in turn; Bo's stand-in (a hard bot, in the
    worker pool) was thinking it over when Bo took his seat back. Its answer is dropped, and the
    bot after it is still asked: it was never asked, and could not catch Ann in that window."""
    from core_testkit import down_to_one

    pool = BotPool()
    host, port = await start_host(seats=4, bot_delay=0.0, bot_kind="hard")
    host.table.bot_pool = pool
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    cy = await Client.connect_tcp("127.0.0.1", port, "Cy")
    bo = await Client.connect_tcp("127.0.0.1", port, "Bo")
    first, second = tmp_path / "stand-in", tmp_path / "next"
    first.mkdir()
    second.mkdir()
    try:
        host.table.hold_bots()
        await ann.add_bot("hard")  # (seat 3)
        await ann.start()
        await bo.recv("view", timeout=WAIT)
        token = bo.token
        await bo.leave()
        await until(lambda: host.table.seats[2].stand_in, "the stand-in")
        table = host.table
        table.seats[2].bot = GatedBot(first)
        table.seats[3].bot = GatedBot(second)
        st = down_to_one(uno=False)  # (Ann, seat 0, holds one card, uncalled; Cy moves next)
        assert st.catchable == 0 and seat_to_move(st) == 1
        table.state = st
        table._new_round_bookkeeping(None)
        sid = st.state_id
        table.release_bots()
        table._wake.set()
        await until(lambda: (first / f"asked-{sid}").exists(), "the stand-in thinks it over")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        assert again.seat == 2 and table.seats[2].kind == "human"
        (first / f"go-{sid}").write_text("")  # (its answer comes back: dropped)
        await until(lambda: (first / f"answered-{sid}").exists(), "the stand-in's answer")
        await until(lambda: (second / f"asked-{sid}").exists(), "the next bot is asked")
        assert st.state_id == sid  # (nothing was played for Bo; the next bot thinks it over)
        await again.close()
    finally:
        (first / "go-all").write_text("")
        (second / "go-all").write_text("")
        await ann.close()
        await cy.close()
        await bo.close()
        await host.close()
        pool.shutdown()


async def test_a_player_back_between_rounds_gets_the_rounds_end_its_deck_check_and_the_clock(
) -> None:
    """Bo left while the others read the results and came back before the next deal: his app
    showed the results from the view alone, said the table offered no check of the deal (it
    does: the round's end reveals the seed) and showed no countdown to the next deal. The
    round's end comes to him again, as the round's start comes to one who joins a round."""
    host, port, ann, bo, ended = await paused_match()
    try:
        token = bo.token
        await bo.leave()
        await until(lambda: host.table.seats[1].stand_in, "the stand-in")
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Bo", token=token))
        view = (await raw_recv(reader, "view"))["view"]
        assert view["phase"] == "round_over"
        end = await raw_recv(reader, "round_end", "round_start", "view")
        assert end["t"] == "round_end" and end["round"] == view["round"] == ended["round"]
        assert end["reveal"] == ended["reveal"] and end["winner"] == ended["winner"]
        assert end["deal_in"] is not None and 0.0 < end["deal_in"] <= 30.0
        writer.close()
        await until(lambda: host.table.seats[1].member is not None
                    and host.table.seats[1].member.conn is None, "Bo away")
        again = await Client.connect_tcp("127.0.0.1", port, "Bo", token=token)
        checked = await again.recv("round_end", timeout=WAIT)  # (the reference client checks it)
        assert checked["verified"] is True, checked["verify_reason"]
        await again.close()
    finally:
        await ann.close()
        await bo.close()
        await host.close()



async def test_the_lobby_after_a_deal_says_no_countdown_runs() -> None:
    """proto46 #1: both ready between rounds, the next round was dealt — and the newest lobby
    still said ``deal_in: 18.9`` all through it: a client that reads the last lobby, as the
    doc says, showed a countdown during play. The deal sends a lobby of its own."""
    host, _port, ann, bo, _end = await paused_match()
    try:
        for c in (ann, bo):
            await c.ready(True)
        start = await message(ann, "round_start")
        assert start["round"] == 2
        lobby = await message(ann, "lobby")
        assert lobby["deal_in"] is None and lobby["phase"] == "playing"
    finally:
        for c in (ann, bo):
            await c.close()
        await host.close()
