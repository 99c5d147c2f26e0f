"""net68 #5: a name made of combining marks alone — "\\u0301\\u0301\\u0301" (combining acute
accents), Thai vowel signs "\\u0e31\\u0e34", Tibetan "\\u0f7e" — is kept as it is
(:func:`net.protocol.clean_text` drops control, format and enclosing marks, and the marks that
draw nothing of their own, net63, but keeps every other mark wherever it stands): it has no
character to draw on, is zero cells wide on a terminal (``rich.cells.cell_len`` 0: the app's
lobby and chat show the player with no name, their chat lines as no one's), and two such names
of different lengths are two names. So do the Hangul vowel and final-consonant jamo
(U+1161..U+11FF, U+D7B0..U+D7FF: letters, category Lo, but zero cells wide to the app, as
they join a leading consonant drawn before them: "\\u1161\\u11a8" draws nothing either),
beside the fillers U+1160 and
U+115F that harden40 #4 made blanks. The same for a name whose only base character is cleaned
away ("\\u2800\\u0301", the braille blank then an accent: "\\u0301"). What net63 closed for
U+034F and the variation selectors ("\\u034f" alone is empty, so ``Player``) — a mark at the
start or after a space has nothing to go on — holds for every combining mark. Real TCP on
loopback."""

from __future__ import annotations

import pytest
from net_testkit import hello, raw_connect, raw_recv, raw_send, start_host
from rich.cells import cell_len

MARKS_ALONE = ["\u0301\u0301\u0301", "\u0e31\u0e34", "\u0f7e", "\u2800\u0301", " \u0301\u0301",
               "\u1161\u11a8"]


@pytest.mark.parametrize("name", MARKS_ALONE, ids=["acutes", "thai", "tibetan",
                                                    "braille-blank-acute", "space-acutes",
                                                    "hangul-jamo"])
async def test_a_name_of_combining_marks_alone_is_not_a_name_that_draws_nothing(
        name: str) -> None:
    host, port = await start_host(seats=4)
    try:
        reader, writer = await raw_connect(port)
        await raw_send(writer, hello(name))
        got = (await raw_recv(reader, "welcome"))["name"]
        assert cell_len(got) > 0, f"{name!r} joined as {got!r}, which draws nothing"
        writer.close()
    finally:
        await host.close()
