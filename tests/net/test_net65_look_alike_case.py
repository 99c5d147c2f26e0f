"""net65 #2: ``LOOK_ALIKE`` (net64 #5) is applied before ``casefold``, to capitals and small
letters apart; where a Cyrillic or Greek capital is folded to a Latin letter but its small letter
is not (М→M, но м stays; Н→H, н stays; Ν→N, ν→v), two names that differ only in case are no
longer the same name. Before net64 #5 ``casefold`` made "Мария" and "мария" one name, as it makes
"Ann" and "ann" one: now a second player may sit as "мария" beside "Мария" (and "νίκος" beside
"Νίκος"), the impersonation by case that ``name_key`` promises to prevent — for Russian and
Greek players only. Real TCP on loopback."""

from __future__ import annotations

import asyncio

import pytest
from net_testkit import raw_recv, raw_send, start_host

_KEPT: list[asyncio.StreamWriter] = []  # (each watcher stays connected through its test)


async def _name_given(port: int, name: str) -> str:
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    await raw_send(writer, {"t": "hello", "proto": 3, "app": "test", "name": name,
                            "spectate": True})
    welcome = await raw_recv(reader, "welcome")
    _KEPT.append(writer)
    return str(welcome["name"])


@pytest.mark.parametrize("first, second", [
    ("Ann", "ann"),  # (Latin: one name, as ever)
    ("Мария", "мария"),
    ("Вова", "вова"),
    ("НАТАША", "Наташа"),
    ("Νίκος", "νίκος"),
    ("ΑΝΝΑ", "Αννα"),
])
async def test_names_that_differ_only_in_case_are_one_name_in_every_script(
        first: str, second: str) -> None:
    host, port = await start_host(seats=4)
    try:
        assert await _name_given(port, first) == first
        given = await _name_given(port, second)
        assert given == f"{second} 2", (
            f"{second!r} joined beside {first!r} under its own name: the two differ only in "
            f"case, which name_key promises to disregard")
    finally:
        for writer in _KEPT:
            writer.close()
        _KEPT.clear()
        await host.close()
