"""After a match over real TCP the table is back in its lobby with everyone still connected, and
the owner starts another match at the same seats without anyone joining again."""

from __future__ import annotations

import asyncio
from typing import Any

from net_testkit import WAIT, Player, start_host

from net.client import Client


async def lobby_phase(client: Client, phase: str) -> dict[str, Any]:
    """The next ``lobby`` message in ``phase`` (earlier lobby messages are skipped)."""
    while True:
        msg = await client.recv("lobby", timeout=WAIT)
        if msg["phase"] == phase:
            return msg


def seating(lobby: dict[str, Any]) -> list[tuple[str, str | None, str | None]]:
    return [(s["kind"], s["name"], s["bot"]) for s in lobby["seats"]]


async def test_the_table_returns_to_its_lobby_and_plays_a_second_match() -> None:
    host, port = await start_host(seats=6)
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        bob = Player(await Client.connect_tcp("127.0.0.1", port, "Bob"), seed=2)
        tokens = (ann.client.token, bob.client.token)
        await ann.client.set_seats(5)
        await ann.client.add_bot("basic")
        await ann.client.add_bot("random")
        await ann.client.set_rules({"scoring": "single", "hand_size": 5})  # one round a match
        await ann.client.start()
        first = await lobby_phase(ann.client, "playing")
        ends = await asyncio.wait_for(asyncio.gather(
            ann.play_until("match_end"), bob.play_until("match_end")), WAIT * 3)
        assert ends[0] == ends[1] and ends[0]["rounds"] == 1

        # back in the lobby: same connections, same seats and names, same rules, nobody ready
        after = [await lobby_phase(p.client, "lobby") for p in (ann, bob)]
        assert seating(first) == [("human", "Ann", None), ("human", "Bob", None),
                                  ("bot", "Ana", "basic"), ("bot", "Bo", "random")]
        assert seating(after[0]) == [*seating(first), ("empty", None, None)], \
            "the table's five seats again, the free one included"
        assert (after[0]["you"], after[0]["owner"]) == (0, True)
        assert (after[1]["you"], after[1]["owner"]) == (1, False)
        assert after[0]["rules"] == first["rules"]
        assert not any(s["ready"] for s in after[0]["seats"] if s["kind"] == "human")
        assert ann.client.connected and bob.client.connected
        assert (ann.client.token, bob.client.token) == tokens
        assert not [m for p in (ann, bob) for m in p.seen if m["t"] == "_connection"]

        # the lobby works as before the first match: ready marks, only the owner starts
        await bob.client.ready()
        lobby = await ann.client.recv("lobby", timeout=WAIT)
        assert lobby["seats"][1]["ready"] is True
        await bob.client.start()
        assert (await bob.client.recv("error", timeout=WAIT))["code"] == "not_host"

        # the second match: dealt from round 1 again, played to its end, deck verified
        await ann.client.start()
        start = await ann.client.recv("round_start", timeout=WAIT)
        assert start["round"] == 1
        ann.seen.clear()
        ends = await asyncio.wait_for(asyncio.gather(
            ann.play_until("match_end"), bob.play_until("match_end")), WAIT * 3)
        assert ends[0] == ends[1] and ends[0]["names"] == ["Ann", "Bob", "Ana", "Bo"]
        round_ends = [m for m in ann.seen if m["t"] == "round_end"]
        assert len(round_ends) == 1 and round_ends[0]["verified"], round_ends[0]["verify_reason"]
        assert (await lobby_phase(bob.client, "lobby"))["seats"][1]["name"] == "Bob"
        assert host.table.matches == 2
        await bob.client.close()
        await ann.client.close()
    finally:
        await host.close()


async def test_the_lobby_after_a_match_says_who_is_still_reading_its_results() -> None:
    """ux27 #15: an owner's "Start without Bob?" could not tell a player still reading the
    match's results from one back in the lobby and not ready. ``seats[i].reading`` says it:
    set at the match's end for the players there, cleared by their ``ready`` (true or false),
    and for all when the next match starts."""
    host, port = await start_host(seats=3)
    try:
        ann = Player(await Client.connect_tcp("127.0.0.1", port, "Ann"), seed=1)
        bob = Player(await Client.connect_tcp("127.0.0.1", port, "Bob"), seed=2)
        await ann.client.add_bot("basic")
        await ann.client.set_rules({"scoring": "single", "hand_size": 5})
        before = await lobby_phase(bob.client, "lobby")
        assert not any(s["reading"] for s in before["seats"])  # (no match has ended yet)
        await ann.client.start()
        await asyncio.wait_for(asyncio.gather(
            ann.play_until("match_end"), bob.play_until("match_end")), WAIT * 3)
        after = await lobby_phase(ann.client, "lobby")
        assert [s["reading"] for s in after["seats"]] == [True, True, False]  # (the bot: no)
        await bob.client.ready(False)  # Bob is back from the results, not ready yet
        lobby = await ann.client.recv("lobby", timeout=WAIT)
        assert [(s["reading"], s["ready"]) for s in lobby["seats"][:2]] == [(True, False),
                                                                            (False, False)]
        await ann.client.start()
        playing = await lobby_phase(ann.client, "playing")
        assert not any(s["reading"] for s in playing["seats"])
    finally:
        await host.close()
