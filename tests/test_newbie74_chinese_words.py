"""newbie74: words a Chinese player reads that name one thing two ways."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE: dict[str, str] = json.loads(
    (ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def test_newbie74_the_tables_help_names_seven_o_as_the_rules_form_does() -> None:
    """newbie74 #2: Rules & settings (s) and the house preset's help call the rule "7 换 0 传",
    but the table's help (?, house preset) starts its line "7-0 规则：出 7 时…" — the other
    house rules' help lines start with the form's own name (叠加, 抢出, 死亡数字, 审判日)."""
    name = CATALOGUE["Seven-O"]
    help_line = next(v for k, v in CATALOGUE.items() if k.startswith("Seven-O: play a 7"))
    for rule in ("Stacking", "Jump-in", "Judgement day"):
        assert any(v.startswith(CATALOGUE[rule]) for k, v in CATALOGUE.items()
                   if k.startswith(rule + ":")), rule
    assert help_line.startswith(name + "："), (name, help_line)
