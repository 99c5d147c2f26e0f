"""net66 #4: names that draw as another player's name still join beside it under their own.
``name_keys`` reads the Cyrillic and Greek letters drawn as Latin ones as those (net64 #5), but
after NFKC, and its table misses some: the Greek lunate sigmas "Ϲ" (U+03F9) and "ϲ" (U+03F2),
drawn as C and c, are turned by NFKC into "Σ" and "ς" first, so "Ϲlaire" is not "Claire"; the
Greek yot "Ϳ" (U+037F, J) and the Cyrillic izhitsa "Ѵ" (U+0474, V) are not in it; the Lisu
capitals (U+A4D0..U+A4FF, a whole alphabet drawn as Latin capitals: "ꓮꓠꓠꓮ" is "ANNA") and
the Khitan small script filler U+16FE4 (a combining mark that draws nothing, like those of
``INVISIBLE_MARKS``: "Ann\\U00016fe4" shows as "Ann") are not read at all. Each pair below joins
as two names; the second should be told apart ("… 2"), as "Аnn" (Cyrillic А) is. Real TCP on
loopback."""

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
    ("Claire", "\u03f9laire"),  # Greek capital lunate sigma
    ("cleo", "\u03f2leo"),  # Greek small lunate sigma
    ("Jan", "\u037fan"),  # Greek capital yot
    ("Vera", "\u0474era"),  # Cyrillic capital izhitsa
    ("ANNA", "\ua4ee\ua4e0\ua4e0\ua4ee"),  # Lisu
    ("Ann", "Ann\U00016fe4"),  # Khitan small script filler
])
async def test_a_name_drawn_as_anothers_is_told_apart(first: str, second: str) -> None:
    host, port = await start_host(seats=4)
    try:
        assert await _name_given(port, first) == first
        given = await _name_given(port, second)
        assert given == f"{second} 2", (
            f"{second!r} joined beside {first!r} under its own name, drawn as {first!r}")
    finally:
        for writer in _KEPT:
            writer.close()
        _KEPT.clear()
        await host.close()
