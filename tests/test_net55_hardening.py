"""net55: the host against hostile or broken clients, over real TCP on loopback, checked against
what docs/PROTOCOL.md promises (each test names the sentence it holds the host to)."""

from __future__ import annotations

import asyncio
import contextlib
import logging
import socket

import msgpack
import pytest
from net_testkit import hello, raw_connect, raw_recv, raw_seated, raw_send, start_host

from net.protocol import encode


def _pk(value: object) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


def _frame(body: bytes) -> bytes:
    return len(body).to_bytes(4, "big") + body


async def test_a_deeply_nested_rules_value_is_a_bad_rules_not_a_crash(
        caplog: pytest.LogCaptureFixture) -> None:
    """§3: "a value of the wrong type (`"hand_size": "7"`, `7.0`, a `bin` or ext value) [...]
    is the non-fatal `bad_rules` [...] nested inside a list or map value too". A list nested
    990 deep (msgpack decodes it: its own limit is deeper) as `hand_size` makes
    ``core.rules._fmt`` call ``repr()`` on it to quote it in the refusal; the repr overflows
    Python's recursion limit, the RecursionError is no RulesError/ValueError/TypeError/KeyError
    (net/host.py ``_on_set_rules``), so ``Table.serve`` logs a traceback ("connection N
    failed") and closes the owner with a fatal `bad_message` "The table could not handle that
    message." (the owner's seat then waits as after a drop). Depth 900 gets `bad_rules`."""
    host, port = await start_host()
    try:
        reader, writer = await raw_seated(port, "Own")
        deep = b"\x91" * 990 + b"\x01"  # [[[...[1]...]]], 990 lists deep
        writer.write(_frame(b"\x82" + _pk("t") + _pk("set_rules") + _pk("rules")
                            + b"\x81" + _pk("hand_size") + deep))
        writer.write(encode({"t": "ping", "n": 55}))  # (answered only if the connection lives)
        await writer.drain()
        with caplog.at_level(logging.ERROR, logger="net.host"):
            first = await raw_recv(reader, "error", "pong")
        assert first["t"] == "error" and first["code"] == "bad_rules", first
        assert not first["fatal"], first
        assert not [r for r in caplog.records if r.exc_info], "a traceback in the host's log"
        writer.close()
    finally:
        await host.close()


async def test_a_watchers_spectate_in_the_lobby_sends_nothing_to_the_others() -> None:
    """§3 `spectate`: "In the lobby a spectator's changes nothing and is answered with a
    `lobby` too, never an error"; §4 `lobby`: "Sent to everyone whenever seats, names,
    connection states, readiness, rules or the phase change." A watcher's `spectate` changes
    none of these, yet ``Table._on_spectate`` (net/host.py) calls ``broadcast_lobby()``: every
    connection at the table gets a whole `lobby` for each one. So any watcher (no seat, no
    owner) makes the host send every player a frame per message it sends — up to its
    address's 120 messages a second, times the addresses: 16 watchers from two addresses
    flooded each seated player with ~265 `lobby` frames a second (each redrawn by a client),
    enough to push a player on a slow link past the 512-frame send queue and off the table."""
    host, port = await start_host()
    try:
        seated_r, seated_w = await raw_seated(port, "Ann")
        watch_r, watch_w = await raw_seated(port, "Zed", spectate=True)
        await raw_send(seated_w, {"t": "ping", "n": 1})  # (past the lobby Zed's arrival sent)
        await raw_recv(seated_r, "pong")
        for _ in range(10):
            watch_w.write(encode({"t": "spectate"}))
        watch_w.write(encode({"t": "ping", "n": 2}))
        await watch_w.drain()
        answers = []
        while (msg := await raw_recv(watch_r))["t"] != "pong":
            answers.append(msg["t"])
        assert answers == ["lobby"] * 10, answers  # (the watcher is answered, as §3 says)
        await raw_send(seated_w, {"t": "ping", "n": 3})
        got = []
        while (msg := await raw_recv(seated_r))["t"] != "pong":
            got.append(msg["t"])
        assert got == [], f"a seated player got {len(got)} frames for a watcher's no-op: {got[:3]}"
        seated_w.close()
        watch_w.close()
    finally:
        await host.close()


