"""docs/PROTOCOL.md §11: when several reasons hold for a `play`, the code is the first in the
documented order (proto33 #4: a client from the docs met `color_required` where it expected
`card_not_in_hand`, and `no_power` for a target on a Draw Two)."""

from __future__ import annotations

import pytest
from test_house_kit import c, table

from core import Color, Play, Rules
from core.game import IllegalAction, check


@pytest.mark.parametrize(("hands", "seat", "play", "rules", "reason"), [
    # a power without wild powers comes first, before the turn
    (["R5 G2", "W B2", "G1 G2"], 1, Play(c("W"), Color.RED, power="peek", target=0), Rules(),
     "rule_off"),
    # the colour field before whether the card is held
    (["R5 G2", "B1 B2", "G1 G2"], 0, Play(c("W4")), Rules(), "color_required"),
    (["R5 G2", "B1 B2", "G1 G2"], 0, Play(c("Y5"), Color.RED), Rules(), "color_not_allowed"),
    # held and fitting: the fields last
    (["YD R5", "B1 B2", "G1 G2"], 0, Play(c("YD"), target=1), Rules(), "no_power"),
    (["Y7 R5", "B1 B2", "G1 G2"], 0, Play(c("Y7"), target=1), Rules(), "bad_target"),
    (["Y7 R5", "B1 B2", "G1 G2"], 0, Play(c("Y7")), Rules(seven_o=True), "target_required"),
    # not held: card_not_in_hand, whatever the fields
    (["R5 G2", "B1 B2", "G1 G2"], 0, Play(c("YD"), target=1), Rules(), "card_not_in_hand"),
])
def test_the_first_reason_in_the_documented_order_is_the_one_given(
        hands: list[str], seat: int, play: Play, rules: Rules, reason: str) -> None:
    state = table(hands, "Y9", rules)
    with pytest.raises(IllegalAction) as info:
        check(state, seat, play)
    assert info.value.reason == reason
