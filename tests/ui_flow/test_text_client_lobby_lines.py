"""newbie80 #9: the text client printed the same lobby line again for each ``lobby`` the table
sent (its own, then the combined one), and said of a rules change only "(? shows them in the
app)" — a text client has no ``?`` that shows them. Now a lobby line is printed when it says
something new, and the table's rules are printed as everyone at the table reads them (the
preset they differ least from, and what is changed): at first, and whenever they change."""

from __future__ import annotations

from typing import Any

import pytest

from core.rules import preset
from unotui.commands import join


def _lobby(**rules: Any) -> dict[str, Any]:
    wire = preset("house").to_dict()
    wire.update(rules)
    return {"t": "lobby", "table": "Den", "phase": "lobby", "you": 1, "host": 0,
            "rules": wire, "seats": [
                {"kind": "human", "name": "Ann", "ready": False, "connected": True},
                {"kind": "human", "name": "Bo", "ready": False, "connected": True}]}


def test_a_lobby_line_is_printed_once_and_the_rules_as_they_change(
        capsys: pytest.CaptureFixture[str]) -> None:
    seen: dict[str, Any] = {"me": 1}
    join._show(_lobby(), [], seen)
    join._show(_lobby(), [], seen)  # (the same lobby again: nothing new)
    first = capsys.readouterr().out
    assert first.count("Den (lobby) seats:") == 1, first
    assert "Rules: Preset: house" in first, first
    join._show({"t": "notice", "kind": "rules_changed", "by": "Ann"}, ["Ann", "Bo"], seen)
    join._show(_lobby(target_score=300), [], seen)
    then = capsys.readouterr().out
    assert "Ann changed the table's rules." in then and "? shows" not in then, then
    assert "Rules: Preset: house, changed: Target score: 300" in then, then
    assert "Den (lobby) seats:" not in then, then  # (the seats did not change)