async def test_watchers_coming_and_going_do_not_push_a_player_off_the_table() -> None:
    """§6 Limits: "Each connection has a bounded send queue (512 frames); a client that falls
    that far behind is disconnected [...] and never slows anyone else down", and the per-address
    limits exist so that "joining again and again under new names gains nothing". Yet every
    watcher's `hello` and every watcher's departure is a whole `lobby` to every connection
    (``Table._hello`` and ``Table._gone`` call ``broadcast_lobby``), never coalesced: one address
    within its limits (120 `hello`s a second) makes the host send each player up to ~240
    `lobby` frames a second. A seated player whose client takes ~25 KB/s here (a slow link, or
    an app that redraws its lobby per frame) falls 512 frames behind and is cut off — its seat
    left waiting as after a drop — by strangers it never dealt with. Measured against a real
    host from other processes, a player reading ~100 KB/s: reset after ~10 s (two addresses
    joining and leaving), ~24 s (16 watchers sending no-op `spectate`s). Here (one address,
    the host in the test's own loop) after ~18 s of the 40 it allows."""
    host, port = await start_host(msg_burst=60, msg_rate=30.0)  # (the real limits)
    loop = asyncio.get_running_loop()
    stop = loop.time() + 40.0
    try:
        slow = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        slow.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 16384)
        slow.setblocking(False)
        await loop.sock_connect(slow, ("127.0.0.1", port))
        await loop.sock_sendall(slow, encode(hello("Slow")))

        async def churn() -> None:
            while loop.time() < stop:
                with contextlib.suppress(OSError, asyncio.IncompleteReadError, TimeoutError):
                    r, w = await raw_connect(port)
                    await raw_send(w, hello("Visitor", spectate=True))
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(raw_recv(r, "lobby", "error"), 2.0)
                    w.close()

        storm = asyncio.create_task(churn())
        ended = None
        while loop.time() < stop:
            try:
                chunk = await asyncio.wait_for(loop.sock_recv(slow, 512), 1.0)
            except TimeoutError:
                continue
            except ConnectionResetError:
                ended = "reset"
                break
            if not chunk:
                ended = "end of stream"
                break
            await asyncio.sleep(0.02)  # ~25 KB/s
        storm.cancel()
        with contextlib.suppress(asyncio.CancelledError):
            await storm
        slow.close()
        assert ended is None, (f"a seated player reading ~25 KB/s was cut off ({ended}) by "
                               "watchers joining and leaving")
    finally:
        await host.close()


class _CountingAdvertiser:
    """Stands for :class:`net.discovery.Advertiser`: counts the TXT changes it would announce
    (the real one multicasts the table's records at once for each, ``_publish``)."""

    def __init__(self) -> None:
        self.txt: dict[str, str] = {}
        self.announced = 0

    async def update(self, txt: dict[str, str], drop: tuple[str, ...] = ()) -> None:
        merged = {**self.txt, **txt}
        for key in drop:
            if key not in txt:
                merged.pop(key, None)
        if merged != self.txt:  # (Advertiser.update returns early when nothing changed)
            self.txt = merged
            self.announced += 1

    async def stop(self) -> None:
        pass


async def test_a_stranger_sitting_down_and_leaving_does_not_make_the_host_multicast_at_will() -> None:
    """§12: the table's TXT (`taken`, `by`) follows its lobby, and ``Host._changed`` announces
    every change at once: ``Advertiser.update`` → ``_publish`` → zeroconf's
    ``async_update_service``, a multicast of the service's records on every advertised
    interface, with no pause between two (RFC 6762 §6: a responder "MUST NOT multicast a record
    on a given interface until at least one second has elapsed since the last time"). A
    stranger at a table without a password, within its address's limits (120 `hello`s a
    second), joins the lobby (a seat: `taken` +1, and `by` when the table had no owner) and
    leaves, again and again: each join and each leave is one more multicast to the whole LAN —
    about a hundred a second from one client here. The TXT should be announced at most about
    once a second however fast it changes (the last state always announced)."""
    host, port = await start_host(msg_burst=60, msg_rate=30.0)  # (the real limits)
    advertiser = _CountingAdvertiser()
    host.advertiser = advertiser  # type: ignore[assignment]
    loop = asyncio.get_running_loop()
    try:
        started = loop.time()
        while loop.time() - started < 3.0:
            reader, writer = await raw_connect(port)
            await raw_send(writer, hello("Passer"))
            first = await raw_recv(reader, "lobby", "error")
            if first["t"] == "error":  # (its address's limit: as a client does, wait and retry)
                assert first["code"] == "rate_limited", first
                writer.close()
                await asyncio.sleep(first["retry_after"])
                continue
            while True:  # (a leave the limit dropped is sent again after retry_after)
                await raw_send(writer, {"t": "leave"})
                answer = await raw_recv(reader, "bye", "error")
                if answer["t"] == "bye":
                    break
                assert answer["code"] == "rate_limited", answer
                await asyncio.sleep(answer["retry_after"])
            writer.close()
        await asyncio.sleep(0.5)  # (the last leave is seen)
        elapsed = loop.time() - started
        assert advertiser.announced <= elapsed + 2, (
            f"{advertiser.announced} TXT announcements (multicasts) in {elapsed:.1f} s, "
            "caused by one stranger sitting down and leaving")
    finally:
        await host.close()
