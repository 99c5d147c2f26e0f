"""Names that draw as another player's name, or differ from it only in case, join beside it told
apart ("… 2"): ``name_key`` reads look-alike letters as the letters they draw as, and casefolds.

net65 #2: ``LOOK_ALIKE`` (net64 #5) is applied before ``casefold``, to capitals and small
letters apart; where a Cyrillic or Greek capital is folded to a Latin letter but its small letter
is not (М→M, но м stays; Н→H, н stays; Ν→N, ν→v), two names that differ only in case are no
longer the same name. Before net64 #5 ``casefold`` made "Мария" and "мария" one name, as it makes
"Ann" and "ann" one: now a second player may sit as "мария" beside "Мария" (and "νίκος" beside
"Νίκος"), the impersonation by case that ``name_key`` promises to prevent — for Russian and
Greek players only. Real TCP on loopback.

net66 #4: names that draw as another player's name still join beside it under their own.
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


async def _second_name(first: str, second: str) -> str:
    """The name a watcher joining as ``second`` is given at a table where one joined as
    ``first`` (and was given it)."""
    host, port = await start_host(seats=4)
    kept: list[asyncio.StreamWriter] = []  # (each watcher stays connected through the test)

    async def name_given(name: str) -> str:
        reader, writer = await asyncio.open_connection("127.0.0.1", port)
        kept.append(writer)
        await raw_send(writer, {"t": "hello", "proto": 3, "app": "test", "name": name,
                                "spectate": True})
        return str((await raw_recv(reader, "welcome"))["name"])

    try:
        assert await name_given(first) == first
        return await name_given(second)
    finally:
        for writer in kept:
            writer.close()
        await host.close()


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
    assert await _second_name(first, second) == f"{second} 2", (
        f"{second!r} joined beside {first!r} under its own name: the two differ only in "
        f"case, which name_key promises to disregard")


@pytest.mark.parametrize("first, second", [
    ("Claire", "\u03f9laire"),  # Greek capital lunate sigma
    ("cleo", "\u03f2leo"),  # Greek small lunate sigma
    ("Jan", "\u037fan"),  # Greek capital yot
    ("Vera", "\u0474era"),  # Cyrillic capital izhitsa
    ("ANNA", "\ua4ee\ua4e0\ua4e0\ua4ee"),  # Lisu
    ("Ann", "Ann\U00016fe4"),  # Khitan small script filler
])
async def test_a_name_drawn_as_anothers_is_told_apart(first: str, second: str) -> None:
    assert await _second_name(first, second) == f"{second} 2", (
        f"{second!r} joined beside {first!r} under its own name, drawn as {first!r}")
