"""net63: default-ignorable characters that are not format characters (Unicode category Mn:
the combining grapheme joiner U+034F, the variation selectors U+FE00..U+FE0F and
U+E0100..U+E01EF, the Khmer inherent vowels U+17B4/U+17B5) draw nothing on a terminal, yet
:func:`net.protocol.clean_text` keeps them and :func:`net.protocol.name_keys` tells them apart.
So a newcomer named "Ann" + U+034F sits down beside "Ann" under a name that reads exactly
"Ann" (their chat lines read as Ann's), and a name of such characters alone is invisible —
what harden40 #4 closed for the Hangul fillers and the braille blank (docs/PROTOCOL.md §2,
Names: "the characters that draw as blank ... collapsed"). Real TCP on loopback."""

from __future__ import annotations

import pytest
from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host

INVISIBLE = ["\u034f", "\ufe0f", "\ufe00", "\U000e0100", "\u17b4", "\u17b5"]


@pytest.mark.parametrize("mark", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
async def test_a_name_with_an_invisible_mark_does_not_read_as_another_players(mark: str) -> None:
    host, port = await start_host(seats=4)
    writers = []
    try:
        r1, w1 = await raw_connect(port)
        writers.append(w1)
        await raw_send(w1, hello("Ann"))
        assert (await raw_recv(r1, "welcome"))["name"] == "Ann"
        r2, w2 = await raw_connect(port)
        writers.append(w2)
        await raw_send(w2, hello("Ann" + mark))
        got = (await raw_recv(r2, "welcome"))["name"]
        # what a terminal draws of the name: the same cells as "Ann" is an impersonation
        assert got.replace(mark, "") != "Ann" or got == "Ann 2", \
            f"{got!r} reads exactly as 'Ann' on screen"
    finally:
        for w in writers:
            w.close()
        await host.close()


@pytest.mark.parametrize("mark", INVISIBLE, ids=[f"U+{ord(c):04X}" for c in INVISIBLE])
async def test_a_name_of_invisible_marks_alone_is_player(mark: str) -> None:
    host, port = await start_host(seats=4)
    try:
        r, w = await raw_connect(port)
        await raw_send(w, hello(mark * 3))
        assert (await raw_recv(r, "welcome"))["name"] == "Player"
        w.close()
    finally:
        await host.close()
