"""A friend who comes during a match takes over a seat one of the table's bots plays (ux33 #7:
they could only watch to the match's end). Real TCP on loopback."""

from __future__ import annotations

from pathlib import Path

from net_testkit import WAIT, start_host, until

from net.client import Client
from net.journal import load


async def test_a_watcher_takes_a_bots_seat_mid_match_and_plays_it(tmp_path: Path) -> None:
    journal = tmp_path / "t.jsonl"
    host, port = await start_host(seats=3, journal=journal, bot_delay=3600.0)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        await ann.add_bot("normal")
        await ann.add_bot("normal")
        await until(lambda: host.table.taken() == 3)
        await ann.take_seat(1)  # (in the lobby: sit is the way)
        refused = await ann.recv("error", timeout=WAIT)
        assert refused["code"] == "not_now" and not refused["fatal"]
        await ann.start()
        await until(lambda: host.table.phase == "playing")
        zoe = await Client.connect_tcp("127.0.0.1", port, "Zoe")
        assert zoe.seat is None  # (a match is on: she watches)
        bot_seat = next(i for i, s in enumerate(host.table.seats) if s.kind == "bot")
        was = host.table.seats[bot_seat].name
        hand = [str(c) for c in host.table.state.hands[bot_seat]]
        await zoe.take_seat(bot_seat)
        notice = await ann.recv("notice", timeout=WAIT)
        assert notice == {"t": "notice", "kind": "took_seat", "seat": bot_seat, "name": "Zoe",
                          "was": was}
        await until(lambda: zoe.seat == bot_seat, "her seat, from the lobby")
        view = await zoe.recv("view", timeout=WAIT)
        while view["view"].get("seat") != bot_seat:
            view = await zoe.recv("view", timeout=WAIT)
        assert sorted(view["view"]["hand"]) == sorted(hand)  # (the bot's hand is hers)
        seat = host.table.seats[bot_seat]
        assert seat.kind == "human" and seat.member is not None and seat.member.name == "Zoe"
        # (and a table resumed from its journal knows the seat is hers)
        assert any(s.get("name") == "Zoe" and s.get("kind") == "human"
                   for s in load(journal).seats)
        # refused: a seat of hers already, a human's seat, and in the lobby
        await zoe.take_seat(0)
        refused = await zoe.recv("error", timeout=WAIT)
        assert refused["code"] == "bad_seat" and not refused["fatal"]
        eve = await Client.connect_tcp("127.0.0.1", port, "Eve")
        await eve.take_seat(0)  # (Ann's)
        refused = await eve.recv("error", timeout=WAIT)
        assert refused["code"] == "bad_seat"
        await zoe.leave()  # (a stand-in bot plays her seat now: hers to take back, not Eve's)
        await until(lambda: host.table.seats[bot_seat].stand_in, "a stand-in")
        await eve.take_seat(bot_seat)
        refused = await eve.recv("error", timeout=WAIT)
        assert refused["code"] == "bad_seat"
        await eve.close()
    finally:
        await ann.close()
        await host.close()


async def taken_on_the_bots_turn(seed: int) -> bool:
    """At a 2-seat table with a turn timer (Ann and a bot), Zoe takes the bot's seat on its
    turn and her view, and Ann's, show the clock running for it; ``False`` when the deal of
    ``seed`` has Ann move first (nothing checked)."""
    host, port = await start_host(seats=2, bot_delay=3600.0, turn_timer=30.0, seed=seed)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    try:
        await ann.add_bot("normal")
        await until(lambda: host.table.taken() == 2)
        await ann.start()
        await until(lambda: host.table.phase == "playing" and host.table.state is not None)
        state = host.table.state
        assert state is not None
        if state.current != 1 or state.phase.value != "play":
            return False
        zoe = await Client.connect_tcp("127.0.0.1", port, "Zoe")
        await until(lambda: zoe.lobby is not None and zoe.lobby.get("takeable") == [1])
        await zoe.take_seat(1)
        view = await zoe.recv("view", timeout=WAIT)
        while view["view"].get("seat") != 1:
            view = await zoe.recv("view", timeout=WAIT)
        assert view["timer"] is not None and view["timer"]["seat"] == 1
        seen = await ann.recv("view", timeout=WAIT)
        while seen["timer"] is None:
            seen = await ann.recv("view", timeout=WAIT)
        assert seen["timer"]["seat"] == 1
        await until(lambda: zoe.lobby is not None and zoe.lobby.get("takeable") == [])
        await zoe.close()
        return True
    finally:
        await ann.close()
        await host.close()


async def test_the_seat_taken_on_its_turn_gets_its_turn_clock_in_every_view() -> None:
    """review35b #1: taken on the bot's turn at a table with a turn timer, the seat's clock ran
    but no view said so: the player was timed out unwarned. The lobby lists the seats that can
    be taken (``takeable``), which the clients offer."""
    for seed in range(1, 40):
        if await taken_on_the_bots_turn(seed):
            return
    raise AssertionError("no deal where the bot moves first")
