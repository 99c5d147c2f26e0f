"""newbie83: the Chinese words call a table's host 桌主 everywhere (47 strings: the seat list's
"root（桌主）", the close notices…), but the two newest strings say 房主 (a chat-room's owner):
the lobby's "牌桌已经 16 秒没有消息：房主可能卡住了" and "如果房主再次开启 {table}". A player
reads two words for one person."""

from __future__ import annotations

import json
from pathlib import Path

import unotui

ZH = Path(unotui.__file__).parent / "locales" / "zh_CN.json"


def test_the_host_is_called_zhuozhu_in_every_chinese_string() -> None:
    words = json.loads(ZH.read_text(encoding="utf-8"))
    odd = [k for k, v in words.items() if "房主" in v]
    assert odd == []
