"""net54: the host against hostile or broken clients, over real TCP on loopback, checked against
what docs/PROTOCOL.md promises (each test names the sentence it holds the host to)."""

from __future__ import annotations

import asyncio
import contextlib
import socket
import struct

import msgpack
import pytest
from net_testkit import hello, raw_closed, raw_connect, raw_recv, raw_seated, raw_send, start_host

from net.protocol import decode, encode


def _frame(body: bytes) -> bytes:
    return struct.pack(">I", len(body)) + body


def _pk(value: object) -> bytes:
    return msgpack.packb(value, use_bin_type=True)


async def test_idle_is_counted_from_the_hello_not_from_the_connect() -> None:
    """§4 ping/pong: "The host closes connections that sent no complete frame for 35 s (`error
    idle`; bytes of a frame not yet whole do not count, nor for the hello timeout)". A `hello`
    is a complete frame; but the idle clock starts when the TCP connection is accepted
    (``Conn.last_recv``) and the hello frame does not move it (``Table.serve`` sets
    ``last_recv`` only for the frames after it). So a client whose hello took a while (here 3 s
    of a 5 s hello timeout, with a 2 s idle timeout) is closed as idle at the first ping tick
    after its hello, although it has just sent a frame. With the defaults (hello timeout 10 s,
    idle 35 s, ticks every 10 s) such a client is closed as idle 25–35 s after its hello, not
    35–45 s as the doc says."""
    host, port = await start_host(hello_timeout=5.0, heartbeat=0.2, idle_timeout=2.0)
    loop = asyncio.get_running_loop()
    try:
        reader, writer = await raw_connect(port)
        await asyncio.sleep(3.0)  # slow, but well within the hello timeout
        await raw_send(writer, hello("Late", spectate=True))
        sent = loop.time()
        frames = await raw_closed(reader)  # (it answers no ping: it will be idle in the end)
        closed = loop.time()
        assert frames[0]["t"] == "welcome"
        assert frames[-1]["t"] == "error" and frames[-1]["code"] == "idle", frames[-1]
        assert closed - sent >= 2.0, (
            f"closed as idle {closed - sent:.2f} s after its hello, with a 2 s idle timeout")
        writer.close()
    finally:
        await host.close()


#: a bin (not str) map key, once inside ``set_rules.rules`` and once as a top-level field
#: sent as nil (a nil field a message does not have is ignored: but this key is not a str)
_BIN_KEY_FRAMES = {
    "set_rules_rules_bin_key": _frame(b"\x82" + _pk("t") + _pk("set_rules") + _pk("rules")
                                      + b"\x81" + _pk(b"hand_size") + _pk(5)),
    "ping_bin_key_nil": _frame(b"\x82" + _pk("t") + _pk("ping") + _pk(b"n") + b"\xc0"),
}


@pytest.mark.parametrize("case", sorted(_BIN_KEY_FRAMES))
async def test_a_map_key_that_is_not_a_str_is_a_fatal_bad_message(case: str) -> None:
    """§1: "Every map key, nested ones included, is a `str`: a map with another kind of key is
    a fatal `bad_message`." The host decodes with ``strict_map_key=True``, which msgpack lets
    through for ``str`` *and* ``bytes`` keys (net/protocol.py ``decode``): a `bin` key inside
    `set_rules.rules` is the non-fatal `bad_rules` ("unknown rules option \"b'hand_size'\"",
    Python's repr in a player's message), and a `bin` key with a nil value anywhere is ignored
    as a nil field is (a `ping` with it is answered by `pong`)."""
    host, port = await start_host()
    try:
        reader, writer = await raw_seated(port, "Own")
        writer.write(_BIN_KEY_FRAMES[case])
        writer.write(encode({"t": "ping", "n": 54}))  # (answered only if the connection lives)
        await writer.drain()
        first = await raw_recv(reader, "error", "pong")  # (the frame's answer, or the pong)
        assert first["t"] == "error" and first["code"] == "bad_message" and first["fatal"], first
        writer.close()
    finally:
        await host.close()


async def test_a_client_that_never_reads_is_reset_after_its_fatal_error() -> None:
    """§6 Limits: "A connection the host closes (a fatal error: `idle`, `evicted`, …) has 5
    seconds to take what is queued for it, its last frame included; one still open then is
    reset". A spectator that stopped reading (its socket's buffers full of `lobby` frames)
    sends a malformed frame: the host writes its fatal `bad_message` into the kernel's buffer
    at once, so its writer is done, and ``Conn.finish`` *closes* the socket after ``LINGER``
    instead of resetting it. The kernel keeps the connection (FIN-WAIT-1) with everything
    unsent for as long as the peer keeps its window shut — megabytes per such client (what
    ``Conn.abort``'s reset was made to drop, harden40 #6), seen with ``ss`` 45 s later — and a
    client that reads 8 s after the error still gets every frame, then the end of stream,
    instead of a reset."""
    host, port = await start_host(chat_burst=10_000, chat_rate=10_000.0)
    loop = asyncio.get_running_loop()
    try:
        owner_r, owner_w = await raw_seated(port, "Own")

        deaf = socket.socket(socket.AF_INET, socket.SOCK_STREAM)
        deaf.setsockopt(socket.SOL_SOCKET, socket.SO_RCVBUF, 4096)
        deaf.setblocking(False)
        await loop.sock_connect(deaf, ("127.0.0.1", port))
        await loop.sock_sendall(deaf, encode(hello("Deaf", spectate=True)))
        await asyncio.sleep(0.3)

        # every chat line goes to everyone (seats' changes come in combined lobbies, net66
        # #2): ~600 frames for the deaf one, which never reads them (fewer than the send
        # queue's 512 stay queued in the host: the kernel takes the rest)
        async def owner_reads() -> None:
            with contextlib.suppress(Exception):
                while True:
                    await raw_recv(owner_r)

        drain = asyncio.create_task(owner_reads())
        for i in range(600):
            owner_w.write(encode({"t": "chat", "text": f"line {i} " + "x" * 150}))
        await owner_w.drain()
        await asyncio.sleep(1.0)
        await loop.sock_sendall(deaf, b"\xff\xff\xff\xff")  # a fatal bad_message
        await asyncio.sleep(8.0)  # CLOSE_GRACE (5 s) + LINGER (1 s), and more

        # now read: a reset connection raises ConnectionResetError before the end
        deaf.setblocking(True)
        deaf.settimeout(5.0)
        data = b""
        reset = False
        try:
            while chunk := deaf.recv(65536):
                data += chunk
        except ConnectionResetError:
            reset = True
        finally:
            deaf.close()
        frames = []
        while len(data) >= 4:
            (n,) = struct.unpack(">I", data[:4])
            if len(data) < 4 + n:
                break
            frames.append(decode(data[4:4 + n]))
            data = data[4 + n:]
        assert reset, (f"the connection was closed, not reset: {len(frames)} frames still "
                       f"delivered 8 s after the fatal error, the last {frames[-1:]}")
        drain.cancel()
        owner_w.close()
    finally:
        await host.close()
