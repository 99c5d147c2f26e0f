"""The in-memory game end to end, the lobby's owner commands, the UNO grace and the turn timer."""

from __future__ import annotations

import asyncio
from typing import Any

from hypothesis import given, settings
from hypothesis import strategies as st
from net_testkit import WAIT, Player, fast_config, until

from core.actions import Play
from core.cards import Card
from core.game import GameState, apply, legal_actions
from core.position import parse_position
from core.rules import OPTIONS, Rules
from net.client import Client
from net.host import Host
from net.local import join_local, start_local_game


async def test_local_game_against_bots_runs_to_the_end_with_verified_decks() -> None:
    host, client = await start_local_game(Rules(target_score=200), bots=3, name="Ann", seed=7,
                                          bot_delay=0.0, round_pause=0.0)
    try:
        assert client.seat == 0 and client.owner
        me = Player(client, seed=9)
        end = await asyncio.wait_for(me.play_until("match_end"), WAIT * 3)
    finally:
        await client.close()
        await host.close()
    assert max(end["scores"]) >= 200
    assert end["names"][0] == "Ann"
    round_ends = [m for m in me.seen if m["t"] == "round_end"]
    assert round_ends and all(m["verified"] for m in round_ends)
    assert all(v["view"]["seat"] == 0 for v in me.views)


async def test_a_tampered_reveal_is_not_verified() -> None:
    host, client = await start_local_game(Rules(scoring="single"), bots=1, name="Ann", seed=8,
                                          bot_delay=0.0, round_pause=0.0)
    original = host.table.round_end_message

    def forged() -> dict[str, Any]:
        msg = original()
        msg["reveal"]["seed"] = "00" * 32  # a different deck than the one committed to
        return msg

    host.table.round_end_message = forged  # type: ignore[method-assign]
    try:
        end = await asyncio.wait_for(Player(client, 1).play_until("round_end"), WAIT * 3)
    finally:
        await client.close()
        await host.close()
    assert end["verified"] is False and "commitment" in end["verify_reason"]


async def join(host: Host, name: str, **kw: Any) -> Client:
    return await join_local(host, name, **kw)


async def seated_at(host: Host, names: tuple[str, ...],
                    position: str) -> tuple[list[Any], GameState]:
    """``names`` at ``host``, the match started and its table set to ``position`` (a
    position's text without its state id, which stays the table's): the clients and the
    state."""
    clients = [await join(host, name) for name in names]
    await clients[0].start()
    for c in clients:
        await last_lobby(c)
    st = host.table.state
    assert st is not None
    host.table.state = st = parse_position(f"{position} id={st.state_id}", st.rules,
                                           seed=st.rng)
    return clients, st


async def error_of(c: Client) -> dict[str, Any]:
    return await c.recv("error", timeout=WAIT)


async def last_lobby(c: Client) -> dict[str, Any]:
    """The newest lobby message once the queue is drained (a ping round trip orders it)."""
    await c.send({"t": "ping", "n": 424242})
    lobby = c.lobby
    while True:
        msg = await c.recv(timeout=WAIT)
        if msg["t"] == "lobby":
            lobby = msg
        if msg["t"] == "pong" and msg.get("n") == 424242:
            assert lobby is not None
            return lobby


async def test_lobby_owner_commands_and_refusals() -> None:
    host = Host(fast_config(seats=4))
    try:
        ann = await join(host, "Ann")
        bob = await join(host, "Ann")
        assert bob.name == "Ann 2" and bob.seat == 1 and not bob.owner
        await bob.start()
        assert (await error_of(bob))["code"] == "not_host"
        await bob.add_bot()
        assert (await error_of(bob))["code"] == "not_host"
        await ann.add_bot("random")
        await ann.add_bot("basic", seat=3)
        lobby = await last_lobby(ann)
        assert [s["kind"] for s in lobby["seats"]] == ["human", "human", "bot", "bot"]
        assert lobby["seats"][2]["bot"] == "random" and lobby["host"] == 0
        await ann.remove_bot(2)
        await ann.set_rules({"hand_size": 5})
        await ann.set_rules({"hand_size": 99})
        assert (await error_of(ann))["code"] == "bad_rules"
        await ann.set_rules(preset="no-such-preset")
        assert (await error_of(ann))["code"] == "bad_rules"
        lobby = await last_lobby(ann)
        assert lobby["rules"]["hand_size"] == 5 and lobby["seats"][2]["kind"] == "empty"
        await bob.sit(2)
        lobby = await last_lobby(bob)
        assert lobby["you"] == 2 and lobby["seats"][1]["kind"] == "empty"
        await bob.sit(0)
        assert (await error_of(bob))["code"] == "bad_seat"
        await ann.kick(2)
        msg = await bob.recv("_connection", timeout=WAIT)
        assert msg == {"t": "_connection", "state": "closed", "reason": "kicked"}
        kicked = [m for m in [bob.last_error] if m]
        assert kicked and kicked[0]["code"] == "kicked"
        await ann.set_seats(2)
        await ann.start()
        lobby = await last_lobby(ann)
        assert lobby["phase"] == "playing" and len(lobby["seats"]) == 2
        v = ann.last_view
        assert v is not None and len(v["hand"]) in (5, 7, 9)  # 5 dealt, maybe a penalty
        watcher = await join(host, "Eve")
        assert watcher.seat is None, "joining a running match makes you a spectator"
        await watcher.sit(1)
        assert (await error_of(watcher))["code"] == "not_now"
        await watcher.close()
        await ann.close()
    finally:
        await host.close()


