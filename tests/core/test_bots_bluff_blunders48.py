"""opp48: normal bluffs a Wild Draw Four on a next player with two cards — a four that normal
itself, as that victim, challenges.

Found by judging normal's decisions against outside opponents with playouts from the position
(hidden hands and pile dealt again at random, every seat then played by normal, 300 playouts a
move): in the first position the bluffed four wins 7.7% of playouts, Blue 2 18.3% (hard, shown
the same position, plays B2 on 8 seeds of 10 and G6 on 2); in the second the four 6.3%, B5 15.7%
(hard: B5 on 10 seeds of 10). A normal that never bluffs on its own turn won 25.9% (25.3–26.5)
of 20,000 official rounds against three normals, +0.9 (+0.5 … +1.3) over normal in the same
seats of the same deals (seed 4890). Normal's rule (``NormalBot.score_play``: a bluff scores as
a play when ``danger_next`` and the observed challenge rate is below one half, whose prior is
one in three) bluffs at every first chance in a round, though its own challenge rule
(``bluff_chance``: ×2.5 for a victim with two cards or fewer) challenges exactly those fours.
"""

from __future__ import annotations

import pytest

from core import apply, view
from core.actions import Challenge, Play
from core.bots import make_bot
from core.cards import Card, Color, Rank
from core.position import parse_position
from core.rules import preset

#: seat 0 holds B2 on a blue pile (a four would be a bluff); play goes to seat 3 (B2, B3).
BLUE_TWO = ("B2,W4,G2,G6,RD/R0,Y8,Y8/R5,Y4/B2,B3 R9,G9,GD,W4,R1,R9,RS,R8,R8,RR,R7,R7,R6,B6,"
            "BD,GD,YD,Y6,Y9,B9,B4,B9,B4,G4,G6,G0,G2,GS,G9,GR,YR,Y4,Y1,B1,B0,B8,B6 * B 0 - 0 play "
            "0,0,0,0 dealer=2 by=3 id=45")
#: seat 0 holds B5 on a blue pile; play goes to seat 3 (R9, R4).
BLUE_FIVE = ("G1,B5,Y3,W4,G2/Y1,BS/R1,GR,R8,B1/R9,R4 Y7,W4,R6,B6,W,W,Y6,Y0,Y9,YS,W,RR,R2,W4,YD,"
             "GD,G9,G5,R5,R9,B9,BS,B3,G3,G6,GD,G7,Y7,Y8,YD,Y8,Y2,Y1,B1 * B 0 - 0 play 0,0,0,0 "
             "dealer=2 by=1 fresh=1 id=37")


@pytest.mark.parametrize("position", [BLUE_TWO, BLUE_FIVE], ids=["blue-two", "blue-five"])
@pytest.mark.parametrize("seed", range(5))
def test_normal_does_not_bluff_a_four_on_a_two_card_player(position: str, seed: int) -> None:
    state = parse_position(position, preset("official"))
    choice = make_bot("normal", seed).act(view(state, 0))
    assert not (isinstance(choice, Play) and choice.card.rank is Rank.WILD_DRAW_FOUR), (
        f"normal bluffed {choice} on a next player with two cards")


@pytest.mark.parametrize("position", [BLUE_TWO, BLUE_FIVE], ids=["blue-two", "blue-five"])
def test_the_bluff_normal_makes_is_one_normal_challenges(position: str) -> None:
    """The premise: the victim, a normal bot, challenges that four (the bluffer then draws four
    and the two-card victim plays on). The four as normal played it, naming green."""
    state = parse_position(position, preset("official"))
    apply(state, 0, Play(Card.parse("W4"), color=Color.GREEN))
    victim = state.wd4.victim
    assert make_bot("normal", 1).act(view(state, victim)) == Challenge()
