"""net71 #2: one address that opens connections and drops them at once, as fast as it can,
makes the host hold about a thousand sockets at a time — far beyond what PROTOCOL.md §6 bounds
one address to (64 waiting for their hello, 4 being closed) — enough to run a host under the
common 1024-descriptor limit out of descriptors ("cannot accept connections: Too many open
files"), while every one of those connections is already gone on the client's side.

Seen (net71, loopback): 16 tasks of one client process, each connecting, writing 5 bytes of a
hello's header (every other one) and closing, for 25-40 s (13,500 connections in 40 s from 8
tasks): host A held 936-1,190 descriptors (ss showed 3 established sockets and up to 242 in
CLOSE-WAIT: the rest were reset connections the host had not closed yet); a host started with
``ulimit -n 1024`` logged "cannot accept connections: Too many open files" again and again;
the honest players' ping round trip went from p99 7 ms to p99 130-184 ms, and a newcomer's
``hello`` waited up to 1.1 s for its ``welcome``. The descriptors came back within seconds of
the storm's end (no leak), and the host's RSS settled at 51 MB (from 37 MB).

Expected: what one address's dropped connections hold is bounded, as §6 says of waiting and
closing connections — a storm of them costs the host a bounded number of descriptors.

At this test's peak (in one process, 4 threads storming): 387 socket transports alive, 258 of
them closing, 258 ``Listener._serve`` tasks, 65 connections waiting for a hello, and
``Table._closings.count("127.0.0.1")`` 0 — the connections the peer reset are not counted by
the per-address closing bound, and ``net/listener.py``'s accept loop takes connections with no
bound on how many are still being set up or torn down."""

from __future__ import annotations

import asyncio
import os
import socket
import struct
import threading
import time

from net_testkit import start_host


def _storm(port: int, seconds: float, stop: threading.Event) -> None:
    end = time.monotonic() + seconds
    i = 0
    while time.monotonic() < end and not stop.is_set():
        s = socket.socket()
        try:
            s.connect(("127.0.0.1", port))
            if i % 2:
                s.sendall(b"\x00\x00\x01\x00\x85")  # (a hello's header and its first byte)
            s.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
        except OSError:
            pass
        finally:
            s.close()  # (a reset: the client keeps nothing)
        i += 1


async def test_a_storm_of_dropped_connections_holds_few_descriptors() -> None:
    host, port = await start_host(hello_timeout=10.0)
    try:
        await asyncio.sleep(0.2)
        base = len(os.listdir("/proc/self/fd"))
        stop = threading.Event()
        threads = [threading.Thread(target=_storm, args=(port, 4.0, stop)) for _ in range(4)]
        for t in threads:
            t.start()
        peak = 0
        while any(t.is_alive() for t in threads):
            peak = max(peak, len(os.listdir("/proc/self/fd")) - base)
            await asyncio.sleep(0.02)
        stop.set()
        for t in threads:
            t.join()
        assert peak <= 64 + 4 + 4 + 50, (  # waiting, closing, the storm's own, a margin
            f"one address's dropped connections held {peak} descriptors at once")
    finally:
        await host.close()
