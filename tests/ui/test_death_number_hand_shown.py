"""newbie70 #6: the results of a round won by death number listed its winner as "(none left)",
though the winner had just shown the whole hand it won with (the log's ``death_number`` event,
its ``hand``): the row says so, "(shown: …)"."""

from __future__ import annotations

from rich.console import Console

from unotui.screens.round_end import RoundEndScreen

NAMES = ["Zoe", "Ana", "Bo", "Cy"]


def _row_text(screen: RoundEndScreen) -> str:
    console = Console(width=120, color_system=None, record=True)
    console.print(screen.results_table())
    return console.export_text()


def test_a_death_number_winner_is_shown_with_the_hand_it_showed() -> None:
    result = {"winner": 0, "points": 12, "hands": [[], ["G2"], ["G9"], ["B3", "Y4"]],
              "hand_points": [0, 2, 9, 7], "how": "death_number"}
    log = [{"seq": 40, "type": "play", "seat": 3, "card": "Y6"},
           {"seq": 41, "type": "death_number", "seat": 0, "hand": ["R5", "Y5", "B2", "B6"],
            "number": 6}]
    v = {"players": 4, "seat": 1, "scores": [12, 0, 0, 0], "result": result, "round": 1,
         "scoring": "standard", "finished": [], "log": log}
    said = _row_text(RoundEndScreen(v, NAMES))
    assert "(shown: R5 Y5 B2 B6)" in said and "(none left)" not in said, said


def test_a_winner_who_went_out_still_has_none_left() -> None:
    result = {"winner": 0, "points": 2, "hands": [[], ["G2"], [], []],
              "hand_points": [0, 2, 0, 0], "how": "out"}
    v = {"players": 2, "seat": 1, "scores": [2, 0], "result": result, "round": 1,
         "scoring": "standard", "finished": [], "log": []}
    said = _row_text(RoundEndScreen(v, NAMES[:2]))
    assert "(none left)" in said and "shown" not in said, said
