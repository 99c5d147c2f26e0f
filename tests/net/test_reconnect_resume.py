"""Drops, returns and restarts: a killed client comes back to the same hand; an absent player's
seat is played by a bot until they return; a stopped host resumes from its journal."""

from __future__ import annotations

import asyncio
from pathlib import Path
from typing import Any

from net_testkit import WAIT, Player, fast_config, start_host, until

from core.rules import Rules
from net.client import Client
from net.host import Host
from net.journal import load


async def next_connection_state(c: Client, state: str) -> dict[str, Any]:
    while True:
        msg = await c.recv("_connection", timeout=WAIT)
        if msg["state"] == state:
            return msg


async def own_view_after(c: Client, state_id: int) -> dict[str, Any]:
    while True:
        v: dict[str, Any] = (await c.recv("view", timeout=WAIT))["view"]
        if v["state_id"] >= state_id:
            return v


def hand_codes(host: Host, seat: int) -> list[str]:
    st = host.table.state
    assert st is not None
    return [c.code for c in st.hands[seat]]


async def test_a_killed_client_reconnects_by_itself_to_the_same_hand() -> None:
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.02, 0.05))
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        await ann.add_bot()
        await ann.start()
        token = ann.token
        await until(lambda: ann.last_view is not None, "first view")
        writer: Any = ann._writer
        writer.transport.abort()  # the network drops under the client
        await next_connection_state(ann, "lost")
        restored = await next_connection_state(ann, "restored")
        assert ann.token == token and ann.seat == 0 and restored["seat_kept"] is True
        st = host.table.state
        assert st is not None
        v = await own_view_after(ann, st.state_id)
        assert v["hand"] == hand_codes(host, 0)
        assert v["seat"] == 0 and v["counts"][1] == len(hand_codes(host, 1))
        await bob.close()
        await ann.close()
    finally:
        await host.close()


async def test_absent_seat_is_played_by_a_bot_until_its_owner_returns() -> None:
    host, port = await start_host(seats=3, reconnect_window=0.0, rules=fast_config().rules)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        bob = Player(await Client.connect_tcp("127.0.0.1", port, "Bob"), seed=3)
        await ann.add_bot()
        await ann.start()
        token = ann.token
        await ann.close()  # the terminal is closed
        await until(lambda: host.table.seats[0].takeover is not None, "a bot takes the seat")
        st = host.table.state
        assert st is not None
        start_id = st.state_id
        bob_task = asyncio.ensure_future(bob.play_until("match_end"))
        await until(lambda: host.table.actions_applied >= 6 and (
            host.table.state is None or host.table.state.state_id > start_id + 3),
            "the game goes on without Ann")
        back = await Client.connect_tcp("127.0.0.1", port, "Ann", token=token)
        assert back.seat == 0 and back.name == "Ann"
        assert host.table.seats[0].takeover is None
        st = host.table.state
        assert st is not None
        if host.table.phase == "playing":
            v = await own_view_after(back, st.state_id)
            assert v["hand"] == hand_codes(host, 0)
        bob_task.cancel()
        await back.close()
        await bob.client.close()
    finally:
        await host.close()


async def test_an_owner_whose_window_ran_out_mid_match_hands_the_table_to_a_connected_player(
        ) -> None:
    """Ann (the owner) drops and does not come back in time: a bot plays her seat, and Bob, who
    is still here, runs the table (he can kick); Ann back later is a player, not the owner."""
    host, port = await start_host(seats=3, reconnect_window=0.0, rules=fast_config().rules,
                                  bot_delay=3600.0)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        await ann.add_bot()
        await ann.start()
        token = ann.token
        await ann.close()
        await until(lambda: host.table.seats[0].takeover is not None, "a bot takes the seat")
        while True:
            lobby = await bob.recv("lobby", timeout=WAIT)
            if lobby["seats"][0]["bot"]:
                break
        assert lobby["owner"] is True and lobby["host"] == 1
        back = await Client.connect_tcp("127.0.0.1", port, "Ann", token=token)
        assert back.seat == 0 and back.owner is False
        await back.close()
        await bob.close()
    finally:
        await host.close()


async def journaled_match(journal: Path) -> tuple[Host, int, Client, Client]:
    """A 3-seat table writing ``journal``: Ann (the owner), Bob and a bot; the match started."""
    host, port = await start_host(seats=3, journal=journal)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05, 0.1))
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob", backoff=(0.05, 0.1))
    await ann.add_bot()
    await ann.start()
    return host, port, ann, bob


