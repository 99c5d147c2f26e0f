"""net55 #5: a table's password could be guessed as fast as an address may say hello — 1,400
wrong passwords in 10 s from one address, never slowed. An address gets 10 wrong passwords at
once, then one every 2 s: a hello beyond that is a fatal ``rate_limited`` with ``retry_after``,
tried against no password; another address is not held up."""

from __future__ import annotations

import asyncio
from typing import Any

import pytest
from net_testkit import hello, loopback_apart, raw_recv, raw_send, start_host


async def _try(port: int, password: str, source: str = "127.0.0.1") -> dict[str, Any]:
    """One hello with ``password`` from the loopback address ``source``; the table's answer."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port, local_addr=(source, 0))
    await raw_send(writer, hello("Guess", password=password))
    answer = await raw_recv(reader, "welcome", "error")
    writer.close()
    return answer


async def test_wrong_passwords_from_one_address_are_slowed(monkeypatch: pytest.MonkeyPatch) -> None:
    loopback_apart(monkeypatch)
    host, port = await start_host(password="right horse")
    try:
        answers = [await _try(port, f"guess {k}") for k in range(10)]
        assert all(a["t"] == "error" and a["code"] == "wrong_password" for a in answers), answers
        slowed = await _try(port, "guess 11")
        assert slowed["code"] == "rate_limited" and slowed["fatal"], slowed
        assert 0 < slowed["retry_after"] <= 2.0, slowed
        # (even the right one waits: the address's guesses are spent, not tried)
        assert (await _try(port, "right horse"))["code"] == "rate_limited"
        # (another address is not held up)
        assert (await _try(port, "right horse", source="127.0.0.2"))["t"] == "welcome"
    finally:
        await host.close()
