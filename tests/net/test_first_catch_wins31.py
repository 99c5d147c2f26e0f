"""ux31 #1: the first player to catch a forgotten UNO is the one who caught.

Catches made during the UNO grace are held until it ends. Each had its own timer, all due at
(about) the same moment, so they ran in no fixed order: at a table of three, Bob pressed ``c``
first and read "root caught Sam first". They are now settled in the order they arrived."""

from __future__ import annotations

import asyncio
import time
from typing import Any

import pytest
from net_testkit import fast_config
from test_local_lobby import error_of, last_lobby, seated_at

from core.actions import CallUno, Catch, Draw, Play
from core.cards import Card
from core.game import GameState
from net.host import Host, Refused


async def three_at_a_red_three(host: Host) -> tuple[list[Any], GameState]:
    """Ann, Bob and Cy at ``host``; Ann to play on a red 3 holding R5, R7 (Bob and Cy hold four
    cards each): the clients and the state."""
    return await seated_at(host, ("Ann", "Bob", "Cy"),
                           "R5,R7/G1,G2,Y3,Y4/B6,B8,B9,G6 R3 * R 0 + 0 play 0,0,0")


def caught_by(st: GameState) -> list[int]:
    return [e["seat"] for e in st.log if e["type"] == "caught"]


async def test_the_first_catch_made_during_the_grace_is_the_one_that_counts() -> None:
    for first, second in ((1, 2), (2, 1), (1, 2), (2, 1)):  # (either may be first)
        # (both catches, each a client's act and a ping round trip, must come within the
        # grace: 0.3 s was overrun on a busy machine by timing alone, a catch applied at once)
        host = Host(fast_config(seats=3, uno_grace=1.0))
        try:
            clients, st = await three_at_a_red_three(host)
            host.table.broadcast_views()
            for c in clients:
                await last_lobby(c)
            await clients[0].act({"type": "play", "card": "R5"}, state_id=st.state_id)  # no UNO
            await last_lobby(clients[0])
            assert st.catchable == 0
            for seat in (first, second):  # one after the other, both within the grace
                await clients[seat].act({"type": "catch", "target": 0}, state_id=st.state_id)
                await last_lobby(clients[seat])
            assert len(host.table._held) == 2
            refused = await error_of(clients[second])
            assert refused["code"] == "illegal_action", refused
            assert caught_by(st) == [first] and len(st.hands[0]) == 3
            for c in clients:
                await c.close()
        finally:
            await host.close()


async def test_a_held_catch_whose_grace_is_over_comes_first_on_a_busy_loop() -> None:
    """review31 #3: the held catch's timer had not run yet (the loop busy past the grace) when
    a later catch arrived: the later one was applied at once and won."""
    host = Host(fast_config(seats=3, uno_grace=0.3))
    try:
        clients, st = await three_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("R5")))
        assert st.catchable == 0
        assert host.table.submit(1, Catch(0)) is False  # Bob's, held
        time.sleep(0.35)  # (the loop is busy: the timer cannot run)
        with pytest.raises(Refused):
            host.table.submit(2, Catch(0))  # Cy's, later
        assert caught_by(st) == [1]
        for c in clients:
            await c.close()
    finally:
        await host.close()


async def two_at_a_red_three(host: Host) -> tuple[list[Any], GameState]:
    """Ann and Bob at ``host``; Ann to play on a red 3 holding a red Skip and R5, the next card
    drawn a R7: the clients and the state. (With two players a Skip gives Ann the turn again.)"""
    return await seated_at(host, ("Ann", "Bob"), "RS,R5/G1,G2,Y3,Y4 R3 R7,* R 0 + 0 play 0,0")


@pytest.mark.parametrize("calls", [False, True])
async def test_a_held_catch_of_a_target_who_called_is_not_applied_to_its_next_window(
        calls: bool) -> None:
    """proto37 #1: Bob caught Ann's missed UNO within the grace, so his catch was held; before
    it ended Ann called UNO late but in time, moved again (a Skip at a table of two) and
    played down to one card once more without calling. The held catch was applied to that new
    window, and Bob's catches of it were refused as stale: it is refused now, "called in
    time", and his catch of the new window counts. Had Ann not called (review37 #12: she
    dodged a valid catch by moving on), she still owes it: the held catch is applied."""
    from core.actions import CallUno, Draw

    host = Host(fast_config(seats=2, uno_grace=0.3))
    try:
        clients, st = await two_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("RS")))  # no UNO: one card left
        assert st.catchable == 0
        assert host.table.submit(1, Catch(0)) is False  # Bob's, held for the grace
        if calls:
            host.table.submit(0, CallUno())  # late, but before any catch was applied
        host.table.submit(0, Draw())  # Ann's turn again: she draws the R7...
        host.table.submit(0, Play(Card.parse("R7")))  # ...and plays it, without UNO again
        assert st.catchable == 0 and len(st.hands[0]) == 1
        await last_lobby(clients[1])
        if not calls:
            await asyncio.sleep(0.4)
            assert caught_by(st) == [1] and len(st.hands[0]) == 3
            for c in clients:
                await c.close()
            return
        refused = await error_of(clients[1])
        assert refused["code"] == "illegal_action" and refused["reason"] == "no_catch"
        assert refused["message"] == "That player called UNO in time."
        assert caught_by(st) == [] and len(st.hands[0]) == 1
        host.table.submit(1, Catch(0))  # Bob's catch of the new window: held, then applied
        await last_lobby(clients[1])
        await asyncio.sleep(0.4)
        assert caught_by(st) == [1] and len(st.hands[0]) == 3
        for c in clients:
            await c.close()
    finally:
        await host.close()


