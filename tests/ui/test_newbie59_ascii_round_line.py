"""newbie59 #2: in ASCII mode at 60x20 the table box read "Round 1 - first to~" (a phrase cut
in the middle, "first to" what?) where the same table drawn with Unicode reads "Round 1": the
line is shortened at its clause ends, and ``CLAUSE_ENDS`` (unotui/widgets/fit.py) knows the
bullet " · " but not the ASCII glyphs' bullet " - " the line is joined with in ASCII mode."""

from __future__ import annotations

import pytest
from ui_testkit import screen_text, scripted_table, table_showing, wait_for


@pytest.mark.parametrize("ascii_only", [False, True])
async def test_the_round_line_is_never_cut_inside_its_target_at_60x20(ascii_only: bool) -> None:
    state, link, app = scripted_table({0: ["R5", "G7"], 1: ["Y1"], 2: ["G1"], 3: ["B1"]}, "R9",
                                      current=0, app={"ascii_only": ascii_only})
    async with app.run_test(size=(60, 20)) as pilot:
        await table_showing(pilot, link, state)
        await wait_for(pilot, lambda: "Round 1" in screen_text(app))
        text = screen_text(app)
        # (the target whole, or not said at all: never "first to…" / "first to~")
        assert "first to~" not in text and "first to…" not in text, text
