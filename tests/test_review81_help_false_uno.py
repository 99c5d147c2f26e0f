"""review81: Help's house rules say a false UNO call is one "when your play will not leave you
one card" (newbie68 #5, unotui/screens/help.py house_rules). Under multi-play an UNO hand may
hold several cards (two identical cards, or cards of one value: docs/RULES.md
false_uno_penalty), and a call with a play leaving B5, G5 under the chinese-party preset
(multi_play same_value with false_uno_penalty 2) is right, not the wrong call Help says
costs 2 cards. The Chinese players whose preset that is read the rule wrong."""

from __future__ import annotations

from core import preset
from unotui.screens.help import house_rules


def test_false_uno_line_under_multi_play_does_not_say_one_card_only() -> None:
    rules = preset("chinese-party").to_dict() if hasattr(preset("chinese-party"), "to_dict") \
        else dict(preset("chinese-party").__dict__)
    assert rules.get("multi_play") == "same_value" and rules.get("false_uno_penalty")
    lines = [line for line in house_rules(rules) if "Calling UNO" in line]
    assert lines, house_rules(rules)
    assert "leave you one card costs" not in lines[0], lines[0]  # (one card only: untrue here)
    assert "cards you could all play together" in lines[0], lines[0]
