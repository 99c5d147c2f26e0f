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


#: official rules. Seat 3 has just played a Wild naming blue (by=3) and called UNO on its last
#: card, B4. Seat 0 (to move, play clockwise, so seat 1 is next) drew BR on its turn (drawn=BR)
#: and may play it or keep it. Played, BR turns play straight back to seat 3, who named blue:
#: 0% for seat 0 in 300 playouts with four normals; kept (pass), seat 1 moves next: 10.7% ±
#: 3.5. Found at hard's seat against opp51's spreader; a fresh normal and a fresh hard play BR
#: on every seed tried (8 of 8 each).
DRAWN_REVERSE_TO_ONE = ("G5,Y1,BR/G2,Y6,YD,G4,B0,W,Y9/G6,W,Y4,Y3,GR,Y0,G9/B4 RD,BD,B3,G3,G8,B8,"
                        "B2,B4,B9,BS,B5,B3,Y3,YR,GR,G7,R7,R1,R8,R4,R0,R5,R2,W4,Y6,Y8,YS,RS,W4,W * "
                        "B 0 + 0 play 0,0,0,0 dealer=1 by=3 drawn=BR uno=3 id=38")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_drawn_reverse_is_kept_rather_than_played_to_the_one_card_player_who_named_the_colour(
        level: str, seed: int) -> None:
    state = parse_position(DRAWN_REVERSE_TO_ONE, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert not (isinstance(chosen, Play) and chosen.card.rank is Rank.REVERSE), chosen
