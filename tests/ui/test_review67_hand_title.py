"""review67: the hand's short notes at 60 columns (eebcbda5, review66 #3) are measured for a
hand of fewer than ten cards only: in Chinese, "你的手牌（10）" is one cell wider than
"你的手牌（7）", the short title is then 55 cells where 54 fit, and the '+' note is cut again
("需与另一张同出（空格" without its last bracket, or less). unotui/screens/table.py
update_hand_box: the shortest wording is used even when it does not fit."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


@pytest.mark.parametrize("lang, notes", [
    ("en", ("? W+4: bluff", "+ with another (Space)")),
    ("zh_CN", ("? W+4：诈唬", "+ 需与另一张同出"))])
async def test_both_short_notes_whole_at_60_columns_with_ten_cards(
        lang: str, notes: tuple[str, str]) -> None:
    state = scripted_state(multi_play="same_value")
    arrange(state, {0: ["R8", "Y2", "B2", "G5", "G7", "Y9", "W4", "R3", "Y4", "G6"],
                    1: ["Y1"], 2: ["G2"], 3: ["B1"]}, "B8", current=0)
    link = ScriptedLink(NAMES)
    app = app_on(link, lang=lang)
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen)
                       and app.screen.view is not None)
        await pilot.pause()
        drawn = await shown(pilot)
        hand = app.screen.query_one("HandView")
        assert len(hand.cards) == 10
        assert any("+" in hand.marks(i) for i in range(len(hand.cards)))
        for note in notes:
            assert note in drawn, drawn
        title = next(line for line in drawn.splitlines() if notes[0] in line)
        assert "…" not in title, title  # (whole, not cut by the border)
