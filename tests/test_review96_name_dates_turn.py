"""review96: rules66 #2 made the position check refuse what cannot stand before the first deal of
a judgement-day match (a card played, a call, a seat gone out). The turn and the direction are
left unchecked there: the engine deals nothing and moves nobody while dates are named — the
seat to name one is the first without a date (``seat_to_move``), and ``current``/``direction``
stay at seat 0, clockwise, until the deal sets them. A position naming dates with seat 2 to move
counter-clockwise is one no match ever reaches, yet it is VALID (a puzzle built from it reads a
turn and a direction that mean nothing)."""

from __future__ import annotations

from core.position import parse_position, position_status
from core.rules import preset

RULES = preset("official").replace(judgement_day=True)


def test_reached_positions_naming_dates_still_validate() -> None:
    state = parse_position("-/-/- - * - 0 + 0 name_dates 0,0,0 round=0 dealer=1", RULES)
    assert not position_status(state)


def test_a_turn_or_direction_while_dates_are_named_is_refused() -> None:
    for text in ("-/-/- - * - 2 + 0 name_dates 0,0,0 round=0 dealer=1",
                 "-/-/- - * - 0 - 0 name_dates 0,0,0 round=0 dealer=1"):
        state = parse_position(text, RULES)
        assert position_status(state), f"{text} is VALID"
