"""fixzh65 (newbie76 #4): Chinese words that read naturally and name a thing one way."""

from __future__ import annotations

import json
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ZH: dict[str, str] = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def test_fixzh65_the_a_keys_move_has_one_name() -> None:
    assert ZH["Special"] == ZH["Special move"] == "特殊招式"  # (footer, dialog; it fits at 80)
    assert ZH["a special move (death number, judgement day), when the rules have one"] \
        == "特殊招式（死亡数字、审判日），规则包含它们时可用"


def test_fixzh65_natural_phrasings() -> None:
    assert ZH["{who} accepted the Wild Draw Four"] == "{who} 没有质疑王牌+4"
    assert ZH["{who} wrongly tried to catch {target} (no penalty)"] == "{who} 抓错了 {target}（不罚）"
    assert ZH["{n} cards to draw are coming to you: take them (d)."].startswith("你要罚摸 {n} 张：")
    assert ZH["A bot plays your seat until you join this table again during this match."] \
        == "本场比赛中由机器人替你出牌，直到你重新加入这张牌桌。"
    assert "指控其手牌" not in ZH["Press c again to accuse them of an UNO hand not called."]


def test_fixzh65_the_jump_in_rule_is_named_as_the_seeds_name_it() -> None:
    assert ZH["Jump-in"] == "抢牌"
    helps = [v for k, v in ZH.items() if k.startswith("Jump-in: when a card is played")]
    assert helps and all(v.startswith("抢牌：") for v in helps), helps
