"""review82: the SSH door's paste end begun in a dropped packet (review81 #2,
GameSession.data_received) is added *after* the whole next packet: ``1~q`` (the rest of the
marker, then a key) reaches the game as ``1~q ESC[201~``. The key pressed after the paste is
read as pasted text, and lost as a key; and the marker's own last bytes (``1~``) go into the
paste. The marker belongs where its end was: in place of ``1~``, before ``q``."""

from __future__ import annotations

from typing import Any

from unotui.ssh.session import _INPUT_BUFFER, _PASTE_END, GameSession, PasteEnd


def _session() -> Any:
    s: Any = object.__new__(GameSession)
    s.master = 99  # (never written: _flush_input is stood in for below)
    s._pending = b"x" * _INPUT_BUFFER  # (the game has not read the paste yet: full)
    s._paste_end = PasteEnd()  # (as __init__ sets it)
    s._writing = False
    s.last_input = 0.0
    s._flush_input = lambda: None
    return s


def test_review82_a_key_after_a_paste_end_begun_in_a_dropped_packet_stays_a_key() -> None:
    s = _session()
    s.data_received(b"y" * 1000 + _PASTE_END[:4], None)  # (dropped: the input is full)
    s._pending = b""  # (the game read what was waiting)
    s.data_received(_PASTE_END[4:] + b"q", None)
    assert s._pending == _PASTE_END + b"q", s._pending


def test_review82_a_paste_end_begun_in_a_packet_taken_is_not_sent_twice() -> None:
    """The marker's first bytes taken (the game's input had room for them), its last two in a
    packet dropped: the door sends the whole marker again after ``ESC[20``. The game reads
    ``ESC[20 ESC[201~``: Textual gives the four bytes back as keys (``[``, ``2``, ``0``: card
    keys at the table) — the two bytes ``1~`` were all it needed."""
    s = _session()
    head = b"y" * 1000 + _PASTE_END[:4]
    s._pending = b"x" * (_INPUT_BUFFER - len(head))  # (room for this packet, and no more)
    s.data_received(head, None)
    assert s._pending.endswith(head)  # (taken)
    s.data_received(_PASTE_END[4:], None)  # (dropped: the input is full)
    assert not s._pending.endswith(_PASTE_END[:4] + _PASTE_END), s._pending[-12:]
    assert s._pending.endswith(_PASTE_END)
