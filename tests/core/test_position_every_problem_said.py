"""Every problem the position check finds is said with the value at fault, not only its bit's
general words: tables reached by legal play under random rules, then one field broken, are
checked bit by bit (the direction's and the draw pile's problems named no value before)."""

from __future__ import annotations

import random

import pytest

from core import Rules, apply, legal_actions, new_game
from core.cards import Color
from core.game import Phase
from core.position import (
    InvalidPosition,
    PositionStatus,
    _detail,
    check_position,
    parse_position,
    position_status,
)

TABLE = "R5,G7/Y1,Y2 R3 B1,B2,B3,* R 0 + 0 play 0,0"


def test_a_direction_that_is_neither_says_its_value() -> None:
    state = parse_position(TABLE)
    state.direction = 0
    with pytest.raises(InvalidPosition, match=r"direction 0: it is \+ \(1, clockwise\) or -"):
        check_position(state)


def test_a_pile_less_than_its_unshuffled_part_says_both_numbers() -> None:
    state = parse_position(TABLE)
    pile = len(state.draw_pile)
    state.unshuffled = pile + 2
    with pytest.raises(InvalidPosition, match=rf"{pile + 2} unshuffled of a draw pile of {pile}\)"):
        check_position(state)


def _broken(rnd: random.Random, rules: Rules) -> object:
    state = new_game(rules, rnd.choice([2, 3, 4, 6]), rnd.randrange(1 << 30))
    for _ in range(rnd.randrange(60)):
        options = [(q, a) for q in [None, *range(state.players)] for a in legal_actions(state, q)]
        if not options:
            break
        seat, action = rnd.choice(options)
        apply(state, seat, action)
    field = rnd.choice(["current", "dealer", "direction", "pending", "top_by", "fresh",
                        "round_no", "unshuffled", "phase", "color", "uno_called", "eliminated"])
    if field == "phase":
        state.phase = rnd.choice(list(Phase))
    elif field == "color":
        state.color = rnd.choice([None, *Color])
    elif field in ("uno_called", "eliminated"):
        flags = getattr(state, field)
        seat = rnd.randrange(state.players)
        flags[seat] = not flags[seat]
    else:
        setattr(state, field, rnd.choice([None, 0, 1, -1, 2, 3, 9, True, False]))
    return state


@pytest.mark.parametrize("preset", ["official", "house", "chinese-party"])
def test_each_problem_found_names_what_is_wrong(preset: str) -> None:
    from core.rules import preset as rules_of
    rnd = random.Random(preset)
    said = 0
    for _ in range(150):
        state = _broken(rnd, rules_of(preset))
        status = position_status(state)  # type: ignore[arg-type]
        for bit in PositionStatus:
            if bit and bit in status and bit is not PositionStatus.FORM:
                assert _detail(state, bit), (bit.name, state)  # type: ignore[arg-type]
                said += 1
    assert said > 50  # (the breaks do break tables)
