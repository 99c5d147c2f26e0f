"""A thinking bot never holds up the table: it thinks in a worker process while the host keeps
answering, a late answer to a table that moved on is dropped, a crash or a stuck bot costs one
normal move and never the game, and a table without thinking bots starts no workers at all.

The bots here (``thinking_bots``) talk to the test through files: asked at state ``S`` they write
``asked-S`` and wait for ``go-S``, so every "while it thinks" below is a fact, not a timing."""

from __future__ import annotations

import asyncio
import logging
import math
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import pytest
from net_testkit import WAIT, fast_config, hello, raw_connect, raw_recv, raw_send, start_host, until
from thinking_bots import CrashingBot, GatedBot, RaisingBot

from core.game import seat_to_move
from core.rules import Rules
from net import botpool
from net import host as host_mod
from net.botpool import BotPool
from net.client import Client
from net.host import Host, auto_action
from net.local import join_local, start_local_game


@pytest.fixture
async def pool() -> AsyncIterator[BotPool]:
    """A pool of its own for each test (its failures counted apart), stopped at the end."""
    p = BotPool()
    yield p
    p.shutdown()


async def lobby_showing(client: Client, check: Any) -> dict[str, Any]:
    """The first lobby (the newest held, or one to come) for which ``check`` holds: another
    member's change reaches this client in the combined lobby, within a second (PROTOCOL.md
    §4 ``lobby``)."""
    lobby = client.lobby
    while lobby is None or not check(lobby):
        lobby = await client.recv("lobby", timeout=WAIT)
    return lobby


async def newest_lobby(client: Client) -> dict[str, Any]:
    """The newest lobby once what is queued is read (a ping round trip orders it)."""
    await client.send({"t": "ping", "n": 99})
    lobby = client.lobby
    while True:
        msg = await client.recv(timeout=WAIT)
        if msg["t"] == "lobby":
            lobby = msg
        if msg["t"] == "pong" and msg.get("n") == 99:
            assert lobby is not None
            return lobby


async def thinking_table(pool: BotPool, bots: dict[int, Any], seats: int = 2,
                         **config: Any) -> tuple[Host, int]:
    """A loopback table of ``seats`` bots; the seats in ``bots`` get those bot objects as
    ``hard`` (thinking) bots, the others are normal bots."""
    host, port = await start_host(seats=seats, **config)
    host.table.bot_pool = pool
    for seat in range(seats):
        host.table.add_bot("normal", seat)
        if seat in bots:
            host.table.seats[seat].bot_kind = "hard"
            host.table.seats[seat].bot = bots[seat]
    return host, port


def release(folder: Path, state_id: int | str) -> None:
    (folder / f"go-{state_id}").write_text("")


async def test_the_host_answers_pings_while_a_bot_is_thinking(tmp_path: Path,
                                                              pool: BotPool) -> None:
    host, port = await thinking_table(pool, {0: GatedBot(tmp_path), 1: GatedBot(tmp_path)})
    try:
        host.table.start_match()
        st = host.table.state
        assert st is not None
        sid, mover = st.state_id, seat_to_move(st)
        assert mover is not None
        await until(lambda: (tmp_path / f"asked-{sid}").exists(), "the bot to move is asked")
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Watcher", spectate=True))
        await raw_recv(reader, "welcome")
        for n in range(5):  # the bot is mid-thought the whole time
            await raw_send(writer, {"t": "ping", "n": n})
            assert (await raw_recv(reader, "pong"))["n"] == n
        assert not (tmp_path / f"answered-{sid}").exists()
        assert st.state_id == sid  # nobody moved for it meanwhile
        release(tmp_path, sid)
        await until(lambda: st.state_id > sid, "the bot's move")
        view = await raw_recv(reader, "view")
        assert view["view"]["state_id"] > sid  # the watcher sees the move
        # the bot that came back from the worker (with its memory) took the seat
        bot = host.table.seats[mover].bot
        assert isinstance(bot, GatedBot) and bot.seen == [sid]
        writer.close()
    finally:
        (tmp_path / "go-all").write_text("")
        await host.close()


async def test_an_answer_for_a_table_that_moved_on_is_dropped_and_the_bot_asked_again(
        tmp_path: Path, pool: BotPool) -> None:
    host, _port = await thinking_table(pool, {0: GatedBot(tmp_path), 1: GatedBot(tmp_path)})
    try:
        table = host.table
        table.start_match()
        st = table.state
        assert st is not None
        sid, mover = st.state_id, seat_to_move(st)
        assert mover is not None
        await until(lambda: (tmp_path / f"asked-{sid}").exists(), "the bot to move is asked")
        forced = auto_action(st, mover)  # the table moves for the seat while its bot thinks
        assert table.submit(mover, forced)
        moved = st.state_id
        release(tmp_path, sid)  # the answer to the old table comes back now
        await until(lambda: (tmp_path / f"asked-{moved}").exists(), "asked again, on the new table")
        assert st.state_id == moved  # the late answer was not played
        assert table.round_actions == [(mover, forced)]
        release(tmp_path, moved)
        await until(lambda: st.state_id > moved, "the answer to the new table is played")
    finally:
        (tmp_path / "go-all").write_text("")
        await host.close()


