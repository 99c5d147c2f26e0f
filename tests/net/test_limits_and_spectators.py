"""Rate limits that hold per player and per address across reconnects, a named notice for every
dropped message, and a spectator cap that idle watchers cannot use to keep anyone out."""

from __future__ import annotations

import asyncio
import contextlib
from typing import Any

import pytest
from net_testkit import (
    WAIT,
    hello,
    loopback_apart,
    raw_closed,
    raw_connect,
    raw_recv,
    raw_send,
    start_host,
)

from core.game import seat_to_move
from net.client import Client
from net.host import peer_address
from net.protocol import encode


async def _frames(reader: asyncio.StreamReader, count: int, *types: str) -> list[dict[str, Any]]:
    return [await raw_recv(reader, *types) for _ in range(count)]


async def test_every_act_dropped_by_the_limit_gets_a_notice_naming_it() -> None:
    """100 acts in one write from a seat that is not to move: 60 refusals for the turn, then
    40 drops, each answered with ``rate_limited`` naming that act by its ``state_id``."""
    host, port = await start_host(seats=2, msg_burst=60, msg_rate=0.001)
    try:
        conns = []
        for name in ("Ann", "Bob"):
            reader, writer = await raw_connect(port)
            await raw_send(writer, hello(name))
            await raw_recv(reader, "welcome")
            conns.append((reader, writer))
        await raw_send(conns[0][1], {"t": "start"})
        await raw_recv(conns[1][0], "view")
        state = host.table.state
        assert state is not None
        idle = 1 - (seat_to_move(state) or 0)
        reader, writer = conns[idle]
        ok = 60 - (1 if idle == 0 else 0)  # Ann's `start` came out of her own 60
        writer.write(b"".join(encode({"t": "act", "state_id": 1000 + i,
                                      "action": {"type": "draw"}}) for i in range(100)))
        await writer.drain()
        errors = await _frames(reader, 100, "error")
        assert [e["code"] for e in errors] == ["not_your_turn"] * ok + ["rate_limited"] * (100 - ok)
        assert [e["dropped"] for e in errors[ok:]] == [
            {"t": "act", "state_id": 1000 + i} for i in range(ok, 100)]
        assert all(not e["fatal"] and e["retry_after"] > 0 for e in errors[ok:])
        assert {e["action"] for e in errors} == {"draw"}  # (which act: proto33 #1, review33 #6)
        for _reader, w in conns:
            w.close()
    finally:
        await host.close()


async def test_a_players_chat_limit_survives_reconnecting() -> None:
    host, port = await start_host(seats=3, chat_burst=3, chat_rate=0.001)
    try:
        listener = await Client.connect_tcp("127.0.0.1", port, "Listener", reconnect=False)
        talker = await Client.connect_tcp("127.0.0.1", port, "Talker", reconnect=False)
        for i in range(3):
            await talker.chat(f"first {i}")
        token = talker.token
        await talker.close()
        back = await Client.connect_tcp("127.0.0.1", port, "Talker", token=token,
                                        reconnect=False)
        await back.chat("again")
        err = await back.recv("error", timeout=WAIT)
        assert err["code"] == "rate_limited" and err["dropped"] == {"t": "chat", "text": "again"}
        await listener.chat("end")
        got = []
        while "end" not in got:
            got.append((await listener.recv("chat", timeout=WAIT))["text"])
        assert got == ["first 0", "first 1", "first 2", "end"]
        await back.close()
        await listener.close()
    finally:
        await host.close()


async def test_spectators_that_chat_and_leave_cannot_flood_a_player(monkeypatch: pytest.MonkeyPatch) -> None:
    """One address gets ``addr_share`` members' worth of chat, however often it reconnects; the
    player, at another address, still chats."""
    loopback_apart(monkeypatch)
    host, port = await start_host(seats=2, chat_burst=5, chat_rate=0.001, addr_share=4)
    try:
        player = await Client.connect_tcp("127.0.0.1", port, "Player", reconnect=False)
        refused = 0
        for k in range(10):  # from another loopback address than the player's
            reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                           local_addr=("127.0.0.2", 0))
            await raw_send(writer, hello(f"Spec{k}", spectate=True))
            await raw_recv(reader, "welcome")
            for i in range(5):
                await raw_send(writer, {"t": "chat", "text": f"spam {k}.{i}"})
            await raw_send(writer, {"t": "leave"})
            frames = await raw_closed(reader)
            refused += sum(1 for f in frames if f.get("code") == "rate_limited"
                           and f["dropped"]["t"] == "chat")
            writer.close()
        await player.chat("end")
        spam = 0
        while True:
            text = (await player.recv("chat", timeout=WAIT))["text"]
            if text == "end":
                break
            spam += 1
        assert spam == 20 and refused == 30
    finally:
        await host.close()


