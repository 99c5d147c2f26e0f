"""newbie79 #1: the text client (``join --text``) in Chinese at 60 columns lets the terminal
break its lines anywhere:

       · 你质疑 root：没有诈唬。你罚摸 6 张（root 的手牌：B1、W4
    ）
    == 周五牌局（比赛中）座位：1: root、2: 小明、3: Ana [机器人]
    、4: Bo [机器人]
    <root> 哈哈，Ana又用死亡数字赢了！下次我一定抢牌，+4叠上去让
    你摸个够。

A closing "）" or a "、" starts a row, and a log entry's later rows lose the "   · " indent that
marks them. Cause: :func:`unotui.commands.join.say` measures a line with ``len`` (characters),
not in cells: a Chinese character is two cells wide, so a line of 40 characters (80 cells) is
taken to fit 60 columns and printed as it is. (The table line, a chat line and the "Joined as"
line are printed with ``print``, not wrapped at all.)"""

from __future__ import annotations

import os

import pytest
from rich.cells import cell_len

from unotui.commands import join

LINES = [
    "   · 你质疑 root：没有诈唬。你罚摸 6 张（root 的手牌：B1、W4）",
    "   · 摸牌定庄：root Y8、你 Y2、Ana Y9、Bo Y3。数字最大：Ana 当庄。",
]


@pytest.mark.parametrize("line", LINES)
def test_newbie79_say_wraps_a_chinese_line_to_the_terminal_in_cells(
        line: str, monkeypatch: pytest.MonkeyPatch, capsys: pytest.CaptureFixture[str]) -> None:
    monkeypatch.setattr("shutil.get_terminal_size",
                        lambda fallback=(80, 24): os.terminal_size((60, 20)))
    assert len(line) <= 60 < cell_len(line)  # (the case: fits in characters, not in cells)
    join.say(line)
    rows = capsys.readouterr().out.splitlines()
    assert all(cell_len(row) <= 60 for row in rows), rows
    assert len(rows) >= 2 and all(row.startswith("   ") for row in rows), rows  # (indent kept)
    assert not any(row.lstrip()[:1] in "）、，。" for row in rows), rows