async def test_a_stopped_host_resumes_from_its_journal_and_players_reconnect(
        tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port, ann, bob = await journaled_match(journal)
    for _ in range(5):  # a few real moves: whoever of Ann and Bob is to move draws
        await until(lambda: host.table.state is not None and host.table.state.current in (0, 1)
                    and not host.table._wake.is_set(), "a human's turn")
        st = host.table.state
        assert st is not None
        mover = ann if st.current == 0 else bob
        sid = st.state_id
        await until(lambda m=mover, i=sid: m.last_view is not None
                    and m.last_view["state_id"] == i, "mover's view")
        assert mover.last_view is not None
        legal = [a for a in mover.last_view["legal"] if a["type"] in ("draw", "pass", "color")]
        await mover.act(legal[0], state_id=sid)
        await until(lambda i=sid: host.table.state is not None
                    and host.table.state.state_id > i, "the move is applied")
    await until(lambda: not host.table._wake.is_set(), "bots settle")
    st = host.table.state
    assert st is not None
    digest, state_id, hands = st.digest(), st.state_id, [hand_codes(host, s) for s in (0, 1)]
    await host.close()  # the host stops cleanly: its notice ends the clients' reconnecting
    closed = await next_connection_state(ann, "closed")
    assert closed["reason"] == "shutdown" and closed["resumable"] is True

    resumed = load(journal)
    assert resumed.state.digest() == digest
    host2 = Host(fast_config(seats=3, journal=journal), resumed)
    try:
        await host2.start_server("127.0.0.1", port)
        await next_connection_state(bob, "closed")
        assert ann.retry() and bob.retry()  # the players try again (a key in the app)
        await next_connection_state(ann, "restored")
        await next_connection_state(bob, "restored")
        assert (ann.seat, bob.seat) == (0, 1)
        va, vb = await own_view_after(ann, state_id), await own_view_after(bob, state_id)
        assert (va["hand"], vb["hand"]) == (hands[0], hands[1])
        assert va["state_id"] == state_id
        players = [Player(ann, 1), Player(bob, 2)]
        ends = await asyncio.wait_for(asyncio.gather(
            *(p.play_until("match_end") for p in players)), WAIT * 3)
        assert ends[0]["winner"] == ends[1]["winner"]
        await ann.close()
        await bob.close()
    finally:
        await host2.close()


async def test_a_seat_left_mid_match_is_still_freed_after_the_match_when_the_host_resumed(
        tmp_path: Path) -> None:
    """A bot standing in for a player who left plays on after a restart, and the seat is free
    again once the match is over (before, the journal forgot why the bot sat there and it kept
    the seat for good)."""
    journal = tmp_path / "t.jsonl"
    host, port, ann, bob = await journaled_match(journal)
    await until(lambda: host.table.phase == "playing", "the match started")
    await bob.leave()
    await until(lambda: host.table.seats[1].kind == "bot", "a bot took Bob's seat")
    await host.close()
    await next_connection_state(ann, "closed")
    resumed = load(journal)
    assert resumed.seats[1]["stand_in"] is True and "stand_in" not in resumed.seats[2]
    host2 = Host(fast_config(seats=3, journal=journal), resumed)
    try:
        seats = host2.table.seats
        assert (seats[1].kind, seats[1].name, seats[1].stand_in) == ("bot", "Bob", True)
        assert (seats[2].kind, seats[2].stand_in) == ("bot", False)  # added in the lobby: stays
        await host2.start_server("127.0.0.1", port)
        assert ann.retry()
        await next_connection_state(ann, "restored")
        await asyncio.wait_for(Player(ann, 1).play_until("match_end"), WAIT * 3)
        await until(lambda: host2.table.phase == "lobby", "the lobby after the match")
        assert [s.kind for s in host2.table.seats] == ["human", "empty", "bot"]
    finally:
        await ann.close()
        await host2.close()


async def test_a_resumed_table_still_marks_the_moves_a_bot_made_for_a_player(
        tmp_path: Path) -> None:
    """After ``host --resume`` a play-tester's log read "Joe played Y+2" where it had read "Joe
    played Y+2 (a bot, for them)": the journal kept the moves, not who made them."""
    journal = tmp_path / "t.jsonl"
    host, _port, ann, bob = await journaled_match(journal)
    await until(lambda: host.table.phase == "playing", "the match started")
    await bob.leave()
    st = host.table.state
    assert st is not None

    def marked(state: Any) -> list[int]:
        return [e["seq"] for e in state.log if e.get("seat") == 1 and e.get("by_bot")]

    playing = asyncio.ensure_future(Player(ann, 1).play_until("round_end"))
    try:
        await until(lambda: len(marked(st)) >= 2, "the stand-in moved for Bob")
    finally:
        playing.cancel()
    await host.close()
    await ann.close()
    resumed = load(journal)
    assert marked(resumed.state) == marked(st)


async def test_a_journal_with_an_accusation_an_earlier_build_judged_still_resumes(
        tmp_path: Path) -> None:
    """Under multi-play an earlier build opened a catch window after every play of a hand of
    two cards or more, and judged a catch of it a false one; this build opens none on a hand too
    large to owe UNO, so replaying that catch was refused and the table could not be resumed
    (review23). It replays as the false catch it was."""
    import json

    journal = tmp_path / "t.jsonl"
    host, _port = await start_host(seats=2, journal=journal, bot_delay=3600.0,
                                   rules=Rules(target_score=50, multi_play="same_value"))
    ann = await Client.connect_tcp("127.0.0.1", _port, "Ann")
    await ann.add_bot()
    await ann.start()
    await until(lambda: host.table.state is not None and host.table.journal is not None
                and journal.exists(), "the match journaled")
    st = host.table.state
    assert st is not None and st.catchable is None
    next_id = st.state_id + 1
    await ann.close()
    await host.close()
    with journal.open("a", encoding="utf-8") as f:  # (as the earlier build wrote it)
        f.write(json.dumps({"k": "act", "seat": 0, "a": {"type": "catch", "target": 1},
                            "id": next_id}) + "\n")
    resumed = load(journal)
    assert resumed.state.state_id == next_id
    assert resumed.state.log[-1]["type"] == "false_catch"


async def test_a_player_removed_while_away_is_told_on_coming_back_that_the_seat_is_gone() -> None:
    """The owner removes a player whose connection dropped; when that client reconnects, the host
    takes it in as a newcomer (its token is forgotten) and the client says the seat was not kept."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob", backoff=(0.5,))
        token = bob.token
        await until(lambda: host.table.seats[1].kind == "human", "Bob seated")
        writer: Any = bob._writer
        writer.transport.abort()  # the network drops under Bob
        await next_connection_state(bob, "lost")
        await until(lambda: host.table.seats[1].member is not None
                    and host.table.seats[1].member.conn is None, "Bob away")
        await ann.kick(1)
        await until(lambda: host.table.seats[1].kind == "empty", "Bob's seat freed")
        restored = await next_connection_state(bob, "restored")
        assert restored["seat_kept"] is False and bob.token != token
        await bob.close()
        await ann.close()
    finally:
        await host.close()


async def test_a_watcher_back_after_a_drop_is_not_told_a_seat_was_lost() -> None:
    """A watcher's token is forgotten on a drop (a newcomer's welcome comes back): that is no
    seat given up, and the client does not say so."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        eve = await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True,
                                       backoff=(0.05, 0.1))
        assert eve.seat is None
        writer: Any = eve._writer
        writer.transport.abort()
        await next_connection_state(eve, "lost")
        restored = await next_connection_state(eve, "restored")
        assert restored["seat_kept"] is True and eve.seat is None
        await eve.close()
        await ann.close()
    finally:
        await host.close()


