"""newbie76 #3: the dealer has two names in Chinese. Rules & settings (and the Host form, and the
lobby's rules editor) say 庄家 — "抽庄时的功能牌", "抽牌定庄时……不能当庄", "首张翻出反转牌 ‹ 庄家 ›:
由庄家先出" — while the table says 发牌人: the log's first line "摸牌定发牌人：你 B1、Ana G+2……" and
the table's help (?) "翻开的第一张牌若是禁止或 +2，作用于发牌人的下一位玩家……由发牌人先出". A player
who set "首张翻出反转牌: 庄家" reads at the table of a 发牌人, and of a "首张" that the help calls
"翻开的第一张牌". The Chinese sources of the chinese-party preset (/work/shared/seeds/) say 庄家
(19 times; 发牌者 once). One word throughout: every message about the dealer uses the same."""

from __future__ import annotations

import json
import re
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
ZH: dict[str, str] = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def test_newbie76_every_message_about_the_dealer_names_it_alike() -> None:
    about = {key: text for key, text in ZH.items()
             if re.search(r"\bdealer\b|Dealer draw", key) and isinstance(text, str)}
    assert len(about) >= 8, sorted(about)
    zhuang = sorted(key for key, text in about.items() if "庄" in text)
    fapai = sorted(key for key, text in about.items() if "发牌人" in text or "发牌者" in text)
    assert not (zhuang and fapai), (
        "庄家 in:\n  " + "\n  ".join(ZH[k] for k in zhuang)
        + "\n发牌人 in:\n  " + "\n  ".join(ZH[k] for k in fapai))
