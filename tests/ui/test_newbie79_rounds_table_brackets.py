"""newbie79 #10: after a chinese-party match with death number and judgement day, the results'
"每局结果" table says how each round was won in ASCII brackets:

      局   胜者             点数
       1   Ana (死亡数字)    117
       5   Bo (死亡数字)     222

while every other Chinese line brackets with the full-width "（）" ("Cy （已出完）",
"（亮出：Y6 G6）", "小明（你）", "（机器人代打）"). Cause: ``RoundEndScreen.rounds_table`` adds
``f" ({…})"`` around the translated words, outside the catalogue."""

from __future__ import annotations

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.log import RoundWon

NAMES = ["root", "小明", "Ana", "Bo"]


def test_newbie79_how_a_round_was_won_is_bracketed_the_chinese_way(chinese: None) -> None:
    v = {"players": 4, "seat": 1, "scores": [0, 0, 730, 222], "round": 6,
         "scoring": "standard", "finished": [],
         "result": {"winner": 2, "points": 243, "hands": [["R1"], ["R8"], [], ["Y⊘"]],
                    "hand_points": [1, 8, 0, 20], "how": "death_number"}}
    rounds = [RoundWon(1, 2, 117, "death_number"), RoundWon(2, 3, 80, "judgement")]
    screen = RoundEndScreen(v, NAMES, rounds=rounds)
    table = screen.rounds_table()
    won_by = list(table.columns[1].cells)
    assert won_by == ["Ana（死亡数字）", "Bo（审判日）"], won_by
