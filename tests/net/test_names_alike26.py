"""Names that read alike are told apart (proto26 #5): "Ann" and "ann" both sat at one table as
written, while bot names were already compared without regard to case. A newcomer's name is
made unique the same way now (docs/PROTOCOL.md §2, Names)."""

from __future__ import annotations

from net_testkit import start_host

from net.client import Client


async def test_a_name_differing_only_in_case_is_made_unique() -> None:
    host, port = await start_host(seats=4)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ann", reconnect=False)
        lower = await Client.connect_tcp("127.0.0.1", port, "ann", reconnect=False)
        shout = await Client.connect_tcp("127.0.0.1", port, "ANN", reconnect=False)
        assert (ann.name, lower.name, shout.name) == ("Ann", "ann 2", "ANN 3")
        for c in (ann, lower, shout):
            await c.close()
    finally:
        await host.close()


async def test_blank_wide_and_decorated_names_are_cleaned_and_told_apart() -> None:
    """harden40 #4: a full-width "Ｈｏｎｅｓｔ" sat beside "Honest" as written, a name of one
    Hangul filler (U+3164) was invisible, "Honest" + a filler read as "Honest", and enclosing
    marks (U+20DD) drawn over the next cells broke the chat panel's border."""
    host, port = await start_host(seats=6)
    try:
        honest = await Client.connect_tcp("127.0.0.1", port, "Honest", reconnect=False)
        wide = await Client.connect_tcp("127.0.0.1", port, "Ｈｏｎｅｓｔ", reconnect=False)
        filler = await Client.connect_tcp("127.0.0.1", port, "Honest\u3164", reconnect=False)
        blank = await Client.connect_tcp("127.0.0.1", port, "\u3164", reconnect=False)
        braille = await Client.connect_tcp("127.0.0.1", port, "\u2800\u2800", reconnect=False)
        ringed = await Client.connect_tcp("127.0.0.1", port, "Zed\u20dd", reconnect=False)
        assert honest.name == "Honest"
        assert wide.name == "Ｈｏｎｅｓｔ 2"  # (its own letters, told apart by the number)
        assert filler.name == "Honest 3"  # (the filler was a space, at the end: removed)
        assert (blank.name, braille.name) == ("Player", "Player 2")
        assert ringed.name == "Zed"
        for c in (honest, wide, filler, blank, braille, ringed):
            await c.close()
    finally:
        await host.close()


def test_clean_text_keeps_accents_and_composes_them() -> None:
    from net.protocol import clean_text

    assert clean_text("Zoe\u0301", 24) == "Zoé"  # (one character, as typed on most keyboards)
    assert clean_text("a\u3164\u3164b", 24) == "a b"
    assert clean_text("\U0001f600" * 3, 24) == "\U0001f600" * 3  # (emoji stay)


async def test_a_bot_is_not_named_like_a_full_width_human() -> None:
    """review40 #7: a human "Ａｎａ" sat, and the next bot was named "Ana" beside them."""
    host, port = await start_host(seats=3)
    try:
        ann = await Client.connect_tcp("127.0.0.1", port, "Ａｎａ", reconnect=False)
        assert ann.name == "Ａｎａ"
        assert host.table.bot_name("basic") == "Bo"
        await ann.close()
    finally:
        await host.close()
