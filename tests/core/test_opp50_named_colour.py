"""opp50: hard names, with a wild, a colour it holds none of while it holds two others.

Found logging hard's decisions against outside opponents (tests/opp50_styles.py, copycat).
Hard's colour weight (``core.bots.normal.best_color``) is 3 per card held (plus points / 20)
less ``count_name_weight`` (0.5, hard only, wave 26) per unseen card of the colour. With one
card each of two colours, a colour of which eight more cards have been seen outweighs both: in
this position (yellow on top, nobody below six cards) hard plays its Wild and names yellow,
keeping R0, W and B1 — a colour it cannot follow but with its last wild.

Playouts from the position (hidden hands and pile dealt again, paired over the same deals):
four normals, 800 deals: yellow 54.9%, blue 63.6%, red 65.4% (blue − yellow +8.8 ± 4.2, red −
yellow +10.5 ± 4.0); normal at seat 2 among three copycats, 400 deals: yellow 56.8%, red
78.8%, blue 81.0%; hard at seat 2 among normals, 150 deals: yellow 50.7%, blue 59.3%.
Normal, shown the same position, names blue.
"""

from __future__ import annotations

import pytest

from core.actions import Play
from core.bots import make_bot
from core.game import legal_actions
from core.position import parse_position
from core.rules import preset
from core.view import view

#: seat 2 holds W, R0, W, B1 on a yellow 6; it must play a wild (nothing else fits).
YELLOW_SIX = ("B6,B9,R3,R9,RS,B7,B3,RR/RD,R2,BR,BR,R9,RR,R5,GR/W,R0,W,B1/R5,Y1,B4,R6,R7,R4 "
              "G5,G2,GD,G4,G7,W4,G9,GD,YD,YR,Y6,Y7,YR,Y4,Y5,Y9,Y6 * Y 2 + 0 play 0,0,0,0 "
              "dealer=3 by=1 fresh=1 id=21")


@pytest.mark.parametrize("seed", range(5))
def test_hard_names_a_colour_it_holds(seed: int) -> None:
    state = parse_position(YELLOW_SIX, preset("official"))
    choice = make_bot("hard", seed).act(view(state, 2, legal=legal_actions(state, 2)))
    assert isinstance(choice, Play) and choice.card.is_wild
    held = {c.color for c in state.hands[2] if c.color is not None}
    assert choice.color in held, f"hard named {choice.color} holding only {sorted(map(str, held))}"
