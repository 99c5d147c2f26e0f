"""newbie62 #8: the lobby's title read "小明同学的牌桌的大厅" — a table's usual Chinese name ends
in 的牌桌, and "{table} 的大厅" doubled the 的. It names the table after "大厅：" now."""

from __future__ import annotations

import json
from pathlib import Path

CATALOGUE = json.loads((Path(__file__).resolve().parents[2] / "unotui" / "locales"
                        / "zh_CN.json").read_text(encoding="utf-8"))


def test_the_lobby_title_does_not_double_de_after_a_chinese_table_name() -> None:
    for msgid in ("Lobby of {table}", "Lobby of {table} · {taken}/{seats} seats taken"):
        title = CATALOGUE[msgid].format(table="小明同学的牌桌", taken=1, seats=4)
        assert "的牌桌的" not in title, title
        assert title.startswith("大厅：「小明同学的牌桌」"), title  # (in 「」, newbie91 #15)