async def test_the_others_are_told_a_player_was_removed_not_that_they_left() -> None:
    """newbie43 #11: in the lobby a kicked player looked to the others like one who left."""
    host = Host(fast_config(seats=3))
    try:
        ann = await join(host, "Ann")
        bo = await join(host, "Bo")
        cy = await join(host, "Cy")
        await ann.kick(2)
        notice = await bo.recv("notice", timeout=WAIT)
        assert notice == {"t": "notice", "kind": "removed", "seat": 2, "name": "Cy",
                          "why": "kicked"}
        lobby = await bo.recv("lobby", timeout=WAIT)  # (after the notice: the seat empty)
        assert lobby["seats"][2]["kind"] == "empty"
        await bo.leave()  # (one who leaves is no removed one: no notice)
        await until(lambda: ann.lobby is not None and ann.lobby["seats"][1]["kind"] == "empty",
                    "Ann sees Bo's seat free")
        notices = []
        while not ann.messages.empty():
            msg = ann.messages.get_nowait()
            notices += [msg] if msg["t"] == "notice" else []
        assert notices == [{"t": "notice", "kind": "removed", "seat": 2, "name": "Cy",
                            "why": "kicked"}]
        await cy.close()
        await ann.close()
    finally:
        await host.close()


async def test_a_seat_freed_by_its_window_in_the_lobby_is_told_as_such() -> None:
    """ssh44 #8: alice's kept seat ran out in the lobby; the others read "alice left the
    table.", though she had not."""
    host = Host(fast_config(seats=3, reconnect_window=0.2))
    try:
        ann = await join(host, "Ann")
        bo = await join(host, "Bo")
        await bo.close()  # (dropped: the seat waits 0.2 s, then is free)
        notice = await ann.recv("notice", timeout=WAIT)
        assert notice == {"t": "notice", "kind": "removed", "seat": 1, "name": "Bo",
                          "why": "away"}
        await ann.close()
    finally:
        await host.close()


def crafted(state: GameState, hand: list[str]) -> GameState:
    """``state`` with seat 0 to play, holding ``hand``, on a red 3 (every other card in the
    draw pile)."""
    return parse_position(
        f"{','.join(hand)}/G1,G2,Y3,Y4,B6,B8,B9 R3 * R 0 + 0 play 0,0 id={state.state_id}",
        state.rules, seed=state.rng)


#: the UNO grace of :func:`grace_table`: what a test does "within the grace" (two acts and
#: two ping round trips) must fit in it on a busy machine too — a 0.3 s grace was overrun
#: there by timing alone (a process off the CPU, a long garbage collection), the held catch
#: applied before the late UNO call or the test's look at it
GRACE = 1.0


async def grace_table(hand: tuple[str, ...] = ("R5", "R7"),
                      rules: Rules | None = None) -> tuple[Host, Client, Client]:
    """Ann (seat 0, holding ``hand``) to play on a red 3 against Bob, with a grace of
    :data:`GRACE`."""
    host = Host(fast_config(seats=2, uno_grace=GRACE, **({"rules": rules} if rules else {})))
    ann = await join(host, "Ann")
    bob = await join(host, "Bob")
    await ann.start()
    await last_lobby(ann)
    assert host.table.state is not None
    host.table.state = crafted(host.table.state, list(hand))
    host.table.broadcast_views()
    await last_lobby(ann)
    await last_lobby(bob)
    return host, ann, bob


