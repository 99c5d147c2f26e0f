"""newbie76 #4: the `a` key's move has three names in Chinese. The footer says "a 特殊", the
dialog it opens "特殊招式", the status and log lines "特殊招式" ("现在不能使用特殊招式…",
"使用特殊招式的机会已经过去"), but the table's help (?) lists the key as

    a          特殊出牌（死亡数字、审判日），规则中有时可用

"特殊出牌" is another word for the same thing, and "规则中有时可用" ("sometimes usable in the
rules") misreads "when the rules have one": it is usable when the table's rules include death
number or judgement day. Should read e.g. "特殊招式（死亡数字、审判日），规则包含它们时可用"."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ZH: dict[str, str] = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))
HELP = "a special move (death number, judgement day), when the rules have one"


def test_newbie76_the_help_names_the_special_move_as_the_table_does() -> None:
    assert "特殊招式" in ZH["Special move"]  # (the dialog's title, the status lines)
    assert "特殊招式" in ZH[HELP], ZH[HELP]


def test_newbie76_the_help_says_when_the_special_move_applies() -> None:
    assert "有时" not in ZH[HELP], ZH[HELP]
