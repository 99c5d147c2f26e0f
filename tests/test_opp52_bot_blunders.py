"""Blunders found by helper opp52 logging normal's and hard's decisions (its own opponents
farmer/reader/setbuilder, and tables of normals), each a position in the notation of
docs/POSITION.md. The tests assert what a good player does: they fail while the blunder is there.

Positions were judged by playouts from them (the round played out by four normals, the unseen
part of the pile shuffled by each of 300 seeds, the hands as written)."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Play
from core.bots import make_bot
from core.cards import Color
from core.position import parse_position


def _colour_after(chosen: Play) -> Color | None:
    return chosen.color if chosen.card.is_wild else chosen.card.color


#: official rules. Seat 3 has just played a Wild naming green (by=3, fresh=1) and called UNO on
#: its last card. Seat 0 (to move, clockwise) holds GR and W. GR leaves only a wild, so normal
#: scores it 500 ("what is left fits any pile") before its Reverse-to-a-one-card-player malus
#: (wave 28) is looked at: play goes straight back to the player who named green. With seat 3
#: on G4 (it named its own colour, as 82% of normal's players do, wave 14): GR wins 0.0% of 300
#: playouts, W naming red 27.7% ± 5.1, blue 40.0% ± 5.5, yellow 42.3% ± 5.6. (With seat 3 on
#: R9 GR wins them all, the Wild naming yellow 37.7%: weighed by 0.82 / 0.18 the Wild naming
#: another colour still wins about 0.41 against 0.18.)
GR_W_TO_NAMER = ("GR,W/G1,R2,R1/B5,Y8,B8,R8,G7/G4 R4,G6,Y8,W * G 0 + 0 play 0,0,0,0 dealer=2 "
                 "by=3 fresh=1 uno=3")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_last_coloured_card_is_not_a_reverse_to_the_one_card_player_who_named_it(
        level: str, seed: int) -> None:
    state = parse_position(GR_W_TO_NAMER, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert isinstance(chosen, Play), chosen
    assert chosen.card.is_wild and chosen.color is not Color.GREEN, chosen


#: two-player rules. Seat 1 has just played a Wild naming red and called UNO on its last card.
#: Seat 0 holds R5 and W. normal plays R5 (the "coloured card before the last wild" rule, 500)
#: and leaves red to the player who named it; hard plays the Wild naming red, the same colour.
#: Seat 1 on R9: R5 wins 0.0% of 300 playouts, W naming yellow 54.0% ± 5.6. Seat 1 on G4 (it
#: named a colour it lacks): R5 93.0% ± 2.9, W naming yellow 48.7% ± 5.7. Weighed 0.82 / 0.18:
#: the Wild naming another colour about 0.53, R5 about 0.17, the Wild naming red at most R5's.
R5_W_TWO = "R5,W/R9 R4,G6,Y8,W * R 0 + 0 play 0,0 dealer=1 by=1 fresh=1 uno=1 rules=two-player"


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_two_player_the_colour_a_one_card_opponent_just_named_is_changed(
        level: str, seed: int) -> None:
    state = parse_position(R5_W_TWO, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert isinstance(chosen, Play), chosen
    assert _colour_after(chosen) is not Color.RED, chosen


#: two-player rules. Seat 1 has just played a Wild naming red and called UNO on its last card
#: (R5). Seat 0 holds B4, R1, GR, W, Y8, G6: normal plays R1 and keeps its Wild (wilds are saved
#: while the hand holds more than two; the exception is only for three wilds or more), leaving
#: red to the one-card player who named it. R1 wins 0.0% of 300 playouts (four normals), the
#: Wild naming blue 38.3% ± 5.5, green 38.0%, yellow 35.3%. Even with seat 1 on G3 (a colour it
#: did not name) the Wild naming blue wins 34.7% against R1's 19.3% (paired +15.3 ± 6.4).
#: Seen 2 times in 600 two-player rounds for normal; hard named red in 1 seed of 6 here.
R1_W_TWO = ("B4,R1,GR,W,Y8,G6/R5 RD,RS,GS,G3,G7,G1,G2,G1,W4,BS,YS,YD,Y3,YR,Y3,W4,RR,R8,B8,B0,"
            "B9,W * R 0 + 0 play 0,0 dealer=0 by=1 fresh=1 uno=1 id=25 rules=two-player")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(6))
def test_two_player_a_saved_wild_changes_the_colour_a_one_card_opponent_just_named(
        level: str, seed: int) -> None:
    state = parse_position(R1_W_TWO, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 0))
    assert isinstance(chosen, Play), chosen
    assert _colour_after(chosen) is not Color.RED, chosen
