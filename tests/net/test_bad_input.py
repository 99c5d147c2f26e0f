"""Hostile and broken input: each gets a typed error (and, if malformed, a closed connection),
never touches another seat's state, and the host keeps serving everyone else."""

from __future__ import annotations

import asyncio
import itertools
import struct
from collections.abc import AsyncIterator
from dataclasses import dataclass
from typing import Any

import msgpack
import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from net_testkit import WAIT, hello, raw_closed, raw_connect, raw_recv, raw_send, start_host

from core.game import Phase
from net.client import Client, JoinError
from net.host import Host
from net.protocol import MAX_FRAME, PROTOCOL_VERSION

_pings = itertools.count(1)


@dataclass
class Running:
    host: Host
    port: int
    ann: Client
    bob: Client

    def mover(self) -> tuple[Client, Client]:
        """(the client whose turn it is, the other one)."""
        st = self.host.table.state
        assert st is not None and st.current in (0, 1)
        return (self.ann, self.bob) if st.current == 0 else (self.bob, self.ann)


@pytest.fixture
async def running() -> AsyncIterator[Running]:
    """Ann and Bob (humans who do not move on their own) and a bot, match started, waiting for
    a human's turn."""
    host, port = await start_host(seats=3, chat_burst=5, chat_rate=0.001)
    ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
    bob = await Client.connect_tcp("127.0.0.1", port, "Bob", reconnect=False)
    await ann.add_bot()
    await ann.start()
    r = Running(host, port, ann, bob)
    for _ in range(200):  # the bot moves until a human is to move in the PLAY phase
        st = host.table.state
        if st is not None and st.current in (0, 1) and not host.table._wake.is_set():
            if st.phase is Phase.PLAY:
                break
            if st.phase is Phase.CHOOSE_COLOR:  # a Wild was turned up first: name a colour
                await (ann if st.current == 0 else bob).act({"type": "color", "color": "red"},
                                                           state_id=st.state_id)
        await asyncio.sleep(0.01)
    try:
        yield r
    finally:
        await ann.close()
        await bob.close()
        await host.close()


async def still_serving(r: Running) -> None:
    """Both good clients still get answers, and the game waits where it was."""
    for c in (r.ann, r.bob):
        n = next(_pings)
        await c.send({"t": "ping", "n": n})
        while True:
            msg = await c.recv("pong", timeout=WAIT)
            if msg.get("n") == n:
                break
        assert c.connected


async def expect_fatal(reader: asyncio.StreamReader, code: str = "bad_message") -> dict[str, Any]:
    frames = await raw_closed(reader)
    errors = [f for f in frames if f["t"] == "error"]
    assert errors and errors[-1]["code"] == code and errors[-1]["fatal"], frames
    return errors[-1]


async def test_oversized_frame_is_refused_before_its_body_is_sent(running: Running) -> None:
    reader, writer = await raw_connect(running.port)
    writer.write(struct.pack(">I", MAX_FRAME + 1))  # header only: the host must not wait
    await writer.drain()
    await expect_fatal(reader)
    writer.close()
    await still_serving(running)


async def test_truncated_frame_then_hang_up(running: Running) -> None:
    _, writer = await raw_connect(running.port)
    writer.write(struct.pack(">I", 100) + b"\x81\xa1t")
    await writer.drain()
    writer.close()
    await still_serving(running)


@pytest.mark.parametrize("body", [
    b"\xc1\xc1\xc1",  # never-used msgpack byte
    msgpack.packb([1, 2, 3]),  # not a map
    msgpack.packb({"x": 1}),  # no type
    msgpack.packb({"t": 5}),  # type of the wrong type
    msgpack.packb({"t": "nope"}),  # unknown type
    msgpack.packb({1: "int key"}),  # non-string map key
    msgpack.packb({"t": "hello", "proto": "1", "app": "x", "name": "n"}),  # wrong field type
    msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "app": "x"}),  # missing field
    msgpack.packb({"t": "hello", "proto": PROTOCOL_VERSION, "app": "x", "name": "n", "extra": 1}),
    msgpack.packb({"t": "act", "state_id": 0, "action": {"type": "draw"}}),  # act before hello
    msgpack.packb({"t": "hello"}) + b"trailing",
])
async def test_malformed_first_frames_close_only_that_connection(
        running: Running, body: bytes) -> None:
    reader, writer = await raw_connect(running.port)
    writer.write(struct.pack(">I", len(body)) + body)
    await writer.drain()
    await expect_fatal(reader)
    writer.close()
    await still_serving(running)


