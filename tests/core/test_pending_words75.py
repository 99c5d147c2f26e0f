"""fixpos75's outside-the-task: a pending draw's kind with nothing pending (``0:D``, only a
state built in code or read by ``from_dict`` can hold it) was refused with no reason; so were a
pending draw below 0 and one without its kind. Each says which it is now."""

from __future__ import annotations

import pytest

from core.cards import Rank
from core.position import InvalidPosition, check_position, parse_position


def _state() -> object:
    return parse_position("R1,R2/G1,G2 R3 * R 0 + 0 play 0,0")


@pytest.mark.parametrize(("pending", "rank", "said"), [
    (0, Rank.DRAW_TWO, "a draw kind (D) with nothing pending"),
    (-2, None, "a pending draw of -2: it is never below 0"),
    (2, None, "a pending draw of 2 of no kind"),
])
def test_a_pending_draw_that_cannot_be_says_why(pending: int, rank: Rank | None,
                                               said: str) -> None:
    state = _state()
    state.pending, state.pending_rank = pending, rank  # type: ignore[attr-defined]
    with pytest.raises(InvalidPosition) as refused:
        check_position(state)  # type: ignore[arg-type]
    assert said in str(refused.value), str(refused.value)
