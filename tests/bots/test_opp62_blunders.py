"""A blunder of normal and hard found by helper opp62 (normal against three sizer62, an outside
opponent of bench/styles62.py, official rules; bench/screen62.py seed 6230, round 24; the
decision screened by forks with every card seat 0 cannot see dealt again, and judged again by
bench/judge62.py). Position in the notation of docs/POSITION.md. The test asserts the better
choice: it fails while the blunder is there.

Seat 0 holds W4, R1, R2, Y6, R5, R6 with green G1 on top; it holds no green, so its Wild Draw
Four is legal. Play goes counter-clockwise: seat 3 (four cards) moves next, then seat 2 (five
cards, seen to draw on green), then seat 1 (three). Normal plays the four naming red: a legal
four on a next opponent with four cards or fewer (``NormalBot.wd4_next_at``) scores
``wd4_legal_bonus`` + 11 (a saved wild spent) = about 36, far above R1 (about 13), which turns
the colour to red by its number just as well — into the four red cards the hand holds — and
keeps the wild. Hard plays the four too on two seeds of three (its search keeps the heuristic's
first choice). Judged by forks (the hidden hands and the draw pile dealt again, the same deals
for every choice, the round played on, seat 0's share of rounds won):

* four normals playing on, 600 deals: R1 **0.358 ± 0.020**, W4 naming red 0.195 ± 0.016,
  naming yellow 0.202, blue 0.162, green 0.138, draw 0.183;
* seat 0 a normal, three sizer62 playing on, 400 deals: R1 **0.450 ± 0.025**, W4 naming red
  0.265 ± 0.022 (yellow 0.270, blue 0.285, green 0.233), draw 0.300.

At four seats the four's hit is shared: the player it skips and loads falls behind the two other
opponents as much as behind the bot, while the wild spent is the bot's alone — and here a plain
card changes the colour to the same red. Suggested mend (small): the legal four's bonus on a
next player with three or four cards (not two or fewer, where it stops a player about to go
out) should not beat a card that turns play into the colour the four would name, while the
hand holds more than two cards.
"""

from __future__ import annotations

import pytest

from core.actions import Play
from core.bots import make_bot
from core.cards import Card
from core.game import legal_actions
from core.position import is_valid, parse_position
from core.view import view

#: official. Seat 0 to move on G1 (played by seat 1), direction counter-clockwise.
FOUR = ("W4,R1,R2,Y6,R5,R6/YD,YD,R9/Y7,Y0,Y3,RS,Y1/RD,BD,G3,Y2 B4,Y4,YR,Y2,W,B2,B2,B6,B1,B9,B8,W4,"
        "G5,B5,Y5,W4,Y9,Y8,W4,G8,G8,G5,Y5,B5,B7,R7,R3,RD,R8,R6,RR,R9,R8,R4,G4,GD,G2,G7,G6,B6,BR,B4,"
        "BS,B0,W,GS,G6,G1 * G 0 - 0 play 0,0,0,0 dealer=0 by=1 fresh=1 id=71")
#: the log's tail as seat 0 saw it (a position carries no log)
LOG = [
    {"seq": 87, "type": "play", "seat": 2, "card": "GS"},
    {"seq": 88, "type": "skipped", "seat": 1, "count": 1},
    {"seq": 89, "type": "draw", "seat": 0, "count": 1, "why": "turn", "wanted": 1,
     "cards": ["R6"]},
    {"seq": 90, "type": "pass", "seat": 0},
    {"seq": 91, "type": "play", "seat": 3, "card": "G6"},
    {"seq": 92, "type": "draw", "seat": 2, "count": 1, "why": "turn", "wanted": 1},
    {"seq": 93, "type": "pass", "seat": 2},
    {"seq": 94, "type": "play", "seat": 1, "card": "G1"},
]


@pytest.mark.parametrize("level", ["normal", "hard"])
@pytest.mark.parametrize("seed", range(3))
def test_a_number_that_turns_the_colour_is_played_before_a_legal_four_on_a_four_card_hand(
        level: str, seed: int) -> None:
    state = parse_position(FOUR, seed=seed)
    assert is_valid(state)
    state.log = [dict(ev) for ev in LOG]
    legal = legal_actions(state, 0)
    chosen = make_bot(level, seed).act(view(state, 0, legal=legal))
    assert isinstance(chosen, Play) and chosen.card is Card.parse("R1"), chosen