async def test_a_held_catch_of_a_target_who_called_then_drew_says_they_called() -> None:
    """proto38 #1: Ann called UNO within the grace of Bob's held catch, then drew a card (her
    turn again, a Skip at a table of two). Bob was told "That player holds more than one card."
    — true by then, but not why his catch failed: she called in time."""
    from core.actions import CallUno, Draw

    host = Host(fast_config(seats=2, uno_grace=0.3))
    try:
        clients, st = await two_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("RS")))  # no UNO: one card left
        assert host.table.submit(1, Catch(0)) is False  # Bob's, held for the grace
        host.table.submit(0, CallUno())  # in time
        host.table.submit(0, Draw())  # two cards again
        assert len(st.hands[0]) == 2
        await last_lobby(clients[1])
        refused = await error_of(clients[1])
        assert refused["reason"] == "no_catch"
        assert refused["message"] == "That player called UNO in time."
        assert caught_by(st) == []
        for c in clients:
            await c.close()
    finally:
        await host.close()


async def test_a_held_catch_answered_in_its_window_is_a_wrong_catch_under_its_penalty() -> None:
    """review38 #2, PROTOCOL.md §6: under false_catch_penalty a held catch whose target called
    UNO in time, in that same window, is applied as the wrong catch it now is: the catcher
    draws the penalty, with no error."""
    from core.actions import CallUno
    from core.rules import Rules

    host = Host(fast_config(seats=2, uno_grace=0.3,
                            rules=Rules(target_score=50, false_catch_penalty=2)))
    try:
        clients, st = await two_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("RS")))  # no UNO: one card left
        assert host.table.submit(1, Catch(0)) is False  # Bob's, held for the grace
        host.table.submit(0, CallUno())  # in time
        await last_lobby(clients[1])
        await asyncio.sleep(0.4)
        assert [e["type"] for e in st.log][-3:] == ["uno", "false_catch", "draw"]
        assert len(st.hands[1]) == 6 and len(st.hands[0]) == 1
        for c in clients:
            await c.close()
    finally:
        await host.close()


async def test_a_held_catch_is_never_judged_wrong_in_the_targets_next_window() -> None:
    """review37b #1: Ann, caught within the grace, moved again and called UNO in her next
    window; the held catch was applied there and, under the false-catch penalty, cost Bob two
    cards for a catch that was right when he made it. It is refused now, without a penalty."""
    from core.actions import CallUno, Draw
    from core.rules import Rules

    host = Host(fast_config(seats=2, uno_grace=0.3,
                            rules=Rules(target_score=50, false_catch_penalty=2)))
    try:
        clients, st = await two_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("RS")))  # no UNO: one card left
        assert host.table.submit(1, Catch(0)) is False  # Bob's, held for the grace
        host.table.submit(0, Draw())
        host.table.submit(0, Play(Card.parse("R7")))  # one card again...
        host.table.submit(0, CallUno())  # ...and this time she calls
        await last_lobby(clients[1])
        refused = await error_of(clients[1])
        assert refused["reason"] == "no_catch"
        assert refused["message"] == "Too late to catch that player: play has moved on."
        assert caught_by(st) == [] and not [e for e in st.log if e["type"] == "false_catch"]
        assert len(st.hands[1]) == 4 and len(st.hands[0]) == 1
        for c in clients:
            await c.close()
    finally:
        await host.close()


@pytest.mark.parametrize("called", [False, True])
async def test_the_next_player_who_catches_then_moves_at_once_keeps_the_catch(
        called: bool) -> None:
    """proto45 #1: Bob, next to play, caught Ann (held for the grace) and drew at once, both
    on the same state: his own draw closed the window and the catch was refused "Too late".
    His catch came first: it is settled before his move, which is then applied. An UNO call of
    Ann's that came before his move still wins."""
    host = Host(fast_config(seats=3, uno_grace=5.0))
    try:
        clients, st = await three_at_a_red_three(host)
        host.table.submit(0, Play(Card.parse("R5")))
        based = st.state_id
        assert host.table.submit(1, Catch(0), state_id=based) is False  # (held)
        if called:  # (Ann's call, after the catch, before Bob's move: it wins)
            host.table.submit(0, CallUno())
            based = st.state_id
        assert host.table.submit(1, Draw(), state_id=based) is True  # (the state it saw)
        assert caught_by(st) == ([] if called else [1])
        assert len(st.hands[0]) == (1 if called else 3) and len(st.hands[1]) == 5  # (drew)
        assert not host.table._held
        for c in clients:
            await c.close()
    finally:
        await host.close()
