"""A Wild turned up at the deal waits for its colour from the seat after the dealer, play going
clockwise: a position that says otherwise is refused, and its TURN problem says why (the words
were the bit's alone, "not the one … the deal gives the turn to", with no seat named)."""

from __future__ import annotations

import pytest

from core import Rules
from core.game import new_game
from core.position import InvalidPosition, PositionStatus, check_position, format_position, parse_position

HANDS = ("Y5,G6,RS,B0,R5,G0,Y5/GD,BS,B6,Y1,B4,BD,R1/Y1,BR,Y3,G9,G6,B7,G2/"
         "Y7,R2,R6,B8,B5,YS,R1 W *")


def test_the_dealt_table_is_this_one() -> None:
    assert format_position(new_game(Rules(), 4, 6)) == f"{HANDS} - 3 + 0 choose_color 0,0,0,0"


@pytest.mark.parametrize("text, words", [
    (f"{HANDS} - 3 - 0 choose_color 0,0,0,0 dealer=2", "play goes clockwise (+)"),
    (f"{HANDS} - 3 + 0 choose_color 0,0,0,0 dealer=0",
     "named by seat 1, after the dealer, not seat 3"),
])
def test_a_turned_up_wild_named_by_the_wrong_seat_says_which(text: str, words: str) -> None:
    with pytest.raises(InvalidPosition) as caught:
        check_position(parse_position(text))
    assert caught.value.status == PositionStatus.TURN
    assert words in str(caught.value)
