"""fixzh71 (newbie79's small wording points): the colour question names the wild it plays by
its name, as the legend does ("W 王牌": "出 W：选择颜色" named a letter); the lobby says where a
guest is as having joined it ("你在 周五牌局。" read oddly)."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def test_fixzh71_the_colour_question_names_the_wild(chinese: None) -> None:
    from unotui.dialogs import ColorDialog

    assert ColorDialog("W").title_text == "出王牌：选择颜色"
    assert ColorDialog("W4").title_text == "出王牌+4：选择颜色"


def test_fixzh71_the_colour_question_names_the_wild_in_english() -> None:
    from unotui.dialogs import ColorDialog

    assert ColorDialog("W").title_text == "Play W: choose the colour"
    assert ColorDialog("W4").title_text == "Play W+4: choose the colour"


def test_fixzh71_the_lobby_says_the_guest_joined_the_table() -> None:
    catalogue = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))
    line = catalogue["You are at {address}."]
    assert line.startswith("你已加入") and "{address}" in line, line