@pytest.mark.parametrize("msg", [
    {"t": "sit", "seat": 99},  # out of range
    {"t": "sit", "seat": -1},
    {"t": "act", "state_id": -1, "action": {"type": "draw"}},
    {"t": "act", "state_id": "3", "action": {"type": "draw"}},
    {"t": "act", "state_id": 1, "action": "draw"},
    {"t": "act", "state_id": 1, "action": {"type": "play", "card": "Z9"}},
    {"t": "act", "state_id": 1, "action": {"type": "catch", "target": 42}},
    {"t": "act", "state_id": 1, "action": {"type": "draw"}, "seat": 0},  # a forged seat
    {"t": "chat", "text": 12},
    {"t": "set_seats", "count": 11},
    {"t": "ready", "ready": "yes"},
    {"t": "hello", "proto": PROTOCOL_VERSION, "app": "x", "name": "again"},  # a second hello
])
async def test_wrong_shapes_after_hello_close_that_connection_only(
        running: Running, msg: dict[str, Any]) -> None:
    before = running.host.table.state.digest()  # type: ignore[union-attr]
    reader, writer = await raw_connect(running.port)
    await raw_send(writer, hello("Mallory", spectate=True))
    await raw_recv(reader, "welcome")
    await raw_send(writer, msg)
    await expect_fatal(reader)
    writer.close()
    await still_serving(running)
    assert running.host.table.state.digest() == before  # type: ignore[union-attr]


async def test_out_of_turn_stale_and_illegal_actions_are_refused_with_reasons(
        running: Running) -> None:
    mover, other = running.mover()
    st = running.host.table.state
    assert st is not None
    before, sid, current = st.digest(), st.state_id, st.current
    await other.act({"type": "draw"}, state_id=sid)
    err = await other.recv("error", timeout=WAIT)
    assert err["code"] == "not_your_turn" and not err["fatal"]
    assert err["action"] == "draw"  # (which act it was: several may be in flight, proto33 #1)
    await mover.act({"type": "draw"}, state_id=sid + 7)
    err = await mover.recv("error", timeout=WAIT)
    assert err["code"] == "stale_state" and err["state_id"] == sid and err["action"] == "draw"
    hand = running.host.table.state.hands[current]  # type: ignore[union-attr]
    missing = next(c for c in ("R0", "Y0", "G0", "B0", "R1", "Y1") if c not in [x.code for x in hand])
    await mover.act({"type": "play", "card": missing}, state_id=sid)
    err = await mover.recv("error", timeout=WAIT)
    assert err["code"] == "illegal_action" and err["reason"] == "card_not_in_hand"
    assert err["action"] == "play"
    await mover.act({"type": "next_round"}, state_id=sid)
    err = await mover.recv("error", timeout=WAIT)
    assert err["code"] == "illegal_action" and err["reason"] == "table_only"
    assert running.host.table.state.digest() == before  # type: ignore[union-attr]
    await still_serving(running)
    await mover.act({"type": "draw"}, state_id=sid)  # the right seat, right state: works
    msg = await mover.recv("view", timeout=WAIT)
    while msg["view"]["state_id"] <= sid:  # older views still queued
        msg = await mover.recv("view", timeout=WAIT)
    assert msg["view"]["log"][-1]["type"] in ("draw", "pass")
    after = running.host.table.state.digest()  # type: ignore[union-attr]
    await mover.act({"type": "draw"}, state_id=sid)  # the same message replayed
    err = await mover.recv("error", timeout=WAIT)
    assert err["code"] in ("stale_state", "not_your_turn")
    assert running.host.table.state.digest() == after  # type: ignore[union-attr]