async def test_a_catch_within_the_grace_loses_to_the_late_uno_call() -> None:
    host, ann, bob = await grace_table()
    try:
        st = host.table.state
        assert st is not None
        await ann.act({"type": "play", "card": "R5"}, state_id=st.state_id)  # forgot UNO
        await last_lobby(ann)
        assert st.catchable == 0
        await bob.act({"type": "catch", "target": 0}, state_id=st.state_id)
        await last_lobby(bob)
        assert host.table._held, "the catch waits for the grace period"
        await ann.act({"type": "uno"}, state_id=st.state_id)
        err = await error_of(bob)
        assert err["code"] == "illegal_action" and err["reason"] == "no_catch"
        assert err["message"] == "That player called UNO in time."  # (the engine's precise words)
        assert len(st.hands[0]) == 1 and st.uno_called[0]
    finally:
        await host.close()


async def test_a_catch_within_the_grace_counts_when_no_call_comes() -> None:
    host, ann, bob = await grace_table()
    try:
        st = host.table.state
        assert st is not None
        await ann.act({"type": "play", "card": "R5"}, state_id=st.state_id)
        await last_lobby(ann)
        await bob.act({"type": "catch", "target": 0}, state_id=st.state_id)
        while True:
            v = (await bob.recv("view", timeout=WAIT))["view"]
            if any(e["type"] == "caught" for e in v["log"]):
                break
        assert v["counts"][0] == 3 and v["catchable"] is None
    finally:
        await host.close()


async def test_a_window_that_opens_again_on_the_same_seat_gets_its_own_grace() -> None:
    """Two players, identical multi-play (review23): Ann plays a Skip (a window on her two
    cards), play comes back to her, and after a while she plays the other Skip down to one card
    without UNO. Bob's catch was applied at once: the grace still counted from her first play."""
    rules = Rules(target_score=50, multi_play="identical")
    host, ann, bob = await grace_table(("RS", "RS", "G5"), rules)
    try:
        st = host.table.state
        assert st is not None
        await ann.act({"type": "play", "card": "RS"}, state_id=st.state_id)
        await last_lobby(ann)
        assert st.catchable == 0 and st.current == 0
        await asyncio.sleep(GRACE + 0.2)  # (longer than the grace)
        await ann.act({"type": "play", "card": "RS"}, state_id=st.state_id)
        await last_lobby(ann)
        assert st.catchable == 0 and len(st.hands[0]) == 1
        await bob.act({"type": "catch", "target": 0}, state_id=st.state_id)
        await last_lobby(bob)
        assert host.table._held, "the catch waits for Ann's grace"
    finally:
        await host.close()


async def test_an_accusation_of_a_hand_too_large_to_owe_uno_is_judged_at_once() -> None:
    """Under multi-play a client accusing a player of ten cards had its catch held for the
    grace, and bots waited each time: a stranger's client that accused whoever it could kept a
    bot from moving for a minute. A hand larger than any UNO hand opens no window now, so the
    accusation (listed under ``false_catch_penalty``) is judged on arrival."""
    rules = Rules(target_score=50, multi_play="same_value", false_catch_penalty=2)
    hand = ("R5", "G1", "G2", "Y4", "B6", "B8", "B9", "G6", "Y7", "B7", "Y9")
    host, ann, bob = await grace_table(hand, rules)
    try:
        st = host.table.state
        assert st is not None
        await ann.act({"type": "play", "card": "R5"}, state_id=st.state_id)  # ten cards left
        await last_lobby(ann)
        assert st.catchable is None
        await bob.act({"type": "catch", "target": 0}, state_id=st.state_id)
        await last_lobby(bob)
        assert not host.table._held
        assert [e["type"] for e in st.log[-2:]] == ["false_catch", "draw"]
    finally:
        await host.close()


