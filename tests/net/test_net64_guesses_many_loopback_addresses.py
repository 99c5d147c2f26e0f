"""net64 #3: wrong passwords are limited per network address (10 at once, then one every 2 s,
PROTOCOL.md §6 Limits), and every address of 127.0.0.0/8 counts as its own: a local process
(another user of the machine a table runs on, without an SSH door) binds its connections to
127.0.0.2, 127.0.0.3, … and gets 10 guesses from each — 1,000 wrong passwords tried in 0.9 s
from 100 of them, and 16 million such addresses. The same goes on a LAN for a machine that takes
many free IPv4 addresses of its subnet. What should hold: the loopback network is one address
(as an IPv6 /64 is), and wrong passwords have a bound for the whole table too. Real TCP on
loopback."""

from __future__ import annotations

import asyncio

from net_testkit import raw_recv, raw_send, start_host


async def _guess(port: int, source: str, password: str) -> str:
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    try:
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "g", "name": "G",
                                "password": password})
        answer = await raw_recv(reader)
        return str(answer.get("code") or answer["t"])
    finally:
        writer.close()


async def test_wrong_passwords_from_many_loopback_addresses_are_limited_as_one() -> None:
    host, port = await start_host(seats=4, password="hunter2", msg_burst=60, msg_rate=30.0)
    try:
        answers: list[str] = []
        for i in range(2, 22):  # 20 addresses of this machine's loopback
            answers += await asyncio.gather(*(_guess(port, f"127.0.0.{i}", f"pw{i}-{k}")
                                              for k in range(12)))
        tried = answers.count("wrong_password")
        assert tried <= 12, (
            f"{tried} wrong passwords tried in a moment from 20 loopback addresses of one "
            "machine (one address is allowed 10 at once)")
    finally:
        await host.close()
