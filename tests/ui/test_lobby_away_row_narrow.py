"""A narrow lobby keeps an away seat's countdown (review54 #3). At 60x20 (a seats box 32 wide)
the row " 2 Alexandra · T2  away, seat kept 1:23" is 39 cells: a name gives way only down to
six cells, and the cut took the countdown, the one thing the row is there to say, while
"Alexandra" stayed whole; the short form "away 1:23" fits."""

from __future__ import annotations

import time

from core import Rules
from unotui.screens.lobby import SeatsPanel


def test_an_away_players_countdown_survives_a_narrow_lobby() -> None:
    from unotui.widgets.fit import fit_text

    seats = SeatsPanel()
    bot = {"kind": "bot", "bot": "normal"}
    seats.lobby = {"you": 0, "host": 0, "rules": Rules(teams="pairs").to_dict(), "seats": [
        {"kind": "human", "name": "root", "connected": True, "ready": False},
        {"kind": "human", "name": "Alexandra", "connected": False, "ready": False},
        *({**bot, "name": n} for n in ("Ana", "Bo"))]}
    seats.kept_until = {1: time.monotonic() + 83}
    lines = seats.lines(32)
    for line in lines:
        fit_text(line, 32)  # (as render() does)
    away = lines[1].plain
    assert "1:2" in away and "T2" in away, away
