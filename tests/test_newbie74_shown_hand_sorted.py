"""newbie74: the results list every hand sorted (the "sorted by colour, then number" setting)
but a death number's winner's shown hand in the order it was held."""

from __future__ import annotations

from rich.console import Console

from unotui.screens.round_end import RoundEndScreen
from unotui.widgets.cards import sort_cards

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def test_newbie74_a_shown_hand_is_sorted_as_the_other_hands_are() -> None:
    """newbie74 #4: unotui --lang zh_CN play, rules chinese-party + death_number, Settings'
    "你的手牌" left at "按颜色、再按数字排序": the match ended with Bo's death number, and the
    results read "你  R1 R9 Y1 Y3 … B3 W+4" (sorted) but "Bo  （亮出：G4 R7 G1 G8）" — the log
    above says "Bo 亮出 R7、G1、G4、G8" (describe.py sorts it). round_end.py results_table sorts
    ``hand`` when ``sort_hands`` is set, not ``shown``."""
    result = {"winner": 2, "points": 40, "hands": [["R9", "B3", "R1"], ["G2"], [], ["B3", "Y4"]],
              "hand_points": [13, 2, 0, 7], "how": "death_number"}
    log = [{"seq": 40, "type": "play", "seat": 0, "card": "R4"},
           {"seq": 41, "type": "death_number", "seat": 2, "hand": ["G4", "R7", "G1", "G8"],
            "number": 4}]
    v = {"players": 4, "seat": 0, "scores": [0, 0, 40, 0], "result": result, "round": 1,
         "scoring": "standard", "finished": [], "log": log}
    console = Console(width=120, color_system=None, record=True)
    console.print(RoundEndScreen(v, NAMES, sort_hands=True).results_table())
    said = console.export_text()
    assert "R1 R9 B3" in said, said  # (the others' hands: sorted)
    assert f"(shown: {' '.join(sort_cards(['G4', 'R7', 'G1', 'G8']))})" in said, said
