"""review70: docs/BOTS.md (wave 28) says normal plays a Reverse "never, unless it must, one that
sends play to an opponent on **one** card" (``reverse_to_one_malus``). The malus applies only
when the *next* opponent is out of danger (``danger_prev and not danger_next``,
core/bots/normal.py ~528): with the next opponent on two cards, a Reverse to the previous one on
**one** card is scored as any play. opp51's position (tests/test_opp51_bot_blunders.py) with
seat 0, next, on two cards instead of three (its Y8 moved to the draw pile): seat 2 has just
named green and holds G4 alone; seat 3 holds W, W and plays GR to it on every seed — seat 2
goes out at once, where a Wild naming red was there to play."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Play
from core.bots import make_bot
from core.cards import Rank
from core.position import parse_position

REVERSE_TO_ONE_NEXT_ON_TWO = (
    "R4,G6/G1,R2,R1,G7/G4/W,Y6,W,GR,R9,RR Y8,BD,BS,B3,B7,R7,RR,R0,R3,R8,R8,G8,G8,"
    "G9,B9,B4,B5,Y5,YD,Y1,YR,W4,B1,B6,BS,B9,W * G 3 + 0 play 0,0,0,0 dealer=0 by=2 "
    "fresh=1 uno=2 id=29")


@pytest.mark.parametrize("seed", range(5))
def test_normal_does_not_reverse_to_a_one_card_player_when_the_next_holds_two(seed: int) -> None:
    state = parse_position(REVERSE_TO_ONE_NEXT_ON_TWO, seed=seed)
    chosen = make_bot("normal", seed).act(view(state, 3))
    assert not (isinstance(chosen, Play) and chosen.card.rank is Rank.REVERSE), chosen
