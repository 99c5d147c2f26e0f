"""newbie88 #2: the one-line rules summary in Chinese is joined with English punctuation.

The Host form's status line (and the lobby's "e" rules dialog) reads, for the house preset with
the target score and the hand size changed,

    规则：预设：家规，改动： 手牌数：8, 目标分数：50

— a space after the full-width "：" and an ASCII ", " between the changed options, where every
other Chinese line lists with "、" (or "，") and puts no space after a full-width mark
(i18n.listing / i18n.spaced). Repro: LANG=zh_CN.UTF-8 python3 run.py, h, Rules preset → 家规,
Target score 50: the form's bottom line.
"""

from __future__ import annotations

from core.rules import Rules, preset
from unotui.i18n import speaking
from unotui.widgets.rules_form import rules_line


def _house_changed() -> Rules:
    d = preset("house").to_dict()
    d.update(target_score=50, hand_size=8)
    return Rules.from_dict(d)


def test_newbie88_zh_rules_line_has_no_space_after_a_full_width_colon() -> None:
    with speaking("zh_CN"):
        line = rules_line(_house_changed(), "house")
    assert "： " not in line, line


def test_newbie88_zh_rules_line_lists_changes_without_an_ascii_comma() -> None:
    with speaking("zh_CN"):
        line = rules_line(_house_changed(), "house")
    assert ", " not in line, line


def test_newbie88_en_rules_line_unchanged() -> None:
    with speaking("en"):
        line = rules_line(_house_changed(), "house")
    assert line == "Preset: house, changed: Hand size: 8, Target score: 50", line
