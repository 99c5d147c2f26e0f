"""ux31 #1: the first player to catch a forgotten UNO is the one who caught.

Catches made during the UNO grace are held until it ends. Each had its own timer, all due at
(about) the same moment, so they ran in no fixed order: at a table of three, Bob pressed ``c``
first and read "root caught Sam first". They are now settled in the order they arrived."""

from __future__ import annotations

import time
from typing import Any

import pytest
from net_testkit import fast_config
from test_local_lobby import error_of, join, last_lobby

from core.actions import Catch, Play
from core.cards import Card
from core.game import GameState
from core.position import parse_position
from net.host import Host, Refused


async def three_at_a_red_three(host: Host) -> tuple[list[Any], GameState]:
    """Ann, Bob and Cy at ``host``; Ann to play on a red 3 holding R5, R7 (Bob and Cy hold four
    cards each): the clients and the state."""
    clients = [await join(host, name) for name in ("Ann", "Bob", "Cy")]
    await clients[0].start()
    for c in clients:
        await last_lobby(c)
    st = host.table.state
    assert st is not None
    host.table.state = st = parse_position(
        f"R5,R7/G1,G2,Y3,Y4/B6,B8,B9,G6 R3 * R 0 + 0 play 0,0,0 id={st.state_id}",
        st.rules, seed=st.rng)
    return clients, st


def caught_by(st: GameState) -> list[int]:
    return [e["seat"] for e in st.log if e["type"] == "caught"]


async def test_the_first_catch_made_during_the_grace_is_the_one_that_counts() -> None:
    for first, second in ((1, 2), (2, 1), (1, 2), (2, 1)):  # (either may be first)
        host = Host(fast_config(seats=3, uno_grace=0.3))
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
