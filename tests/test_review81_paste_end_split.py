"""review81: the SSH door keeps a bracketed paste's end (ESC[201~) when it drops a long paste
(GameSession.data_received, ssh61 #3) only when the whole marker is in one SSH packet. An SSH
client cuts its stream into packets wherever it fills one, so the six bytes may come in two:
``...ESC[20`` then ``1~``. Neither holds the marker, both are dropped, and the game stays in
the paste for good (no key works any more), as before ssh61."""

from __future__ import annotations

from typing import Any

from unotui.ssh.session import _INPUT_BUFFER, _PASTE_END, GameSession


def _session() -> Any:
    s: Any = object.__new__(GameSession)
    s.master = 99  # (never written: _flush_input is stood in for below)
    s._pending = b"x" * _INPUT_BUFFER  # (the game has not read the paste yet: full)
    s._received_tail, s._dropped = b"", False  # (as __init__ sets them)
    s._writing = False
    s.last_input = 0.0
    s._flush_input = lambda: None
    return s


def test_a_paste_end_in_one_packet_is_kept() -> None:
    s = _session()
    s.data_received(b"y" * 1000 + _PASTE_END, None)
    assert s._pending.endswith(_PASTE_END)


def test_a_paste_end_cut_over_two_packets_is_kept() -> None:
    s = _session()
    s.data_received(b"y" * 1000 + _PASTE_END[:4], None)
    s.data_received(_PASTE_END[4:], None)
    assert s._pending.endswith(_PASTE_END), s._pending[-12:]


def test_a_paste_end_begun_in_a_dropped_packet_is_kept() -> None:
    """The first part of the marker dropped with a full input, the rest taken once the game
    read what was waiting: the marker is whole all the same."""
    s = _session()
    s.data_received(b"y" * 1000 + _PASTE_END[:4], None)  # (dropped: the input is full)
    s._pending = b""  # (the game read what was waiting)
    s.data_received(_PASTE_END[4:] + b"q", None)
    assert _PASTE_END in s._pending, s._pending