async def test_bots_leave_a_person_time_to_jump_in_on_a_card_just_played() -> None:
    """A play-tester at a house-rules table against bots: "Jump in: you hold B2 … Enter plays it
    now!", and the chance was gone 0.6 s later, when the next bot moved. At a jump-in table the
    bots now wait ``jump_in_grace`` after a card is played while another player is seated —
    whatever the play logged after it (a skip, an UNO call) — never after that player's own
    card, never once a turn move came, never at a table without jump-in."""
    host = Host(fast_config(seats=3, rules=Rules(target_score=50, jump_in=True),
                            bot_delay=0.2, jump_in_grace=1.5))
    try:
        ann = await join(host, "Ann")
        await ann.add_bot()
        await ann.add_bot()
        await ann.start()
        await last_lobby(ann)
        table = host.table
        assert table.state is not None

        def after(text: str, seat: int, card: str, uno: bool = False,
                  jump_in: bool = True) -> float:
            """The bots' pause once ``seat`` played ``card`` in the position ``text``."""
            st = parse_position(text, Rules(target_score=50, jump_in=jump_in))
            apply(st, seat, Play(Card.parse(card), None, uno))
            table.state = st
            return table._bot_pause()

        hands = "B2,G7,G8/BS,Y2,B5,G3/B8,G9,Y5"
        assert after(f"{hands} B5 * B 1 + 0 play 0,0,0", 1, "BS") == 1.5  # (then "skipped")
        assert after("B2,G7,G8/BS,Y2/B8,G9,Y5 B5 * B 1 + 0 play 0,0,0", 1, "BS", uno=True) == 1.5
        assert after(f"{hands} B5 * B 0 + 0 play 0,0,0", 0, "B2") == 0.2  # Ann's own card
        st = table.state
        apply(st, 1, legal_actions(st, 1)[-1])  # (a turn move: the chance is gone)
        assert not st.fresh and table._bot_pause() == 0.2
        assert after(f"{hands} B5 * B 1 + 0 play 0,0,0", 1, "BS", jump_in=False) == 0.2
        await ann.close()
        await until(lambda: table.seats[0].member is not None
                    and table.seats[0].member.conn is None, "Ann gone")
        assert after(f"{hands} B5 * B 1 + 0 play 0,0,0", 1, "BS") == 0.2  # nobody to wait for
    finally:
        await host.close()


async def test_turn_timer_moves_for_a_player_who_waits_too_long() -> None:
    host = Host(fast_config(seats=2, turn_timer=0.05))
    try:
        ann = await join(host, "Ann")
        bob = await join(host, "Bob")
        await ann.start()
        await last_lobby(ann)
        st = host.table.state
        assert st is not None
        start_id, sleeper = st.state_id, st.current
        first = (await ann.recv("view", timeout=WAIT))
        assert first["timer"] is not None and first["timer"]["seconds"] == 0.05
        while True:  # nobody acts: the host acts for whoever is to move
            v = (await ann.recv("view", timeout=WAIT))["view"]
            if v["state_id"] > start_id:
                break
        moved = [e for e in v["log"] if e.get("seat") == sleeper
                 and e["type"] in ("draw", "pass", "accept", "color")]
        assert moved
        # the timer's move is marked as the timer's, so nobody reads it as the player's choice:
        # in the first view that carries it (a client shows each event once)
        assert all(e.get("timed_out") is True for e in moved)
        for _ in range(3):  # each move in the first view that carries it
            v = (await ann.recv("view", timeout=WAIT))["view"]
            last = v["log"][-1]
            if last["type"] in ("draw", "pass", "accept", "color"):
                assert last.get("timed_out") is True, last
        await ann.close()
        await bob.close()
    finally:
        await host.close()


async def test_leaving_mid_match_hands_the_seat_to_a_bot_and_the_table_to_the_next_owner() -> None:
    host = Host(fast_config(seats=3))
    try:
        ann = await join(host, "Ann")
        bob = Player(await join(host, "Bob"), seed=4)
        await ann.add_bot()
        await ann.start()
        await last_lobby(ann)
        await ann.leave()
        notice = await bob.client.recv("notice", timeout=WAIT)
        # the takeover is news of its own; the seat keeps Ann's name, so what she played stays
        # "Ann played …" in everyone's log, and the seat's kind says a bot plays it now
        assert notice == {"t": "notice", "kind": "takeover", "seat": 0, "name": "Ann",
                          "why": "left", "kicked": False}
        lobby = await last_lobby(bob.client)
        assert lobby["seats"][0]["kind"] == "bot" and lobby["seats"][0]["name"] == "Ann"
        assert lobby["owner"] and lobby["host"] == 1
        end = await asyncio.wait_for(bob.play_until("match_end"), WAIT * 3)
        assert end["names"][0] == "Ann"
        await bob.client.close()
    finally:
        await host.close()


_option_values = st.one_of(st.integers(-5, 12000), st.booleans(), st.text(max_size=12),
                           st.none(), st.lists(st.integers(-5, 12000), max_size=2))


