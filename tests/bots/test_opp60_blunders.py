"""A blunder of normal and hard found by helper opp60 (bench/opp60_screen.py: hard against three
unohunt60, official rules, seed 6203, round 112; judged by bench/opp60_screen.py's fork, the
cards seat 0 cannot see dealt again and the one-card namer given a card of the colour it named,
four normals playing on). Positions in the notation of docs/POSITION.md. The tests assert the
better choice: they fail while the blunder is there.

Seat 1 has just played a Wild Draw Four naming blue and gone to one card (it holds BD): the
one-card namer, whom normal and hard mind (``NormalBot.one_card_namer``: it holds the colour it
named, most likely). Seat 0 moves, and seat 1 moves after it. Every blue card of seat 0 lets the
namer go out, and a draw or pass leaves blue to it too. The only card that changes the colour is
seat 0's Wild Draw Four, a bluff (it holds blue) -- which normal scores -10 (a bluff is made only
to pass a stack on, ``bluff_fours`` False, wave 24) and hard's search drops, as a play scored
below zero. But a bluff caught does its work here all the same: the bluffer draws four, and the
victim "draws nothing and takes a normal turn" -- on the colour the four named (the engine's
``_challenge`` keeps it). So the four is the one way to take blue from the namer:

* drawn W4, pass or play it: pass wins 0.0% of 600 forks for seat 0, W4 naming red 5.3%, green
  5.0%, yellow 4.0% (each +0.04 … +0.05, ± 0.02; naming blue 0.0%);
* the same hand with the four held (no card drawn yet): draw 1.3%, W4 naming red or green 5.5%
  (+0.043 ± 0.024 over 400 forks), any blue card 0.0%.

Normal and hard draw / pass there on every seed. The position is lost most of the time whatever
seat 0 does (seven cards against one); the point is that the bot hands the round over when a
card in its hand would take it away. Suggested mend (small, general): in ``score_play``, a
bluffed Wild Draw Four that names another colour is not scored below zero while the one-card
namer moves next -- the colour changes whether or not the bluff is caught.
"""

from __future__ import annotations

import pytest

from core.actions import Play
from core.bots import make_bot
from core.cards import Color, Rank
from core.game import legal_actions
from core.position import is_valid, parse_position
from core.view import view

#: official. Seat 0 drew a Wild Draw Four (``drawn=W4``) on the namer's blue four and may play
#: it or pass; it holds five blue cards, so the four is a bluff.
DRAWN = ("B5,B7,B1,B1,B4,G4,W4/BD/R5,BS,G7,R7,B2,R0,RS,G5,W4,GR/YR,Y5,RR R2,G2,G1,G8,W,B4,B7,BS,"
         "YS,Y3,Y9,Y7,Y6,Y4,W,R9,RR,GR,GD,YD,RD,R3,R5,W4 * B 0 + 0 play 0,0,0,0 dealer=0 by=1 "
         "drawn=W4 uno=1 id=30")
#: the same table before the draw: the four already in hand.
HELD = DRAWN.replace(" drawn=W4", "")


@pytest.mark.parametrize("text", [DRAWN, HELD], ids=["drawn", "held"])
@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_bluffed_four_takes_the_colour_from_the_one_card_namer_next(text: str, level: str,
                                                                     seed: int) -> None:
    state = parse_position(text, seed=seed)
    assert is_valid(state)
    legal = legal_actions(state, 0)
    chosen = make_bot(level, seed).act(view(state, 0, legal=legal))
    assert isinstance(chosen, Play) and chosen.card.rank is Rank.WILD_DRAW_FOUR \
        and chosen.color is not Color.BLUE, chosen
