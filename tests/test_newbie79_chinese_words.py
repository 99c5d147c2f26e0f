"""newbie79: words a Chinese player reads at a chinese-party table (80x24, 100x30, 60x20, and the
text client) that name one thing two ways, or read as something else."""

from __future__ import annotations

import json
from pathlib import Path

from unotui.commands import join

ROOT = Path(__file__).resolve().parents[1]
CATALOGUE: dict[str, str] = json.loads(
    (ROOT / "unotui/locales/zh_CN.json").read_text(encoding="utf-8"))


def test_newbie79_the_wild_card_is_called_one_name() -> None:
    """newbie79 #4: the Wild is "王牌" on the cards' legend (W 王牌), in the help, the log and
    57 lines of the catalogue — but two multi-play notes call it "万能牌":
    "万能牌只能一张一张出：按空格取消选中一张。" / "万能牌逐张出：空格取消选中。"."""
    odd = {k: v for k, v in CATALOGUE.items() if isinstance(v, str) and "万能牌" in v}
    assert not odd, odd


def test_newbie79_a_lost_turn_is_said_one_way() -> None:
    """newbie79 #5: the log says a lost turn "被跳过一轮" ("Ana 被跳过一轮", "摸了 2 张牌，并跳过一
    轮"), but two Skips played together read "从 Bo 起跳过 3 个回合" — 回合 nowhere else means a
    player's turn at the table (回合计时 is the turn timer's name in the form). Better:
    "从 Bo 起连续跳过 3 人" or "Bo 起 3 人各被跳过一轮"."""
    line = CATALOGUE["{n} turns are skipped, from {who_obj} on"]
    assert "回合" not in line, line


def test_newbie79_the_pending_penalty_does_not_read_as_a_card() -> None:
    """newbie79 #6: the table box says "待罚：+4" while two Draw Twos wait — "+4" is how the
    legend and the log name the Wild Draw Four's face (W+4 王牌+4; a +4 in the seeds is the card),
    so it reads as "a +4 is waiting". The status line says it plainly: "你要罚摸 4 张". Better:
    "待摸：4 张" / "累计罚摸 4 张"."""
    line = CATALOGUE["Pending penalty: +{n}"]
    assert "+{n}" not in line and "张" in line, line


def test_newbie79_the_text_clients_chat_command_shows_its_placeholder() -> None:
    """newbie79 #7: the text client's help says "t 文字 聊天" — three words in a row, read as
    "t, text, chat"; TEXT is the placeholder of what to type (as <数字> just before it).
    Better: "t <文字> 聊天"."""
    line = CATALOGUE[next(k for k in CATALOGUE if k.startswith("commands: <number>"))]
    assert "t 文字 聊天" not in line, line


def test_newbie79_the_text_clients_uno_move_says_call(chinese: None) -> None:
    """newbie79 #8: among the text client's moves, "[4] 出 W4，指定红 + 喊 UNO" but the call
    alone is "[9] UNO" — the word left in English, the verb missing (the help line: "u 喊 UNO")."""
    view = {"round": 1, "phase": "play", "top": "G2", "color": "green", "direction": 1,
            "draw_size": 60, "current": 1, "counts": [8, 2, 4, 1], "uno": [False] * 4,
            "hand": ["B1", "W4"], "legal": [{"type": "draw"}, {"type": "uno"}]}
    lines = join.render_view(view, ["root", "小明", "Ana", "Bo"]).splitlines()
    uno = [line for line in lines if line.strip().startswith("[1]")]
    assert uno and "喊" in uno[0], lines