async def test_a_forged_token_gets_no_seat(running: Running) -> None:
    reader, writer = await raw_connect(running.port)
    await raw_send(writer, hello("Mallory", token="0" * 32))
    welcome = await raw_recv(reader, "welcome")
    assert welcome["seat"] is None and welcome["token"] != "0" * 32
    view = (await raw_recv(reader, "view"))["view"]
    assert view["hand"] is None
    await raw_send(writer, {"t": "act", "state_id": view["state_id"], "action": {"type": "draw"}})
    err = await raw_recv(reader, "error")
    assert err["code"] == "not_seated"
    writer.close()
    await still_serving(running)


async def test_chat_flood_is_rate_limited_and_others_keep_chatting(running: Running) -> None:
    for i in range(20):
        await running.bob.chat(f"spam {i}")
    err = await running.bob.recv("error", timeout=WAIT)
    assert err["code"] == "rate_limited" and not err["fatal"]
    await running.ann.chat("hello")
    got: list[str] = []
    while "hello" not in got:
        got.append((await running.ann.recv("chat", timeout=WAIT))["text"])
    assert len([t for t in got if t.startswith("spam")]) == 5
    await still_serving(running)


async def test_chat_longer_than_the_limit_is_refused(running: Running) -> None:
    await running.ann.chat("x" * 201)
    err = await running.ann.recv("error", timeout=WAIT)
    assert err["code"] == "chat_too_long"
    await still_serving(running)


async def test_message_flood_is_rate_limited() -> None:
    host, port = await start_host(msg_burst=10, msg_rate=0.001)
    try:
        c = await Client.connect_tcp("127.0.0.1", port, "Flood", reconnect=False)
        for i in range(30):
            await c.send({"t": "ping", "n": i})
        err = await c.recv("error", timeout=WAIT)
        assert err["code"] == "rate_limited"
        assert c.connected
    finally:
        await host.close()


async def test_a_client_that_says_nothing_gets_hello_timeout(running: Running) -> None:
    reader, writer = await raw_connect(running.port)
    await expect_fatal(reader, "hello_timeout")
    writer.close()
    await still_serving(running)


async def test_wrong_version_password_and_full_table_are_typed_refusals() -> None:
    host, port = await start_host(seats=2, password="sesame")
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, {**hello(), "proto": 99, "password": "sesame"})
        err = await expect_fatal(reader, "bad_version")
        assert err["proto"] == PROTOCOL_VERSION
        writer.close()
        with pytest.raises(JoinError) as exc:
            await Client.connect_tcp("127.0.0.1", port, "A", password="wrong")
        assert exc.value.code == "wrong_password"
        a = await Client.connect_tcp("127.0.0.1", port, "A", password="sesame")
        b = await Client.connect_tcp("127.0.0.1", port, "A", password="sesame")
        assert b.name == "A 2", "names are made unique"
        with pytest.raises(JoinError) as exc:
            await Client.connect_tcp("127.0.0.1", port, "C", password="sesame")
        assert exc.value.code == "table_full"
        await a.close()
        await b.close()
    finally:
        await host.close()



async def test_a_bot_of_an_unknown_kind_ends_the_connection_but_a_full_table_does_not() -> None:
    """PROTOCOL.md: an unknown ``add_bot`` kind is a malformed message (fatal: the host closes
    the connection after the error); no free seat for a bot is the non-fatal ``bad_seat``."""
    host, port = await start_host(seats=2)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Ann"))
        await raw_recv(reader, "welcome")
        await raw_send(writer, {"t": "add_bot"})  # takes the last free seat
        await raw_send(writer, {"t": "add_bot", "kind": "hard"})
        err = await raw_recv(reader, "error")
        assert (err["code"], err["fatal"]) == ("bad_seat", False)
        await raw_send(writer, {"t": "ping", "n": 5})
        assert (await raw_recv(reader, "pong"))["n"] == 5  # still connected, still the owner
        await raw_send(writer, {"t": "add_bot", "kind": "genius"})
        err = await expect_fatal(reader)
        assert err["message"] == "bots: easy, normal, hard, basic, random"
        writer.close()
        bob = await Client.connect_tcp("127.0.0.1", port, "Bob", spectate=True)
        lobby = await bob.recv("lobby", timeout=WAIT)
        assert [s["bot"] for s in lobby["seats"]] == [None, "normal"]  # the table is intact
        # the kind is checked before who sent it: a spectator's unknown kind is malformed too
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Cy", spectate=True))
        await raw_recv(reader, "welcome")
        await raw_send(writer, {"t": "add_bot", "kind": "genius"})
        await expect_fatal(reader)
        writer.close()
        await bob.close()
    finally:
        await host.close()

