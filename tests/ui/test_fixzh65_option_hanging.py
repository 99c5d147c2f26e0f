"""fixzh65 (newbie76 #1): a dialog's option that wraps continues under its label, not under
"(1)" at the box's left edge, and it breaks as Chinese does (not at its last space)."""

from __future__ import annotations

import pytest
from ui_testkit import ScriptedLink, app_on, scripted_state, shown, wait_for

from unotui.dialogs.choice import OptionsDialog
from unotui.i18n import set_language
from unotui.screens.table import TableScreen


@pytest.fixture(autouse=True)
def _back_to_english() -> object:
    yield
    set_language("en")


async def test_fixzh65_a_wrapped_special_move_option_continues_under_its_label() -> None:
    link = ScriptedLink(["小明同学", "Ana", "Bo", "Cy"])
    app = app_on(link, lang="zh_CN")
    async with app.run_test(size=(60, 20)) as pilot:
        link.feed_view(scripted_state())
        await wait_for(pilot, lambda: isinstance(app.screen, TableScreen) and app.screen.view)
        await pilot.pause()
        label = "对李雷的审判日：打出 R5、G6、B7、Y8、R9、G1、B2、Y3、R4 并赢下本局"
        app.push_screen(OptionsDialog("特殊招式", [("死亡数字：亮出手牌，赢下本局", 1),
                                                  (label, 2)], table_keys=True))
        await wait_for(pilot, lambda: isinstance(app.screen, OptionsDialog))
        drawn = await shown(pilot)
        rows = drawn.splitlines()
        first = next(i for i, row in enumerate(rows) if "(2) 对李雷" in row)
        start = rows[first].index("(2)")
        later = rows[first + 1]
        # the row after it: the label's rest, under the text after "(2) "
        body = later[start:].lstrip(" ")
        assert body and not body.startswith(("│", "▏")), rows[first:first + 2]
        assert later.index(body) == start + len("(2) "), rows[first:first + 2]
        # broken as Chinese is: the first row is not cut at the space before "R5"
        assert "R5" in rows[first], rows[first:first + 2]
