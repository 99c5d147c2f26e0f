"""ssh46 #1: a visitor's seat is given to a session as a *watcher's* token.

A visitor plays (seat "t|carol"); they open a second window (a twin, seated nowhere: the table
is full, so it watches as "carol 2" with a watching token under the same key "t|carol"); the
twin's window is closed (the client dropped), then the playing window drops too. The next
session must get the seat back, not the twin's watching token: seen over real OpenSSH, the
visitor landed watching while their seat sat "offline" and then "away: a bot plays"; only a
second, simultaneous session got the seat (the token left over)."""

import json
from pathlib import Path

from unotui.kept_seats import FILE
from unotui.ssh.session import KeptSeats


def test_a_dropped_watchers_token_does_not_outrank_the_visitors_seat(tmp_path: Path) -> None:
    kept = KeptSeats()
    seat = {"t|carol": {"token": "SEAT", "pid": 1, "at": 100.0}}
    watch = {"t|carol": {"token": "WATCH", "pid": 2, "at": 200.0, "watching": True}}
    kept.keep("carol@127.0.0.1", json.dumps(watch), dropped=True)  # the twin's window closed
    kept.keep("carol@127.0.0.1", json.dumps(seat), dropped=True)   # then the player's dropped
    fresh = tmp_path / "next"
    fresh.mkdir()
    kept.give("carol@127.0.0.1", str(fresh))
    given = json.loads((fresh / FILE).read_text(encoding="utf-8"))
    assert given["t|carol"]["token"] == "SEAT"
