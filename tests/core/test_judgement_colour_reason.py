"""review52 #4: a judgement-day throw sent without a colour is refused 'no_judgement' — "You do
not hold number cards spelling that player's date." — though the thrower holds them. For a
throw that empties the hand the round ends there and (PROTOCOL.md §7, the `judgement` event)
"color changes nothing", yet the colour is required, unlike the four-colour win that
e144044 made one rule (_throw_wins)."""

from __future__ import annotations

import pytest

from core import GameState, IllegalAction, Rules, apply
from core.actions import Judgement
from core.position import parse_position


def judgement_state(hand: list[str]) -> GameState:
    """Bo to move; Zoe (seat 0) holds ``hand`` and may spell Ana's date 1-6 with B1, B6."""
    text = ",".join(hand) + "/G1,Y3/G2/B4 R9 * R 2 + 0 play 0,0,0,0 round=1 " \
        "dates=12-25/1-6/12-25/12-25"
    return parse_position(text, Rules(judgement_day=True))


@pytest.mark.parametrize("hand", [["B1", "B6"], ["B1", "B6", "Y2"]])
def test_a_throw_without_a_colour_is_not_called_a_date_the_seat_cannot_spell(
        hand: list[str]) -> None:
    # Zoe holds B1, B6 (and Y2): she can spell Ana's date 1-6.
    state = judgement_state(hand)
    try:
        apply(state, 0, Judgement(1, None))
    except IllegalAction as exc:
        assert exc.reason == "judgement_color_required", (hand, exc.reason, str(exc))
    else:  # (accepted: only a throw that ends the round may leave the colour out)
        assert not state.hands[0]