async def test_a_table_resumed_after_its_match_ended_frees_an_absent_owners_seat(
        tmp_path: Path) -> None:
    """Found by a new player: a table stopped after its match was over and started again with
    ``--resume`` kept the seat of an owner who never came back for good (the window was armed
    to hand the seat to a bot, which does nothing in the lobby), so nobody could ever start
    again. Now the seat is freed when the window runs out and the table passes to Bob."""
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=3, journal=journal, rules=Rules(scoring="single"))
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.05,))
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob", backoff=(0.05, 0.1))
    await ann.add_bot()
    await ann.start()
    players = [Player(ann, 1), Player(bob, 2)]
    await asyncio.wait_for(asyncio.gather(*(p.play_until("match_end") for p in players)),
                           WAIT * 3)
    await until(lambda: host.table.phase == "lobby", "the lobby after the match")
    await ann.close()
    await host.close()
    await next_connection_state(bob, "closed")
    # (a window long enough for Bob to be back in time on a loaded machine, short for Ann's)
    host2 = Host(fast_config(seats=3, journal=journal, reconnect_window=2.0), load(journal))
    try:
        assert host2.table.phase == "lobby"
        await host2.start_server("127.0.0.1", port)
        assert bob.retry()
        await next_connection_state(bob, "restored")
        assert host2.table.seats[1].member is not None  # Bob is back in his seat
        await until(lambda: host2.table.seats[0].kind == "empty", "Ann's seat freed")
        await until(lambda: bob.owner, "Bob runs the table now")
        await bob.start()
        assert (await bob.recv("round_start", timeout=WAIT))["round"] == 1
    finally:
        await bob.close()
        await host2.close()


