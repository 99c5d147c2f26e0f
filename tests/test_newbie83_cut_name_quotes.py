"""newbie83: a table hosted from the app with a long Chinese name (no spaces to cut at) is told,
in Chinese, "你的牌桌名称已截短为'星期五晚上…真的'：牌桌名称最多 40 个字符。": the name between
Python's repr quotes (ASCII apostrophes — a name with an apostrophe in it would come out in
double quotes, a backslash doubled), where every other Chinese string puts a table's name in
「」 (the lobby's "你已加入「星期五牌局」。")."""

from __future__ import annotations

from unotui import i18n
from unotui.i18n import _


def test_the_cut_name_notice_in_chinese_quotes_the_name_as_chinese_does() -> None:
    i18n.set_language("zh_CN")
    try:
        text = _("Your table's name was cut to “{name}”: a table's name has at most {limit} "
                 "characters.", name="星期五晚上在老王家里打牌的朋友们", limit=40)
        joined = _("You are at {address}.", address="星期五牌局")
    finally:
        i18n.set_language("en")
    assert "「星期五牌局」" in joined  # (what the rest of the Chinese words do)
    assert "'" not in text and "「星期五晚上在老王家里打牌的朋友们」" in text
