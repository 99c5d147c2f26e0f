"""newbie80 #3: a player whose app quit or was killed is "away, seat kept 0:50" in every app
window's lobby; the text client's lobby line says "3: root 3 (not ready)" as if they were
there, and says nothing of the seat's countdown nor, later, of watchers — a text player cannot
tell that a friend dropped (the only word comes when the seat is freed)."""

from __future__ import annotations

import pytest

from unotui.commands import join


def test_an_away_player_is_not_shown_as_present(capsys: pytest.CaptureFixture[str]) -> None:
    seats = [{"kind": "human", "name": "root", "connected": True, "ready": False, "bot": None,
              "stand_in": False, "window_left": None, "reading": False},
             {"kind": "human", "name": "root 3", "connected": False, "ready": False,
              "bot": None, "stand_in": False, "window_left": 50.0, "reading": False}]
    lobby = {"t": "lobby", "table": "Newbie", "phase": "lobby", "host": 0, "seats": seats}
    join._show(lobby, [], {"me": 0, "owner": 0})
    out = " ".join(capsys.readouterr().out.split())
    assert "2: root 3 (not ready)" not in out, out
    assert "away" in out, out
