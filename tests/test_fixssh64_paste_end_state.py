"""fixssh64: the SSH door's paste end is completed exactly (review82 #2): the game is given
each key the visitor sent in a packet taken, none of a packet dropped, and a paste's end
(ESC[201~) whole once, where it ended — however the packets cut it and whichever of them
were dropped."""

from __future__ import annotations

import itertools

from unotui.ssh.session import _PASTE_END, PasteEnd, keys_passed


def _feed(packets: list[tuple[bytes, bool]]) -> bytes:
    end, out = PasteEnd(), b""
    for data, taken in packets:
        keys, end = keys_passed(end, data, taken)
        out += keys
    return out


def test_all_taken_is_the_stream_itself() -> None:
    stream = b"ab\x1b[A\x1b[200~x\x1b\x1b[20q" + _PASTE_END + b"z\x1b[2"
    for cut in range(len(stream) + 1):
        assert _feed([(stream[:cut], True), (stream[cut:], True)]) == stream


def test_the_marker_cut_anywhere_dropped_anyhow_is_given_once_where_it_ended() -> None:
    stream = b"yy" + _PASTE_END + b"q"
    for cuts in itertools.combinations(range(1, len(stream)), 2):
        parts = [stream[a:b] for a, b in zip((0, *cuts), (*cuts, len(stream)), strict=True)]
        for takes in itertools.product((True, False), repeat=3):
            out = _feed(list(zip(parts, takes, strict=True)))
            assert out.count(_PASTE_END) == 1, (parts, takes, out)
            after = out.split(_PASTE_END)[1]
            assert after == (b"q" if b"q" in parts[-1] and takes[-1] else b""), \
                (parts, takes, out)
            assert b"1~" not in out.replace(_PASTE_END, b""), (parts, takes, out)


def test_a_marker_begun_and_broken_gives_the_keys_of_the_packets_taken() -> None:
    # (ESC[ dropped, "2" taken — kept back as perhaps the marker —, then "x" taken: no marker)
    assert _feed([(b"\x1b[", False), (b"2", True), (b"x", True)]) == b"2x"
    assert _feed([(b"\x1b[", False), (b"2", True), (b"\x1b[A", True)]) == b"2\x1b[A"
    # (a broken marker in a dropped packet: the key kept back from a packet taken is given)
    assert _feed([(b"\x1b[", False), (b"2", True), (b"x", False)]) == b"2"


def test_a_dropped_packet_gives_nothing_but_a_paste_end() -> None:
    assert _feed([(b"abc\x1b[20", False), (b"0x", False)]) == b""
    assert _feed([(b"abc" + _PASTE_END + b"def", False)]) == _PASTE_END
