"""A position that leaves ``dealer`` out under a challenge match (review55 #5): the default,
"the seat before ``current``", did not pass a seat out of the match, who never deals, so a
hand-written table with seat 1 out and seat 2 to move — what the engine reaches with seat 0
dealing — was refused once an eliminated dealer was. The default passes such seats."""

from __future__ import annotations

from core import Rules
from core.position import check_position, format_position, parse_position

TEXT = "R5,G7/-/Y1,Y2 R3 B1,B2,B3,B4,B5,* R 2 + 0 play 10,600,20 round=2 elim=1"


def test_a_default_dealer_passes_a_seat_out_of_the_match() -> None:
    state = parse_position(TEXT, Rules(scoring="challenge"))
    assert state.dealer == 0
    check_position(state)  # (valid)
    assert format_position(state) == TEXT + " rules=custom"  # (the dealer still left out)
