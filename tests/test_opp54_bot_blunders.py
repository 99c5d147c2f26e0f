"""Blunders found by helper opp54 logging the bots' decisions against its own opponents
(opp54/players.py: baiter, matchplay, twinwatch), each a position in the notation of
docs/POSITION.md, judged by playouts from the position (opp54/judge.py: every seat then played
by fresh normal bots; "true": the real hands, the unknown pile shuffled; "redealt": every hand
the mover cannot see dealt again from the cards it cannot see, same sizes).

These tests show the bot's choice on the current code: they fail while the blunder is there."""

from __future__ import annotations

import pytest

from core import view
from core.actions import Draw
from core.bots import make_bot
from core.position import parse_position

#: official rules. Seat 3 (to move, play clockwise) holds B2, W4, W4 with yellow in play: it
#: holds no yellow, so both Wild Draw Fours are legal, and B2 does not fit. The next player,
#: seat 0, holds six cards; seats 1 and 2 three each. Normal and hard draw (10 seeds of 10,
#: 6 of 6): a Wild Draw Four scores as a saved wild (the hand holds more than two cards) plus
#: `wd4_quiet` (-6), below zero, so drawing wins — where the hand can keep at most one of its
#: two wilds for later. Paired over 400 playouts, W4 naming blue (then B2, then the last W4)
#: wins +0.27 ± 0.06 over the draw with the hidden hands dealt again (0.83 against 0.56) and
#: +0.19 ± 0.07 with the true hands (0.37 against 0.18). (With one Wild Draw Four and two
#: coloured cards the draw is as good: 0.44 against 0.43.) Found at a normals' house table
#: against opp54's twinwatch (the same position under house rules: +0.15 ± 0.06).
TWO_FOURS_AND_ONE = ("RD,R2,W,B4,R2,GR/R1,Y5,B5/B1,W4,B2/B2,W4,W4 G2,G6,GD,YD,Y8,YR,YR,BR,B9,"
                     "B4,B8,B7,R7,RS,RS,W,G5,G7,GR,G4,G8,W4,YS,Y3,Y3,YD,Y7,Y0,Y9 * Y 3 + 0 play "
                     "0,0,0,0 dealer=3 by=2 fresh=1 id=36")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_legal_wild_draw_four_is_played_rather_than_drawing_with_two_fours_and_one_card(
        level: str, seed: int) -> None:
    state = parse_position(TWO_FOURS_AND_ONE, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 3))
    assert not isinstance(chosen, Draw), chosen


#: official rules, a table of four normals (opp54/count_draws.py: normal draws holding two
#: Wild Draw Fours and one coloured card that does not fit in about 2 rounds in 100). Seat 3 (to
#: move, play clockwise) holds W4, R0, W4 with green in play; seat 0, next, holds ten cards,
#: seats 1 and 2 five each. Normal and hard draw (10 seeds of 10, 6 of 6); over 300 playouts with
#: the hidden hands dealt again, W4 naming red (then R0, then the last W4) wins 0.82 ± 0.04,
#: the draw 0.61 ± 0.06.
TWO_FOURS_AND_A_ZERO = ("R8,RS,Y8,Y7,Y3,R9,YR,R2,R5,B7/G1,R8,R6,GR,R6/R3,B7,R1,B6,B6/W4,R0,W4 "
                        "G5,GD,GR,G6,G9,W,BR,BD,BS,B5,Y5,YD,Y2,G2 * G 3 + 0 play 0,0,0,0 dealer=3 "
                        "by=2 fresh=1 id=15")


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_two_fours_and_a_zero_play_a_four_rather_than_draw(level: str, seed: int) -> None:
    state = parse_position(TWO_FOURS_AND_A_ZERO, seed=seed)
    chosen = make_bot(level, seed).act(view(state, 3))
    assert not isinstance(chosen, Draw), chosen
