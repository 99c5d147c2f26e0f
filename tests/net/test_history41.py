"""One who joins or comes back during a match gets the match so far: a ``history`` message a
round, oldest first, the round under way last, before the view (a view's log holds only its
last 40 events, and L showed a player back "since you joined" alone, newbie40 #4). Each round
as that seat saw it: a watcher's holds no private part. Real TCP on loopback."""

from __future__ import annotations

from typing import Any

from net_testkit import Player, hello, raw_connect, raw_recv, raw_send, start_host, until

from core.rules import Rules
from net.client import Client


async def _frames_until_view(reader: Any) -> list[dict[str, Any]]:
    frames = []
    while not frames or frames[-1]["t"] != "view":
        frames.append(await raw_recv(reader))
    return frames


async def _round_two(host: Any, port: int) -> Client:
    """Ann and two bots at ``host``'s table, its first round played out and the second dealt;
    Ann's client."""
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    await ann.add_bot()
    await ann.add_bot()
    await ann.start()
    await Player(ann, 1).play_until("round_end")
    table = host.table
    await until(lambda: table.state is not None and table.state.round_no == 2, "round 2 dealt")
    return ann


async def test_a_watcher_who_comes_in_round_two_gets_round_one_and_two_before_the_view(
        ) -> None:
    host, port = await start_host(seats=3, rules=Rules(target_score=10_000))
    ann = await _round_two(host, port)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Wat", spectate=True))
        frames = await _frames_until_view(reader)
        kinds = [f["t"] for f in frames]
        histories = [f["log"] for f in frames if f["t"] == "history"]
        assert len(histories) == 2, kinds
        assert kinds.index("round_start") < kinds.index("history") < kinds.index("view")
        starts = [[ev.get("round") for ev in log if ev["type"] == "round_start"]
                  for log in histories]
        assert starts == [[1], [2]]
        seqs = [ev["seq"] for log in histories for ev in log]
        assert seqs == sorted(seqs) and len(set(seqs)) == len(seqs)
        # (the view's tail is the end of the round under way, as the history gave it)
        tail = frames[-1]["view"]["log"]
        assert tail == histories[1][-len(tail):]
        # a watcher sees no card another drew (no private part, nor its fields)
        assert all("private" not in ev and "cards" not in ev
                   for log in histories for ev in log if ev["type"] == "draw"), histories
        writer.close()
    finally:
        await ann.close()
        await host.close()


async def test_a_player_back_gets_the_rounds_with_what_only_they_saw() -> None:
    host, port = await start_host(seats=3, rules=Rules(target_score=10_000))
    ann = await _round_two(host, port)
    try:
        token = ann.token
        await ann.close()
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann", token=token))
        frames = await _frames_until_view(reader)
        histories = [f["log"] for f in frames if f["t"] == "history"]
        assert histories, [f["t"] for f in frames]
        seat = frames[0]["seat"]
        # her own draws show their cards; the bots' do not
        draws = [ev for log in histories for ev in log if ev["type"] == "draw"]
        assert all(("cards" in ev) == (ev["seat"] == seat) for ev in draws
                   if ev.get("count")), draws
        writer.close()
    finally:
        await host.close()


async def _histories_after_resume(resumed: Any, tmp_path: Any) -> list[dict[str, Any]]:
    """The ``history`` messages a watcher gets from a table resumed as ``resumed``."""
    from net_testkit import fast_config

    from net.host import Host

    again = Host(fast_config(seats=3, journal=tmp_path / "again.jsonl"), resumed)
    _, port = await again.start_server("127.0.0.1", 0)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Wat", spectate=True))
        frames = await _frames_until_view(reader)
        writer.close()
        return [f for f in frames if f["t"] == "history"]
    finally:
        await again.close()


async def test_a_table_resumed_from_its_journal_sends_every_round_of_the_match(
        tmp_path: Any) -> None:
    from net_testkit import fast_config

    from net.host import Host
    from net.journal import load

    path = tmp_path / "t.jsonl"
    host = Host(fast_config(seats=3, rules=Rules(target_score=10_000), journal=path))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await _round_two(host, port)
    try:
        before = host.table.history_messages(None)
    finally:
        await ann.close()
        await host.close()
    resumed = load(path)
    assert len(resumed.past_logs) == 1
    histories = await _histories_after_resume(resumed, tmp_path)
    assert histories == before


async def _zoe_takes_the_bot(host: Any, zoe: Client) -> tuple[int, str]:
    """Zoe, watching, takes the table's bot's seat: ``(its seat, the bot's name)``."""
    bot_seat = next(i for i, s in enumerate(host.table.seats) if s.kind == "bot")
    was = host.table.seats[bot_seat].name
    await zoe.take_seat(bot_seat)
    await until(lambda: zoe.seat == bot_seat, "her seat")
    return bot_seat, was


async def test_a_history_names_a_seat_as_it_was_before_a_watcher_took_it() -> None:
    """A watcher took a bot's seat in round 2: one who came later read the watcher's name on
    the bot's moves and wins (newbie42 #1). The history of the round in which the seat
    changed hands says the name it had and the last event under it (``renamed``)."""
    host, port = await start_host(seats=3, rules=Rules(target_score=10_000))
    ann = await _round_two(host, port)
    zoe = await Client.connect_tcp("127.0.0.1", port, "Zoe")
    try:
        table = host.table
        assert table.state is not None
        before = table.state.log_seq
        bot_seat, was = await _zoe_takes_the_bot(host, zoe)
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Wat", spectate=True))
        frames = await _frames_until_view(reader)
        histories = [f for f in frames if f["t"] == "history"]
        assert "renamed" not in histories[0]  # (round 1: nobody took a seat)
        (renamed,) = histories[1]["renamed"]
        assert renamed["seat"] == bot_seat and renamed["was"] == was
        assert before <= renamed["after"] <= table.state.log_seq
        writer.close()
    finally:
        await zoe.close()
        await ann.close()
        await host.close()


async def test_a_resumed_table_still_names_a_seat_as_it_was_before_a_watcher_took_it(
        tmp_path: Any) -> None:
    """newbie45 #2: after ``host --resume`` the log read "root 3 played Y⇄" of the bot Ana's
    moves: who took which seat when was not kept in the journal. It is (a ``renamed`` line),
    and the resumed table's histories say it as before."""
    from net_testkit import fast_config

    from net.host import Host
    from net.journal import load

    path = tmp_path / "t.jsonl"
    host = Host(fast_config(seats=3, rules=Rules(target_score=10_000), journal=path))
    _, port = await host.start_server("127.0.0.1", 0)
    ann = await _round_two(host, port)
    zoe = await Client.connect_tcp("127.0.0.1", port, "Zoe")
    try:
        table = host.table
        _seat, was = await _zoe_takes_the_bot(host, zoe)
        before = [f for f in table.history_messages(None) if "renamed" in f]
        assert before and before[0]["renamed"][0]["was"] == was
    finally:
        await zoe.close()
        await ann.close()
        await host.close()
    resumed = load(path)
    assert resumed.renames == before[0]["renamed"]
    histories = await _histories_after_resume(resumed, tmp_path)
    assert [f for f in histories if "renamed" in f] == before
