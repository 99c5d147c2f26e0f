"""ssh44 #1: a player away when the match ended (a bot finished it for them) came back to the
lobby with "your seat was kept" and no word of the match: not who won, not the scores, though
their own seat had won it. The table sends them its ``match_end`` again (``again: true``)."""

from __future__ import annotations

import asyncio
from typing import Any

from net_testkit import WAIT, Player, fast_config, start_host, until

from core.rules import Rules
from net.client import Client
from net.host import Host
from net.local import join_local


async def _messages_until_quiet(client: Client, wait: float = 0.3) -> list[dict[str, Any]]:
    seen = []
    while True:
        try:
            seen.append(await asyncio.wait_for(client.messages.get(), wait))
        except TimeoutError:
            return seen


async def bob_misses_the_end(host: Host, port: int) -> tuple[Client, str, dict[str, Any]]:
    """Ann, Bob and a bot start a match at ``host``'s table; Bob's connection drops (after the
    window a bot plays his seat) and Ann plays it to its end: (Ann, Bob's token, the
    ``match_end``)."""
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann")
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob")
    token = bob.token
    await ann.add_bot()
    await ann.start()
    await until(lambda: host.table.phase == "playing", "the match started")
    await bob.close()
    end = await asyncio.wait_for(Player(ann, 1).play_until("match_end"), WAIT * 6)
    return ann, token, end


async def test_one_away_when_the_match_ended_is_told_its_end_when_back() -> None:
    host, port = await start_host(seats=3, reconnect_window=1.5)
    try:
        ann, token, end = await bob_misses_the_end(host, port)
        back = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token)
        assert back.token_kept  # (within the window the lobby keeps his seat)
        seen = await _messages_until_quiet(back)
        kinds = [m["t"] for m in seen if m["t"] != "chat"]
        assert kinds[:3] == ["welcome", "lobby", "match_end"], kinds
        again = seen[[m["t"] for m in seen].index("match_end")]
        assert again["again"] is True
        assert {k: again[k] for k in ("winner", "scores", "rounds", "names")} \
            == {k: end[k] for k in ("winner", "scores", "rounds", "names")}
        # (once: back again after another drop, nothing more; nor for one who saw it)
        await back.close()
        again_back = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token)
        assert "match_end" not in [m["t"] for m in await _messages_until_quiet(again_back)]
        ann_token = ann.token
        await ann.close()
        ann_back = await Client.connect_tcp("127.0.0.1", port, "Ann", token=ann_token)
        assert "match_end" not in [m["t"] for m in await _messages_until_quiet(ann_back)]
        newcomer = await Client.connect_tcp("127.0.0.1", port, "Cy", spectate=True)
        assert "match_end" not in [m["t"] for m in await _messages_until_quiet(newcomer)]
        for c in (again_back, ann_back, newcomer):
            await c.close()
    finally:
        await host.close()


async def test_one_whose_seat_was_given_up_after_the_match_is_still_told_its_end() -> None:
    """newbie46 #4: away when the match ended, and back only after the lobby had given their
    seat up (its window ran out there): a newcomer now, who read nothing of how the match had
    ended. Their old token still brings the ``match_end`` again, with the seat they had in it,
    once; a newcomer with some other token gets none."""
    host, port = await start_host(seats=3, reconnect_window=0.6)
    try:
        ann, token, end = await bob_misses_the_end(host, port)
        await until(lambda: token not in host.table.members, "the lobby gave his seat up")
        stranger = await Client.connect_tcp("127.0.0.1", port, "Cy", token="ab" * 16,
                                            spectate=True)
        assert "match_end" not in [m["t"] for m in await _messages_until_quiet(stranger)]
        back = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token)
        assert not back.token_kept  # (a newcomer: the seat is not his any more)
        seen = await _messages_until_quiet(back)
        ends = [m for m in seen if m["t"] == "match_end"]
        assert len(ends) == 1 and ends[0]["again"] is True and ends[0]["seat"] == 1
        assert {k: ends[0][k] for k in ("winner", "scores", "rounds", "names")} \
            == {k: end[k] for k in ("winner", "scores", "rounds", "names")}
        await back.close()
        later = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token, spectate=True)
        assert "match_end" not in [m["t"] for m in await _messages_until_quiet(later)]
        for c in (stranger, later, ann):
            await c.close()
    finally:
        await host.close()


async def test_one_whose_seat_was_given_up_is_told_the_end_when_back_to_watch() -> None:
    """review51: PROTOCOL.md said a watcher gets no ``match_end`` again, and the host sends it
    to one back with the old token who asks to watch: that is still the player who missed the
    end. The doc says so now; here the host keeps doing it, once."""
    host, port = await start_host(seats=3, reconnect_window=0.6)
    try:
        ann, token, _end = await bob_misses_the_end(host, port)
        await until(lambda: token not in host.table.members, "the lobby gave his seat up")
        back = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token, spectate=True)
        ends = [m for m in await _messages_until_quiet(back) if m["t"] == "match_end"]
        assert len(ends) == 1 and ends[0]["again"] is True and ends[0]["seat"] == 1
        for c in (back, ann):
            await c.close()
    finally:
        await host.close()


async def test_match_end_says_the_scoring_it_was_played_under() -> None:
    """review49 #4, the host's half: ``match_end`` has the match's ``teams`` (review48 #5) but
    no ``scoring``, so no client can word a missed match's result once the lobby's rules
    changed (the shutdown notice does carry ``scoring``)."""
    host = Host(fast_config(seats=2, rules=Rules(scoring="penalty")))
    try:
        ann = await join_local(host, "Ann")
        bob = await join_local(host, "Bob")
        await ann.start()
        await until(lambda: host.table.state is not None, "the match started")
        st = host.table.state
        assert st is not None
        end = host.table.match_end_message(st)
        assert end.get("scoring") == "penalty", end
        await ann.close()
        await bob.close()
    finally:
        await host.close()