@settings(max_examples=25, deadline=None)
@given(st.dictionaries(st.sampled_from([*OPTIONS, "bogus"]), _option_values, max_size=3))
async def test_any_rules_map_from_the_owner_is_applied_or_refused_as_bad_rules(
        options: dict[str, Any]) -> None:
    host = Host(fast_config())
    try:
        ann = await join(host, "Ann")
        await ann.set_rules(options)
        lobby = await last_lobby(ann)
        errors = [m for m in [ann.last_error] if m is not None]
        if errors:
            assert errors[0]["code"] == "bad_rules" and not errors[0]["fatal"]
        else:  # (an option sent as nil keeps the default: docs/PROTOCOL.md §1)
            given = {k: v for k, v in options.items() if v is not None}
            assert lobby["rules"] == Rules.from_dict(given).to_dict()
        assert ann.connected
        await ann.close()
    finally:
        await host.close()


async def test_a_spectating_owner_who_leaves_hands_the_table_on() -> None:
    """Found in review: the owner watching as a spectator disconnected and nobody could ever
    start a match again."""
    host = Host(fast_config(seats=3))
    try:
        a = await join(host, "A", reconnect=False)
        b = await join(host, "B", reconnect=False)
        await a.spectate()
        await asyncio.sleep(0.05)
        await a.close()
        await asyncio.sleep(0.05)
        assert host.table.owner == b.token
        await b.add_bot("basic")
        await b.start()
        await asyncio.wait_for(b.recv("view", timeout=WAIT), WAIT)
        assert host.table.phase == "playing"
    finally:
        await host.close()


async def test_a_player_gone_before_the_start_is_played_by_a_bot_after_the_window() -> None:
    """Found in review: a seat left in the lobby and started within the reconnect window was
    never taken over, and the match froze at that seat's turn."""
    host = Host(fast_config(seats=3, reconnect_window=0.2))
    table = host.table
    try:
        a = await join(host, "A", reconnect=False)
        b = await join(host, "B", reconnect=False)
        await a.add_bot("basic")
        await asyncio.sleep(0.05)
        await b.close()
        await asyncio.sleep(0.05)
        await a.start()
        await asyncio.sleep(0.05)
        await a.close()  # both humans away: bots must play their seats after the window
        assert table.state is not None
        for _ in range(100):
            await asyncio.sleep(0.05)
            if table.state is None or table.state.state_id > 5:
                break
        assert table.state is None or table.state.state_id > 5, "the match froze"
    finally:
        await host.close()


async def test_judgement_day_announces_round_one_when_it_is_dealt() -> None:
    """Round 1 is dealt only after the last date is named: clients must be told then, or the
    deck check cannot compare the hand they were dealt (found in review)."""
    host = Host(fast_config(seats=2, rules=Rules(judgement_day=True, scoring="single")))
    try:
        a = await join(host, "A", reconnect=False)
        await a.add_bot("basic")
        await asyncio.sleep(0.05)
        await a.start()
        await a.recv("round_start", timeout=WAIT)
        await asyncio.sleep(0.1)
        await a.act({"type": "date", "month": 12, "day": 25})
        again = await a.recv("round_start", timeout=WAIT)
        while True:
            m = await a.recv("view", timeout=WAIT)
            if m["view"]["state_id"] == again["state_id"]:
                break
        assert m["view"]["phase"] != "name_dates" and len(m["view"]["hand"]) == 7
        assert a._dealt.get(1) == m["view"]["hand"]
    finally:
        await host.close()


async def test_the_turn_timer_gives_every_card_of_a_swap_at_once() -> None:
    """proto38 #2: a player away in the middle of a wild power's swap gave one card each time
    the timer ran out, the clock starting again: three timer lengths for one turn."""
    from core.rules import Rules

    host = Host(fast_config(seats=2, turn_timer=60.0, rules=Rules(wild_powers=True)))
    try:
        clients, st = await seated_at(host, ("Ann", "Bob"),
                                      "R1,R2,G3,Y4/B5,B6 W * R 0 + 0 give 0,0 give=1:3:-")
        table = host.table
        table.broadcast_views()
        table._arm_timer()
        assert table._timer_turn is not None and st.phase.value == "give"
        table._timer_expired(table._timer_turn)  # (the clock runs out once)
        st = table.state
        assert st is not None and st.phase.value == "play" and st.current == 1
        assert sorted(c.code for c in st.hands[1]) == ["G3", "R1", "R2"]  # (the swap done)
        gave = [e for e in st.log if e["type"] == "give"]
        assert len(gave) == 3 and all(e.get("timed_out") is True for e in gave)
        for c in clients:
            await c.close()
    finally:
        await host.close()


