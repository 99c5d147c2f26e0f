"""review82: describe.dealer_draw_words returns ``None`` for a drawing that is not as
PROTOCOL.md §10 says ("nothing half told"), checking a seat with ``str.isdigit`` — which is
true of "²" and other Unicode digits that ``int`` refuses: ``"²:R5"`` raises ValueError out of
describe_event. In the app the view is then refused whole ("a view this version cannot
show"); the text client (``unotui join --text``, commands.join.new_events) has no such guard."""

from __future__ import annotations

import pytest

from unotui.describe import describe_event


@pytest.mark.parametrize("pick", ["²:R5", "⁵:R5"])
def test_review82_a_seat_that_is_no_number_is_not_told(pick: str) -> None:
    ev = {"seq": 1, "type": "dealer_draw", "draws": [[pick, "1:G6"]], "dealer": 1}
    assert describe_event(ev, ["Ana", "Bo"], 0) is None
