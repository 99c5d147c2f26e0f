"""newbie71 #4 (bug): in the text client (`unotui join --text`), a player at a headless table
types r, and the lobby line comes back the same — "== root's table (lobby) seats: 1: Tex,
2: Ana [bot], 3: Bo [bot]" — nothing says they are ready now; and nothing says the table is
theirs to start (a headless table's first player runs it: s starts the match). The match never
starts; a new player waits forever, or guesses s from "s start (host)" though they are no host.
unotui/commands/join.py:370-380 prints names and [bot] only; owner_news speaks only of a
change of owner.

By hand: `unotui host --headless --bind 127.0.0.1 --port 14902 --seats 3 --bots 2
--no-advertise`; `unotui join --text --name Tex 127.0.0.1:14902`; r Enter: the same line."""

from __future__ import annotations

import pytest

from unotui.commands import join


def _lobby(ready: bool) -> dict[str, object]:
    return {"t": "lobby", "table": "root's table", "phase": "lobby", "host": 0, "you": 0,
            "owner": True, "seats": [
                {"kind": "human", "name": "Tex", "connected": True, "ready": ready, "bot": None},
                {"kind": "bot", "name": "Ana", "connected": True, "ready": True, "bot": "easy"},
                {"kind": "bot", "name": "Bo", "connected": True, "ready": True, "bot": "easy"}]}


def test_r_shows_the_player_ready(capsys: pytest.CaptureFixture[str]) -> None:
    seen: dict[str, object] = {"me": 0}
    names = join._show(_lobby(False), [], seen)
    before = capsys.readouterr().out
    join._show(_lobby(True), names, seen)
    after = capsys.readouterr().out
    assert after != before, after  # (r changed something: it is said)
    assert "ready" in after.lower(), after


def test_the_first_player_of_a_headless_table_is_told_to_start_it(
        capsys: pytest.CaptureFixture[str]) -> None:
    seen: dict[str, object] = {"me": 0}
    join._show(_lobby(True), [], seen)
    out = capsys.readouterr().out
    assert "s" in out and ("start" in out.lower()), out
    assert "yours" in out.lower() or "you start" in out.lower(), out
