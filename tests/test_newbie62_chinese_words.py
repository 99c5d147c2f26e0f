"""newbie62: words a Chinese player reads that are wrong or not the app's own elsewhere."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE = json.loads((ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


@pytest.mark.parametrize("msgid", [
    "Your table closes for everyone. Its match can be opened again later (the command that "
    "does it is shown).",
    "Everything said at the table this match, oldest first, each turn numbered; the chat "
    "follows the events.",
])
def test_newbie62_a_match_is_chang_not_ju(msgid: str) -> None:
    """newbie62 #3: a round is 局 (第 1 局, 本局) and a match 场 (本场比赛, 整场比赛, 再来一场)
    everywhere — but q at the host's table asks "你的牌桌将对所有人关闭。这局比赛以后还能重新
    打开", and the dialog right after says "这场比赛以后还可以重新打开"; the history's help (L,
    then ?) says "这局比赛里牌桌上发生的一切" of the history headed "本场比赛的记录" (a whole
    match's). 这局比赛 reads "this round"."""
    assert "这局比赛" not in CATALOGUE[msgid]


def test_newbie62_wild_draw_four_is_written_one_way_in_the_challenge() -> None:
    """newbie62 #4: the challenge dialog's title reads "Cy 对你出了王牌 +4" over the status line
    "Cy 对你出了王牌+4：质疑（x）或摸牌（d）。" — the 35 other strings write 王牌+4."""
    assert "王牌+4" in CATALOGUE["{who} played Wild Draw Four on you"]


def test_newbie62_the_settings_help_names_its_keys_in_chinese(chinese: None) -> None:
    """newbie62 #5: Rules & settings' help (?) lists "Enter / Space  更改选项，或勾选方框" where
    the table's help names the same keys 回车 and 空格 (help.py translates them), and the
    help's own bottom line says "空格：滚动". (The host form's help says "Space  勾选或取消勾选",
    and its footer on a tick box "Space 勾选"; the menu's and the results' help "Enter".)"""
    from unotui.screens.settings import settings_keys

    keys = " ".join(key for key, _what in settings_keys())
    assert "Space" not in keys and "Enter" not in keys, keys