_values = st.recursive(
    st.none() | st.booleans() | st.integers(-2**63, 2**64 - 1) | st.floats() | st.text(max_size=20)
    | st.binary(max_size=20),
    lambda inner: st.lists(inner, max_size=4) | st.dictionaries(st.text(max_size=8), inner, max_size=4),
    max_leaves=12,
)
_types = st.sampled_from(["hello", "act", "sit", "chat", "kick", "set_rules", "add_bot", "ready",
                          "start", "ping", "leave", "spectate", "set_seats", "x"])


@settings(max_examples=30, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture])
@given(first=st.booleans(), kind=_types,
       fields=st.dictionaries(st.sampled_from(["seat", "state_id", "action", "text", "rules",
                                               "ready", "kind", "count", "n", "token", "name"]),
                              _values, max_size=3),
       junk=st.binary(max_size=40))
async def test_hypothesis_malformed_messages_never_break_the_host(
        running: Running, first: bool, kind: str, fields: dict[str, Any], junk: bytes) -> None:
    before = running.host.table.state.digest()  # type: ignore[union-attr]
    reader, writer = await raw_connect(running.port)
    if not first:
        await raw_send(writer, hello("Fuzz", spectate=True))
        await raw_recv(reader, "welcome")
    body = msgpack.packb({"t": kind, **fields}) if junk[:1] != b"\x00" else junk
    writer.write(struct.pack(">I", len(body)) + body)
    await writer.drain()
    writer.write_eof()
    frames = await raw_closed(reader)
    writer.close()
    for f in frames:
        assert f["t"] in ("error", "lobby", "pong", "view", "round_start", "history", "chat",
                          "welcome", "bye")
        if f["t"] == "error":
            assert isinstance(f["message"], str) and "Traceback" not in f["message"]
    await still_serving(running)
    assert running.host.table.state.digest() == before  # type: ignore[union-attr]


async def test_a_rules_map_over_its_64_keys_is_refused_naming_the_cap(running: Running) -> None:
    """PROTOCOL.md §3: ``set_rules.rules`` holds at most 64 keys; the fatal ``bad_message``
    said only "must be rules options (map…)" (proto34 #6): it names the cap."""
    reader, writer = await raw_connect(running.port)
    await raw_send(writer, hello("Mallory", spectate=True))
    await raw_recv(reader, "welcome")
    await raw_send(writer, {"t": "set_rules", "rules": {f"k{i}": None for i in range(65)}})
    err = await raw_recv(reader, "error")
    assert (err["code"], err["fatal"]) == ("bad_message", True)
    assert "at most 64 keys" in err["message"], err
    writer.close()
    await still_serving(running)


async def test_watchers_who_hang_up_at_once_leave_no_flood_in_the_hosts_log(
        caplog: pytest.LogCaptureFixture) -> None:
    """proto39 #4: 300 watchers who read their welcome and hung up left 12,425 lines of asyncio's
    "socket.send() raised exception." in the host's log (lobby broadcasts still written to
    connections already gone). A connection whose peer is gone is written to no more."""
    import logging

    host, port = await start_host(seats=4, addr_share=10_000)
    caplog.set_level(logging.WARNING, logger="asyncio")

    async def one(i: int) -> None:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello(f"W{i}", spectate=True))
        await raw_recv(reader, "welcome")
        writer.transport.abort()  # (gone at once: a reset, as a killed client's)

    try:
        await asyncio.gather(*(one(i) for i in range(120)))
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello("Last", spectate=True))
        assert (await raw_recv(reader, "welcome"))["name"] == "Last"  # (the host serves on)
        writer.close()
    finally:
        await host.close()
    assert [r for r in caplog.records if "socket.send() raised" in r.getMessage()] == []
