"""Full matches over real TCP on 127.0.0.1: humans (bot-driven clients) and host bots together."""

from __future__ import annotations

import asyncio
import json
from pathlib import Path

from net_testkit import WAIT, Player, replay_views, start_host

from core.rules import Rules
from net.client import Client


async def test_two_clients_and_two_bots_play_a_whole_match_and_see_only_their_own_cards(
        tmp_path: Path) -> None:
    journal = tmp_path / "table.jsonl"
    host, port = await start_host(journal=journal, rules=Rules(target_score=300))
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        bob = Player(await Client.connect_tcp("127.0.0.1", port, "Bob"), seed=2)
        watcher = Player(await Client.connect_tcp("127.0.0.1", port, "Eve", spectate=True))
        assert (ann.client.seat, bob.client.seat, watcher.client.seat) == (0, 1, None)
        assert ann.client.owner and not bob.client.owner
        await ann.client.add_bot("basic")
        await ann.client.add_bot("random")
        await ann.client.start()
        ends = await asyncio.wait_for(asyncio.gather(
            ann.play_until("match_end"), bob.play_until("match_end"),
            watcher.play_until("match_end", act=False)), WAIT * 3)
    finally:
        await host.close()
    assert ends[0] == ends[1] == ends[2]
    assert max(ends[0]["scores"]) >= 300
    assert ends[0]["rounds"] >= 2, "several rounds, so later rounds' deck honesty is checked too"
    expected = replay_views(journal, {0, 1, None})
    for p in (ann, bob, watcher):
        assert p.views, "every participant saw the game"
        for got in p.views:
            v = got["view"]
            assert v == expected[(v["state_id"], got["seat"])], "a frame differs from the seat's view"
        round_ends = [m for m in p.seen if m["t"] == "round_end"]
        assert round_ends and all(m["verified"] for m in round_ends), round_ends[-1]["verify_reason"]
        assert not [m for m in p.seen if m["t"] == "error" and m["code"] == "bad_message"]
        others = [m for m in p.seen if m["t"] not in ("view", "round_end")]
        leaks = [m for m in others if '"hand":' in json.dumps(m) or '"hands":' in json.dumps(m)]
        assert not leaks, "cards only travel in views (and in the round's final reveal)"
    # every frame to a seat carries that seat's hand only: hands match the counts the view shows
    for p, seat in ((ann, 0), (bob, 1)):
        assert all(g["view"]["seat"] == seat for g in p.views)
    assert all(g["view"]["hand"] is None for g in watcher.views)


async def test_three_tcp_clients_with_one_bot_finish_two_matches_in_a_row() -> None:
    host, port = await start_host(seats=4)
    try:
        players = [Player(await Client.connect_tcp("127.0.0.1", port, f"P{i}"), seed=i)
                   for i in range(3)]
        owner = players[0].client
        await owner.add_bot()
        for _ in range(2):
            await owner.start()
            ends = await asyncio.wait_for(asyncio.gather(
                *(p.play_until("match_end") for p in players)), WAIT * 3)
            assert len({e["winner"] for e in ends}) == 1
            lobby = await owner.recv("lobby", timeout=WAIT)
            while lobby["phase"] != "lobby":
                lobby = await owner.recv("lobby", timeout=WAIT)
    finally:
        await host.close()
    assert host.table.matches == 2
