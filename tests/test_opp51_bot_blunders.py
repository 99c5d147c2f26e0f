"""Blunders found by helper opp51 logging the bots' decisions against its own opponents
(bench/opp51/: tempo, conman, spreader), each a position in the notation of docs/POSITION.md.

These tests show the bot's choice on the current code: they fail while the blunder is there."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Play
from core.bots import make_bot
from core.cards import Rank
from core.position import parse_position

#: official rules. Seat 2 has just played a Wild naming green (by=2, fresh=1) and called UNO
#: on its last card, G4. Seat 3 (to move, play clockwise) holds W, Y6, W, GR, R9, RR; seat 0,
#: next, holds three cards. GR reverses play straight to the one-card player who just named
#: green: it goes out at once (0% for seat 3 in 300 playouts with four normals), where a Wild
#: naming red keeps play away from it (21.7% ± 4.7). Found at 4 normals' table against opp51's
#: spreader, seat 3 a normal; a fresh normal chooses GR on every seed.
REVERSE_TO_ONE = ("R4,G6,Y8/G1,R2,R1,G7/G4/W,Y6,W,GR,R9,RR BD,BS,B3,B7,R7,RR,R0,R3,R8,R8,G8,G8,"
                  "G9,B9,B4,B5,Y5,YD,Y1,YR,W4,B1,B6,BS,B9,W * G 3 + 0 play 0,0,0,0 dealer=0 by=2 "
                  "fresh=1 uno=2 id=29")


@pytest.mark.parametrize("seed", range(5))
def test_normal_does_not_reverse_play_to_the_one_card_player_who_named_the_colour(seed: int) -> None:
    state = parse_position(REVERSE_TO_ONE, seed=seed)
    chosen = make_bot("normal", seed).act(view(state, 3))
    assert not (isinstance(chosen, Play) and chosen.card.rank is Rank.REVERSE), chosen