async def test_ssh_players_on_the_hosts_loopback_do_not_share_one_addresss_chat() -> None:
    """With an SSH front door every SSH player's app connects from loopback: five of them each
    chat their own burst (an address's share would have stopped the fifth), while one member's
    own limit still holds."""
    host, port = await start_host(seats=6, chat_burst=5, chat_rate=0.001, addr_share=4,
                                  ssh_port=2222)
    try:
        listener = await Client.connect_tcp("127.0.0.1", port, "Listener", reconnect=False)
        players = [await Client.connect_tcp("127.0.0.1", port, f"Ssh{k}", reconnect=False)
                   for k in range(5)]
        for k, player in enumerate(players):
            for i in range(6):  # one more than a member's burst
                await player.chat(f"hi {k}.{i}")
        heard: list[str] = []
        with contextlib.suppress(asyncio.TimeoutError, TimeoutError):
            while len(heard) < 26:  # every chat that gets through (a sixth would be one too many)
                heard.append((await listener.recv("chat", timeout=1.0))["text"])
        assert sorted(heard) == sorted(f"hi {k}.{i}" for k in range(5) for i in range(5))
    finally:
        await host.close()


async def test_a_newcomer_evicts_the_longest_idle_spectator_never_a_player() -> None:
    host, port = await start_host(seats=2, max_spectators=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob", reconnect=False)
        watchers = []
        for k in range(3):
            reader, writer = await raw_connect(port)
            await raw_send(writer, hello(f"W{k}", spectate=True))
            await raw_recv(reader, "welcome")
            watchers.append((reader, writer))
        # W0 is the oldest but chats; W1 only answers pings: W1 is idle the longest
        await raw_send(watchers[0][1], {"t": "chat", "text": "still here"})
        await raw_recv(watchers[0][0], "chat")
        for _reader, writer in watchers[1:]:
            await raw_send(writer, {"t": "pong"})
        await ann.start()
        newcomer = await Client.connect_tcp("127.0.0.1", port, "Late", reconnect=False)
        assert newcomer.seat is None
        frames = await raw_closed(watchers[1][0])
        assert frames[-1]["code"] == "evicted" and frames[-1]["fatal"]
        # a seat's player always gets back in, however many watch
        token = bob.token
        await bob.close()
        again = await Client.connect_tcp("127.0.0.1", port, "Bob", token=token,
                                         reconnect=False)
        assert again.seat == 1
        lobby = host.table.lobby_message(None)
        assert lobby["spectators"] == 3
        for _reader, writer in watchers:
            writer.close()
        for c in (ann, again, newcomer):
            await c.close()
    finally:
        await host.close()


async def test_one_address_opening_watchers_by_the_dozen_evicts_its_own(
        monkeypatch: pytest.MonkeyPatch) -> None:
    """At the cap a newcomer evicts from the address with the most spectators: one address
    that opened 32 watchers evicted every other watcher in 1.5 s (harden40 #3)."""
    loopback_apart(monkeypatch)
    host, port = await start_host(seats=2, max_spectators=4)
    opened: list[asyncio.StreamWriter] = []

    async def watch(name: str, source: str) -> asyncio.StreamReader:
        reader, writer = await asyncio.open_connection("127.0.0.1", port,
                                                       local_addr=(source, 0))
        await raw_send(writer, hello(name, spectate=True))
        await raw_recv(reader, "welcome")
        opened.append(writer)
        return reader

    try:
        genuine = [await watch("Gil", "127.0.0.2"), await watch("Hal", "127.0.0.3")]
        flood = [await watch(f"F{k}", "127.0.0.9") for k in range(2)]  # (the cap: 4)
        await raw_send(opened[-1], {"t": "chat", "text": "F1 is not idle"})
        await raw_recv(flood[1], "chat")
        await watch("F2", "127.0.0.9")  # (Gil and Hal are idler than F0, but stay)
        frames = await raw_closed(flood[0])
        assert frames[-1]["code"] == "evicted"
        watchers = host.table.lobby_message(None)["watchers"]
        assert "Gil" in watchers and "Hal" in watchers and "F0" not in watchers
        assert len(genuine) == 2
    finally:
        for writer in opened:
            writer.close()
        await host.close()


class _Peer:
    def __init__(self, peer: object) -> None:
        self.peer = peer

    def get_extra_info(self, name: str) -> object:
        return self.peer if name == "peername" else None


def test_an_ipv6_home_counts_as_one_address_and_mapped_ipv4_as_its_ipv4() -> None:
    """Picking another address of the same /64 (or the port) does not buy fresh limits."""
    assert peer_address(_Peer(("2001:db8:1:2::a", 5000, 0, 0))) == \
        peer_address(_Peer(("2001:db8:1:2:ffff::1", 6000, 0, 0))) == "2001:db8:1:2::/64"
    assert peer_address(_Peer(("::ffff:192.0.2.7", 5000, 0, 0))) == \
        peer_address(_Peer(("192.0.2.7", 7000))) == "192.0.2.7"
    assert peer_address(_Peer(None)) == "local"


async def test_a_spectator_cannot_be_ready_nor_carry_it_into_a_seat() -> None:
    """``ready`` is a seated player's: a spectator's is refused (``not_seated``, the connection
    stays), so a watcher who then sits down is not marked ready behind everyone's back."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Wat", spectate=True))
        await raw_recv(reader, "welcome")
        await raw_send(writer, {"t": "ready"})
        err = await raw_recv(reader, "error")
        assert (err["code"], err["fatal"]) == ("not_seated", False)
        await raw_send(writer, {"t": "sit", "seat": 2})
        while True:
            lobby = await raw_recv(reader, "lobby")
            if lobby["seats"][2]["kind"] == "human":
                break
        assert lobby["seats"][2]["ready"] is False
        writer.close()
        await ann.close()
    finally:
        await host.close()


async def test_500_refused_messages_in_a_row_end_the_connection_and_one_acted_on_resets() -> None:
    """PROTOCOL.md §6: after 500 refused messages in a row (any refusal: a spectator's
    ``ready`` is ``not_seated``) the connection is closed with a fatal ``rate_limited``
    carrying neither ``dropped`` nor ``retry_after``; a message acted on (a ``pong``) in
    between starts the count again (proto34 #2 read the count as the rate limit's only)."""
    host, port = await start_host(seats=3, msg_burst=2000, msg_rate=1000.0)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Wat", spectate=True))
        await raw_recv(reader, "welcome")
        ready = encode({"t": "ready"})
        writer.write(ready * 400 + encode({"t": "pong"}) + ready * 400)
        await writer.drain()
        await asyncio.sleep(0.2)
        assert len(host.table.members) == 2  # (800 refused, but never 500 in a row)
        writer.write(ready * 101)
        await writer.drain()
        frames = await raw_closed(reader)
        errors = [f for f in frames if f.get("t") == "error"]
        assert {e["code"] for e in errors[:-1]} == {"not_seated"}
        assert len(errors) == 800 + 100 + 1
        last = errors[-1]
        assert (last["code"], last["fatal"]) == ("rate_limited", True)
        assert "dropped" not in last and "retry_after" not in last
        await ann.close()
    finally:
        await host.close()


async def test_a_client_that_waits_retry_after_is_not_refused_again() -> None:
    """proto37 #2: ``retry_after`` was rounded to the nearest hundredth, so a client that
    waited exactly that long (0.20 s of a 0.2049 s wait) was dropped again, told 0.01 s more.
    It is rounded up."""
    host, port = await start_host(seats=2, msg_burst=5, msg_rate=1 / 0.2049)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "welcome")
        for attempt in range(3):
            for i in range(8):  # (the bucket emptied: the rest are dropped)
                await raw_send(writer, {"t": "ping", "n": 100 * attempt + i})
            refused = await raw_recv(reader, "error")
            assert refused["code"] == "rate_limited", refused
            wait = refused["retry_after"]
            while True:  # (the other drops' notices, and the pongs before them)
                with contextlib.suppress(TimeoutError):
                    await asyncio.wait_for(raw_recv(reader), 0.02)
                    continue
                break
            await asyncio.sleep(max(0.0, wait - 0.02 - 0.001))  # (the reading above waited)
            await raw_send(writer, {"t": "ping", "n": 999})
            answer = await raw_recv(reader, "pong", "error")
            assert answer["t"] == "pong", (wait, answer)
            await asyncio.sleep(1.2)  # (the bucket fills again)
        writer.close()
    finally:
        await host.close()
