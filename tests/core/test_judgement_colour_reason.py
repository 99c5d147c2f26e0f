"""review52 #4: a judgement-day throw sent without a colour is refused 'no_judgement' — "You do
not hold number cards spelling that player's date." — though the thrower holds them. For a
throw that empties the hand the round ends there and (PROTOCOL.md §7, the `judgement` event)
"color changes nothing", yet the colour is required, unlike the four-colour win that
e144044 made one rule (_throw_wins)."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest

sys.path.insert(0, str(Path(__file__).parent.parent / "ui"))
from kit_specials25 import judgement_state  # noqa: E402

from core import IllegalAction, apply  # noqa: E402
from core.actions import Judgement  # noqa: E402


@pytest.mark.parametrize("hand", [["B1", "B6"], ["B1", "B6", "Y2"]])
def test_a_throw_without_a_colour_is_not_called_a_date_the_seat_cannot_spell(
        hand: list[str]) -> None:
    # Zoe holds B1, B6 (and Y2): she can spell Ana's date 1-6.
    state = judgement_state({0: hand, 1: ["G1", "Y3"], 2: ["G2"], 3: ["B4"]}, "R9", current=2)
    try:
        apply(state, 0, Judgement(1, None))
    except IllegalAction as exc:
        assert exc.reason != "no_judgement", (hand, exc.reason, str(exc))
    else:  # (accepted: only a throw that ends the round may leave the colour out)
        assert not state.hands[0]