async def test_the_turn_timer_ends_the_whole_turn_of_a_player_who_waits() -> None:
    """ux30 #4: the timer drew for an idle player, then ran again for the card drawn before it
    passed: one absent player held the table two timer lengths a turn."""
    from core.rules import Rules

    host = Host(fast_config(seats=2, turn_timer=60.0, rules=Rules(draw_until_playable=True)))
    try:
        ann = await join(host, "Ann")
        bob = await join(host, "Bob")
        await ann.start()
        await last_lobby(ann)
        table = host.table
        st = table.state
        assert st is not None
        sleeper = st.current  # (the timer draws for them, until a card fits)
        assert table._timer_turn is not None and st.phase.value == "play"
        client = (ann, bob)[sleeper]
        await asyncio.sleep(0.05)
        while not client.messages.empty():  # (what came before the clock ran out)
            client.messages.get_nowait()
        table._timer_expired(table._timer_turn)  # (the clock runs out once)
        st = table.state
        assert st is not None and st.drawn is None and st.current != sleeper
        moved = [e for e in st.log if e.get("seat") == sleeper and e["type"] in ("draw", "pass")]
        assert [e["type"] for e in moved][-1] == "pass" and moved[0]["type"] == "draw"
        assert all(e.get("timed_out") is True for e in moved)
        # (the views between its draw and its pass show no fresh clock: proto45 #2)
        seen = []
        while True:
            msg = await client.recv("view", timeout=WAIT)
            seen.append(msg)
            if msg["view"]["current"] != sleeper:
                break
        assert len(seen) >= 2, seen  # (the drawn card's view, then the one after the pass)
        assert all(m["timer"] is None for m in seen[:-1]), [m["timer"] for m in seen]
        assert seen[-1]["timer"] is not None and seen[-1]["timer"]["seat"] != sleeper
        # (and nothing for the sleeper to act on: the drawn card's play and pass were listed,
        # and sending one was always stale_state, proto61 #1)
        assert all(m["view"]["legal"] == [] for m in seen[:-1]), \
            [m["view"]["legal"] for m in seen]
        await ann.close()
        await bob.close()
    finally:
        await host.close()


async def _last_lobby(c: Any) -> dict[str, Any]:
    msg = await c.recv("lobby", timeout=WAIT)
    while True:
        try:
            msg = await c.recv("lobby", timeout=0.2)
        except Exception:
            return msg


async def test_timer_after_a_timed_out_colour_choice_is_shown_for_the_turn_that_follows() -> None:
    """review49 #1: 5699c6c (proto45 #2) hid the clock in every view while the timer moved for
    the seat to move — but a round that begins on a Wild has the player after the dealer name the colour
    and then play: when the timer names it, the same seat's *new* turn (a fresh clock armed)
    is broadcast with ``timer: null``, and nothing else comes until someone moves."""
    host = Host(fast_config(seats=2, turn_timer=60.0))
    try:
        ann = await join_local(host, "Ann")
        bob = await join_local(host, "Bob")
        await ann.start()
        for c in (ann, bob):
            await _last_lobby(c)
        table = host.table
        st = table.state
        assert st is not None
        # (a round dealt on a Wild: seat 1, after the dealer, names the colour, then plays)
        table.state = st = parse_position(
            f"R1,R2,G3/B5,B6,Y7 W * - 1 + 0 choose_color 0,0 dealer=0 id={st.state_id}",
            st.rules, seed=st.rng)
        table._arm_timer()
        assert table._timer_turn is not None and st.phase.value == "choose_color"
        await asyncio.sleep(0.05)
        while not bob.messages.empty():
            bob.messages.get_nowait()
        table._timer_expired(table._timer_turn)  # (the clock runs out: it names the colour)
        st = table.state
        assert st is not None and st.phase.value == "play" and st.current == 1
        assert table._timer_deadline is not None  # (a fresh clock runs for seat 1's play)
        msg = await bob.recv("view", timeout=WAIT)
        while not bob.messages.empty():
            nxt = bob.messages.get_nowait()
            if nxt.get("t") == "view":
                msg = nxt
        assert msg["view"]["current"] == 1 and msg["view"]["phase"] == "play"
        assert msg["timer"] is not None and msg["timer"]["seat"] == 1, msg["timer"]
        await ann.close()
        await bob.close()
    finally:
        await host.close()