async def test_a_table_closing_while_its_bot_thinks_closes_at_once_and_ignores_the_answer(
        tmp_path: Path, pool: BotPool) -> None:
    host, _port = await thinking_table(pool, {0: GatedBot(tmp_path), 1: GatedBot(tmp_path)})
    table = host.table
    table.start_match()
    st = table.state
    assert st is not None
    sid = st.state_id
    try:
        await until(lambda: (tmp_path / f"asked-{sid}").exists(), "the bot to move is asked")
        await asyncio.wait_for(host.close(), WAIT)  # does not wait for the thought
    finally:
        release(tmp_path, sid)
    await until(lambda: (tmp_path / f"answered-{sid}").exists(), "the worker finishes")
    for _ in range(20):
        await asyncio.sleep(0)
    assert st.state_id == sid and table.round_actions == []


async def test_a_crashing_bot_worker_costs_a_normal_move_not_the_game(
        pool: BotPool, caplog: pytest.LogCaptureFixture) -> None:
    host, _port = await thinking_table(pool, {1: CrashingBot()})
    try:
        with caplog.at_level(logging.WARNING, logger="net.botpool"):
            host.table.start_match()
            await until(lambda: pool.failures >= 3, "three of its turns")
            moved = sum(1 for seat, _a in host.table.round_actions if seat == 1)
            assert host.table.phase == "lobby" or moved >= 1  # a normal bot moved for it
            assert host.table.matches == 1 and host.table.state is not None
        crashes = [r for r in caplog.records if "died" in r.getMessage()]
        assert len(crashes) == 1  # said once, not once per move
    finally:
        await host.close()


async def test_a_bot_that_raises_is_replaced_by_a_normal_move_for_that_turn(
        pool: BotPool, caplog: pytest.LogCaptureFixture) -> None:
    host, _port = await thinking_table(pool, {0: RaisingBot(), 1: RaisingBot()})
    try:
        with caplog.at_level(logging.WARNING, logger="net.botpool"):
            host.table.start_match()
            st = host.table.state
            assert st is not None
            await until(lambda: st.state_id >= 6 or host.table.phase == "lobby", "moves")
        assert [r.getMessage() for r in caplog.records].count(
            "a bot failed to think: RuntimeError('a bug in a bot')") == 1
    finally:
        await host.close()


async def test_a_bot_stuck_past_its_budget_is_stopped_and_the_table_goes_on(
        tmp_path: Path) -> None:
    pool = BotPool(margin=0.2)
    host, _port = await thinking_table(pool, {0: GatedBot(tmp_path), 1: GatedBot(tmp_path)},
                                       think=0.05)
    try:
        host.table.start_match()
        st = host.table.state
        assert st is not None
        sid = st.state_id
        await until(lambda: st.state_id > sid, "a move without the bot's answer")
        assert not (tmp_path / f"answered-{sid}").exists()
        assert pool.failures >= 1 and pool.starts >= 1
    finally:
        (tmp_path / "go-all").write_text("")
        pool.shutdown()
        await host.close()


async def test_pooled_thinking_plays_the_same_moves_as_inline(tmp_path: Path,
                                                              pool: BotPool) -> None:
    """A seeded table with thinking bots plays exactly what the same bots play inline: the
    bot that comes back from the worker carries on where it was."""
    (tmp_path / "go-all").write_text("")

    async def play(pooled: bool) -> list[Any]:
        bots = {s: GatedBot(tmp_path, f"same:{s}") for s in range(3)}
        host, _port = await thinking_table(pool, bots if pooled else {}, seats=3,
                                           rules=Rules(target_score=50))
        if not pooled:
            for s, bot in bots.items():
                host.table.seats[s].bot = bot
        try:
            host.table.start_match()
            await until(lambda: host.table.phase == "lobby", "the end of the match")
            return [s.bot.seen for s in host.table.seats]  # type: ignore[union-attr]
        finally:
            await host.close()

    pooled, inline = await play(True), await play(False)
    assert pooled == inline and all(pooled)


async def test_a_table_without_thinking_bots_starts_no_workers(
        monkeypatch: pytest.MonkeyPatch) -> None:
    mine = BotPool()
    monkeypatch.setattr(host_mod, "shared_pool", lambda: mine)
    host, _port = await start_host(seats=3)
    try:
        for seat, kind in enumerate(("easy", "normal", "basic")):
            host.table.add_bot(kind, seat)
        host.table.start_match()
        await until(lambda: host.table.actions_applied >= 10, "bots playing")
        assert not mine.running
    finally:
        await host.close()


async def test_a_hard_bot_sitting_down_starts_the_workers(monkeypatch: pytest.MonkeyPatch) -> None:
    mine = BotPool()
    monkeypatch.setattr(host_mod, "shared_pool", lambda: mine)
    host, client = await start_local_game(Rules(), 1, "Zoe", seed=5, bot_kind="hard",
                                          start=False)
    try:
        assert mine.running
        lobby = await newest_lobby(client)
        assert [s["bot"] for s in lobby["seats"]] == [None, "hard"]
    finally:
        mine.shutdown()
        await client.close()
        await host.close()


