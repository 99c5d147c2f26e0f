"""A host's hiccup dropped every guest at once and brought them back: nine lines of "lost the
connection" and "is back" pushed every move out of the log at 80×24 (newbie42 #5). Connection
notes in a row are one line."""

from __future__ import annotations

from unotui.widgets.log import MatchLog

NAMES = ["Zoe", "Ana", "Bo", "Cy"]
START = [{"seq": 1, "type": "round_start", "round": 1, "dealer": 0, "card": "R3"},
         {"seq": 2, "type": "play", "seat": 1, "card": "R5"}]


def test_connection_notes_in_a_row_are_one_line() -> None:
    log = MatchLog()
    log.add(START)
    for name, back in [("Carol", False), ("Bob", False), ("Alice", True), ("Alice", False),
                       ("Carol", True), ("Dave", True), ("Bob", True)]:
        log.note_connection(name, back)
    lines = log.lines(NAMES, 0)
    assert lines[-2] == "Ana played R5", lines
    assert lines[-1] == ("Carol, Bob lost the connection for a moment and came back. Alice "
                         "lost the connection; the seat waits for them. Dave is back."), lines


def test_a_connection_note_alone_keeps_its_words_and_a_move_ends_the_run() -> None:
    log = MatchLog()
    log.add(START)
    log.note_connection("Carol", False)
    log.add([{"seq": 3, "type": "play", "seat": 2, "card": "R7"}])
    log.note_connection("Carol", True)
    assert log.lines(NAMES, 0)[-3:] == [
        "Carol lost the connection; the seat waits for them.", "Bo played R7", "Carol is back."]


def test_the_last_reconnect_try_is_not_a_countdown_stuck_at_zero() -> None:
    """newbie43 #7: at a frozen table the last attempt waits for its answer after the window
    ends, and the line read "giving up in 0 s" for 20 s."""
    from unotui.connection import Reconnecting

    away = Reconnecting()
    away.update({"state": "reconnecting", "attempt": 6, "delay": 0.0, "gives_up_in": 5.0}, 100.0)
    assert away.text(101.0) == "Connection lost · attempt 6… · giving up in 4 s"
    assert away.text(112.0) == "Connection lost · attempt 6… · the last try: waiting for an answer"
