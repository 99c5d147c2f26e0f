"""House rules through the host: out-of-turn plays (jump-in), dates named by everyone at once,
penalised misplays — the same pipeline, the same per-seat views, verified decks."""

from __future__ import annotations

import asyncio
from pathlib import Path

import pytest
from net_testkit import WAIT, Player, fast_config, replay_views

from core.cards import Card
from core.position import parse_position
from core.rules import Rules, preset
from net.host import Host
from net.local import join_local

RULES = {
    "house": preset("house"),
    "chinese-party": preset("chinese-party"),
    "judgement-death-powers": Rules(judgement_day=True, death_number=True, wild_powers=True),
    "elimination": Rules(scoring="elimination"),
}


@pytest.mark.parametrize("name", list(RULES))
async def test_a_match_under_house_rules_runs_with_own_views_and_verified_decks(
        name: str, tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    rules = RULES[name]
    if rules.scoring == "standard":
        rules = Rules.from_dict({"target_score": 100}, rules)
    host = Host(fast_config(seats=4, rules=rules, journal=journal))
    try:
        ann = Player(await join_local(host, "Ann"), seed=11)
        bob = Player(await join_local(host, "Bob"), seed=12)
        host.table.add_bot("basic", 2)
        host.table.add_bot("random", 3)
        await ann.client.start()
        ends = await asyncio.wait_for(asyncio.gather(
            ann.play_until("match_end"), bob.play_until("match_end")), WAIT * 3)
    finally:
        await host.close()
    assert ends[0] == ends[1]
    expected = replay_views(journal, {0, 1})
    for p in (ann, bob):
        for got in p.views:
            v = got["view"]
            assert v == expected[(v["state_id"], got["seat"])]
        round_ends = [m for m in p.seen if m["t"] == "round_end"]
        assert round_ends and all(m["verified"] for m in round_ends), round_ends[0]["verify_reason"]


async def test_a_penalised_misplay_costs_cards_and_is_journaled(tmp_path: Path) -> None:
    journal = tmp_path / "j.jsonl"
    host = Host(fast_config(seats=2, rules=Rules(misplay_penalty=2), journal=journal))
    try:
        ann = await join_local(host, "Ann")
        bob = await join_local(host, "Bob")
        await ann.start()
        for _ in range(100):
            if host.table.state is not None:
                break
            await asyncio.sleep(0.01)
        st = host.table.state
        assert st is not None
        # Ann to play on a red 3 holding no red; every other card in the draw pile
        host.table.state = parse_position(
            f"B5,G7,Y9/G1,G2,Y3,Y4,B6,B8,B9 R3 * R 0 + 0 play 0,0 id={st.state_id}",
            st.rules, seed=st.rng)
        host.table.broadcast_views()
        sid = host.table.state.state_id
        await ann.act({"type": "play", "card": "B5"}, state_id=sid)
        err, v = None, None
        while err is None or v is None:  # the new view comes first, then the refusal
            msg = await ann.recv("error", "view", timeout=WAIT)
            if msg["t"] == "error":
                err = msg
            elif msg["view"]["state_id"] > sid:
                v = msg["view"]
        assert err["code"] == "illegal_action" and err["penalty"] is True
        assert len(v["hand"]) == 5 and Card.parse("B5").code in v["hand"]
        assert journal.read_text().splitlines()[-1].startswith('{"k":"act","seat":0')
        await bob.close()
        await ann.close()
    finally:
        await host.close()
