"""fixcore59 (rules57 #2): under ``uno_penalty_per_catcher`` a catch on a window open over a
hand larger than an UNO hand — it has taken a catch's penalty — is genuine whether or not
``caught`` says who caught it (a seat's view does not, so a bot's sampled world leaves it out),
so a valid table stays valid after the catch."""

from __future__ import annotations

import pytest

from core import Catch, Rules, apply
from core.position import PositionStatus, parse_position, position_status


@pytest.mark.parametrize("caught", ["", " caught=2"])
def test_a_catch_on_a_caught_hand_adds_the_penalty_again(caught: str) -> None:
    rules = Rules(uno_penalty_per_catcher=True)
    state = parse_position("R5,G7,G8/B3,B4/Y3,Y4/G1,G2 R3,R4 * R 1 + 0 play 0,0,0,0 by=0 "
                           f"fresh=1 catch=0{caught} rules=custom", rules, 0)
    assert position_status(state) == PositionStatus.VALID
    apply(state, 1, Catch(0))
    assert len(state.hands[0]) == 5
    assert 1 in state.caught_by and not state.spent
    assert position_status(state) == PositionStatus.VALID
