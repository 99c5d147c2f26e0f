"""review76: at 80 columns the accusation question (unotui/screens/table.py, the
first_that_fits of 4a1f667c) drops the sentence that says *a wrong* accusation is the one that
costs — and keeps "It costs you 2 cards." (en): under false_catch_penalty the English player
reads (two players, Ana the one seat to catch) "Ana holds 2 cards. It costs you 2 cards.
Press c again to accuse." — as if accusing
always cost 2 cards, where only a wrong one does (the Chinese says 指控错了你要罚摸 2 张牌,
'if the accusation is wrong you draw 2')."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, arrange, scripted_state, shown, wait_for

from core import Card, Play, apply
from unotui.i18n import set_language
from unotui.screens.table import TableScreen

NAMES = ["Zoe", "Ana"]


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


def _status_row(text: str) -> str:
    rows = text.splitlines()
    for number, row in enumerate(rows):
        if "PgUp/PgDn" in row and number + 2 < len(rows):
            return rows[number + 2]
    raise AssertionError(text)


async def test_review76_the_short_accusation_question_says_only_a_wrong_one_costs() -> None:
    state = scripted_state(2, multi_play="same_value", false_catch_penalty=2)
    arrange(state, {0: ["B1", "B6", "Y2"], 1: ["G1", "Y3", "R7"]}, "Y9",
            current=1)
    apply(state, 1, Play(Card.parse("Y3")))  # (Ana keeps G1 and R7 and calls nothing)
    assert state.catchable == 1 and state.current == 0  # (two seats: Ana is the one target)
    link = ScriptedLink(NAMES)
    app = app_on(link, lang="en")
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(state)
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        await pilot.press("c")
        await pilot.pause(0.2)
        assert link.sent == []
        row = _status_row(await shown(pilot))
        assert "Press c again" in row, row
        assert "costs you" not in row or "wrong" in row, row