async def test_a_table_resumed_mid_round_counts_down_an_absent_guest_and_a_bot_takes_the_seat(
        tmp_path: Path) -> None:
    """Found by a play-tester: after ``unotui host --resume`` the seat of a guest who never came
    back showed "Waiting for root 2 to play…" with no countdown. A resumed table gives every
    seat the reconnect window a drop gives, and says what is left of it (``window_left``) to
    everyone: the player who is back sees the guest's seat count down, then a bot plays it and
    the round moves on."""
    journal = tmp_path / "t.jsonl"
    host, port, ann, bob = await journaled_match(journal)
    await until(lambda: host.table.phase == "playing", "the match started")
    await bob.close()  # Bob goes for good (his app ended): he never comes back
    await until(lambda: host.table.seats[1].member is not None
                and host.table.seats[1].member.conn is None, "Bob away")
    await host.close()
    await next_connection_state(ann, "closed")
    window = 3.0  # (long enough for Ann to be back first on a loaded machine)
    host2 = Host(fast_config(seats=3, journal=journal, reconnect_window=window), load(journal))
    try:
        table = host2.table
        st = table.state
        assert st is not None and table.phase == "playing"
        await host2.start_server("127.0.0.1", port)
        assert ann.retry()
        await next_connection_state(ann, "restored")
        lobby = await ann.recv("lobby", timeout=WAIT)
        bob_seat, ann_seat = lobby["seats"][1], lobby["seats"][0]
        assert bob_seat["connected"] is False and bob_seat["bot"] is None
        assert 0 < bob_seat["window_left"] <= window
        assert ann_seat["window_left"] is None
        notice = await ann.recv("notice", timeout=WAIT)
        assert (notice["kind"], notice["seat"], notice["why"]) == ("takeover", 1, "away")
        lobby = await ann.recv("lobby", timeout=WAIT)
        assert lobby["seats"][1]["bot"] == "normal" and lobby["seats"][1]["window_left"] is None
        # the round goes on: Ann plays her turns, the bots (Bob's too) theirs
        await asyncio.wait_for(Player(ann, 1).play_until("round_end"), WAIT * 3)
    finally:
        await ann.close()
        await host2.close()


async def test_chat_is_sent_again_to_a_newcomer_and_to_a_player_back_after_a_drop() -> None:
    """A play-tester back after a drop read "No messages yet" while the others still saw the
    lobby's chat. Every welcome is followed by the table's latest lines; a client that kept
    them keeps each once (``id``)."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", backoff=(0.02, 0.05))
        await ann.chat("hi all")
        await ann.chat("ready?")
        await until(lambda: len(ann.chats) == 2, "Ann's own lines")
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
        await until(lambda: [c["text"] for c in bob.chats] == ["hi all", "ready?"],
                    "the lines said before Bob came")
        first = bob.chats[0]["id"]
        assert [c["id"] for c in bob.chats] == [first, first + 1] and bob.chats[0]["from"] == "Ann"
        writer: Any = ann._writer
        writer.transport.abort()  # the network drops under Ann
        await next_connection_state(ann, "lost")
        await next_connection_state(ann, "restored")
        await bob.chat("welcome back")
        await until(lambda: len(ann.chats) == 3, "Bob's line after the reconnect")
        assert [c["text"] for c in ann.chats] == ["hi all", "ready?", "welcome back"]
        # a client back after a drop asks only for what was said since (chat_since)
        cy = await Client.connect_tcp("127.0.0.1", port, "Cy", spectate=True)
        await until(lambda: len(cy.chats) == 3, "every line for a newcomer")
        raw = Client(cy._connector, "Eve", spectate=True)
        raw.chats.append(dict(ann.chats[1]))  # it has the second line
        await raw.connect()
        await until(lambda: len(raw.chats) == 2, "the line after it")
        await asyncio.sleep(0.1)
        assert [c["text"] for c in raw.chats] == ["ready?", "welcome back"]
        for c in (bob, ann, cy, raw):
            await c.close()
    finally:
        await host.close()


async def test_a_client_of_an_earlier_version_back_after_a_drop_is_not_sent_the_chat_again(
) -> None:
    """It sends no ``chat_since`` and keeps its own lines: sent them again on every reconnect,
    it would show each twice."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
        await ann.chat("hi all")
        await until(lambda: len(ann.chats) == 1, "the line")
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        from net.protocol import PROTOCOL_VERSION, decode, encode, read_frame

        writer.write(encode({"t": "hello", "proto": PROTOCOL_VERSION, "app": "old 0.9",
                             "name": "Ann", "token": ann.token}))
        await writer.drain()
        seen = []
        try:
            while True:
                seen.append(decode(await asyncio.wait_for(read_frame(reader), 0.3)))
        except TimeoutError:
            pass
        assert seen and seen[0]["t"] == "welcome"
        assert not [m for m in seen if m.get("t") == "chat"]
        writer.close()
        await ann.close()
    finally:
        await host.close()