async def test_the_bot_that_takes_over_an_absent_players_seat_plays_at_normal() -> None:
    host, _port = await start_host(seats=2, reconnect_window=0.05, bot_kind="normal")
    try:
        ann = await join_local(host, "Ann")
        await ann.add_bot("hard")
        await ann.start()
        assert (await newest_lobby(ann))["phase"] == "playing"
        await ann.close()  # gone; the window runs out
        await until(lambda: host.table.seats[0].takeover is not None, "the takeover")
        lobby = host.table.lobby_message(None)
        assert [(s["kind"], s["bot"]) for s in lobby["seats"]] == [("human", "normal"),
                                                                   ("bot", "hard")]
    finally:
        botpool.shutdown_shared()
        await host.close()


async def test_adding_a_bot_of_each_level_and_refusing_unknown_ones() -> None:
    host, _port = await start_host(seats=5)
    try:
        ann = await join_local(host, "Ann")
        for kind in ("easy", "normal", "hard", "basic"):
            await ann.add_bot(kind)
        lobby = await newest_lobby(ann)
        assert [s["bot"] for s in lobby["seats"]] == [None, "easy", "normal", "hard", "basic"]
        assert lobby["settings"]["think"] == botpool.DEFAULT_THINK  # what hard bots may take
        await ann.remove_bot(4)
        await ann.send({"t": "add_bot", "kind": "genius"})
        err = await ann.recv("error", timeout=WAIT)
        assert err["code"] == "bad_message" and err["fatal"]  # the connection ends (test_bad_input)
        assert err["message"] == "bots: easy, normal, hard, basic, random"
        await ann.close()
    finally:
        botpool.shutdown_shared()
        await host.close()


async def test_the_owner_sets_the_hard_bots_thinking_time_in_the_lobby() -> None:
    host, _port = await start_host(seats=3)
    try:
        ann = await join_local(host, "Ann")
        bob = await join_local(host, "Bob")
        await ann.add_bot("hard")
        await ann.set_think(2.0)
        await newest_lobby(ann)  # (Ann's messages are handled in order)
        lobby = await lobby_showing(bob, lambda lob: lob["settings"]["think"] == 2.0)
        assert lobby["settings"]["think"] == 2.0  # everyone is told (within a second)
        assert getattr(host.table.seats[2].bot, "think", None) == 2.0  # the seated bot too
        await ann.set_think(-0.0)  # (told as 0.0, never "-0.0": proto45 #5)
        await newest_lobby(ann)
        said = (await lobby_showing(bob, lambda lob: lob["settings"]["think"] != 2.0)
                )["settings"]["think"]
        assert said == 0.0 and math.copysign(1.0, said) == 1.0
        await ann.set_think(2.0)
        await newest_lobby(ann)
        await newest_lobby(bob)
        await bob.set_think(0.5)
        err = await bob.recv("error", timeout=WAIT)
        assert err["code"] == "not_host" and host.table.cfg.think == 2.0
        await ann.set_think(11)
        err = await ann.recv("error", timeout=WAIT)
        assert err["code"] == "bad_message" and host.table.cfg.think == 2.0
        await bob.close()
    finally:
        botpool.shutdown_shared()
        await host.close()


async def test_a_resumed_table_keeps_its_hard_bots_and_their_thinking_time(tmp_path: Path) -> None:
    from net.journal import load

    journal = tmp_path / "t.jsonl"
    host, _port = await start_host(seats=2, journal=journal, think=1.0)
    try:
        ann = await join_local(host, "Ann")
        await ann.add_bot("hard")
        await ann.start()
        await newest_lobby(ann)
        await ann.close()
    finally:
        await host.close()
    resumed = load(journal)
    again = Host(fast_config(seats=2, journal=journal), resumed)  # no --think this time
    try:
        seat = again.table.seats[1]
        assert (seat.name, seat.bot_kind) == ("Ana", "hard")
        assert again.table.cfg.think == 1.0 and getattr(seat.bot, "think", None) == 1.0
    finally:
        botpool.shutdown_shared()
        await again.close()


async def test_a_closed_tables_bot_loop_ends_even_when_its_cancellation_is_swallowed() -> None:
    """Python 3.11's ``asyncio.wait_for`` swallows a cancellation that meets the answer it
    awaited (a bot's answer from the pool can): the table's bot loop must still end when the
    table closes, or whatever waits for it — the test runner's loop at the end of a test —
    waits for ever. (A full run of the suite hung so, once.)"""
    host, _port = await start_host(seats=2)
    table = host.table
    stepping = asyncio.Event()

    async def step_that_swallows_a_cancel() -> None:
        stepping.set()
        try:
            await asyncio.sleep(3600)
        except asyncio.CancelledError:
            return  # (as wait_for does when the answer came at the same moment)

    table._bot_step = step_that_swallows_a_cancel  # type: ignore[method-assign]
    table._wake.set()
    await asyncio.wait_for(stepping.wait(), WAIT)
    await host.close()
    await asyncio.wait_for(asyncio.shield(table._driver), 2.0)
    assert table._driver.done()
