"""newbie62: the Wild Draw Four question, in Chinese, wrapped as Chinese is."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from unotui.dialogs.choice import ChallengeDialog
from unotui.i18n import set_language
from unotui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


async def test_newbie62_the_challenge_keeps_four_and_its_measure_word_together() -> None:
    """newbie62 #6: `play --rules official --bots 3 --bot-kind hard` at 80x24, Cy plays a Wild
    Draw Four on you: the dialog reads
        如果 Cy 手里有蓝牌，Cy 摸 4
        张，然后轮到你出牌；否则你摸 6 张并跳过本轮。
    — the line breaks between "4" and "张" with ten cells to spare on it. The body is a plain
    Static (unotui/dialogs/choice.py:212), wrapped at spaces only, where the app has a wrapper
    for Chinese (unotui/wrap.py: never "between a number … and the CJK character right after
    it ("4 张")")."""
    link = ScriptedLink(["小明同学", "Ana", "Bo", "Cy"])
    app = app_on(link, lang="zh_CN")
    async with app.run_test(size=(80, 24)) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        app.push_screen(ChallengeDialog("Cy", "blue", 6))
        await wait_for(pilot, lambda: isinstance(app.screen, ChallengeDialog))
        drawn = await shown(pilot)
        assert "Cy 摸 4 张" in drawn, drawn
