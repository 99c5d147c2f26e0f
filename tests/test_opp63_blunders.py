"""A habit of normal and hard found by helper opp63 (hard against three hunter63, an outside
opponent of bench/styles63.py, official rules; bench/screen62.py's screen with styles63
registered, seed 6340, round 79; judged again by bench/judge62.py with 200 forks, every card
seat 3 cannot see dealt again, three hunter63 and a normal in seat 3 playing on). Position in the
notation of docs/POSITION.md. The test asserts the better choice: it fails while the habit is
there.

Seat 3 holds W4, G7, R0, G7, R8, W4, B4 with yellow in play (a YR); it holds no yellow, so both
fours are legal, and nothing else fits. Play goes clockwise: seat 0 (five cards, seen to draw on
blue) moves next, seat 1 holds three, seat 2 five. Normal and hard draw (three seeds of three):
a four in a hand of more than two cards scores as a saved wild (3) plus ``wd4_quiet`` (-6),
below zero, and hard never searches a draw unless a penalty is pending. ``spend_twin_wilds``
spends one of two wilds only when one other card at most is left; here five are. Forks (200
deals, the same deals for every choice): W4 naming green **0.430 ± 0.035**, red 0.420, blue
0.380, yellow 0.270, draw **0.325 ± 0.033** (seat 3's share of rounds won). One four stays
whichever plays; the one played skips a five-card hand, gives it four cards and turns play away
from yellow, where the hand holds nothing.

The general rule does not pay (bench/tweak63.py: ``hardtw63`` spends a wild instead of drawing
whenever it holds two wilds or more and nothing else fits; one hardtw63 seat rotated, paired
against hard on the same deals and bot seeds, rounds where the rule never arose are identical):
against three normals **-0.22 ± 0.44** points of round share over 1,800 official rounds (seed
6351, 241 rounds arose, 16 differ), against three hunter63 -0.06 ± 0.47 (seed 6352, 223 arose,
19 differ). A position-level habit, not a measured weakness: judge before mending.
"""

from __future__ import annotations

import pytest

from core.actions import Play
from core.bots import make_bot
from core.cards import Card
from core.game import legal_actions
from core.position import is_valid, parse_position
from core.view import view

#: official. Seat 3 to move on YR (played by seat 1), direction clockwise.
TWIN = ("G0,G5,R4,Y5,YD/G3,RR,R3/G6,R3,B6,B4,G1/W4,G7,R0,G7,R8,W4,B4 Y2,Y1,YR,Y7,Y9,Y4,R4,RS,W,"
        "GD,BD,RD,R2,R8,RS,W,BR,B7,R7,R9,R7,R6,B6,G6,Y6,YD,BD,B3,B1,BS,B1,B8,B2,W,Y2,Y8,G8,B8,B2,"
        "BS,B9,Y9 * Y 3 + 0 play 0,0,0,0 dealer=1 by=1 id=64")
#: the log's tail (a position carries no log); the view shows seat 3 only what it may see
LOG = [
    {"seq": 86, "type": "skipped", "seat": 2, "count": 1},
    {"seq": 87, "type": "play", "seat": 3, "card": "B9"},
    {"seq": 88, "type": "draw", "seat": 0, "count": 1, "why": "turn", "wanted": 1,
     "private": {"to": 0, "cards": ["YD"]}},
    {"seq": 89, "type": "pass", "seat": 0},
    {"seq": 90, "type": "draw", "seat": 1, "count": 1, "why": "turn", "wanted": 1,
     "private": {"to": 1, "cards": ["Y9"]}},
    {"seq": 91, "type": "play", "seat": 1, "card": "Y9"},
    {"seq": 92, "type": "draw", "seat": 2, "count": 1, "why": "turn", "wanted": 1,
     "private": {"to": 2, "cards": ["G1"]}},
    {"seq": 93, "type": "pass", "seat": 2},
]


@pytest.mark.xfail(strict=True, reason=(
    "opp63 #1, left so: in this position a four wins 0.43 of forked rounds against the draw's "
    "0.325, but the general rule (a wild rather than a draw with two wilds and nothing else "
    "that fits) measured −0.22 ± 0.44 points over 1,800 rounds (bench/tweak63.py, docs/BOTS.md "
    "wave 38): kept as the record of the habit; strict, so a bot that mends it says so"))
@pytest.mark.parametrize("seed", range(3))
def test_with_two_legal_fours_and_nothing_else_that_fits_hard_plays_a_four(seed: int) -> None:
    state = parse_position(TWIN, seed=seed)
    assert is_valid(state)
    state.log = [dict(ev) for ev in LOG]
    legal = legal_actions(state, 3)
    assert not any(isinstance(a, Play) and not a.card.is_wild for a in legal)
    chosen = make_bot("hard", seed).act(view(state, 3, legal=legal))
    assert isinstance(chosen, Play) and chosen.card is Card.parse("W4"), chosen
