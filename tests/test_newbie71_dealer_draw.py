"""newbie71 #1 (small): nobody is ever told how the first dealer was chosen. RULES.md §2: "every
player draws a card; highest number wins ... ties draw again". The engine does it and records a
``dealer_draw`` log event (core/game.py:801, PROTOCOL.md §10), but the app has no words for it:
describe_event returns None, so the log and the history (L) of a new match start with
"Round 1 begins, dealt by you. First card: G8." and a new player wonders why they (or Bo) deal.

Seen at 80x24: `unotui play --bots 2 --seed 5`, then L: "── Round 1: dealt by you ──",
"Round 1 begins, dealt by you. First card: G8.", "1. Ana played G0" — no draw for dealer."""

from __future__ import annotations

from core.game import new_game
from core.rules import Rules
from unotui.describe import describe_event

NAMES = ["Zoe", "Ana", "Bo"]


def test_the_draw_for_the_first_dealer_is_told() -> None:
    state = new_game(Rules(), 3, 5)
    draws = [ev for ev in state.log if ev.get("type") == "dealer_draw"]
    assert draws, state.log[:3]  # (the engine records it)
    ev = draws[0]
    line = describe_event(ev, NAMES, 0)
    assert line, f"no words for {ev}"
    dealer = NAMES[ev["dealer"]]
    assert dealer in line or "You" in line, line
    assert "drew" in line or "draw" in line, line  # (why: "Bo drew Y6, the highest")
