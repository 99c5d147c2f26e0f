"""newbie74: words a Chinese player reads that name one thing two ways."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE: dict[str, str] = json.loads(
    (ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def _help_lines(rule: str) -> list[str]:
    """The table's help lines of a house rule: the catalogue's "<Rule>: …" sentences."""
    return [v for k, v in CATALOGUE.items() if k.startswith(rule + ": ")]


def test_newbie74_the_other_house_rules_help_starts_with_the_forms_name() -> None:
    """(the pattern the failing ones below break: the help line names the rule as the form does)"""
    for rule in ("Stacking", "Jump-in", "Judgement day"):
        assert any(v.startswith(CATALOGUE[rule] + "：") for v in _help_lines(rule)), rule


@pytest.mark.parametrize("rule,start", [
    ("Seven-O", "Seven-O: play a 7"),
    ("Multi-play", "Multi-play: select"),
    ("Wild powers", "Wild powers: with a plain Wild"),
])
def test_newbie74_the_tables_help_names_a_rule_as_the_rules_form_does(rule: str,
                                                                       start: str) -> None:
    """newbie74 #2: Rules & settings (s, and the host form's rules) list the rules as "7 换 0 传",
    "一次出多张", "王牌特权"; the table's help (?) under "本桌的家规" starts their lines
    "7-0 规则：…", "多张齐出：…", "王牌技能：…" — a player looking up the rule they ticked finds
    another name. (叠加, 抢出, 死亡数字, 审判日 are named alike in both.)"""
    name = CATALOGUE[rule]
    lines = [v for k, v in CATALOGUE.items() if k.startswith(start)]
    assert lines
    for line in lines:
        assert line.startswith(name + "："), (name, line[:20])


def test_newbie74_the_keys_help_names_multi_play_as_the_rules_form_does() -> None:
    """newbie74 #2 (a third name): the table's help lists "空格  选择多张牌（开启多张出牌时）"
    and "多张出牌时，若手里的牌能一次全部打出，也要喊 UNO。" — the rule the form calls
    "一次出多张" and the help's house-rule line "多张齐出"."""
    name = CATALOGUE["Multi-play"]
    for msgid in ("select several cards (when multi-play is on); Escape clears them",
                  "With multi-play, a hand of cards you could play all together owes UNO too."):
        assert name in CATALOGUE[msgid], (name, CATALOGUE[msgid])
