"""Blunder found by helper opp56 (tools_opp56/: death56, a death-number planner, beats normal
and hard under death number). Judged by tools_opp56/judge.py: playouts from the position,
seat 0 played by normal, the others by death56; "redealt": every hand seat 0 cannot see dealt
again from the unseen cards, same sizes.

Fails while the blunder is there."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Play
from core.bots import make_bot
from core.cards import Rank
from core.position import parse_position
from core.rules import Rules

#: death_number on (otherwise official). Seat 0 (to move, play anticlockwise: seat 3 next,
#: nine cards) drew a Wild Draw Four on green holding B8, Y1: the four is legal. Normal and hard
#: pass and keep it (4 seeds of 4 each). Against death56 players, 150 playouts with the hidden
#: hands dealt again: W4 naming red wins 0.58 ± 0.08 (any colour 0.53-0.59), passing 0.17 ±
#: 0.06 (true hands: 1.00 against 0.04). Kept, the four leaves a hand that can never claim death
#: number and still holds a 1 that lets any all-number hand claim when played.
DRAWN_FOUR_KEPT = ("B8,Y1,W4/B2,G0,R9,G2,Y5,GR/W4,R9,Y4,Y2,G5,W4/B2,B3,Y8,B0,GS,Y4,G7,YS,YD "
                   "Y2,Y8,YR,Y3,YD,W,GD,RD,RD,RS,R6,B6,B7,G7 * G 0 - 0 play 0,0,0,0 dealer=3 "
                   "by=1 drawn=W4 id=14")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_drawn_legal_four_is_played_under_death_number(level: str, seed: int) -> None:
    state = parse_position(DRAWN_FOUR_KEPT, rules=Rules.from_dict({"death_number": True}),
                           seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert isinstance(chosen, Play) and chosen.card.rank is Rank.WILD_DRAW_FOUR, chosen
